import type { AddressInfo } from 'node:net';
import { COPY_COMMITTED_KEY, COPY_META, COPY_SAVED_KEY, type CopySavedMark, sharedCopyName } from '@masthead/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenCopy, openCopy, until } from '../../test/collab-client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/** Where the browser reads the version its saves build on (apps/web working-copy.ts `committedAt`). */
const COMMITTED_AT = COPY_COMMITTED_KEY;

let t: TestApp;
let baseUrl: string;
let reporter: { token: string; user: { _id: string } };
let editor: { token: string; user: { _id: string } };
/** What publishing needs besides a title. */
let liveFields: Record<string, unknown>;

beforeAll(async () => {
  // The scheduler runs often here: one test waits for it.
  t = await createTestApp({ publishIntervalMs: 100 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  reporter = await t.userWith({ Cms: ['Read', 'Write', 'EditOwn'] }, 'Rita Reporter');
  editor = await t.userWith({ Cms: ['Read', 'Write', 'Edit', 'Publish', 'Remove'] }, 'Eddie Editor');
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a4' } })
    .png()
    .toBuffer();
  const image = (await t.upload(png, 'cover.png')).json().data._id;
  const category = (
    await t.call({ method: 'POST', url: '/api/category/create', token: t.adminToken, payload: { name: 'Harbour' } })
  ).json().data._id;
  liveFields = {
    description: 'The ferry runs again',
    body: [{ title: '', body: '<p>From Monday, every hour.</p>' }],
    image,
    categories: [category],
    seo: { title: 'Ferry back', description: 'Hourly' },
    publishDate: new Date(Date.now() - 60_000).toISOString(),
  };
});
afterAll(() => t.close());

/**
 * An editor with the item open, as the browser's form is: the version its saves build on is the
 * later of the item it loaded and the commit mark in the shared copy (content-editor.tsx `baseVersion`).
 */
async function openEditor(
  id: string,
): Promise<{ copy: OpenCopy; base: () => string; save: (title: string) => Promise<number> }> {
  const loaded = (await t.call({ method: 'GET', url: `/api/cms/detail/${id}`, token: editor.token })).json().data;
  const copy = await openCopy(baseUrl, sharedCopyName(id), editor.token);
  const base = () => {
    const committed = copy.doc.getMap(COPY_META).get(COMMITTED_AT);
    return typeof committed === 'string' && Date.parse(committed) > Date.parse(loaded.updatedAt)
      ? committed
      : loaded.updatedAt;
  };
  const save = async (title: string) =>
    (
      await t.call({
        method: 'PATCH',
        url: `/api/cms/${id}`,
        token: editor.token,
        payload: { title, updatedAt: base() },
      })
    ).statusCode;
  return { copy, base, save };
}

async function createItem(title: string, token = editor.token): Promise<string> {
  const created = await t.call({ method: 'POST', url: '/api/cms/create', token, payload: { title, ...liveFields } });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data._id;
}

/** The editor's copy has heard of a save of the item (the mark every browser in it reads the item again by). */
async function heardOf(editorCopy: OpenCopy, updatedAt: string, what: string): Promise<void> {
  await until(
    () => (editorCopy.doc.getMap(COPY_META).get(COPY_SAVED_KEY) as CopySavedMark | undefined)?.updatedAt === updatedAt,
    30_000,
    what,
  );
}

/** The editor's copy carries the item's version once the server has marked it. */
async function markedAt(editorCopy: OpenCopy, updatedAt: string, what: string): Promise<void> {
  await until(() => editorCopy.doc.getMap(COPY_META).get(COMMITTED_AT) === updatedAt, 30_000, what);
}

describe('the commit mark the server writes into the shared copy', () => {
  it('lets an open editor save after an API workflow step by someone else, without a 409', async () => {
    const id = await createItem('Ferry back');
    const open = await openEditor(id);
    const saved = await t.call({
      method: 'PATCH',
      url: `/api/cms/${id}`,
      token: t.adminToken,
      payload: { status: 'Published' },
    });
    expect(saved.json().data?.status, saved.body).toBe('Published');
    await markedAt(open.copy, saved.json().data.updatedAt, 'the mark of the API save');
    expect(await open.save('Ferry back on Monday')).toBe(200);
    open.copy.close();
  });

  it('tells an open editor at once of a field changed through the API, and never lets its copy take it back unseen', async () => {
    const id = await createItem('Tram strike');
    const open = await openEditor(id);
    const loadedBase = open.base();
    const saved = await t.call({
      method: 'PATCH',
      url: `/api/cms/${id}`,
      token: t.adminToken,
      payload: { description: 'Trams stop at noon' },
    });
    expect(saved.statusCode).toBe(200);
    await heardOf(open.copy, saved.json().data.updatedAt, 'the mark of the API save');
    // The copy does not hold the new description: its saves still build on the version it loaded.
    expect(open.base()).toBe(loadedBase);
    expect(await open.save('Tram strike called off')).toBe(409);
    const stored = (await t.call({ method: 'GET', url: `/api/cms/detail/${id}`, token: editor.token })).json().data;
    expect(stored.description).toBe('Trams stop at noon');
    open.copy.close();
  });

  it('lets an open editor save after a bulk publish, without a 409', async () => {
    const id = await createItem('Bridge closed');
    const open = await openEditor(id);
    const bulk = await t.call({
      method: 'POST',
      url: '/api/cms/bulk',
      token: t.adminToken,
      payload: { action: 'publish', ids: [id] },
    });
    expect(bulk.json().data.results[0]).toMatchObject({ ok: true, message: 'Published' });
    const live = (await t.call({ method: 'GET', url: `/api/cms/detail/${id}`, token: editor.token })).json().data;
    await markedAt(open.copy, live.updatedAt, 'the mark of the bulk publish');
    expect(await open.save('Bridge closed until May')).toBe(200);
    open.copy.close();
  });

  it('tells an open editor at once of an approval made elsewhere, and refuses a save that would take it back', async () => {
    const id = await createItem('Market moves', reporter.token);
    const published = await t.call({
      method: 'PATCH',
      url: `/api/cms/${id}`,
      token: t.adminToken,
      payload: { status: 'Published' },
    });
    expect(published.json().data?.status, published.body).toBe('Published');
    const proposed = await t.call({
      method: 'PATCH',
      url: `/api/cms/${id}`,
      token: reporter.token,
      payload: { title: 'Market moves to the square' },
    });
    const revision = proposed.json().data.pendingChange.revision;
    const open = await openEditor(id);
    const approved = await t.call({
      method: 'POST',
      url: `/api/cms/${id}/revisions/${revision}/approve`,
      token: t.adminToken,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await heardOf(open.copy, approved.json().data.updatedAt, 'the mark of the approval');
    // The approved title is not in the copy: a save from it is refused, not written over it.
    expect(await open.save('Market moves on Friday')).toBe(409);
    open.copy.close();
  });

  it('lets an open editor save after the item was trashed and restored elsewhere, without a 409', async () => {
    const id = await createItem('Library hours');
    const open = await openEditor(id);
    expect((await t.call({ method: 'DELETE', url: `/api/cms/${id}`, token: t.adminToken })).statusCode).toBe(204);
    const restored = await t.call({ method: 'POST', url: `/api/cms/${id}/restore`, token: t.adminToken });
    expect(restored.statusCode).toBe(200);
    await markedAt(open.copy, restored.json().data.updatedAt, 'the mark of the restore');
    expect(await open.save('Library hours in summer')).toBe(200);
    open.copy.close();
  });

  it('lets an open editor save after the scheduler published the item, without a 409', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/cms/create',
      token: editor.token,
      payload: {
        title: 'Polls open',
        ...liveFields,
        status: 'Published',
        publishDate: new Date(Date.now() + 1500).toISOString(),
      },
    });
    expect(created.json().data?.status, created.body).toBe('Scheduled');
    const id = created.json().data._id;
    const open = await openEditor(id);
    let live: { status: string; updatedAt: string } = created.json().data;
    await until(
      async () => {
        live = (await t.call({ method: 'GET', url: `/api/cms/detail/${id}`, token: editor.token })).json().data;
        return live.status === 'Published';
      },
      30_000,
      'the scheduler',
    );
    await markedAt(open.copy, live.updatedAt, 'the mark of the scheduled publishing');
    expect(await open.save('Polls open at seven')).toBe(200);
    open.copy.close();
  });
});
