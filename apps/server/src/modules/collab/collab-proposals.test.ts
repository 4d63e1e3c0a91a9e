import type { AddressInfo } from 'node:net';
import { COPY_META, COPY_SAVED_KEY, proposalCopyName, sharedCopyName } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { openCopy, until } from '../../test/collab-client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let baseUrl: string;
let reporter: { token: string; user: { _id: string } };
let editor: { token: string; user: { _id: string } };
let liveId: string;
/** What publishing needs besides a title. */
let liveFields: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  reporter = await t.userWith({ Cms: ['Read', 'Write', 'EditOwn'] }, 'Rita Proposer');
  editor = await t.userWith({ Cms: ['Read', 'Write', 'Edit', 'Publish'] }, 'Eddie Desk');
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#08f' } })
    .png()
    .toBuffer();
  const image = (await t.upload(png, 'cover.png')).json().data._id;
  const category = (
    await t.call({ method: 'POST', url: '/api/category/create', token: t.adminToken, payload: { name: 'Shelters' } })
  ).json().data._id;
  liveFields = {
    description: 'Beds for the night',
    body: [{ title: '', body: '<p>Bring your own bedding.</p>' }],
    image,
    categories: [category],
    seo: { title: 'Shelter opens', description: 'Beds' },
    publishDate: new Date(Date.now() - 60_000).toISOString(),
  };
  const created = await t.call({
    method: 'POST',
    url: '/api/cms/create',
    token: reporter.token,
    payload: { title: 'Shelter opens', ...liveFields },
  });
  liveId = created.json().data._id;
  const published = await t.call({
    method: 'PATCH',
    url: `/api/cms/${liveId}`,
    token: editor.token,
    payload: { status: 'Published' },
  });
  expect(published.json().data?.status, published.body).toBe('Published');
});
afterAll(() => t.close());

describe('working copies of a live item', () => {
  it('follows someone without Publish in the shared copy read-only: nothing they send reaches it', async () => {
    const proposer = await openCopy(baseUrl, sharedCopyName(liveId), reporter.token);
    const desk = await openCopy(baseUrl, sharedCopyName(liveId), editor.token);
    expect(proposer.scope).toBe('readonly');
    expect(desk.scope).toBe('read-write');
    proposer.doc.getText('title').insert(0, 'Unapproved ');
    desk.doc.getText('body').insert(0, 'Desk line');
    await until(() => proposer.doc.getText('body').toString() === 'Desk line', 30_000, 'the desk’s change');
    // The desk's own change arrived after the proposer's; the proposer's never does.
    await until(() => desk.doc.getText('body').toString() === 'Desk line', 30_000, 'the desk');
    expect(desk.doc.getText('title').toString()).toBe('');
    proposer.close();
    desk.close();
  });

  it('opens a proposal to its author only, read-write; nobody else, not even an editor', async () => {
    const own = await openCopy(baseUrl, proposalCopyName(liveId, reporter.user._id), reporter.token);
    expect(own.scope).toBe('read-write');
    own.doc.getText('title').insert(0, 'Shelter opens by Friday');
    own.close();
    await expect(openCopy(baseUrl, proposalCopyName(liveId, reporter.user._id), editor.token)).rejects.toThrow();
    await expect(openCopy(baseUrl, proposalCopyName(liveId, editor.user._id), reporter.token)).rejects.toThrow();
    await expect(
      openCopy(baseUrl, `${sharedCopyName(liveId)}/other/${reporter.user._id}`, t.adminToken),
    ).rejects.toThrow();
  });

  it('marks every save of the item in its open shared copy, whoever made it and however', async () => {
    const desk = await openCopy(baseUrl, sharedCopyName(liveId), editor.token);
    const marks: unknown[] = [];
    desk.doc.getMap(COPY_META).observe((event) => {
      if (event.keysChanged.has(COPY_SAVED_KEY)) marks.push(desk.doc.getMap(COPY_META).get(COPY_SAVED_KEY));
    });
    // A save through the API (no browser involved).
    const saved = await t.call({
      method: 'PATCH',
      url: `/api/cms/${liveId}`,
      token: t.adminToken,
      payload: { description: 'Beds and hot food for the night' },
    });
    expect(saved.statusCode).toBe(200);
    await until(() => marks.length === 1, 30_000, 'the mark of the API save');
    expect(marks[0]).toEqual({ updatedAt: saved.json().data.updatedAt, status: 'Published' });
    // A change sent for review by the proposer: the live item stays, the others learn of it at once.
    const pending = await t.call({
      method: 'PATCH',
      url: `/api/cms/${liveId}`,
      token: reporter.token,
      payload: { title: 'Shelter opens by Friday' },
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data.pendingChange).not.toBeNull();
    await until(() => marks.length === 2, 30_000, 'the mark of the change sent for review');
    // A bulk action.
    const bulk = await t.call({
      method: 'POST',
      url: '/api/cms/bulk',
      token: t.adminToken,
      payload: { action: 'publish', ids: [liveId] },
    });
    expect(bulk.statusCode).toBe(200);
    await until(() => marks.length === 3, 30_000, 'the mark of the bulk action');
    // A proposal open at the time hears of a save too (its author learns of a review at once).
    const proposal = await openCopy(baseUrl, proposalCopyName(liveId, reporter.user._id), reporter.token);
    const saved2 = await t.call({
      method: 'PATCH',
      url: `/api/cms/${liveId}`,
      token: t.adminToken,
      payload: { description: 'Beds, hot food and showers' },
    });
    await until(
      () =>
        (proposal.doc.getMap(COPY_META).get(COPY_SAVED_KEY) as { updatedAt?: string } | undefined)?.updatedAt ===
        saved2.json().data.updatedAt,
      5000,
      'the mark in the open proposal',
    );
    proposal.close();
    desk.close();
  });

  it('stops taking a connected proposer’s updates the moment the item goes live', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/cms/create',
      token: reporter.token,
      payload: { title: 'Draft then live' },
    });
    const draft = created.json().data;
    const author = await openCopy(baseUrl, sharedCopyName(draft._id), reporter.token);
    const desk = await openCopy(baseUrl, sharedCopyName(draft._id), editor.token);
    expect(author.scope).toBe('read-write');
    author.doc.getText('title').insert(0, 'Before ');
    await until(() => desk.doc.getText('title').toString() === 'Before ', 30_000, 'the draft’s typing');
    const live = await t.call({
      method: 'PATCH',
      url: `/api/cms/${draft._id}`,
      token: editor.token,
      payload: { ...liveFields, status: 'Published' },
    });
    expect(live.json().data?.status, live.body).toBe('Published');
    await until(() => desk.doc.getMap(COPY_META).get(COPY_SAVED_KEY) !== undefined, 30_000, 'the mark');
    author.doc.getText('title').insert(0, 'After ');
    // Sent on the same socket after the update: once the desk sees it, the server has handled the update.
    author.provider.setAwarenessField('probe', 'after');
    await until(
      () => [...(desk.provider.awareness?.getStates().values() ?? [])].some((state) => state.probe === 'after'),
      5000,
      'the author’s next message',
    );
    expect(desk.doc.getText('title').toString()).toBe('Before ');
    author.close();
    desk.close();
  });

  it('deletes the shared copy and every proposal when the item is deleted for good', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/cms/create',
      token: reporter.token,
      payload: { title: 'Gone' },
    });
    const id = created.json().data._id as string;
    const own = await openCopy(baseUrl, proposalCopyName(id, reporter.user._id), reporter.token);
    own.doc.getText('title').insert(0, 'kept');
    const shared = await openCopy(baseUrl, sharedCopyName(id), reporter.token);
    shared.doc.getText('title').insert(0, 'kept');
    own.close();
    shared.close();
    const stored = async () =>
      rowsOf<{ count: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as count from collab_documents where name like ${`${sharedCopyName(id)}%`}`,
        ),
      )[0]?.count ?? 0;
    await until(async () => (await stored()) === 2, 30_000, 'both copies stored');
    expect((await t.call({ method: 'DELETE', url: `/api/cms/${id}`, token: t.adminToken })).statusCode).toBe(204);
    expect((await t.call({ method: 'DELETE', url: `/api/cms/${id}/purge`, token: t.adminToken })).statusCode).toBe(204);
    expect(await stored()).toBe(0);
  });
});
