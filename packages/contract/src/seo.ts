import { z } from 'zod';

export const KEYWORDS_MAX = 500;
export const SEO_TEXT_MAX = 500;
/** About how much of a title and of a description search results show (guidance, not a limit). */
export const SEO_TITLE_SHOWN = 60;
export const SEO_DESCRIPTION_SHOWN = 155;

const tooLong = (max: number) => ({ error: `Must be at most ${max} characters` });

export const metaTagSchema = z.object({
  property: z.string().trim().max(100, tooLong(100)),
  content: z.string().trim().max(KEYWORDS_MAX, tooLong(KEYWORDS_MAX)),
});

/** SEO block of categories, content and site: keywords travel as metaTags[0].content. */
export const seoSchema = z.object({
  title: z.string().trim().max(SEO_TEXT_MAX, tooLong(SEO_TEXT_MAX)).default(''),
  description: z.string().trim().max(SEO_TEXT_MAX, tooLong(SEO_TEXT_MAX)).default(''),
  metaTags: z.array(metaTagSchema).max(20).default([]),
});
export type Seo = z.output<typeof seoSchema>;
export type SeoInput = z.input<typeof seoSchema>;

export const emptySeo: Seo = { title: '', description: '', metaTags: [] };

export function keywordsOf(seo: Pick<Seo, 'metaTags'> | null | undefined): string {
  return seo?.metaTags[0]?.content ?? '';
}

export function withKeywords<T extends { metaTags?: Seo['metaTags'] }>(seo: T, keywords: string): T {
  const rest = (seo.metaTags ?? []).slice(1);
  return { ...seo, metaTags: [{ property: 'keywords', content: keywords }, ...rest] };
}
