import { z } from 'zod';
import { dayFilterSchema, idSchema, listQuerySchema, tzOffsetSchema } from './common.js';

/** One write in the product (or a sign-in, failed or not): who, when, what, which item, from where. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  user: z.object({ _id: z.string().nullable(), name: z.string() }),
  /** What happened, in words a person reads: 'Updated breaking news "Ferry strike ends"' (audit-words.ts). */
  summary: z.string(),
  /** The call, e.g. `PATCH /cms/:id`. */
  action: z.string(),
  /** The model written (the API's group: cms, user, role …). */
  model: z.string(),
  item: z.string().nullable(),
  ip: z.string(),
  status: z.number().int(),
  /** The fields the call changed, by name (a password is named, its value never kept). */
  fields: z.array(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = listQuerySchema.extend({
  user: idSchema.optional(),
  model: z.string().trim().max(50).optional(),
  item: z.string().trim().max(100).optional(),
  /** A calendar day (YYYY-MM-DD) in `tz` (minutes east of UTC). */
  date: dayFilterSchema.optional(),
  tz: tzOffsetSchema.default(0),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;
