import { z } from 'zod';
import { idSchema, listQuerySchema } from './common.js';
import { messages } from './messages.js';

/** One write in the product (or a sign-in, failed or not): who, when, what, which item, from where. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  user: z.object({ _id: z.string().nullable(), name: z.string() }),
  /** The call, e.g. `PATCH /cms/:id`. */
  action: z.string(),
  /** The model written (the API's group: cms, user, role …). */
  model: z.string(),
  item: z.string().nullable(),
  ip: z.string(),
  status: z.number().int(),
  /** The fields the call sent (never a secret's value, nor the name of one). */
  fields: z.array(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = listQuerySchema.extend({
  user: idSchema.optional(),
  model: z.string().trim().max(50).optional(),
  item: z.string().trim().max(100).optional(),
  /** A calendar day (YYYY-MM-DD) in `tz` (minutes east of UTC). */
  date: z.iso.date({ error: messages.dateInvalid }).optional(),
  tz: z.coerce.number().int().min(-840).max(840).default(0),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** Field names that hold secrets: never written to the log, not even as a name. */
export const secretFieldPattern = /pass(word)?|token|secret|otp/i;
