import { z } from 'zod';
import { requiredText } from './common.js';
import { messages } from './messages.js';
import { meSchema } from './user.js';

export const loginSchema = z.object({
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, { error: messages.emailRequired, abort: true })
    .pipe(z.email({ error: messages.emailInvalid })),
  password: requiredText(messages.passwordRequired, 128),
});
export type Login = z.infer<typeof loginSchema>;

export const loginResultSchema = z.object({ token: z.string(), user: meSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Lowercased and trimmed: the one form an e-mail is stored and compared in. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
