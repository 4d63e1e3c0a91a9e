import { messages } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Where the noted words are: two positions in the working copy, as the browser sends them. */
const anchor = {
  anchor: { type: { client: 7, clock: 3 }, tname: null, item: { client: 7, clock: 12 }, assoc: 0 },
  head: { type: { client: 7, clock: 3 }, tname: null, item: { client: 7, clock: 20 }, assoc: -1 },
};

async function item(title: string, extra: Record<string, unknown> = {}) {
  const created = await t.call({
    method: 'POST',
    url: '/api/cms/create',
    token: t.adminToken,
    payload: { title, ...extra },
  });
  expect(created.statusCode).toBe(201);
  return created.json().data as { _id: string; permaLink: string };
}

const note = (id: string, payload: Record<string, unknown>, token = t.adminToken) =>
  t.call({ method: 'POST', url: `/api/cms/${id}/notes`, token, payload });
const notes = (id: string, token = t.adminToken) => t.call({ method: 'GET', url: `/api/cms/${id}/notes`, token });
const mentions = (token: string) => t.call({ method: 'GET', url: '/api/notes/mentions', token });

describe('notes on an item', () => {
  it('writes a thread on words with a mention, replies, resolves and reopens; the one mentioned sees it until it is resolved', async () => {
    const { _id: id } = await item('Council votes on the bridge');
    const reporter = await t.userWith({ Cms: ['Read', 'Write', 'EditOwn'] }, 'Rhea Reporter');
    const created = await note(id, {
      section: 's1',
      anchor,
      quote: 'votes on the bridge',
      body: 'Which vote? @Rhea Reporter please check the date',
      mentions: [reporter.user._id],
    });
    expect(created.statusCode).toBe(201);
    const thread = created.json().data;
    expect(thread).toMatchObject({
      itemId: id,
      section: 's1',
      anchor,
      quote: 'votes on the bridge',
      user: { name: 'Administrator' },
      mentions: [{ _id: reporter.user._id, name: 'Rhea Reporter' }],
      resolved: false,
      replies: [],
    });

    const seen = (await mentions(reporter.token)).json().data;
    expect(seen.total).toBe(1);
    expect(seen.items[0]).toMatchObject({
      threadId: thread._id,
      item: { _id: id, title: 'Council votes on the bridge' },
    });

    const replied = await t.call({
      method: 'POST',
      url: `/api/notes/${thread._id}/replies`,
      token: reporter.token,
      payload: { body: 'Tuesday, checked with the clerk' },
    });
    expect(replied.statusCode).toBe(201);
    expect(replied.json().data.replies).toMatchObject([
      { body: 'Tuesday, checked with the clerk', user: { name: 'Rhea Reporter' } },
    ]);

    const resolved = await t.call({
      method: 'PATCH',
      url: `/api/notes/${thread._id}`,
      token: t.adminToken,
      payload: { resolved: true },
    });
    expect(resolved.json().data).toMatchObject({ resolved: true, resolvedBy: { name: 'Administrator' } });
    expect((await mentions(reporter.token)).json().data.total).toBe(0);

    const reopened = await t.call({
      method: 'PATCH',
      url: `/api/notes/${thread._id}`,
      token: t.adminToken,
      payload: { resolved: false },
    });
    expect(reopened.json().data).toMatchObject({ resolved: false, resolvedBy: null, resolvedAt: null });
    expect((await mentions(reporter.token)).json().data.total).toBe(1);
    expect((await notes(id)).json().data).toHaveLength(1);
  });

  it('refuses an empty note, words not chosen, a malformed anchor and a mention of nobody, storing nothing', async () => {
    const { _id: id } = await item('Harbour fees');
    const cases: [Record<string, unknown>, string][] = [
      [{ section: 's1', anchor, quote: 'fees', body: '   ' }, 'body'],
      [{ section: 's1', anchor, quote: '', body: 'Why?' }, 'quote'],
      [{ section: 's1', anchor: { anchor: 'x', head: null }, quote: 'fees', body: 'Why?' }, 'anchor.anchor'],
      [
        { section: 's1', anchor, quote: 'fees', body: 'Why?', mentions: ['00000000-0000-4000-8000-000000000000'] },
        'mentions',
      ],
      [{ section: 's1', anchor, quote: 'fees', body: 'Why?', mentions: ['not-an-id'] }, 'mentions.0'],
    ];
    for (const [payload, field] of cases) {
      const refused = await note(id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(refused.json().error.fields ?? {})).toContain(field);
    }
    expect((await note(id, { section: 's1', anchor, quote: 'fees', body: '' })).json().error.fields.body).toBe(
      messages.noteRequired,
    );
    expect((await notes(id)).json().data).toEqual([]);
    expect(
      (await note('00000000-0000-4000-8000-000000000000', { section: 's1', anchor, quote: 'a', body: 'b' })).statusCode,
    ).toBe(404);
    const missing = await t.call({
      method: 'POST',
      url: '/api/notes/00000000-0000-4000-8000-000000000000/replies',
      token: t.adminToken,
      payload: { body: 'Hello' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('needs a right to content; someone without any is refused', async () => {
    const { _id: id } = await item('Night ferry');
    const outsider = await t.userWith({ BreakingNews: ['Read'] });
    expect((await notes(id, outsider.token)).statusCode).toBe(403);
    expect((await note(id, { section: 's1', anchor, quote: 'ferry', body: 'Hm' }, outsider.token)).statusCode).toBe(
      403,
    );
    expect((await mentions(outsider.token)).statusCode).toBe(403);
    const reader = await t.userWith({ Cms: ['Read'] });
    expect(
      (await note(id, { section: 's1', anchor, quote: 'ferry', body: 'A reader asks' }, reader.token)).statusCode,
    ).toBe(201);
  });

  it("resolving or reopening needs the note's author or a right to edit the item; readers write notes and replies", async () => {
    const { _id: id } = await item('Tram line extension');
    const reader = await t.userWith({ Cms: ['Read'] }, 'Rosa Reader');
    const other = await t.userWith({ Cms: ['Read'] }, 'Otto Other');
    const reporter = await t.userWith({ Cms: ['Read', 'Write', 'EditOwn'] }, 'Rami Reporter');
    const editor = await t.userWith({ Cms: ['Read', 'Edit'] }, 'Edda Editor');
    const resolve = (threadId: string, resolved: boolean, token: string) =>
      t.call({ method: 'PATCH', url: `/api/notes/${threadId}`, token, payload: { resolved } });

    const byReader = await note(id, { section: 's1', anchor, quote: 'extension', body: 'Which year?' }, reader.token);
    expect(byReader.statusCode).toBe(201);
    const threadId = byReader.json().data._id;
    const replied = await t.call({
      method: 'POST',
      url: `/api/notes/${threadId}/replies`,
      token: other.token,
      payload: { body: 'Asking too' },
    });
    expect(replied.statusCode).toBe(201);

    // Another reader, and a reporter who may edit only its own items, may not; nothing changes.
    for (const token of [other.token, reporter.token]) {
      const refused = await resolve(threadId, true, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(messages.noteResolveRefused);
    }
    expect((await notes(id)).json().data[0]).toMatchObject({ resolved: false, resolvedBy: null });

    // The note's author resolves it; an editor of the item reopens it.
    expect((await resolve(threadId, true, reader.token)).json().data).toMatchObject({
      resolved: true,
      resolvedBy: { name: 'Rosa Reader' },
    });
    expect((await resolve(threadId, false, other.token)).statusCode).toBe(403);
    expect((await notes(id)).json().data[0].resolved).toBe(true);
    expect((await resolve(threadId, false, editor.token)).json().data).toMatchObject({ resolved: false });

    // Edit:own reaches the notes on the reporter's own item.
    const own = await t.call({
      method: 'POST',
      url: '/api/cms/create',
      token: reporter.token,
      payload: { title: 'Reporter owns this' },
    });
    expect(own.statusCode, own.body).toBe(201);
    const onOwn = await note(own.json().data._id, { section: 's1', anchor, quote: 'owns', body: 'Check' });
    expect((await resolve(onOwn.json().data._id, true, reporter.token)).statusCode).toBe(200);
  });

  it('is never published: the item, its preview and the public API hold no note', async () => {
    const draft = await item('Lighthouse reopens', {
      body: [{ title: '', body: '<p>The lighthouse reopens on Sunday.</p>' }],
    });
    await note(draft._id, { section: 's1', anchor, quote: 'reopens', body: 'SECRET-NOTE-TEXT' });
    const detail = await t.call({ method: 'GET', url: `/api/cms/detail/${draft._id}`, token: t.adminToken });
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toContain('SECRET-NOTE-TEXT');
    const link = (await t.call({ method: 'POST', url: `/api/cms/${draft._id}/preview`, token: t.adminToken })).json()
      .data;
    const preview = await t.call({ method: 'GET', url: link.url });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('The lighthouse reopens on Sunday.');
    expect(preview.body).not.toContain('SECRET-NOTE-TEXT');
    // No public call names notes at all.
    const openapi = await t.call({ method: 'GET', url: '/api/docs/json' });
    const publicPaths = Object.keys(openapi.json().paths ?? {}).filter((path) => path.startsWith('/api/public'));
    expect(publicPaths.length).toBeGreaterThan(0);
    expect(publicPaths.some((path) => path.includes('note'))).toBe(false);
  });
});
