import { z } from 'zod';
import { type CategoryRef, categoryRefSchema } from './category.js';
import {
  dateTimeSchema,
  dayFilterSchema,
  expectedVersionSchema,
  idSchema,
  optionalText,
  optionalUrl,
  requiredText,
  tzOffsetSchema,
} from './common.js';
import { messages } from './messages.js';
import { mayChangeOwned, mayRemoveOwned, ownedChangeRefusal } from './owned.js';
import { patchOf } from './patch.js';
import { permalinkPattern } from './permalink.js';
import { can, type PermissionHolder } from './permissions.js';
import { seoSchema } from './seo.js';
import { assetRefSchema } from './user.js';

export const contentTypes = ['Article', 'Video', 'Gallery', 'Blog', 'Page'] as const;
export type ContentType = (typeof contentTypes)[number];

export const contentStatuses = [
  'Draft',
  'Pending',
  'Approved',
  'Need Review',
  'Rejected',
  'Retract',
  'Scheduled',
  'Published',
] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** The statuses a save may ask for; the server decides what it becomes (SPEC §4, DECISIONS). */
export const requestedStatuses = ['Draft', 'Published', 'Approved', 'Rejected', 'Retract'] as const;
export type RequestedStatus = (typeof requestedStatuses)[number];

export const sectionSchema = z.object({
  title: z.string().trim().max(300, { error: 'Must be at most 300 characters' }).default(''),
  body: z.string().max(500_000, { error: 'Section is too long' }).default(''),
});
export type Section = z.output<typeof sectionSchema>;

export const galleryItemInputSchema = z.object({
  file: idSchema.nullable().optional(),
  /** An image elsewhere, or on this site. */
  url: optionalUrl({ sitePath: true }),
  description: optionalText(2000),
});
export const videoItemInputSchema = z.object({
  file: idSchema.nullable().optional(),
  /** A link to the video (a player page or a file); an uploaded file goes in `file`. */
  url: optionalUrl(),
});

const permaLink = z
  .string()
  .trim()
  .max(300, { error: 'Must be at most 300 characters' })
  .regex(permalinkPattern, { error: messages.slugInvalid })
  .or(z.literal(''));

const isoDate = dateTimeSchema;

/** What a content form sends. A draft needs only a title; publishing checks the rest. */
export const cmsWriteSchema = z.object({
  title: requiredText(messages.titleRequired, 300),
  type: z.enum(contentTypes).optional(),
  description: optionalText(5000),
  body: z.array(sectionSchema).max(100).optional(),
  image: idSchema.nullable().optional(),
  imageAlt: optionalText(300),
  imageTitle: optionalText(300),
  categories: z.array(idSchema).max(50).optional(),
  user: idSchema.nullable().optional(),
  publishDate: isoDate.nullable().optional(),
  seo: seoSchema.optional(),
  /** Absolute by nature: search engines take a canonical address only whole. */
  canonicalUrl: optionalUrl(),
  permaLink: permaLink.optional(),
  isFeatured: z.boolean().optional(),
  isSponsored: z.boolean().optional(),
  inpress: z.boolean().optional(),
  tags: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
  gallery: z.array(galleryItemInputSchema).max(1000).optional(),
  videos: z.array(videoItemInputSchema).max(50).optional(),
  status: z.enum(requestedStatuses).optional(),
  updatedAt: expectedVersionSchema,
});
export type CmsWrite = z.input<typeof cmsWriteSchema>;

/**
 * A PATCH may carry only a status (the list's row actions), some fields, or the whole item: the
 * fields named change (SEO key by key), the rest keep their values.
 */
export const cmsPatchSchema = patchOf(cmsWriteSchema).extend({ _id: z.string().optional() });
export type CmsPatch = z.input<typeof cmsPatchSchema>;

export const userRefSchema = z.object({ _id: z.string(), name: z.string() });

export const cmsCategoryRefSchema = categoryRefSchema.extend({ parent: z.string().nullable() });

export const cmsListItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.enum(contentTypes),
  status: z.enum(contentStatuses),
  permaLink: z.string(),
  slug: z.string(),
  categories: z.array(cmsCategoryRefSchema),
  user: userRefSchema.nullable(),
  publishDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  /** A change waits for review while the live version stays (the list marks it 'changes pending'). */
  pendingChanges: z.boolean(),
});
export type CmsListItem = z.infer<typeof cmsListItemSchema>;

/** A pending change, as the item's form shows it: whose, when, and the version it holds. */
export const pendingChangeSchema = z.object({
  revision: z.string(),
  user: userRefSchema.nullable(),
  createdAt: z.string(),
});
export type PendingChange = z.infer<typeof pendingChangeSchema>;

/** The last rejection of a change to the item, until the item changes again. */
export const rejectedChangeSchema = z.object({
  revision: z.string(),
  user: userRefSchema.nullable(),
  reviewedBy: userRefSchema.nullable(),
  reviewedAt: z.string(),
  note: z.string(),
});
export type RejectedChange = z.infer<typeof rejectedChangeSchema>;

export const cmsItemSchema = cmsListItemSchema.extend({
  description: z.string(),
  body: z.array(sectionSchema),
  image: assetRefSchema.nullable(),
  imageAlt: z.string(),
  imageTitle: z.string(),
  seo: seoSchema,
  canonicalUrl: z.string(),
  views: z.number().int(),
  isFeatured: z.boolean(),
  isSponsored: z.boolean(),
  inpress: z.boolean(),
  tags: z.array(z.string()),
  gallery: z.array(z.object({ url: z.string(), description: z.string(), file: assetRefSchema.nullable() })),
  videos: z.array(z.object({ url: z.string(), file: assetRefSchema.nullable() })),
  updatedBy: userRefSchema.nullable(),
  /** A change to this live item waiting for an editor with Publish (issue 15). */
  pendingChange: pendingChangeSchema.nullable(),
  /** The last change an editor rejected, with the note, until the item changes again. */
  rejectedChange: rejectedChangeSchema.nullable(),
});
export type CmsItem = z.infer<typeof cmsItemSchema>;

/** A time zone as the browser knows it: minutes east of UTC. */

/** Opening a preview: the zone its dates are shown in. */
export const previewQuerySchema = z.object({ tz: tzOffsetSchema.optional() });
/** A short-lived preview address and when it stops working. */
export const previewLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type PreviewLink = z.infer<typeof previewLinkSchema>;

export const cmsListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(contentStatuses).optional(),
  type: z.enum(contentTypes).optional(),
  categories: z.union([idSchema, z.array(idSchema)]).optional(),
  user: idSchema.optional(),
  search: z.string().trim().max(200).optional(),
  /** A calendar day (YYYY-MM-DD) in `tz` (minutes east of UTC, as the browser knows it). */
  date: dayFilterSchema.optional(),
  tz: tzOffsetSchema.default(0),
  trash: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  /** The column the list is ordered by (newest first without it; a search ranks without it). */
  sort: z.enum(['title', 'updatedAt', 'publishDate', 'author']).optional(),
  /** Titles and authors go A→Z, dates newest first, unless this says otherwise. */
  order: z.enum(['asc', 'desc']).optional(),
  isRecent: z.string().optional(),
  populate: z.union([z.string(), z.array(z.string())]).optional(),
});
export type CmsListQuery = z.input<typeof cmsListQuerySchema>;

export type CmsSort = NonNullable<z.output<typeof cmsListQuerySchema>['sort']>;
/** The direction a column sorts in when the list does not say. */
export const defaultSortOrder = (sort: CmsSort): 'asc' | 'desc' =>
  sort === 'title' || sort === 'author' ? 'asc' : 'desc';

/** How many items each tab of the list holds (of one type, or of all). */
export const cmsCountsQuerySchema = z.object({ type: z.enum(contentTypes).optional() });
export const cmsCountsSchema = z.object({
  /** Every item out of the trash. */
  all: z.number().int(),
  byStatus: z.array(z.object({ status: z.enum(contentStatuses), total: z.number().int() })),
  /** Live items with a change waiting for review (the Need Review tab lists them too). */
  pendingChanges: z.number().int(),
  trash: z.number().int(),
});
export type CmsCounts = z.infer<typeof cmsCountsSchema>;

/** What the list's bulk bar does to the chosen items, each under the same rules as one at a time. */
export const cmsBulkActions = ['publish', 'trash', 'restore', 'category'] as const;
export type CmsBulkAction = (typeof cmsBulkActions)[number];
export const cmsBulkSchema = z
  .object({
    action: z.enum(cmsBulkActions),
    ids: z
      .array(idSchema)
      .min(1, { error: 'Choose at least one item' })
      .max(100, { error: 'At most 100 items at once' }),
    /** For `category`: the one category the items are moved to. */
    category: idSchema.optional(),
  })
  .refine((body) => body.action !== 'category' || body.category !== undefined, {
    error: messages.categoriesRequired,
    path: ['category'],
  });
export type CmsBulk = z.input<typeof cmsBulkSchema>;
export const cmsBulkResultSchema = z.object({
  results: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      ok: z.boolean(),
      /** What happened ('Published', 'Sent for review', …) or why not. */
      message: z.string(),
    }),
  ),
});
export type CmsBulkResult = z.infer<typeof cmsBulkResultSchema>;

/** Tags already in use that begin with what is typed, most used first. */
export const tagSuggestionsQuerySchema = z.object({ search: z.string().trim().max(100).default('') });

/** What publishing (or sending for review) needs, per type: field → message. */
export function publishProblems(
  item: {
    type: ContentType;
    title: string;
    description: string;
    body: { body: string }[];
    image: unknown;
    categories: unknown[];
    user: unknown;
    publishDate: string | null;
    seo: { title: string; description: string };
  },
  plainText: (html: string) => string,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const need = (ok: boolean, field: string, message: string) => {
    if (!ok) problems[field] = message;
  };
  need(item.title.trim() !== '', 'title', messages.titleRequired);
  if (item.type === 'Page') {
    item.body.forEach((section, i) => {
      need(plainText(section.body).trim() !== '', `body.${i}.body`, messages.sectionContentRequired);
    });
    return problems;
  }
  need(item.description.trim() !== '', 'description', messages.shortDescriptionRequired);
  need(item.seo.title.trim() !== '', 'seo.title', messages.seoTitleRequired);
  need(item.seo.description.trim() !== '', 'seo.description', messages.seoDescriptionRequired);
  need(item.publishDate !== null, 'publishDate', messages.publishDateRequired);
  if (item.type === 'Article' || item.type === 'Blog') {
    need(item.body.length > 0, 'body', messages.sectionContentRequired);
    item.body.forEach((section, i) => {
      need(plainText(section.body).trim() !== '', `body.${i}.body`, messages.sectionContentRequired);
    });
    need(!!item.image, 'image', messages.coverImageRequired);
  } else {
    need(item.categories.length > 0, 'categories', messages.categoriesRequired);
    need(!!item.user, 'user', messages.authorRequired);
    if (item.type === 'Gallery') need(!!item.image, 'image', messages.coverImageRequired);
  }
  return problems;
}

/** Statuses in which an item is public, or about to be at its publish date. */
export const liveStatuses: readonly ContentStatus[] = ['Published', 'Scheduled'];
export const isLiveStatus = (status: ContentStatus): boolean => liveStatuses.includes(status);

/**
 * Who may change what in content (DECISIONS, "How far EditOwn reaches"). The server enforces these
 * and the forms read the same answers, so a form never offers what Save would refuse.
 * `actorId` is the signed-in user; `authorId` the item's `user`.
 */
export function mayEditContent(actor: PermissionHolder, actorId: string, authorId: string | null): boolean {
  return mayChangeOwned(actor, 'Cms', actorId, authorId);
}

/**
 * Why `actor` may not change this item's content or submit it (the message the server answers
 * with and the form shows), or null when it may. A live item's save without `Publish` is not refused:
 * it becomes a pending change (`savesAsPendingChange`).
 */
export function contentEditRefusal(
  actor: PermissionHolder,
  actorId: string,
  item: { authorId: string | null; status: ContentStatus },
): string | null {
  return ownedChangeRefusal(actor, 'Cms', actorId, item.authorId);
}

/**
 * A save of a live item by someone without `Publish` does not change the item: it is kept as a
 * pending change until an editor with `Publish` approves or rejects it (issue 15).
 */
export function savesAsPendingChange(actor: PermissionHolder, status: ContentStatus): boolean {
  return isLiveStatus(status) && !can(actor, 'Cms', ['Publish']);
}

/** Moving to the trash and restoring: `Remove`, on an item the actor may edit. */
export function mayTrashContent(actor: PermissionHolder, actorId: string, authorId: string | null): boolean {
  return mayRemoveOwned(actor, 'Cms', actorId, authorId);
}

/** Deleting for good reaches everyone's items, so it needs `Remove` and `Edit`. */
export function mayPurgeContent(actor: PermissionHolder): boolean {
  return can(actor, 'Cms', ['Remove']) && can(actor, 'Cms', ['Edit']);
}

/** Only a holder of `Edit` names another author; everyone else is the author of what it creates. */
export function mayChooseAuthor(actor: PermissionHolder): boolean {
  return can(actor, 'Cms', ['Edit']);
}

export function categoryNames(categories: CategoryRef[]): string {
  return categories.map((c) => c.name).join(', ');
}

export const notificationSchema = z.object({ count: z.number().int() });

/**
 * Search words as a full-text query, as one types them: every word required, the last one also
 * matching the words it begins ('parlia' finds 'parliament'; 'budget parlia' too), the words
 * before it whole (stemmed: 'harbours' finds 'harbour'). Letters and digits only. A beginning of
 * one letter is taken whole (it would match a large part of every text). Null when nothing
 * searchable is left. Only the last word: a beginning costs the index a range of words instead of
 * one, and at a million items every word as a beginning was four times the work (ADR 0047).
 */
export function prefixTsQuery(search: string): string | null {
  const words = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 && word.length >= 2 ? `${word}:*` : word)).join(' & ');
}
