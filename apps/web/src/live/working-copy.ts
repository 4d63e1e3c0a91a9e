import { COPY_COMMITTED_KEY, COPY_META, COPY_SAVED_KEY } from '@masthead/contract';
import * as Y from 'yjs';

/**
 * The shape of an item's live working copy (issue 16), and the moves between it and the form:
 * free-text fields are shared text (characters merge when several people type), every other
 * field a value in a shared map (the last change wins). Sections are entries of a shared map by
 * key — each a shared title and a shared rich text (Tiptap's collaboration binds the editor to
 * it) — in an order kept as a value.
 */
export const sharedTextFields = [
  'title',
  'description',
  'seo.title',
  'seo.description',
  'seo.keywords',
  'imageAlt',
  'imageTitle',
  'canonicalUrl',
] as const;
export type SharedTextField = (typeof sharedTextFields)[number];

const FIELDS = 'fields';
const SECTIONS = 'sections';
const META = COPY_META;
const ORDER = 'sectionOrder';

/** Writes rich text (HTML) into a shared fragment; given by the editor's side (it knows the schema). */
export type WriteRichText = (fragment: Y.XmlFragment, html: string) => void;

export interface SectionSeed {
  title: string;
  body: string;
}

export interface WorkingCopySeed {
  texts: Record<SharedTextField, string>;
  values: Record<string, unknown>;
  sections: SectionSeed[];
}

/** A 32-bit id from a string (FNV-1a), never 0. */
function idOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash || 1;
}

function sectionsMap(doc: Y.Doc): Y.Map<Y.Map<unknown>> {
  return doc.getMap(SECTIONS);
}

/** Adds a section entry (an empty shared title and rich text) under `key`, inside the caller's transaction. */
function createSection(doc: Y.Doc, key: string, title: string): Y.Map<unknown> {
  const section = new Y.Map<unknown>();
  sectionsMap(doc).set(key, section);
  section.set('title', new Y.Text(title));
  section.set('body', new Y.XmlFragment());
  return section;
}

/** Makes the copy's sections the saved ones, under `keys` (one per section), inside the caller's transaction. */
function fillSections(doc: Y.Doc, sections: SectionSeed[], keys: string[], writeRichText: WriteRichText): void {
  const entries = sectionsMap(doc);
  for (const key of [...entries.keys()]) entries.delete(key);
  sections.forEach((section, index) => {
    const entry = createSection(doc, keys[index] ?? '', section.title);
    if (section.body) writeRichText(entry.get('body') as Y.XmlFragment, section.body);
  });
  doc.getMap(FIELDS).set(ORDER, keys);
}

/**
 * The first content of a working copy, from the item as saved, made as if by one fixed writer
 * whose id comes from that content: two browsers that seed the same empty copy at once make the
 * very same change, which Yjs applies once, so nothing is doubled. A different version of the
 * item seeds as a different writer.
 */
export function seedUpdate(seed: WorkingCopySeed, writeRichText: WriteRichText): Uint8Array {
  const doc = new Y.Doc();
  const id = idOf(JSON.stringify([seed.texts, seed.values, seed.sections]));
  doc.clientID = id;
  doc.transact(() => {
    const fields = doc.getMap(FIELDS);
    for (const name of sharedTextFields) fields.set(name, new Y.Text(seed.texts[name] ?? ''));
    for (const [name, value] of Object.entries(seed.values)) fields.set(name, value);
    const keys = seed.sections.map((_, index) => `s${id.toString(36)}-${index}`);
    fillSections(doc, seed.sections, keys, writeRichText);
    doc.getMap(META).set('seeded', true);
  });
  return Y.encodeStateAsUpdate(doc);
}

export function isSeeded(doc: Y.Doc): boolean {
  return doc.getMap(META).get('seeded') === true;
}

/** A field's shared text (created when missing). */
export function sharedText(doc: Y.Doc, name: SharedTextField): Y.Text {
  const fields = doc.getMap(FIELDS);
  let text = fields.get(name);
  if (!(text instanceof Y.Text)) {
    text = new Y.Text();
    fields.set(name, text);
  }
  return text as Y.Text;
}

/**
 * Makes the shared text read `next` by the smallest change: what the two have in common at the
 * start and at the end stays, so someone else's typing elsewhere in the field is kept.
 */
export function writeText(text: Y.Text, next: string, origin?: unknown): void {
  const current = text.toString();
  if (current === next) return;
  let start = 0;
  while (start < current.length && start < next.length && current[start] === next[start]) start++;
  let end = 0;
  while (
    end < current.length - start &&
    end < next.length - start &&
    current[current.length - 1 - end] === next[next.length - 1 - end]
  ) {
    end++;
  }
  const apply = () => {
    const removed = current.length - start - end;
    if (removed > 0) text.delete(start, removed);
    const inserted = next.slice(start, next.length - end);
    if (inserted) text.insert(start, inserted);
  };
  if (text.doc) text.doc.transact(apply, origin);
  else apply();
}

/** A field that is not free text: the last value written wins. */
export function writeValue(doc: Y.Doc, name: string, value: unknown, origin?: unknown): void {
  const fields = doc.getMap(FIELDS);
  if (JSON.stringify(fields.get(name)) !== JSON.stringify(value)) doc.transact(() => fields.set(name, value), origin);
}

/** What the working copy holds: each shared text as a string, the other values as they are. */
export function readWorkingCopy(doc: Y.Doc): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  doc.getMap(FIELDS).forEach((value, name) => {
    if (name !== ORDER) values[name] = value instanceof Y.Text ? value.toString() : value;
  });
  return values;
}

/**
 * The sections in their order. Two people adding a section at once each write the order, and the
 * last write wins: a section missing from it still shows, after the others, so none is lost.
 */
export function sectionKeys(doc: Y.Doc): string[] {
  const entries = sectionsMap(doc);
  const order = doc.getMap(FIELDS).get(ORDER);
  const listed = (Array.isArray(order) ? (order as string[]) : []).filter((key) => entries.has(key));
  const unlisted = [...entries.keys()].filter((key) => !listed.includes(key)).sort();
  return [...new Set([...listed, ...unlisted])];
}

export interface SharedSection {
  key: string;
  title: Y.Text;
  body: Y.XmlFragment;
}

export function sharedSection(doc: Y.Doc, key: string): SharedSection | null {
  const entry = sectionsMap(doc).get(key);
  if (!entry) return null;
  const title = entry.get('title');
  const body = entry.get('body');
  if (!(title instanceof Y.Text) || !(body instanceof Y.XmlFragment)) return null;
  return { key, title, body };
}

export function sharedSections(doc: Y.Doc): SharedSection[] {
  return sectionKeys(doc).flatMap((key) => sharedSection(doc, key) ?? []);
}

/**
 * Makes the sections those of `next` (key and title), in its order: new keys become new empty
 * sections, missing ones are removed, titles change by the smallest text change. Rich text is
 * not written here: each section's editor writes its own.
 */
export function writeSections(doc: Y.Doc, next: { key: string; title: string }[], origin?: unknown): void {
  const entries = sectionsMap(doc);
  const nextKeys = next.map((section) => section.key);
  const same = JSON.stringify(sectionKeys(doc)) === JSON.stringify(nextKeys);
  doc.transact(() => {
    for (const section of next) {
      const shared = sharedSection(doc, section.key);
      if (shared) writeText(shared.title, section.title);
      else createSection(doc, section.key, section.title);
    }
    if (!same) {
      for (const key of [...entries.keys()]) if (!nextKeys.includes(key)) entries.delete(key);
      doc.getMap(FIELDS).set(ORDER, nextKeys);
    }
  }, origin);
}

/**
 * Puts the saved item back as the working copy, as a change by this person that everyone in the
 * item receives (a discard, a restored version): texts by the smallest change, values as saved,
 * the sections anew under new keys.
 */
export function replaceWorkingCopy(
  doc: Y.Doc,
  seed: WorkingCopySeed,
  newKey: () => string,
  writeRichText: WriteRichText,
  origin?: unknown,
  options: { keepSections?: boolean } = {},
): void {
  doc.transact(() => {
    for (const name of sharedTextFields) writeText(sharedText(doc, name), seed.texts[name] ?? '');
    for (const [name, value] of Object.entries(seed.values)) writeValue(doc, name, value);
    // Sections that stay as they are keep their fragments (and the suggestions and carets in them).
    if (!options.keepSections) {
      fillSections(
        doc,
        seed.sections,
        seed.sections.map(() => newKey()),
        writeRichText,
      );
    }
    doc.getMap(META).set('seeded', true);
  }, origin);
}

/** When the working copy was last saved into the item (the item's `updatedAt` then), by whoever saved. */
export function committedAt(doc: Y.Doc): string | null {
  const value = doc.getMap(META).get(COPY_COMMITTED_KEY);
  return typeof value === 'string' ? value : null;
}

export function markCommitted(doc: Y.Doc, updatedAt: string, origin?: unknown): void {
  doc.transact(() => doc.getMap(META).set(COPY_COMMITTED_KEY, updatedAt), origin);
}

export function metaMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap(META);
}

/** The key of the server's mark of each save of the item (read by the form to read the item again). */
export { COPY_SAVED_KEY };

/** The version of the live item a proposal was made from, and its values then (to bring it onto a newer one). */
export interface ProposalBase<V> {
  updatedAt: string;
  values: V;
}

export function proposalBase<V>(doc: Y.Doc): ProposalBase<V> | null {
  const value = doc.getMap(META).get('proposalBase');
  return value && typeof value === 'object' ? (value as ProposalBase<V>) : null;
}

export function setProposalBase<V>(doc: Y.Doc, base: ProposalBase<V>, origin?: unknown): void {
  doc.transact(() => doc.getMap(META).set('proposalBase', base), origin);
}
