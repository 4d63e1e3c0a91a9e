import { describe, expect, it } from 'vitest';
import { type AuditFacts, auditFieldsOf, auditKeyOf, auditLines, auditWords } from './audit-words.js';

const facts = (partial: Partial<AuditFacts>): AuditFacts => ({
  body: {},
  data: {},
  before: null,
  status: 200,
  actorId: 'me',
  ...partial,
});
const say = (key: keyof typeof auditWords, partial: Partial<AuditFacts>) => {
  const wording = auditWords[key];
  if (!wording) throw new Error(`${key} leaves no row`);
  return auditLines(wording, facts(partial));
};
const words = (key: keyof typeof auditWords, partial: Partial<AuditFacts>) =>
  say(key, partial).map((line) => line.words);

describe('the words of the audit log', () => {
  it('finds the write of a call by method and path', () => {
    expect(auditKeyOf('PATCH', '/cms/:id')).toBe('cms.update');
    expect(auditKeyOf('GET', '/cms/:id')).toBeNull();
    expect(auditKeyOf('POST', '/nothing')).toBeNull();
    expect(auditWords['metrics.recordWebVital']).toBeNull();
  });

  it('says what a save of an item did, by what it asked and where the item is now', () => {
    const item = { type: 'Article', title: 'Ferry strike ends', status: 'Published', pendingChange: null };
    expect(words('cms.update', { body: { title: 'x' }, data: item })).toEqual(['Updated article "Ferry strike ends"']);
    expect(words('cms.update', { body: { status: 'Published' }, data: item })).toEqual([
      'Published article "Ferry strike ends"',
    ]);
    expect(words('cms.update', { body: { status: 'Published' }, data: { ...item, status: 'Scheduled' } })).toEqual([
      'Scheduled article "Ferry strike ends"',
    ]);
    expect(words('cms.update', { body: { status: 'Published' }, data: { ...item, status: 'Need Review' } })).toEqual([
      'Sent article "Ferry strike ends" for review',
    ]);
    expect(words('cms.update', { body: { status: 'Retract' }, data: { ...item, status: 'Retract' } })).toEqual([
      'Retracted article "Ferry strike ends"',
    ]);
    const proposed = { ...item, pendingChange: { revision: 'r', user: { _id: 'me', name: 'Me' } } };
    expect(words('cms.update', { body: { title: 'y' }, data: proposed })).toEqual([
      'Proposed a change to article "Ferry strike ends"',
    ]);
    // Someone else's change waiting does not make this save a proposal.
    const theirs = { ...item, pendingChange: { revision: 'r', user: { _id: 'them', name: 'Them' } } };
    expect(words('cms.update', { body: { title: 'y' }, data: theirs })).toEqual([
      'Updated article "Ferry strike ends"',
    ]);
  });

  it('splits a password change from the other fields of a user edit, and blocks and unblocks in words', () => {
    expect(
      say('user.update', {
        body: { _id: 'u', name: 'Rita', password: 'secret-1', confirmPassword: 'secret-1', updatedAt: 'v' },
        data: { name: 'Rita Reader' },
      }),
    ).toEqual([
      { words: 'Updated user Rita Reader', fields: ['name'] },
      { words: 'Changed password of Rita Reader', fields: ['password'] },
    ]);
    expect(
      say('user.update', {
        body: { _id: 'u', currentPassword: 'old', password: 'secret-1', confirmPassword: 'secret-1' },
        data: { name: 'Rita Reader' },
      }),
    ).toEqual([{ words: 'Changed password of Rita Reader', fields: ['password'] }]);
    expect(words('user.update', { body: { _id: 'u', status: 'Disable' }, data: { name: 'Rita Reader' } })).toEqual([
      'Blocked user Rita Reader',
    ]);
    expect(words('role.update', { body: { status: 'Enable' }, data: { name: 'Desk' } })).toEqual([
      'Unblocked role Desk',
    ]);
    expect(JSON.stringify(say('user.update', { body: { password: 'secret-1' }, data: {} }))).not.toContain('secret-1');
  });

  it('names sign-ins, bulk changes, imports and e-paper steps', () => {
    expect(words('auth.login', { body: { email: 'x@y.example' }, status: 401 })).toEqual([
      'Failed sign-in for x@y.example',
    ]);
    expect(say('auth.login', { body: { email: 'x@y.example', password: 'p' }, status: 200 })).toEqual([
      { words: 'Signed in', fields: [] },
    ]);
    const results = ['A', 'B', 'C', 'D', 'E'].map((title, i) => ({ _id: String(i), title, ok: title !== 'E' }));
    expect(words('cms.bulk', { body: { action: 'publish' }, data: { results } })).toEqual([
      'Published 4 items: "A", "B", "C" and 1 more',
    ]);
    expect(words('redirect.import', { data: { added: 2, refused: 1 } })).toEqual([
      'Imported redirects: 2 added, 1 refused',
    ]);
    expect(words('epaper.update', { body: { status: 'Draft' }, data: { title: 'Morning' } })).toEqual([
      'Un-published e-paper "Morning"',
    ]);
    expect(words('breakingNews.update', { body: { status: 'Disable' }, data: { title: 'Storm' } })).toEqual([
      'Turned off breaking news "Storm"',
    ]);
  });

  it('keeps a name on one line and short, and says the call without one', () => {
    const long = `${'word '.repeat(40)}\nend`;
    const [line] = words('category.create', { data: { name: long } });
    expect(line).toMatch(/^Created category "word word .*…"$/);
    expect(line?.length).toBeLessThan(140);
    expect(words('category.delete', { before: null })).toEqual(['Deleted category']);
    expect(words('cms.trash', { before: { name: 'Old news', kind: 'Video' } })).toEqual([
      'Moved video "Old news" to the trash',
    ]);
    expect(auditFieldsOf({ _id: 'x', updatedAt: 'v', title: 't', body: 'b' })).toEqual(['body', 'title']);
  });
});
