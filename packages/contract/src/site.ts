import { z } from 'zod';
import { expectedVersionSchema, idSchema, optionalUrl, requiredText } from './common.js';
import { messages } from './messages.js';
import { patchOf } from './patch.js';
import { SEO_TEXT_MAX, seoSchema } from './seo.js';
import { assetRefSchema } from './user.js';

export const DEFAULT_SITE_TITLE = 'Blog';

/** What the shell needs at start-up: tab title, favicon, header logo. */
export const siteDetailSchema = z.object({
  _id: z.string().nullable(),
  siteName: z.string(),
  siteLogo: z.object({ url: z.string() }).nullable(),
  siteFavicon: z.object({ url: z.string() }).nullable(),
  seo: z.object({ title: z.string(), description: z.string() }),
});
export type SiteDetail = z.infer<typeof siteDetailSchema>;

/** The whole site detail, as the site management form edits it (SPEC §3 Site detail). */
export const siteManagementSchema = z.object({
  _id: z.string().nullable(),
  siteName: z.string(),
  siteUrl: z.string(),
  siteLogo: assetRefSchema.nullable(),
  siteFavicon: assetRefSchema.nullable(),
  footerLogo: assetRefSchema.nullable(),
  sitemap: assetRefSchema.nullable(),
  robotFile: assetRefSchema.nullable(),
  googleAnalytics: z.string(),
  facebookAnalytics: z.string(),
  footerCopyright: z.string(),
  facebookProfile: z.string(),
  youtubeProfile: z.string(),
  twitterProfile: z.string(),
  instagramProfile: z.string(),
  linkedInProfile: z.string(),
  seo: seoSchema,
  updatedAt: z.string().nullable(),
});
export type SiteManagement = z.infer<typeof siteManagementSchema>;

/** Analytics snippets are kept as given (never run in the back office), up to this long. */
export const ANALYTICS_MAX = 20_000;

const fileId = idSchema.nullable().optional();

/** Site management (SPEC §5: site name, SEO title and SEO description required). */
export const siteWriteSchema = z.object({
  siteName: requiredText(messages.siteNameRequired, 200),
  siteUrl: optionalUrl().default(''),
  siteLogo: fileId,
  siteFavicon: fileId,
  footerLogo: fileId,
  sitemap: fileId,
  robotFile: fileId,
  googleAnalytics: z
    .string()
    .max(ANALYTICS_MAX, { error: messages.tooLong(ANALYTICS_MAX) })
    .default(''),
  facebookAnalytics: z
    .string()
    .max(ANALYTICS_MAX, { error: messages.tooLong(ANALYTICS_MAX) })
    .default(''),
  footerCopyright: z
    .string()
    .trim()
    .max(500, { error: messages.tooLong(500) })
    .default(''),
  facebookProfile: optionalUrl().default(''),
  youtubeProfile: optionalUrl().default(''),
  twitterProfile: optionalUrl().default(''),
  instagramProfile: optionalUrl().default(''),
  linkedInProfile: optionalUrl().default(''),
  seo: seoSchema.extend({
    title: requiredText(messages.seoTitleRequired, SEO_TEXT_MAX),
    description: requiredText(messages.seoDescriptionRequired, SEO_TEXT_MAX),
  }),
});
export type SiteWrite = z.input<typeof siteWriteSchema>;

/** A PATCH: the settings named change (SEO key by key), the rest keep their values. */
export const siteUpdateSchema = patchOf(siteWriteSchema).extend({
  _id: z.string().optional(),
  updatedAt: expectedVersionSchema,
});
export type SiteUpdate = z.input<typeof siteUpdateSchema>;

/** Public: what a public site shows of the settings, its analytics snippets included (never run here). */
export const publicSiteSchema = z.object({
  siteName: z.string(),
  siteUrl: z.string(),
  siteLogo: z.string().nullable(),
  siteFavicon: z.string().nullable(),
  footerLogo: z.string().nullable(),
  footerCopyright: z.string(),
  profiles: z.object({
    facebook: z.string(),
    youtube: z.string(),
    twitter: z.string(),
    instagram: z.string(),
    linkedIn: z.string(),
  }),
  analytics: z.object({ google: z.string(), facebook: z.string() }),
  seo: seoSchema,
});
export type PublicSite = z.infer<typeof publicSiteSchema>;
