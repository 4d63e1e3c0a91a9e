import { z } from 'zod';
import { expectedVersionSchema, listQuerySchema, optionalUrl, requiredText } from './common.js';
import { messages } from './messages.js';
import { patchOf } from './patch.js';

/** Breaking news statuses (SPEC §10): shown on the site while Enable. */
export const breakingNewsStatuses = ['Enable', 'Disable'] as const;
export const breakingNewsStatusSchema = z.enum(breakingNewsStatuses);
export type BreakingNewsStatus = z.infer<typeof breakingNewsStatusSchema>;
/** How a status reads in the list; the row's toggle is labelled with the other one (SPEC §4). */
export const breakingNewsStatusLabels: Record<BreakingNewsStatus, string> = { Enable: 'Active', Disable: 'Inactive' };

export const breakingNewsSchema = z.object({
  _id: z.string(),
  title: z.string(),
  url: z.string(),
  status: breakingNewsStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BreakingNews = z.infer<typeof breakingNewsSchema>;

/** Add: a headline, and a link to the story when there is one: http(s), or a path on our own site (`/harbour-ferries`). */
export const breakingNewsCreateSchema = z.object({
  title: requiredText(messages.headlineRequired, 300),
  url: optionalUrl({ sitePath: true }).optional(),
});
export type BreakingNewsCreate = z.input<typeof breakingNewsCreateSchema>;

/** Edit and the Active/Inactive toggle. */
export const breakingNewsUpdateSchema = patchOf(breakingNewsCreateSchema).extend({
  _id: z.string().optional(),
  status: breakingNewsStatusSchema.optional(),
  updatedAt: expectedVersionSchema,
});
export type BreakingNewsUpdate = z.input<typeof breakingNewsUpdateSchema>;

export const breakingNewsListQuerySchema = listQuerySchema;
