import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readRichText, writeRichText } from '../components/rich-text-editor/rich-text-copy';
import {
  isSeeded,
  readWorkingCopy,
  replaceWorkingCopy,
  type SectionSeed,
  type SharedTextField,
  sectionKeys,
  seedUpdate as seedWith,
  sharedSections,
  sharedText,
  writeSections,
  writeText,
  writeValue,
} from './working-copy';

const texts = (title: string): Record<SharedTextField, string> => ({
  title,
  description: 'Crews return to work',
  'seo.title': '',
  'seo.description': '',
  'seo.keywords': '',
  imageAlt: '',
  imageTitle: '',
  canonicalUrl: '',
});

const story: SectionSeed[] = [
  { title: 'At the quay', body: '<p>Crews <strong>return</strong> at noon.</p>' },
  { title: '', body: '<p>Ferries run again tomorrow.</p>' },
];
const seedUpdate = (textValues: Record<SharedTextField, string>, values: Record<string, unknown>) =>
  seedWith({ texts: textValues, values, sections: story }, writeRichText);

function sectionsOf(doc: Y.Doc) {
  return sharedSections(doc).map((section) => ({ title: section.title.toString(), body: readRichText(section.body) }));
}

/** Two replicas that exchange every change, as through the server. */
function pair(): [Y.Doc, Y.Doc] {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') Y.applyUpdate(b, update, 'remote');
  });
  b.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') Y.applyUpdate(a, update, 'remote');
  });
  return [a, b];
}

describe('the working copy', () => {
  it('is seeded once even when two browsers seed the same empty copy at the same moment', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    Y.applyUpdate(a, seedUpdate(texts('Ferry strike ends'), { tags: ['ferry'] }));
    Y.applyUpdate(b, seedUpdate(texts('Ferry strike ends'), { tags: ['ferry'] }));
    // Each then receives the other's seed.
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    expect(isSeeded(a)).toBe(true);
    expect(readWorkingCopy(a)).toMatchObject({ title: 'Ferry strike ends', tags: ['ferry'] });
    expect(readWorkingCopy(b)).toEqual(readWorkingCopy(a));
    // Nothing was added twice: the two hold exactly what one seed holds.
    const once = new Y.Doc();
    Y.applyUpdate(once, seedUpdate(texts('Ferry strike ends'), { tags: ['ferry'] }));
    expect(Y.encodeStateVector(a)).toEqual(Y.encodeStateVector(once));
    expect(Y.encodeStateAsUpdate(a).length).toBe(Y.encodeStateAsUpdate(once).length);
    expect(sectionsOf(a)).toEqual(story);
  });

  it('merges two people typing in one field, character by character', () => {
    const [a, b] = pair();
    Y.applyUpdate(a, seedUpdate(texts('Ferry strike ends'), {}));
    // Both type at once, neither having seen the other's change yet.
    const offline = new Y.Doc();
    Y.applyUpdate(offline, Y.encodeStateAsUpdate(b));
    writeText(sharedText(a, 'title'), 'Ferry strike ends at noon');
    writeText(sharedText(offline, 'title'), 'Big ferry strike ends');
    Y.applyUpdate(b, Y.encodeStateAsUpdate(offline), 'remote');
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b), 'remote');
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a), 'remote');
    expect(sharedText(a, 'title').toString()).toBe('Big ferry strike ends at noon');
    expect(sharedText(b, 'title').toString()).toBe('Big ferry strike ends at noon');
  });

  it('changes only what differs, and keeps the last value of a plain field', () => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, seedUpdate(texts('Harbour opens'), { isFeatured: false }));
    const title = sharedText(doc, 'title');
    const changes: number[] = [];
    title.observe((event) => changes.push(event.changes.delta.length));
    writeText(title, 'Harbour opens');
    expect(changes).toEqual([]);
    writeText(title, 'Harbour reopens');
    expect(title.toString()).toBe('Harbour reopens');
    writeValue(doc, 'isFeatured', true);
    expect(readWorkingCopy(doc).isFeatured).toBe(true);
  });

  it('adds, retitles, reorders and removes sections, keeping one added at the same time by someone else', () => {
    const [a, b] = pair();
    Y.applyUpdate(a, seedUpdate(texts('Harbour opens'), {}));
    const [first, second] = sectionKeys(a);
    // B adds a section while A adds another: each writes the order, yet both sections stay.
    const offline = new Y.Doc();
    Y.applyUpdate(offline, Y.encodeStateAsUpdate(b));
    writeSections(a, [
      { key: first ?? '', title: 'At the quay' },
      { key: second ?? '', title: 'Tomorrow' },
      { key: 'a1', title: 'What the mayor said' },
    ]);
    writeSections(offline, [
      { key: first ?? '', title: 'At the quay' },
      { key: second ?? '', title: '' },
      { key: 'b1', title: 'Timetable' },
    ]);
    Y.applyUpdate(b, Y.encodeStateAsUpdate(offline), 'remote');
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b), 'remote');
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a), 'remote');
    expect(sectionKeys(a)).toEqual(sectionKeys(b));
    expect(sectionKeys(a)).toHaveLength(4);
    expect(sharedSections(a).map((section) => section.title.toString())).toContain('Timetable');
    expect(sharedSections(a).map((section) => section.title.toString())).toContain('What the mayor said');
    expect(sharedSections(b)[1]?.title.toString()).toBe('Tomorrow');
    // A reorder and a removal keep the rich text of the sections that stay.
    writeSections(a, [
      { key: second ?? '', title: 'Tomorrow' },
      { key: first ?? '', title: 'At the quay' },
    ]);
    expect(sectionsOf(b)).toEqual([
      { title: 'Tomorrow', body: '<p>Ferries run again tomorrow.</p>' },
      { title: 'At the quay', body: '<p>Crews <strong>return</strong> at noon.</p>' },
    ]);
  });

  it('puts the saved item back over the working copy, for everyone in it', () => {
    const [a, b] = pair();
    Y.applyUpdate(a, seedUpdate(texts('Harbour opens'), { tags: ['port'] }));
    writeText(sharedText(b, 'title'), 'Harbour opens, at last');
    writeValue(b, 'tags', ['port', 'ferry']);
    let n = 0;
    replaceWorkingCopy(
      a,
      { texts: texts('Harbour opens'), values: { tags: ['port'] }, sections: [{ title: 'Only', body: '<p>One.</p>' }] },
      () => `new-${n++}`,
      writeRichText,
    );
    expect(readWorkingCopy(b)).toMatchObject({ title: 'Harbour opens', tags: ['port'] });
    expect(sectionKeys(b)).toEqual(['new-0']);
    expect(sectionsOf(b)).toEqual([{ title: 'Only', body: '<p>One.</p>' }]);
  });
});
