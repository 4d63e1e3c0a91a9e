import { z } from 'zod';
import { type PdfPage, pdfPageSchema } from './asset.js';
import { userRefSchema } from './cms.js';
import {
  dateTimeSchema,
  dayFilterSchema,
  expectedVersionSchema,
  idSchema,
  listQuerySchema,
  requiredText,
  tzOffsetSchema,
} from './common.js';
import { messages } from './messages.js';
import { ownedChangeRefusal } from './owned.js';
import { patchOf } from './patch.js';
import { can, type PermissionHolder } from './permissions.js';
import { seoSchema } from './seo.js';

/**
 * E-paper statuses (SPEC §4: Publish and Un-Publish; DECISIONS: without the Publish right a
 * publish waits in Need Review, with a future date it is Scheduled).
 */
export const epaperStatuses = ['Draft', 'Need Review', 'Scheduled', 'Published'] as const;
export type EpaperStatus = (typeof epaperStatuses)[number];
export const isLiveEpaper = (status: EpaperStatus) => status === 'Published' || status === 'Scheduled';

/** What a save may ask for: keep it a draft, or publish it (the server decides where it lands). */
export const epaperRequests = ['Draft', 'Published'] as const;

/** The most pages an edition may have. */
export const EPAPER_MAX_PAGES = 500;

export const epaperPageSchema = pdfPageSchema;
export type EpaperPage = PdfPage;

/** An uploaded PDF with its pages, as the upload answers it and an e-paper carries it. */
export const pdfFileSchema = z.object({
  _id: z.string(),
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  pageCount: z.number().int(),
  pages: z.array(epaperPageSchema),
});
export type PdfFile = z.infer<typeof pdfFileSchema>;

export const epaperSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  /** The PDF's address (the list's Url column); empty without a file. */
  url: z.string(),
  status: z.enum(epaperStatuses),
  user: userRefSchema.nullable(),
  seo: seoSchema,
  file: pdfFileSchema.nullable(),
  pageCount: z.number().int(),
  /** Page 1's thumbnail. */
  coverUrl: z.string().nullable(),
  publishDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Epaper = z.infer<typeof epaperSchema>;

/** A list row: no page strip. */
export const epaperListItemSchema = epaperSchema.omit({ file: true }).extend({
  /** With a search: the pages whose printed text has the words, in order. */
  foundOnPages: z.array(z.number().int()).optional(),
});
export type EpaperListItem = z.infer<typeof epaperListItemSchema>;

const publishDateSchema = dateTimeSchema
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));

/** Add: a title at least (a draft); the rest is checked when it is published. */
export const epaperWriteSchema = z.object({
  title: requiredText(messages.titleRequired, 300),
  seo: seoSchema.optional(),
  file: idSchema.nullable().optional(),
  publishDate: publishDateSchema,
  status: z.enum(epaperRequests).optional(),
});
export type EpaperWrite = z.input<typeof epaperWriteSchema>;

/** A PATCH: the fields named change (SEO key by key), the rest keep their values. */
export const epaperPatchSchema = patchOf(epaperWriteSchema).extend({
  _id: z.string().optional(),
  updatedAt: expectedVersionSchema,
});
export type EpaperPatch = z.input<typeof epaperPatchSchema>;

export const epaperListQuerySchema = listQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  status: z.enum(epaperStatuses).optional(),
  /** A calendar day (YYYY-MM-DD) in `tz` (minutes east of UTC, as the browser knows it). */
  date: dayFilterSchema.optional(),
  tz: tzOffsetSchema.default(0),
  isRecent: z.string().optional(),
});
export type EpaperListQuery = z.input<typeof epaperListQuerySchema>;

/** SPEC §5: publishing needs the marked fields (SEO title, SEO description, PDF, publish date). */
export function epaperPublishProblems(item: {
  title: string;
  seo: { title: string; description: string };
  file: unknown;
  publishDate: string | null | undefined;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  if (item.title.trim() === '') problems.title = messages.titleRequired;
  if (item.seo.title.trim() === '') problems['seo.title'] = messages.seoTitleRequired;
  if (item.seo.description.trim() === '') problems['seo.description'] = messages.seoDescriptionRequired;
  if (!item.file) problems.file = messages.pdfRequired;
  if (!item.publishDate) problems.publishDate = messages.publishDateRequired;
  return problems;
}

/** Why the actor may not change this e-paper (SPEC §6 edit: Edit or Edit:own; live ones need Publish); null when it may. */
export function epaperEditRefusal(
  actor: PermissionHolder,
  actorId: string,
  item: { authorId: string | null; status: EpaperStatus },
): string | null {
  const notOwn = ownedChangeRefusal(actor, 'Epaper', actorId, item.authorId);
  if (notOwn) return notOwn;
  if (isLiveEpaper(item.status) && !can(actor, 'Epaper', ['Publish'])) return messages.liveNeedsPublish;
  return null;
}

/** Public: a page of published editions. */
export const publicEpaperSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  publishDate: z.string(),
  pageCount: z.number().int(),
  coverUrl: z.string().nullable(),
  seo: seoSchema,
});
export type PublicEpaper = z.infer<typeof publicEpaperSchema>;

/** Public: one edition with its pages and the PDF. */
export const publicEpaperDetailSchema = publicEpaperSchema.extend({
  pdfUrl: z.string(),
  pages: z.array(epaperPageSchema),
});
export type PublicEpaperDetail = z.infer<typeof publicEpaperDetailSchema>;

export const publicEpaperQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
