import { z } from 'zod';
import { expectedVersionSchema, listQuerySchema, requiredText } from './common.js';
import { messages } from './messages.js';
import { patchOf } from './patch.js';

/** A client: who buys advertisements (SPEC §3 Client). `user` is who added it (Edit:own). */
export const clientSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

/** A client as a select offers it (SPEC §7: a list of items with name and _id). */
export const clientOptionSchema = z.object({ _id: z.string(), name: z.string() });
export type ClientOption = z.infer<typeof clientOptionSchema>;

/** Optional, but valid when given: an e-mail address. */
const clientEmail = z
  .string()
  .trim()
  .max(254, { error: messages.emailInvalid })
  .refine((value) => value === '' || z.email().safeParse(value).success, { error: messages.emailInvalid });

/** Optional, but a phone number when given (digits, spaces, brackets, dashes, an optional leading +). */
const clientMobile = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\+?[0-9 ()-]{5,20}$/.test(value), { error: messages.mobileInvalid });

/** SPEC §5 shows no validation for clients; ours: a name, and a valid e-mail and mobile when given. */
export const clientCreateSchema = z.object({
  name: requiredText(messages.nameRequired, 200),
  email: clientEmail.default(''),
  mobile: clientMobile.default(''),
});
export type ClientCreate = z.input<typeof clientCreateSchema>;

/** A PATCH: the fields named change, the rest keep their values (an e-mail or mobile left out is not blanked). */
export const clientUpdateSchema = patchOf(clientCreateSchema).extend({
  _id: z.string().optional(),
  updatedAt: expectedVersionSchema,
});
export type ClientUpdate = z.input<typeof clientUpdateSchema>;

export const clientListQuerySchema = listQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
});
