import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { writeRichText } from '../../../components/rich-text-editor/rich-text-copy';
import { seedUpdate } from '../../../live/working-copy';
import { type ContentFormValues, emptyValues, newSection } from './content-model';
import {
  changedFields,
  normalizedValues,
  rebaseValues,
  replaceCopyWith,
  seedOf,
  valuesFromCopy,
  withBodiesFromCopy,
  writeFormToCopy,
} from './live-form';
import { mapCaret } from './use-live-form';

/** The same saved item as two browsers read it: every block key differs, the content does not. */
function saved(): ContentFormValues {
  return {
    ...emptyValues('Article', 'u1'),
    title: 'Harbour reopens',
    description: 'After the storm',
    body: [newSection('At the quay', '<p>Boats <em>return</em>.</p>'), newSection('', '<p>Fees stay.</p>')],
    tags: ['harbour'],
    publishDate: '2026-11-26 09:30:00',
  };
}

function seeded(values: ContentFormValues): Y.Doc {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, seedUpdate(seedOf(values), writeRichText));
  return doc;
}

describe('a content form and its working copy', () => {
  it('seeds the very same copy from the same item in two browsers', () => {
    expect(seedUpdate(seedOf(saved()), writeRichText)).toEqual(seedUpdate(seedOf(saved()), writeRichText));
  });

  it('reads back what was seeded: nothing differs from the item as saved', () => {
    const values = valuesFromCopy(seeded(saved()), saved());
    expect(values.title).toBe('Harbour reopens');
    expect(values.publishDate).toBe('2026-11-26 09:30:00');
    expect(values.body.map((section) => [section.title, section.body])).toEqual([
      ['At the quay', '<p>Boats <em>return</em>.</p>'],
      ['', '<p>Fees stay.</p>'],
    ]);
    expect(changedFields(values, normalizedValues(saved()))).toEqual([]);
  });

  it('names what the form changed in the copy, for the mark and for Discard', () => {
    const doc = seeded(saved());
    const values = valuesFromCopy(doc, saved());
    writeFormToCopy(doc, { ...values, title: 'Harbour reopens at last', tags: ['harbour', 'ferry'] });
    const after = valuesFromCopy(doc, values);
    expect(after.title).toBe('Harbour reopens at last');
    expect(changedFields(after, normalizedValues(saved()))).toEqual(['Title', 'Tags']);
    const edited = {
      ...after,
      body: [after.body[0], { ...after.body[1], body: '<p>Fees rise.</p>' }],
    } as ContentFormValues;
    expect(changedFields(edited, normalizedValues(saved()))).toEqual(['Title', 'Section 2', 'Tags']);
  });

  it('keeps the caret where it was in the text when someone else types before or after it', () => {
    // 'Harbour reopens' with the caret after 'Harbour' (7): someone inserts 'The ' at the start.
    expect(mapCaret([{ insert: 'The ' }], 7)).toBe(11);
    // ... or appends after the caret: it stays.
    expect(mapCaret([{ retain: 15 }, { insert: ' today' }], 7)).toBe(7);
    // ... or deletes 'Harbour ' around it: it moves to where the deletion was.
    expect(mapCaret([{ delete: 8 }], 7)).toBe(0);
    expect(mapCaret([{ retain: 2 }, { delete: 3 }], 7)).toBe(4);
  });
});

describe('a proposal brought onto a newer live version', () => {
  it('takes the newer value of every field it did not change and keeps each it changed', () => {
    const base = normalizedValues(saved());
    const proposal = { ...saved(), title: 'Harbour reopens by Friday', body: [...saved().body] };
    proposal.body[1] = { ...proposal.body[1], body: '<p>Fees stay low.</p>' };
    const next = normalizedValues({
      ...saved(),
      description: 'After the storm, at last',
      body: [newSection('At the quay', '<p>Boats <em>return</em> today.</p>'), newSection('', '<p>Fees stay.</p>')],
      tags: ['harbour', 'storm'],
    });
    const rebased = rebaseValues(proposal, base, next);
    expect(rebased.title).toBe('Harbour reopens by Friday');
    expect(rebased.description).toBe('After the storm, at last');
    expect(rebased.tags).toEqual(['harbour', 'storm']);
    expect(rebased.body.map((section) => section.body)).toEqual([
      '<p>Boats <em>return</em> today.</p>',
      '<p>Fees stay low.</p>',
    ]);
  });

  it('keeps sections that stay the same as they are in the copy (their fragments, and what is in them)', () => {
    const doc = seeded(saved());
    const before = doc.getMap('sections').get([...doc.getMap('sections').keys()][0] as string);
    const current = withBodiesFromCopy(doc, valuesFromCopy(doc, saved()));
    replaceCopyWith(doc, { ...saved(), title: 'Harbour reopens today' }, current);
    expect(valuesFromCopy(doc, saved()).title).toBe('Harbour reopens today');
    expect(doc.getMap('sections').get([...doc.getMap('sections').keys()][0] as string)).toBe(before);
    replaceCopyWith(doc, { ...saved(), body: [newSection('', '<p>New text.</p>')] }, current);
    expect(doc.getMap('sections').size).toBe(1);
  });
});
