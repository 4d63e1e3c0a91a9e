import { z } from 'zod';
import { type CmsPatch, cmsItemSchema, contentStatuses, userRefSchema } from './cms.js';
import { expectedVersionSchema } from './common.js';

/**
 * What became of a kept version of an item: `Saved` (it was the item), `Pending` (a change to a
 * live item waiting for an editor with Publish), `Approved` (a pending change that went live),
 * `Rejected` (one that did not, with the editor's note), `Superseded` (a pending change its
 * author replaced with a newer one).
 */
export const revisionStates = ['Saved', 'Pending', 'Approved', 'Rejected', 'Superseded'] as const;
export type RevisionState = (typeof revisionStates)[number];

/** A revision as the history lists it: no content. */
export const revisionSummarySchema = z.object({
  _id: z.string(),
  /** 1 for the item's first save, counting up (thinned numbers stay missing). */
  number: z.number().int(),
  state: z.enum(revisionStates),
  /** The item's status in this version. */
  status: z.enum(contentStatuses),
  title: z.string(),
  user: userRefSchema.nullable(),
  createdAt: z.string(),
  /** Who approved or rejected it, when, and why (a rejection's note). */
  reviewedBy: userRefSchema.nullable(),
  reviewedAt: z.string().nullable(),
  note: z.string(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

/** The item as it was in that version, whole (what belongs to the review of changes is not kept). */
export const revisionItemSchema = cmsItemSchema.omit({
  pendingChange: true,
  rejectedChange: true,
  pendingChanges: true,
});
export type RevisionItem = z.infer<typeof revisionItemSchema>;
export const revisionSchema = revisionSummarySchema.extend({ item: revisionItemSchema });
export type Revision = z.infer<typeof revisionSchema>;

export const revisionPathParams = z.object({ id: z.string(), revision: z.string() });

/** Restoring writes the old version as a new one: the form's version guards it like a save. */
export const revisionRestoreSchema = z.object({ updatedAt: expectedVersionSchema });

export const revisionRejectSchema = z.object({
  note: z.string().trim().min(1, { error: 'Say why, so the author knows what to change' }).max(2000, {
    error: 'Must be at most 2000 characters',
  }),
});

/**
 * The fields a restore (or an approval) writes back: everything the form edits, by id. Not the
 * permalink: an item keeps its address (a published one may be linked from anywhere).
 */
export function patchFromItem(item: RevisionItem): CmsPatch {
  return {
    title: item.title,
    type: item.type,
    description: item.description,
    body: item.body,
    image: item.image?._id ?? null,
    imageAlt: item.imageAlt,
    imageTitle: item.imageTitle,
    categories: item.categories.map((c) => c._id),
    user: item.user?._id ?? null,
    publishDate: item.publishDate,
    seo: item.seo,
    canonicalUrl: item.canonicalUrl,
    isFeatured: item.isFeatured,
    isSponsored: item.isSponsored,
    inpress: item.inpress,
    tags: item.tags,
    gallery: item.gallery.map((g) => ({ file: g.file?._id ?? null, url: g.url, description: g.description })),
    videos: item.videos.map((v) => ({ file: v.file?._id ?? null, url: v.url })),
  };
}
