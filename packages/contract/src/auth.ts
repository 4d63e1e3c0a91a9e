import { z } from 'zod';
import { messages } from './messages.js';
import { meSchema } from './user.js';

export const loginSchema = z.object({
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, { error: messages.emailRequired, abort: true })
    .pipe(z.email({ error: messages.emailInvalid })),
  // Byte for byte, as it was set: spaces around a password are part of it.
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, { error: messages.passwordRequired, abort: true })
    .max(128, { error: 'Must be at most 128 characters' }),
});
export type Login = z.infer<typeof loginSchema>;

export const loginResultSchema = z.object({ token: z.string(), user: meSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Lowercased and trimmed: the one form an e-mail is stored and compared in. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
