import { z } from 'zod';
import { contentTypes } from './cms.js';
import { adPositions, sectionTemplates, sectionTypes } from './layout.js';

/**
 * The delivery API (DECISIONS: the public site reads published things under /api/public/): the
 * smallest useful answers, no internal fields, never an e-mail.
 */

export const publicImageSchema = z.object({ url: z.string(), alt: z.string() });
export const publicCategoryRefSchema = z.object({ name: z.string(), slug: z.string() });

/** An item as a list or a home page block shows it. */
export const publicCardSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.enum(contentTypes),
  permaLink: z.string(),
  description: z.string(),
  image: publicImageSchema.nullable(),
  publishDate: z.string().nullable(),
  categories: z.array(publicCategoryRefSchema),
  author: z.string().nullable(),
});
export type PublicCard = z.infer<typeof publicCardSchema>;

/** One published item, whole. */
export const publicContentSchema = publicCardSchema.extend({
  body: z.array(z.object({ title: z.string(), body: z.string() })),
  tags: z.array(z.string()),
  seo: z.object({ title: z.string(), description: z.string(), keywords: z.string() }),
  canonicalUrl: z.string(),
  gallery: z.array(z.object({ url: z.string(), description: z.string() })),
  videos: z.array(z.object({ url: z.string() })),
  updatedAt: z.string(),
});
export type PublicContent = z.infer<typeof publicContentSchema>;

export const publicSectionSchema = z.object({
  type: z.enum(sectionTypes),
  name: z.string(),
  color: z.string(),
  template: z.enum(sectionTemplates),
  category: publicCategoryRefSchema.nullable(),
  /** Picked items first, then the newest that fit the section. */
  items: z.array(publicCardSchema),
  /** An advertisement slot's position; null for the others. */
  position: z.enum(adPositions).nullable(),
  /** Where the site gets the slot's advertisement (each call is a counted view); null for the others. */
  adUrl: z.string().nullable(),
});

export const publicHomeSchema = z.object({
  headlines: z.array(publicCardSchema),
  topStory: z.array(publicCardSchema),
  sections: z.array(publicSectionSchema),
  coverStory: publicCardSchema.nullable(),
});
export type PublicHome = z.infer<typeof publicHomeSchema>;

export const publicBreakingNewsSchema = z.object({
  _id: z.string(),
  title: z.string(),
  url: z.string(),
  createdAt: z.string(),
});

export const publicCategoryPageSchema = z.object({
  category: z.object({ name: z.string(), slug: z.string(), description: z.string() }),
  items: z.array(publicCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** `preview`: a home page preview's token (from POST /layout/{id}/preview): the unsaved layout instead. */
export const publicHomeQuerySchema = z.object({ preview: z.string().min(1).max(200).optional() });

export const publicPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const permaLinkParamsSchema = z.object({ permaLink: z.string().min(1).max(300) });
export const slugParamsSchema = z.object({ slug: z.string().min(1).max(300) });

/** How many of the newest items a home section carries, picked ones included. */
export const SECTION_ITEMS = 6;
