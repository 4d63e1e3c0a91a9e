import type * as Y from 'yjs';
import { normalizeRichText, readRichText, writeRichText } from '../../../components/rich-text-editor/rich-text-copy';
import { isoToLocal, localToIso } from '../../../lib/day-input';
import {
  readWorkingCopy,
  replaceWorkingCopy,
  type SharedTextField,
  sharedSections,
  sharedText,
  sharedTextFields,
  type WorkingCopySeed,
  writeSections,
  writeText,
  writeValue,
} from '../../../live/working-copy';
import type { ContentFormValues, SectionValue } from './content-model';
import { newKey } from './list-ops';

/**
 * A content form and its item's working copy (issue 16): which form field is which shared
 * field, the seed from saved values, the form's values from the copy, the form's changes into it,
 * and what differs from the item as saved.
 */

/** The transaction origin of changes the form writes: the copy's observers skip them, undo takes back only them. */
export const formOrigin = { source: 'content-form' };
/** Saved values put back over the copy: the form takes them in like anyone else's change, undo does not. */
const replaceOrigin = { source: 'saved-values' };

type ValueField = Exclude<
  keyof ContentFormValues,
  'title' | 'description' | 'imageAlt' | 'imageTitle' | 'canonicalUrl' | 'seo' | 'body'
>;
const valueFields: ValueField[] = [
  'image',
  'categories',
  'user',
  'publishDate',
  'permaLink',
  'isFeatured',
  'isSponsored',
  'inpress',
  'tags',
  'gallery',
  'videos',
];

function textOf(values: ContentFormValues, field: SharedTextField): string {
  switch (field) {
    case 'seo.title':
      return values.seo.title;
    case 'seo.description':
      return values.seo.description;
    case 'seo.keywords':
      return values.seo.keywords;
    default:
      return values[field];
  }
}

/** The copy keeps instants, not the browser's local time: editors in other zones read the same moment. */
function copyValueOf(values: ContentFormValues, field: ValueField): unknown {
  return field === 'publishDate' ? localToIso(values.publishDate) : values[field];
}

/**
 * The seed of a working copy from saved values. Keys of repeated blocks are made from their
 * position, so two browsers seeding the same item make the very same seed.
 */
export function seedOf(values: ContentFormValues): WorkingCopySeed {
  const texts = Object.fromEntries(sharedTextFields.map((field) => [field, textOf(values, field)])) as Record<
    SharedTextField,
    string
  >;
  const stable = {
    ...values,
    gallery: values.gallery.map((entry, index) => ({ ...entry, key: `g${index}` })),
    videos: values.videos.map((entry, index) => ({ ...entry, key: `v${index}` })),
  };
  return {
    texts,
    values: Object.fromEntries(valueFields.map((field) => [field, copyValueOf(stable, field)])),
    sections: values.body.map((section) => ({ title: section.title, body: section.body })),
  };
}

/**
 * The form's values as the working copy holds them. `current` gives what the copy lacks, and the
 * HTML of sections the form already shows (each section's editor keeps it up to date itself).
 */
export function valuesFromCopy(doc: Y.Doc, current: ContentFormValues): ContentFormValues {
  const copy = readWorkingCopy(doc);
  const text = (field: SharedTextField) =>
    typeof copy[field] === 'string' ? (copy[field] as string) : textOf(current, field);
  const known = new Map(current.body.map((section) => [section.key, section.body]));
  const body: SectionValue[] = sharedSections(doc).map((section) => ({
    key: section.key,
    title: section.title.toString(),
    body: known.get(section.key) ?? readRichText(section.body),
  }));
  const values: ContentFormValues = {
    ...current,
    title: text('title'),
    description: text('description'),
    imageAlt: text('imageAlt'),
    imageTitle: text('imageTitle'),
    canonicalUrl: text('canonicalUrl'),
    seo: { title: text('seo.title'), description: text('seo.description'), keywords: text('seo.keywords') },
    body: body.length > 0 ? body : current.body,
  };
  const take = <K extends ValueField>(field: K) => {
    const value = field === 'publishDate' && isTextOrNull(copy[field]) ? isoToLocal(copy[field]) : copy[field];
    if (fitsField(field, value)) values[field] = value;
  };
  for (const field of valueFields) if (field in copy) take(field);
  return values;
}

const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** Whether a value of the copy is of its field's kind: any browser writes the copy, the form takes only what it can show. */
function fitsField<K extends ValueField>(field: K, value: unknown): value is ContentFormValues[K] {
  switch (field) {
    case 'image':
    case 'user':
    case 'publishDate':
      return isTextOrNull(value);
    case 'permaLink':
      return typeof value === 'string';
    case 'isFeatured':
    case 'isSponsored':
    case 'inpress':
      return typeof value === 'boolean';
    case 'categories':
    case 'tags':
      return isStrings(value);
    default:
      return Array.isArray(value);
  }
}

/** The sections' HTML read from the copy itself (when the form starts, before any editor runs). */
export function withBodiesFromCopy(doc: Y.Doc, values: ContentFormValues): ContentFormValues {
  const bodies = new Map(sharedSections(doc).map((section) => [section.key, readRichText(section.body)]));
  return {
    ...values,
    body: values.body.map((section) => ({ ...section, body: bodies.get(section.key) ?? section.body })),
  };
}

/** Writes what the form changed into the copy, as the smallest changes (the rich text is written by its editors). */
export function writeFormToCopy(doc: Y.Doc, values: ContentFormValues): void {
  doc.transact(() => {
    for (const field of sharedTextFields) writeText(sharedText(doc, field), textOf(values, field));
    for (const field of valueFields) writeValue(doc, field, copyValueOf(values, field));
    writeSections(
      doc,
      values.body.map((section) => ({ key: section.key, title: section.title })),
    );
  }, formOrigin);
}

/**
 * Puts saved values back as the working copy, for everyone in the item (Discard, a restored
 * version, an approved change). Given what the copy holds now, sections whose text stays the same
 * are left as they are.
 */
export function replaceCopyWith(doc: Y.Doc, values: ContentFormValues, current?: ContentFormValues): void {
  const texts = (body: SectionValue[]) => body.map((section) => ({ title: section.title, body: section.body }));
  const keepSections = current !== undefined && same(texts(normalizedValues(values).body), texts(current.body));
  replaceWorkingCopy(doc, seedOf(values), () => newKey('s'), writeRichText, replaceOrigin, { keepSections });
}

/** The form path of a shared text, for the caret of the field being typed in. */
export function formPathOfText(doc: Y.Doc, text: Y.Text, values: ContentFormValues): string | null {
  for (const field of sharedTextFields) if (sharedText(doc, field) === text) return field;
  const index = sharedSections(doc).findIndex((section) => section.title === text);
  if (index < 0) return null;
  const key = sharedSections(doc)[index]?.key;
  const position = values.body.findIndex((section) => section.key === key);
  return position < 0 ? null : `body.${position}.title`;
}

const keyless = <T extends { key: string }>(list: T[]) => list.map(({ key: _key, ...rest }) => rest);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Saved values with their rich text as the editor spells it, to compare with what the editors hold. */
export function normalizedValues(values: ContentFormValues): ContentFormValues {
  return { ...values, body: values.body.map((section) => ({ ...section, body: normalizeRichText(section.body) })) };
}

/**
 * What in the working copy differs from the item as saved (`saved` from `normalizedValues`), in
 * words a person reads: the mark shown above a reopened form, and what Discard would throw away.
 */
export function changedFields(values: ContentFormValues, saved: ContentFormValues): string[] {
  const changed: string[] = [];
  if (values.title !== saved.title) changed.push('Title');
  if (values.description !== saved.description) changed.push('Description');
  const sections = Math.max(values.body.length, saved.body.length);
  for (let index = 0; index < sections; index++) {
    const now = values.body[index];
    const then = saved.body[index];
    if (!now || !then || now.title !== then.title || now.body !== then.body) {
      changed.push(`Section ${index + 1}`);
    }
  }
  if (!same(values.seo, saved.seo) || values.canonicalUrl !== saved.canonicalUrl) changed.push('SEO');
  if (values.image !== saved.image || values.imageAlt !== saved.imageAlt || values.imageTitle !== saved.imageTitle) {
    changed.push('Cover image');
  }
  if (!same(values.categories, saved.categories)) changed.push('Categories');
  if (!same(values.tags, saved.tags)) changed.push('Tags');
  if (values.user !== saved.user) changed.push('Author');
  if (localToIso(values.publishDate) !== localToIso(saved.publishDate)) changed.push('Publish date');
  if (values.permaLink !== saved.permaLink) changed.push('Permalink');
  if (
    values.isFeatured !== saved.isFeatured ||
    values.isSponsored !== saved.isSponsored ||
    values.inpress !== saved.inpress
  ) {
    changed.push('Flags');
  }
  if (!same(keyless(values.gallery), keyless(saved.gallery))) changed.push('Gallery');
  if (!same(keyless(values.videos), keyless(saved.videos))) changed.push('Videos');
  return changed;
}

/**
 * A proposal made from an older version of a live item, brought onto the newer one: each field the
 * proposal did not change takes the newer version's value, each it changed keeps the proposal's
 * (a section by its place, when neither side added or removed one). `base` and `next` come from
 * `normalizedValues`, `proposal` from the copy.
 */
export function rebaseValues(
  proposal: ContentFormValues,
  base: ContentFormValues,
  next: ContentFormValues,
): ContentFormValues {
  const comparable = (field: keyof ContentFormValues, values: ContentFormValues): unknown => {
    const value = values[field];
    if (field === 'gallery' || field === 'videos') return keyless(value as { key: string }[]);
    if (field === 'publishDate') return localToIso(value as string | null);
    return value;
  };
  const merged: ContentFormValues = { ...proposal };
  const takeNext = <K extends keyof ContentFormValues>(field: K) => {
    merged[field] = next[field];
  };
  for (const field of Object.keys(proposal) as (keyof ContentFormValues)[]) {
    if (field === 'body') continue;
    if (same(comparable(field, proposal), comparable(field, base))) takeNext(field);
  }
  const text = (section: SectionValue | undefined) => section && { title: section.title, body: section.body };
  if (proposal.body.length === base.body.length && base.body.length === next.body.length) {
    merged.body = proposal.body.map((section, index) =>
      same(text(section), text(base.body[index])) ? { ...section, ...text(next.body[index]) } : section,
    );
  } else if (same(proposal.body.map(text), base.body.map(text))) {
    merged.body = next.body;
  }
  return merged;
}
