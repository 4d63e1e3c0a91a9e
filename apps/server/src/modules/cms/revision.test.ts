import { messages, revisionSchema, revisionSummarySchema } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { revisionRepo } from './revision.repo.js';

let t: TestApp;
let imageId: string;
let categoryId: string;
let otherCategoryId: string;
let editor: { token: string; user: { _id: string } };
let reporter: { token: string; user: { _id: string } };

beforeAll(async () => {
  t = await createTestApp();
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f80' } })
    .png()
    .toBuffer();
  imageId = (await t.upload(png, 'cover.png')).json().data._id;
  const category = async (name: string) =>
    (await t.call({ method: 'POST', url: '/api/category/create', token: t.adminToken, payload: { name } })).json().data
      ._id;
  categoryId = await category('Harbour');
  otherCategoryId = await category('Weather');
  editor = await t.userWith({ Cms: ['Read', 'Write', 'Edit', 'Publish', 'Remove'] }, 'Erin Editor');
  reporter = await t.userWith({ Cms: ['Read', 'Write', 'EditOwn', 'Remove'] }, 'Remy Reporter');
});
afterAll(() => t.close());

const complete = (over: Record<string, unknown> = {}) => ({
  title: 'Ferry strike ends',
  type: 'Article',
  description: 'Crews return to work.',
  body: [{ title: 'The deal', body: '<p>Crews accepted the offer at noon.</p>' }],
  image: imageId,
  imageAlt: 'A ferry',
  categories: [categoryId],
  publishDate: new Date(Date.now() - 60_000).toISOString(),
  seo: { title: 'Ferry strike ends', description: 'Crews return', metaTags: [] },
  tags: ['ferry', 'strike'],
  ...over,
});
const create = (payload: Record<string, unknown>, token = t.adminToken) =>
  t.call({ method: 'POST', url: '/api/cms/create', token, payload });
const patch = (id: string, payload: Record<string, unknown>, token = t.adminToken) =>
  t.call({ method: 'PATCH', url: `/api/cms/${id}`, token, payload });
const detail = async (id: string, token = t.adminToken) =>
  (await t.call({ method: 'GET', url: `/api/cms/detail/${id}`, token })).json().data;
const history = async (id: string, token = t.adminToken) =>
  (await t.call({ method: 'GET', url: `/api/cms/${id}/revisions`, token })).json().data;
const revisionCall = (id: string, revision: string, action: string, token: string, payload?: object) =>
  t.call({ method: 'POST', url: `/api/cms/${id}/revisions/${revision}/${action}`, token, payload });
const notificationCount = async () =>
  (await t.call({ method: 'GET', url: '/api/cms/notification', token: t.adminToken })).json().data.count;

describe('revisions', () => {
  it('keeps every save whole, lists them newest first, and restores one as a new version', async () => {
    const first = (await create({ title: 'Harbour opens', description: 'The first words' }, reporter.token)).json()
      .data;
    const second = (
      await patch(first._id, { title: 'Harbour opens at last', updatedAt: first.updatedAt }, reporter.token)
    ).json().data;
    const third = (
      await patch(
        second._id,
        { description: 'Other words', body: [{ title: 'Now', body: '<p>Boats</p>' }], updatedAt: second.updatedAt },
        reporter.token,
      )
    ).json().data;
    const kept = await history(first._id);
    expect(kept.map((r: { number: number }) => r.number)).toEqual([3, 2, 1]);
    for (const summary of kept) expect(revisionSummarySchema.parse(summary)).toEqual(summary);
    expect(kept[0]).toMatchObject({
      state: 'Saved',
      status: 'Draft',
      title: 'Harbour opens at last',
      user: { _id: reporter.user._id, name: 'Remy Reporter' },
    });
    const oldest = (
      await t.call({ method: 'GET', url: `/api/cms/${first._id}/revisions/${kept[2]._id}`, token: editor.token })
    ).json().data;
    expect(revisionSchema.parse(oldest)).toEqual(oldest);
    expect(oldest.item).toMatchObject({ title: 'Harbour opens', description: 'The first words' });

    const restored = await revisionCall(first._id, kept[2]._id, 'restore', reporter.token, {
      updatedAt: third.updatedAt,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ title: 'Harbour opens', description: 'The first words' });
    expect((await history(first._id))[0]).toMatchObject({ number: 4, title: 'Harbour opens' });
    // An older version of the form cannot restore over a newer save.
    const stale = await revisionCall(first._id, kept[0]._id, 'restore', reporter.token, {
      updatedAt: third.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect((await detail(first._id)).title).toBe('Harbour opens');
  });

  it('answers 404 for a revision of another item or none, and a refusal for a reader', async () => {
    const a = (await create({ title: 'Item A' })).json().data;
    const b = (await create({ title: 'Item B' })).json().data;
    const [ofB] = await history(b._id);
    const wrong = await t.call({ method: 'GET', url: `/api/cms/${a._id}/revisions/${ofB._id}`, token: t.adminToken });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toBe(messages.revisionNotFound);
    expect(
      (await t.call({ method: 'GET', url: `/api/cms/${a._id}/revisions/not-an-id`, token: t.adminToken })).statusCode,
    ).toBe(404);
    const reader = await t.userWith({ Cms: ['Read'] });
    expect((await history(a._id, reader.token)).length).toBe(1);
    const [ofA] = await history(a._id);
    const refused = await revisionCall(a._id, ofA._id, 'restore', reader.token, {});
    expect(refused.statusCode).toBe(403);
  });
});

describe('pending changes to live items', () => {
  it('keeps a reporter’s change pending until an editor approves it; a later one supersedes it', async () => {
    const draft = (await create(complete({ title: 'Tide tables' }), reporter.token)).json().data;
    const live = (await patch(draft._id, { status: 'Published' }, editor.token)).json().data;
    expect(live.status).toBe('Published');
    const countBefore = await notificationCount();

    const first = await patch(
      live._id,
      { title: 'Tide tables for winter', status: 'Published', updatedAt: live.updatedAt },
      reporter.token,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ title: 'Tide tables', status: 'Published', updatedAt: live.updatedAt });
    expect(first.json().data.pendingChange.user._id).toBe(reporter.user._id);
    expect(await notificationCount()).toBe(countBefore + 1);
    const inReview = (
      await t.call({ method: 'GET', url: '/api/cms?status=Need Review&pageSize=100', token: editor.token })
    ).json().data;
    expect(inReview.items.find((i: { _id: string }) => i._id === live._id)).toMatchObject({
      status: 'Published',
      pendingChanges: true,
    });
    // The public site still shows the live version.
    const publicItem = await t.call({ method: 'GET', url: `/api/public/content/${live.permaLink}` });
    expect(publicItem.statusCode).toBe(200);
    expect(publicItem.json().data.title).toBe('Tide tables');

    const second = (
      await patch(live._id, { title: 'Tide tables for the winter', updatedAt: live.updatedAt }, reporter.token)
    ).json().data;
    const kept = await history(live._id);
    expect(kept.slice(0, 2).map((r: { state: string; title: string }) => [r.state, r.title])).toEqual([
      ['Pending', 'Tide tables for the winter'],
      ['Superseded', 'Tide tables for winter'],
    ]);
    expect(await notificationCount()).toBe(countBefore + 1);

    const refused = await revisionCall(live._id, second.pendingChange.revision, 'approve', reporter.token);
    expect(refused.statusCode).toBe(403);
    const approved = await revisionCall(live._id, second.pendingChange.revision, 'approve', editor.token);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      title: 'Tide tables for the winter',
      status: 'Published',
      pendingChange: null,
      updatedBy: { _id: editor.user._id },
    });
    expect(await notificationCount()).toBe(countBefore);
    const after = await history(live._id);
    expect(after[0]).toMatchObject({ state: 'Saved', title: 'Tide tables for the winter' });
    expect(after[1]).toMatchObject({ state: 'Approved', reviewedBy: { _id: editor.user._id } });
    // Approving twice is refused: it is no longer pending.
    const again = await revisionCall(live._id, second.pendingChange.revision, 'approve', editor.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.noPendingChange);
  });

  it('rejects a change with a note the author sees on the item, until the item changes again', async () => {
    const draft = (await create(complete({ title: 'Lighthouse repairs' }), reporter.token)).json().data;
    const live = (await patch(draft._id, { status: 'Published' }, editor.token)).json().data;
    const changed = (
      await patch(live._id, { title: 'Lighthouse repairs begin', updatedAt: live.updatedAt }, reporter.token)
    ).json().data;
    const revision = changed.pendingChange.revision;
    const noNote = await revisionCall(live._id, revision, 'reject', editor.token, { note: '  ' });
    expect(noNote.statusCode).toBe(400);
    const rejected = await revisionCall(live._id, revision, 'reject', editor.token, { note: 'Check the date first' });
    expect(rejected.statusCode).toBe(200);
    const seen = await detail(live._id, reporter.token);
    expect(seen).toMatchObject({ title: 'Lighthouse repairs', pendingChange: null });
    expect(seen.rejectedChange).toMatchObject({
      note: 'Check the date first',
      reviewedBy: { _id: editor.user._id, name: 'Erin Editor' },
      user: { _id: reporter.user._id },
    });
    expect((await history(live._id))[0]).toMatchObject({ state: 'Rejected', note: 'Check the date first' });
    // A change that would leave the live item unpublishable is refused, as publishing would be.
    const broken = await patch(live._id, { description: '', updatedAt: live.updatedAt }, reporter.token);
    expect(broken.statusCode).toBe(400);
    await patch(live._id, { title: 'Lighthouse repairs', updatedAt: live.updatedAt }, editor.token);
    expect((await detail(live._id)).rejectedChange).toBeNull();
  });
});

describe('retention', () => {
  it('thins old revisions to one a day, never the newest saved one or a pending one', async () => {
    const item = (await create(complete({ title: 'Old story' }), reporter.token)).json().data;
    const live = (await patch(item._id, { status: 'Published' })).json().data;
    let version = live.updatedAt;
    for (const title of ['Old story 2', 'Old story 3', 'Old story 4']) {
      version = (await patch(item._id, { title, updatedAt: version })).json().data.updatedAt;
    }
    const pending = await patch(item._id, { title: 'Old story pending', updatedAt: version }, reporter.token);
    expect(pending.json().data.pendingChange).not.toBeNull();
    // Everything but the pending change happened 40 days ago, two on one day and three on the next.
    await t.database.db.execute(sql`update cms_revisions set created_at = case
        when number <= 2 then now() - interval '41 days' - (number * interval '1 minute')
        else now() - interval '40 days' - (number * interval '1 minute') end
      where cms_id = ${item._id}`);
    // The reporter's change is old too: pending changes are kept whatever their age.
    await t.database.db.execute(
      sql`update cms_revisions set created_at = now() - interval '50 days' where cms_id = ${item._id} and state = 'Pending'`,
    );
    const removed = await revisionRepo(t.database.db).thin(new Date(Date.now() - 30 * 86_400_000));
    expect(removed).toBeGreaterThanOrEqual(3);
    const left = rowsOf<{ number: number; state: string }>(
      await t.database.db.execute(
        sql`select number, state from cms_revisions where cms_id = ${item._id} order by number`,
      ),
    );
    expect(left.map((r) => [r.number, r.state])).toEqual([
      [2, 'Saved'],
      [5, 'Saved'],
      [6, 'Pending'],
    ]);
    expect((await detail(item._id)).pendingChange).not.toBeNull();
    // A second pass finds nothing more.
    expect(await revisionRepo(t.database.db).thin(new Date(Date.now() - 30 * 86_400_000))).toBe(0);
  });
});

describe('the list: sorting, counts, bulk actions, tags', () => {
  const list = async (query: string, token = t.adminToken) =>
    (await t.call({ method: 'GET', url: `/api/cms?${query}`, token })).json().data;

  it('sorts by title, author, updated and publish date, both ways', async () => {
    const alpha = await t.userWith({ Cms: ['Read', 'Write', 'EditOwn'] }, 'Aaron Alpha');
    const zed = await t.userWith({ Cms: ['Read', 'Write', 'EditOwn'] }, 'Zoe Zed');
    const made = [];
    for (const [title, who, day] of [
      ['Sortable beta', alpha, '2026-01-02'],
      ['Sortable alpha', zed, '2026-01-03'],
      ['Sortable gamma', alpha, '2026-01-01'],
    ] as const) {
      made.push(
        (await create({ title, publishDate: `${day}T10:00:00.000Z`, categories: [otherCategoryId] }, who.token)).json()
          .data,
      );
    }
    await patch(made[0]._id, { description: 'touched last', updatedAt: made[0].updatedAt });
    const titles = async (query: string) =>
      (await list(`categories=${otherCategoryId}&${query}`)).items.map((i: { title: string }) => i.title);
    expect(await titles('sort=title')).toEqual(['Sortable alpha', 'Sortable beta', 'Sortable gamma']);
    expect(await titles('sort=title&order=desc')).toEqual(['Sortable gamma', 'Sortable beta', 'Sortable alpha']);
    expect(await titles('sort=publishDate')).toEqual(['Sortable alpha', 'Sortable beta', 'Sortable gamma']);
    expect(await titles('sort=publishDate&order=asc')).toEqual(['Sortable gamma', 'Sortable beta', 'Sortable alpha']);
    expect((await titles('sort=updatedAt'))[0]).toBe('Sortable beta');
    expect((await titles('sort=author'))[2]).toBe('Sortable alpha');
    expect((await titles('sort=author&order=desc'))[0]).toBe('Sortable alpha');
    const bad = await t.call({ method: 'GET', url: '/api/cms?sort=views', token: t.adminToken });
    expect(bad.statusCode).toBe(400);
  });

  it('counts every tab from the kept counts, pending changes and the trash too', async () => {
    const counts = (await t.call({ method: 'GET', url: '/api/cms/counts', token: t.adminToken })).json().data;
    const all = await list('pageSize=1');
    expect(counts.all).toBe(all.total);
    for (const { status, total } of counts.byStatus) {
      if (status === 'Need Review') continue;
      expect((await list(`status=${status}&pageSize=1`)).total, status).toBe(total);
    }
    const needReview = counts.byStatus.find((s: { status: string }) => s.status === 'Need Review').total;
    expect((await list('status=Need Review&pageSize=1')).total).toBe(needReview + counts.pendingChanges);
    expect(counts.trash).toBe((await list('trash=true&pageSize=1')).total);
    const blogs = (await t.call({ method: 'GET', url: '/api/cms/counts?type=Blog', token: t.adminToken })).json().data;
    expect(blogs.all).toBe((await list('type=Blog&pageSize=1')).total);
  });

  it('runs a bulk action item by item, under each item’s rules, with a result for each', async () => {
    const ready = (await create(complete({ title: 'Bulk ready' }))).json().data;
    const unfinished = (await create({ title: 'Bulk unfinished' })).json().data;
    const someoneElses = (await create({ title: 'Bulk not mine' }, editor.token)).json().data;
    const mine = (await create(complete({ title: 'Bulk mine' }), reporter.token)).json().data;

    const published = await t.call({
      method: 'POST',
      url: '/api/cms/bulk',
      token: editor.token,
      payload: { action: 'publish', ids: [ready._id, unfinished._id] },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().data.results).toEqual([
      { _id: ready._id, title: 'Bulk ready', ok: true, message: 'Published' },
      { _id: unfinished._id, title: 'Bulk unfinished', ok: false, message: messages.shortDescriptionRequired },
    ]);
    expect((await detail(ready._id)).status).toBe('Published');
    expect((await detail(unfinished._id)).status).toBe('Draft');

    const byReporter = await t.call({
      method: 'POST',
      url: '/api/cms/bulk',
      token: reporter.token,
      payload: { action: 'publish', ids: [mine._id, someoneElses._id] },
    });
    expect(byReporter.json().data.results.map((r: { ok: boolean; message: string }) => [r.ok, r.message])).toEqual([
      [true, 'Sent for review'],
      [false, messages.onlyOwnItems],
    ]);

    const moved = await t.call({
      method: 'POST',
      url: '/api/cms/bulk',
      token: editor.token,
      payload: { action: 'category', ids: [unfinished._id, someoneElses._id], category: otherCategoryId },
    });
    expect(moved.json().data.results.every((r: { ok: boolean }) => r.ok)).toBe(true);
    expect((await detail(someoneElses._id)).categories.map((c: { _id: string }) => c._id)).toEqual([otherCategoryId]);

    const trashed = await t.call({
      method: 'POST',
      url: '/api/cms/bulk',
      token: editor.token,
      payload: { action: 'trash', ids: [unfinished._id, someoneElses._id] },
    });
    expect(trashed.json().data.results.map((r: { message: string }) => r.message)).toEqual([
      'Moved to the trash',
      'Moved to the trash',
    ]);
    const restored = await t.call({
      method: 'POST',
      url: '/api/cms/bulk',
      token: editor.token,
      payload: { action: 'restore', ids: [unfinished._id, ready._id] },
    });
    expect(restored.json().data.results.map((r: { ok: boolean }) => r.ok)).toEqual([true, false]);
    expect((await detail(unfinished._id)).deletedAt).toBeNull();

    const noCategory = await t.call({
      method: 'POST',
      url: '/api/cms/bulk',
      token: editor.token,
      payload: { action: 'category', ids: [ready._id] },
    });
    expect(noCategory.statusCode).toBe(400);
    const reader = await t.userWith({ Cms: ['Read'] });
    const refused = await t.call({
      method: 'POST',
      url: '/api/cms/bulk',
      token: reader.token,
      payload: { action: 'trash', ids: [ready._id] },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('suggests tags in use that begin with what is typed, most used first', async () => {
    await create({ title: 'Tagged one', tags: ['Harbour works', 'harbourmaster'] });
    await create({ title: 'Tagged two', tags: ['Harbour works'] });
    const suggestions = (await t.call({ method: 'GET', url: '/api/cms/tags?search=harb', token: t.adminToken })).json()
      .data;
    expect(suggestions).toEqual(['Harbour works', 'harbourmaster']);
    const none = (await t.call({ method: 'GET', url: '/api/cms/tags?search=%25', token: t.adminToken })).json().data;
    expect(none).toEqual([]);
  });
});
