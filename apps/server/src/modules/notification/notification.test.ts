import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inboxCopyName, notificationListSchema } from '@masthead/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openCopy, until } from '../../test/collab-client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let baseUrl: string;
let imageId: string;
let categoryId: string;
let editor: { token: string; user: { _id: string } };
let reporter: { token: string; user: { _id: string } };
let other: { token: string; user: { _id: string } };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#08f' } })
    .png()
    .toBuffer();
  imageId = (await t.upload(png, 'cover.png')).json().data._id;
  categoryId = (
    await t.call({ method: 'POST', url: '/api/category/create', token: t.adminToken, payload: { name: 'Port' } })
  ).json().data._id;
  editor = await t.userWith({ Cms: ['Read', 'Write', 'Edit', 'Publish'] }, 'Nina Editor');
  reporter = await t.userWith({ Cms: ['Read', 'Write', 'EditOwn'] }, 'Noor Reporter');
  other = await t.userWith({ Cms: ['Read', 'Write', 'EditOwn'] }, 'Olly Other');
});
afterAll(() => t.close());

const complete = (title: string) => ({
  title,
  type: 'Article',
  description: 'In short.',
  body: [{ title: '', body: '<p>Words.</p>' }],
  image: imageId,
  imageAlt: 'A picture',
  categories: [categoryId],
  publishDate: new Date(Date.now() - 60_000).toISOString(),
  seo: { title, description: 'In short', metaTags: [] },
});
const anchor = {
  anchor: { type: { client: 7, clock: 3 }, tname: null, item: { client: 7, clock: 12 }, assoc: 0 },
  head: { type: { client: 7, clock: 3 }, tname: null, item: { client: 7, clock: 20 }, assoc: -1 },
};
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
  t.call({ method, url: `/api${url}`, token, payload });
const inbox = async (token: string) => {
  const response = await call('GET', '/notifications', token);
  expect(response.statusCode, response.body).toBe(200);
  return notificationListSchema.parse(response.json().data);
};
/** The reporter's item, sent for review. */
async function inReview(title: string) {
  const created = await call('POST', '/cms/create', reporter.token, complete(title));
  expect(created.statusCode, created.body).toBe(201);
  const sent = await call('PATCH', `/cms/${created.json().data._id}`, reporter.token, { status: 'Published' });
  expect(sent.json().data.status).toBe('Need Review');
  return sent.json().data as { _id: string; updatedAt: string };
}
/** The reporter's change to a live item of hers, waiting for review. */
async function changeWaiting(title: string) {
  const item = await inReview(title);
  const live = (await call('PATCH', `/cms/${item._id}`, editor.token, { status: 'Published' })).json().data;
  const changed = await call('PATCH', `/cms/${item._id}`, reporter.token, {
    title: `${title} (updated)`,
    updatedAt: live.updatedAt,
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return { id: item._id as string, revision: changed.json().data.pendingChange.revision as string };
}

describe('notifications', () => {
  it('tells the author when an editor rejects or approves her change, with the editor’s note', async () => {
    const rejected = await changeWaiting('Ferry timetable');
    const refusal = await call('POST', `/cms/${rejected.id}/revisions/${rejected.revision}/reject`, editor.token, {
      note: 'Check the times with the port',
    });
    expect(refusal.statusCode).toBe(200);
    const approved = await changeWaiting('Harbour lights');
    expect(
      (await call('POST', `/cms/${approved.id}/revisions/${approved.revision}/approve`, editor.token)).statusCode,
    ).toBe(200);

    const seen = await inbox(reporter.token);
    const about = (id: string) => seen.items.find((n) => n.item?._id === id && n.change);
    expect(about(rejected.id)).toMatchObject({
      kind: 'rejected',
      change: true,
      note: 'Check the times with the port',
      by: { _id: editor.user._id, name: 'Nina Editor' },
      item: { title: 'Ferry timetable' },
      readAt: null,
    });
    expect(about(approved.id)).toMatchObject({ kind: 'approved', change: true, readAt: null });
    // Publishing her new items told her too; the editor is told of nothing.
    expect(seen.items.filter((n) => n.kind === 'published' && !n.change)).toHaveLength(2);
    expect(seen.unread).toBe(4);
    expect((await inbox(editor.token)).items).toEqual([]);
  });

  it('tells the author of a new item that it was rejected or approved, not whoever decided', async () => {
    const item = await inReview('Storm warning');
    const before = (await inbox(reporter.token)).unread;
    expect((await call('PATCH', `/cms/${item._id}`, editor.token, { status: 'Rejected' })).statusCode).toBe(200);
    const seen = await inbox(reporter.token);
    expect(seen.unread).toBe(before + 1);
    expect(seen.items[0]).toMatchObject({ kind: 'rejected', change: false, item: { _id: item._id } });
  });

  it('tells whoever a note mentions, never the writer herself', async () => {
    const item = (await call('POST', '/cms/create', reporter.token, { title: 'Bridge vote' })).json().data;

    const created = await call('POST', `/cms/${item._id}/notes`, reporter.token, {
      section: 's1',
      anchor,
      quote: 'Bridge',
      body: '@Olly Other which bridge? @Noor Reporter',
      mentions: [other.user._id, reporter.user._id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const seen = await inbox(other.token);
    expect(seen.items[0]).toMatchObject({
      kind: 'mentioned',
      item: { _id: item._id, title: 'Bridge vote' },
      by: { name: 'Noor Reporter' },
      note: '@Olly Other which bridge? @Noor Reporter',
    });
    expect((await inbox(reporter.token)).items.some((n) => n.kind === 'mentioned')).toBe(false);
  });

  it('marks one’s own read (by id or all), leaves others’ alone, refuses bad ids and the anonymous', async () => {
    const mine = await inbox(reporter.token);
    const first = mine.items[0];
    if (!first) throw new Error('the reporter has notifications');
    const othersBefore = await inbox(other.token);
    const othersId = othersBefore.items[0]?._id;
    if (!othersId) throw new Error('the other has one');

    const marked = await call('POST', '/notifications/read', reporter.token, { ids: [first._id, othersId] });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.unread).toBe(mine.unread - 1);
    const after = await inbox(reporter.token);
    expect(after.items.find((n) => n._id === first._id)?.readAt).toEqual(expect.any(String));
    // Another's id changed nothing of hers.
    expect((await inbox(other.token)).unread).toBe(othersBefore.unread);

    for (const payload of [{ ids: [] }, { ids: ['not-an-id'] }, {}, { ids: [first._id], extra: 1 }]) {
      const bad = await call('POST', '/notifications/read', reporter.token, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await inbox(reporter.token)).unread).toBe(mine.unread - 1);
    expect((await call('GET', '/notifications')).statusCode).toBe(401);
    expect((await call('POST', '/notifications/read', undefined, { ids: [first._id] })).statusCode).toBe(401);
    expect((await call('POST', '/notifications/read-all')).statusCode).toBe(401);

    const all = await call('POST', '/notifications/read-all', reporter.token);
    expect(all.json().data).toEqual({ unread: 0 });
    expect((await inbox(reporter.token)).items.every((n) => n.readAt !== null)).toBe(true);
    expect((await inbox(other.token)).unread).toBe(othersBefore.unread);
  });

  it('counts Need Review for a reporter as her own items and changes; an editor sees them all', async () => {
    const count = async (token: string) => (await call('GET', '/cms/notification', token)).json().data.count;
    const hers = await count(reporter.token);
    const all = await count(editor.token);
    const item = (await call('POST', '/cms/create', other.token, complete('Someone else’s'))).json().data;
    await call('PATCH', `/cms/${item._id}`, other.token, { status: 'Published' });
    expect(await count(reporter.token)).toBe(hers);
    expect(await count(other.token)).toBe(1);
    expect(await count(editor.token)).toBe(all + 1);
    await inReview('Hers again');
    expect(await count(reporter.token)).toBe(hers + 1);
  });
});

describe('the doorbell over the collaboration socket', () => {
  it('rings the reporter’s own doorbell within moments of a decision, and the review doorbell of editors', async () => {
    const bell = await openCopy(baseUrl, inboxCopyName(reporter.user._id), reporter.token);
    expect(bell.scope).toBe('readonly');
    const editorBell = await openCopy(baseUrl, inboxCopyName(editor.user._id), editor.token);
    const heard: string[] = [];
    const editorHeard: string[] = [];
    bell.provider.on('stateless', ({ payload }: { payload: string }) => heard.push(payload));
    editorBell.provider.on('stateless', ({ payload }: { payload: string }) => editorHeard.push(payload));

    const item = await inReview('Pier closed');
    await until(() => editorHeard.includes('review'), 10_000, 'the review doorbell');
    const started = Date.now();
    await call('PATCH', `/cms/${item._id}`, editor.token, { status: 'Approved' });
    await until(() => heard.includes('notifications'), 10_000, 'the reporter’s doorbell');
    console.log(`doorbell rang ${Date.now() - started} ms after the decision's answer was sent`);
    expect(editorHeard.includes('notifications')).toBe(false);
    bell.close();
    editorBell.close();
  });

  it('rings a doorbell open in another process on the same database', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-bell-'));
    const database = t.openAnotherDatabase();
    const other = await buildApp({ config: { ...t.config, dataDir }, database, logger: false });
    let bell: Awaited<ReturnType<typeof openCopy>> | null = null;
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const otherUrl = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
      bell = await openCopy(otherUrl, inboxCopyName(reporter.user._id), reporter.token);
      const heard: string[] = [];
      bell.provider.on('stateless', ({ payload }: { payload: string }) => heard.push(payload));
      const item = await inReview('Breakwater repairs');
      // Decided in this process; heard in the other.
      await call('PATCH', `/cms/${item._id}`, editor.token, { status: 'Rejected' });
      await until(
        () => heard.includes('notifications') && heard.includes('review'),
        10_000,
        'the rings in the other process',
      );
    } finally {
      // Ended as a dropped network ends it: no reconnecting to a process about to close.
      bell?.cut();
      bell?.close();
      await other.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses someone else’s doorbell, and an anonymous one', async () => {
    await expect(openCopy(baseUrl, inboxCopyName(reporter.user._id), other.token)).rejects.toThrow();
    await expect(openCopy(baseUrl, inboxCopyName(reporter.user._id), '')).rejects.toThrow();
  });

  it('closes the doorbell of a session signed out instead of ringing it', async () => {
    const session = await t.userWith({ Cms: ['Read', 'Write', 'EditOwn'] }, 'Sam Signout');
    const bell = await openCopy(baseUrl, inboxCopyName(session.user._id), session.token);
    const heard: string[] = [];
    bell.provider.on('stateless', ({ payload }: { payload: string }) => heard.push(payload));
    expect((await call('POST', '/auth/logout', session.token)).statusCode).toBeLessThan(300);
    await bell.closed;
    const item = (await call('POST', '/cms/create', reporter.token, { title: 'After sign-out' })).json().data;
    await call('POST', `/cms/${item._id}/notes`, reporter.token, {
      section: 's1',
      anchor,
      quote: '',
      body: '@Sam Signout',
      mentions: [session.user._id],
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual([]);
  });
});

describe('the dashboard by role', () => {
  it('lists what waits for an editor’s review (new item or change); a reporter gets no queue; telemetry is the admin’s', async () => {
    const waiting = await changeWaiting('Quay works');
    const fresh = await inReview('Ferry fares');
    const desk = (await call('GET', '/dashboard', editor.token)).json().data;
    expect(desk.review.total).toBeGreaterThanOrEqual(2);
    const all = (await call('GET', '/dashboard', t.adminToken)).json().data.review.items;
    expect(all.length).toBeGreaterThan(0);
    const listed = [...desk.review.items, ...all];
    const change = listed.find((i: { _id: string; change: boolean }) => i._id === waiting.id && i.change);
    const newItem = listed.find((i: { _id: string; change: boolean }) => i._id === fresh._id && !i.change);
    if (desk.review.total <= 10) {
      expect(change).toMatchObject({ title: 'Quay works', author: 'Noor Reporter', since: expect.any(String) });
      expect(newItem).toMatchObject({ title: 'Ferry fares', author: 'Noor Reporter', type: 'Article' });
    }
    expect(desk.breakingNews).toBeNull();
    expect((await call('GET', '/dashboard', t.adminToken)).json().data.homePage).toMatchObject({
      at: expect.any(String),
    });
    const hers = (await call('GET', '/dashboard', reporter.token)).json().data;
    expect(hers.review).toBeNull();
    expect((await call('GET', '/metrics/web-vitals/summary', editor.token)).statusCode).toBe(403);
    expect((await call('GET', '/metrics/web-vitals/summary', reporter.token)).statusCode).toBe(403);
    expect((await call('GET', '/metrics/web-vitals/summary', t.adminToken)).statusCode).toBe(200);
  });
});
