import { z } from 'zod';

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
