import { describe, expect, it } from 'vitest';
import {
  contentEditRefusal,
  mayChooseAuthor,
  mayEditContent,
  mayPurgeContent,
  mayTrashContent,
  savesAsPendingChange,
} from './cms.js';
import { messages } from './messages.js';
import type { ModelPermissions } from './permissions.js';

const holder = (Cms: ModelPermissions['Cms'], isSuperAdmin = false) => ({
  isSuperAdmin,
  modelPermissions: { Cms },
});
const me = 'me';
const other = 'someone-else';

describe('who may change what in content', () => {
  const editor = holder(['Read', 'Write', 'Edit', 'Remove', 'Publish']);
  const reporter = holder(['Read', 'Write', 'EditOwn', 'Remove']);
  const reader = holder(['Read']);
  const admin = holder([], true);

  it('lets Edit change any item, EditOwn only its own, Read none', () => {
    expect(mayEditContent(editor, me, other)).toBe(true);
    expect(mayEditContent(reporter, me, me)).toBe(true);
    expect(mayEditContent(reporter, me, other)).toBe(false);
    expect(mayEditContent(reporter, me, null)).toBe(false);
    expect(mayEditContent(reader, me, me)).toBe(false);
    expect(mayEditContent(admin, me, other)).toBe(true);
  });

  it('says why an item is read-only: not yours, or no right; a live one is changed through review', () => {
    const draft = (authorId: string) => ({ authorId, status: 'Draft' as const });
    expect(contentEditRefusal(reporter, me, draft(other))).toBe(messages.onlyOwnItems);
    expect(contentEditRefusal(reader, me, draft(me))).toBe(messages.noPermission);
    expect(contentEditRefusal(reporter, me, draft(me))).toBeNull();
    for (const status of ['Published', 'Scheduled'] as const) {
      expect(contentEditRefusal(reporter, me, { authorId: me, status })).toBeNull();
      expect(savesAsPendingChange(reporter, status)).toBe(true);
      expect(contentEditRefusal(editor, me, { authorId: other, status })).toBeNull();
      expect(savesAsPendingChange(editor, status)).toBe(false);
    }
    expect(contentEditRefusal(reporter, me, { authorId: me, status: 'Need Review' })).toBeNull();
  });

  it('trashes and restores only what one may edit; purges only with Remove and Edit', () => {
    expect(mayTrashContent(reporter, me, me)).toBe(true);
    expect(mayTrashContent(reporter, me, other)).toBe(false);
    expect(mayTrashContent(holder(['Read', 'Remove']), me, me)).toBe(false);
    expect(mayTrashContent(editor, me, other)).toBe(true);
    expect(mayPurgeContent(reporter)).toBe(false);
    expect(mayPurgeContent(holder(['Edit']))).toBe(false);
    expect(mayPurgeContent(editor)).toBe(true);
    expect(mayPurgeContent(admin)).toBe(true);
  });

  it('lets only Edit name another author', () => {
    expect(mayChooseAuthor(editor)).toBe(true);
    expect(mayChooseAuthor(reporter)).toBe(false);
  });
});
