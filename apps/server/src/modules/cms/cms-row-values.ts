import type { Seo } from '@masthead/contract';
import { plainText } from '@masthead/contract';
import { sanitizeRichText } from '../../lib/sanitize-html.js';
import type { CmsWriteValues } from './cms.repo.js';
import type { CmsInput } from './cms-context.service.js';

/** A save with its rich text made safe: what is judged is what is stored. */
export function sanitizedInput<T extends CmsInput>(input: T): T {
  if (input.body === undefined) return input;
  return {
    ...input,
    body: input.body.map((section) => ({ title: section.title, body: sanitizeRichText(section.body) })),
  };
}

/**
 * The columns a (sanitised) save names, `seo` whole: the one place the wire's names become the
 * table's. Plain text is kept for search; tags are kept once each.
 */
export function rowValuesOf(input: Omit<CmsInput, 'seo'>, seo: Seo | undefined): CmsWriteValues {
  const values: CmsWriteValues = {
    title: input.title,
    type: input.type,
    description: input.description,
    imageAlt: input.imageAlt,
    imageTitle: input.imageTitle,
    seo,
    canonicalUrl: input.canonicalUrl,
    isFeatured: input.isFeatured,
    isSponsored: input.isSponsored,
    inpress: input.inpress,
  };
  if (input.body !== undefined) {
    values.body = input.body.map((section) => ({ title: section.title, body: section.body }));
    values.bodyText = values.body.map((section) => `${section.title} ${plainText(section.body)}`).join(' ');
  }
  if (input.image !== undefined) values.imageId = input.image;
  if (input.user !== undefined) values.userId = input.user;
  if (input.publishDate !== undefined) values.publishDate = input.publishDate ? new Date(input.publishDate) : null;
  if (input.tags !== undefined) values.tags = [...new Set(input.tags)];
  if (input.gallery !== undefined) {
    values.gallery = input.gallery.map((g) => ({
      fileId: g.file ?? null,
      url: g.url ?? '',
      description: g.description ?? '',
    }));
  }
  if (input.videos !== undefined)
    values.videos = input.videos.map((v) => ({ fileId: v.file ?? null, url: v.url ?? '' }));
  return values;
}
