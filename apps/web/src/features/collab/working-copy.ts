import * as Y from 'yjs';

/**
 * The shape of an item's live working copy (issue 16), and the moves between it and the form:
 * free-text fields are shared text (characters merge when several people type), every other
 * field a value in a shared map (the last change wins). Rich-text sections join with Tiptap's
 * collaboration extension (next step).
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
const META = 'meta';

/** A 32-bit id from a string (FNV-1a), never 0. */
function idOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash || 1;
}

/**
 * The first content of a working copy, from the item as saved, made as if by one fixed writer
 * whose id comes from that content: two browsers that seed the same empty copy at once make the
 * very same change, which Yjs applies once, so nothing is doubled. A different version of the
 * item seeds as a different writer.
 */
export function seedUpdate(texts: Record<SharedTextField, string>, values: Record<string, unknown>): Uint8Array {
  const seed = new Y.Doc();
  seed.clientID = idOf(JSON.stringify([texts, values]));
  seed.transact(() => {
    const fields = seed.getMap(FIELDS);
    for (const name of sharedTextFields) fields.set(name, new Y.Text(texts[name] ?? ''));
    for (const [name, value] of Object.entries(values)) fields.set(name, value);
    seed.getMap(META).set('seeded', true);
  });
  return Y.encodeStateAsUpdate(seed);
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
export function writeText(text: Y.Text, next: string): void {
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
  text.doc?.transact(() => {
    const removed = current.length - start - end;
    if (removed > 0) text.delete(start, removed);
    const inserted = next.slice(start, next.length - end);
    if (inserted) text.insert(start, inserted);
  });
}

/** A field that is not free text: the last value written wins. */
export function writeValue(doc: Y.Doc, name: string, value: unknown): void {
  const fields = doc.getMap(FIELDS);
  if (JSON.stringify(fields.get(name)) !== JSON.stringify(value)) fields.set(name, value);
}

/** What the working copy holds: each shared text as a string, the other values as they are. */
export function readWorkingCopy(doc: Y.Doc): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  doc.getMap(FIELDS).forEach((value, name) => {
    values[name] = value instanceof Y.Text ? value.toString() : value;
  });
  return values;
}
