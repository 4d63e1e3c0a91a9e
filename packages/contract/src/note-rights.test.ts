import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { noteResolveRefusal } from './note.js';

const reader = { isSuperAdmin: false, modelPermissions: { Cms: ['Read' as const] } };
const reporter = { isSuperAdmin: false, modelPermissions: { Cms: ['Read' as const, 'EditOwn' as const] } };
const editor = { isSuperAdmin: false, modelPermissions: { Cms: ['Edit' as const] } };

describe('who resolves and reopens a note (DECISIONS, "Notes on an item")', () => {
  it('its author, whatever the rights on the item', () => {
    expect(noteResolveRefusal(reader, 'nina', { authorId: 'nina', itemAuthorId: 'rita' })).toBeNull();
  });
  it('someone who may edit the item: Edit, or Edit:own on one of its own', () => {
    expect(noteResolveRefusal(editor, 'ed', { authorId: 'nina', itemAuthorId: 'rita' })).toBeNull();
    expect(noteResolveRefusal(reporter, 'rita', { authorId: 'nina', itemAuthorId: 'rita' })).toBeNull();
  });
  it('nobody else: a reader, or a reporter on someone else’s item', () => {
    expect(noteResolveRefusal(reader, 'sam', { authorId: 'nina', itemAuthorId: 'rita' })).toBe(
      messages.noteResolveRefused,
    );
    expect(noteResolveRefusal(reporter, 'sam', { authorId: 'nina', itemAuthorId: 'rita' })).toBe(
      messages.noteResolveRefused,
    );
    expect(noteResolveRefusal(reader, 'sam', { authorId: null, itemAuthorId: null })).toBe(messages.noteResolveRefused);
  });
});
