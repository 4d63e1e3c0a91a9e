import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  isSeeded,
  readWorkingCopy,
  type SharedTextField,
  seedUpdate,
  sharedText,
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
});
