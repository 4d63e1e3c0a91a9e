import { schemaResolver } from '@mantine/form';
import {
  type AssetRef,
  type CmsItem,
  type CmsWrite,
  type ContentStatus,
  type ContentType,
  cmsWriteSchema,
  isLiveStatus,
  keywordsOf,
  messages,
  plainText,
  publishProblems,
  type Seo,
  withKeywords,
} from '@masthead/contract';
import { isoToLocal, localToIso } from '../../../lib/day-input';
import { formFieldErrorKey } from '../../../lib/field-errors';
import { newKey } from './list-ops';

export interface SectionValue {
  key: string;
  title: string;
  body: string;
}

export interface GalleryValue {
  key: string;
  file: AssetRef | null;
  url: string;
  description: string;
}

export interface VideoValue {
  key: string;
  url: string;
  file: AssetRef | null;
}

/** What a content form edits; `seo.keywords` and `publishDate` (local 'YYYY-MM-DD HH:mm:ss') are the form's own shapes. */
export interface ContentFormValues {
  title: string;
  description: string;
  body: SectionValue[];
  image: string | null;
  imageAlt: string;
  imageTitle: string;
  categories: string[];
  user: string | null;
  publishDate: string | null;
  seo: { title: string; description: string; keywords: string };
  canonicalUrl: string;
  permaLink: string;
  isFeatured: boolean;
  isSponsored: boolean;
  inpress: boolean;
  tags: string[];
  gallery: GalleryValue[];
  videos: VideoValue[];
}

export function newSection(title = '', body = ''): SectionValue {
  return { key: newKey('s'), title, body };
}

export function newVideo(): VideoValue {
  return { key: newKey('v'), url: '', file: null };
}

export function newGalleryImage(file: AssetRef, description = ''): GalleryValue {
  return { key: newKey('g'), file, url: '', description };
}

export function emptyValues(type: ContentType, authorId: string | null): ContentFormValues {
  return {
    title: '',
    description: '',
    body: [newSection()],
    image: null,
    imageAlt: '',
    imageTitle: '',
    categories: [],
    user: authorId,
    publishDate: null,
    seo: { title: '', description: '', keywords: '' },
    canonicalUrl: '',
    permaLink: '',
    isFeatured: false,
    isSponsored: false,
    inpress: false,
    tags: [],
    gallery: [],
    videos: type === 'Video' ? [newVideo()] : [],
  };
}

export function valuesFromItem(item: CmsItem): ContentFormValues {
  const body = item.body.map((section) => newSection(section.title, section.body));
  return {
    title: item.title,
    description: item.description,
    body: body.length > 0 ? body : [newSection()],
    image: item.image?._id ?? null,
    imageAlt: item.imageAlt,
    imageTitle: item.imageTitle,
    categories: item.categories.map((category) => category._id),
    user: item.user?._id ?? null,
    publishDate: isoToLocal(item.publishDate),
    seo: { title: item.seo.title, description: item.seo.description, keywords: keywordsOf(item.seo) },
    canonicalUrl: item.canonicalUrl,
    permaLink: item.permaLink,
    isFeatured: item.isFeatured,
    isSponsored: item.isSponsored,
    inpress: item.inpress,
    tags: [...item.tags],
    gallery: item.gallery.map((entry) => ({
      key: newKey('g'),
      file: entry.file,
      url: entry.url,
      description: entry.description,
    })),
    videos:
      item.videos.length > 0
        ? item.videos.map((entry) => ({ key: newKey('v'), url: entry.url, file: entry.file }))
        : item.type === 'Video'
          ? [newVideo()]
          : [],
  };
}

function isEmptyVideo(video: VideoValue): boolean {
  return video.file === null && video.url.trim() === '';
}

function seoOf(values: ContentFormValues, stored: Seo | undefined): CmsWrite['seo'] {
  return withKeywords(
    { title: values.seo.title.trim(), description: values.seo.description.trim(), metaTags: stored?.metaTags ?? [] },
    values.seo.keywords.trim(),
  );
}

/** The request body for a type's form: only the fields that form shows, so a save never blanks the others. */
export function writeFromValues(values: ContentFormValues, type: ContentType, stored?: CmsItem | null): CmsWrite {
  const body = values.body.map((section) => ({ title: section.title.trim(), body: section.body }));
  const common: CmsWrite = {
    title: values.title.trim(),
    type,
    image: values.image,
    permaLink: values.permaLink,
  };
  if (type === 'Page') return { ...common, body };
  const shared: CmsWrite = {
    ...common,
    description: values.description.trim(),
    categories: values.categories,
    user: values.user,
    publishDate: localToIso(values.publishDate),
    seo: seoOf(values, stored?.seo),
    tags: values.tags,
    // Every cover is described: stories, videos and galleries alike.
    imageAlt: values.imageAlt.trim(),
    imageTitle: values.imageTitle.trim(),
  };
  if (type === 'Video') {
    return {
      ...shared,
      videos: values.videos
        .filter((video) => !isEmptyVideo(video))
        .map((video) => (video.file ? { file: video.file._id } : { url: video.url.trim(), file: null })),
    };
  }
  if (type === 'Gallery') {
    return {
      ...shared,
      gallery: values.gallery.map((entry) => ({
        file: entry.file?._id ?? null,
        ...(entry.file ? {} : { url: entry.url }),
        description: entry.description.trim(),
      })),
    };
  }
  return {
    ...shared,
    body,
    canonicalUrl: values.canonicalUrl.trim(),
    isFeatured: values.isFeatured,
    isSponsored: values.isSponsored,
    inpress: values.inpress,
  };
}

/** The words of an HTML fragment: the contract's, so the form judges "empty" as the server does. */
export { plainText };

const checkWrite = schemaResolver(cmsWriteSchema, { sync: true });

/**
 * What blocks even a draft: the contract's write schema (the server refuses the same) run on the
 * body this form would send, its problems keyed like the form's fields.
 */
export function draftProblems(values: ContentFormValues, type: ContentType): Record<string, string> {
  // Empty video rows are not sent, so a sent row's index is not the form's.
  const sentVideoRows = values.videos.flatMap((video, row) => (isEmptyVideo(video) ? [] : [row]));
  const problems: Record<string, string> = {};
  for (const [path, problem] of Object.entries(checkWrite(writeFromValues(values, type)))) {
    const [field, index, ...rest] = path.split('.');
    let key = formFieldErrorKey(path);
    if (field === 'videos' && index !== undefined) key = ['videos', sentVideoRows[Number(index)], ...rest].join('.');
    if (typeof problem === 'string' && !(key in problems)) problems[key] = problem;
  }
  return problems;
}

/** Everything publishing (or sending for review) needs, by the contract's rule, keyed like the form's fields. */
export function publishFormProblems(values: ContentFormValues, type: ContentType): Record<string, string> {
  const problems = publishProblems(
    {
      type,
      title: values.title,
      description: values.description,
      body: values.body,
      image: values.image,
      categories: values.categories,
      user: values.user,
      publishDate: values.publishDate,
      seo: values.seo,
    },
    plainText,
  );
  return { ...problems, ...draftProblems(values, type) };
}

/** The fields a type marks required (asterisks): what publishing an empty item of that type would ask for. */
export function requiredFields(type: ContentType): ReadonlySet<string> {
  const empty = emptyValues(type, null);
  return new Set(Object.keys(publishFormProblems(empty, type)));
}

/** Statuses in which the item is (or is about to be) public: Retract applies, and its address should stay put. */
export function isLive(status: ContentStatus | undefined): boolean {
  return status !== undefined && isLiveStatus(status);
}

/**
 * What the Publish button says, so nobody publishes by surprise: 'Submit for review' without the
 * Publish right, 'Schedule' when the date is ahead (the item goes public then, and a live item leaves
 * the site until then), 'Update' on a published item, otherwise the form's own word.
 */
export function publishButtonLabel(options: {
  mayPublish: boolean;
  status: ContentStatus | null;
  /** The form's local 'YYYY-MM-DD HH:mm:ss', or null. */
  publishDate: string | null;
  now: Date;
  label: string;
}): string {
  if (!options.mayPublish) return 'Submit for review';
  const iso = localToIso(options.publishDate);
  if (iso && Date.parse(iso) > options.now.getTime()) return 'Schedule';
  if (options.status === 'Published') return 'Update';
  return options.label;
}

export interface TypeTexts {
  noun: string;
  added: string;
  updated: string;
}

/** Names and success texts per type (SPEC §8; a blog uses the 'Video/Blog' texts). */
export const typeTexts: Record<ContentType, TypeTexts> = {
  Article: { noun: 'Article', added: messages.articleAdded, updated: messages.articleUpdated },
  Blog: { noun: 'Blog', added: messages.videoBlogAdded, updated: messages.videoBlogUpdated },
  Video: { noun: 'Video', added: messages.videoBlogAdded, updated: messages.videoBlogUpdated },
  Gallery: { noun: 'Gallery', added: messages.galleryAdded, updated: messages.galleryUpdated },
  Page: { noun: 'Page', added: messages.pageAdded, updated: messages.pageUpdated },
};
