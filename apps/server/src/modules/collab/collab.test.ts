import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { COLLAB_PATH, sharedCopyName } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import * as Y from 'yjs';
import { buildApp } from '../../app.js';
import { type OpenCopy, openCopy, until } from '../../test/collab-client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { collabRepo } from './collab.repo.js';
import { STORE_MAX_DEBOUNCE_MS } from './collab.server.js';

let t: TestApp;
let baseUrl: string;
let itemId: string;
let reporter: { token: string; user: { _id: string } };
let reader: { token: string };

const urlOf = (app: { server: { address: () => unknown } }) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = urlOf(t.app);
  reporter = await t.userWith({ Cms: ['Read', 'Write', 'EditOwn'] }, 'Cora Collab');
  reader = await t.userWith({ Cms: ['Read'] }, 'Reed Reader');
  itemId = (
    await t.call({ method: 'POST', url: '/api/cms/create', token: reporter.token, payload: { title: 'Co-written' } })
  ).json().data._id;
});
afterAll(() => t.close());

const name = () => sharedCopyName(itemId);

describe('the collaboration server', () => {
  it('lets two editors type in one text at once; both end with the same text', async () => {
    const a = await openCopy(baseUrl, name(), reporter.token);
    const b = await openCopy(baseUrl, name(), t.adminToken);
    expect(a.scope).toBe('read-write');
    a.doc.getText('title').insert(0, 'Storm ');
    b.doc.getText('title').insert(0, 'Harbour ');
    await until(
      () =>
        a.doc.getText('title').toString() === b.doc.getText('title').toString() && a.doc.getText('title').length === 14,
      5000,
      'convergence',
    );
    expect(a.doc.getText('title').toString()).toMatch(/^(Storm Harbour |Harbour Storm )$/);
    a.close();
    b.close();
  });

  it('follows a user who may only read read-only, and drops that user’s updates on the server', async () => {
    const editor = await openCopy(baseUrl, name(), reporter.token);
    const watcher = await openCopy(baseUrl, name(), reader.token);
    expect(watcher.scope).toBe('readonly');
    watcher.doc.getText('title').insert(0, 'Vandal ');
    editor.doc.getText('body').insert(0, 'Editor line');
    await until(
      () => watcher.doc.getText('body').toString() === 'Editor line',
      30_000,
      'the editor’s change to arrive',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(editor.doc.getText('title').toString()).not.toContain('Vandal');
    // Not stored either.
    await until(
      async () => {
        const state = await collabRepo(t.database.db).load(name());
        if (!state) return false;
        const stored = new Y.Doc();
        Y.applyUpdate(stored, state);
        return stored.getText('body').toString() === 'Editor line';
      },
      STORE_MAX_DEBOUNCE_MS + 3000,
      'the store',
    );
    const stored = new Y.Doc();
    Y.applyUpdate(stored, (await collabRepo(t.database.db).load(name())) as Uint8Array);
    expect(stored.getText('title').toString()).not.toContain('Vandal');
    editor.close();
    watcher.close();
  });

  it('answers a plain HTTP request to its address without a server error', async () => {
    const plain = await fetch(`${baseUrl}${COLLAB_PATH}`);
    expect(plain.status).toBeLessThan(500);
  });

  it('turns away a connection without a valid token, or for an item that does not exist', async () => {
    await expect(openCopy(baseUrl, name(), 'not-a-token')).rejects.toThrow();
    await expect(
      openCopy(baseUrl, sharedCopyName('6f1c1f8e-0000-4000-8000-000000000000'), t.adminToken),
    ).rejects.toThrow();
    await expect(openCopy(baseUrl, 'notes/anything', t.adminToken)).rejects.toThrow();
  });

  it('keeps the working copy in the database within the bound, and a restarted server opens it', async () => {
    const writer = await openCopy(baseUrl, name(), reporter.token);
    writer.doc.getText('seoTitle').insert(0, 'Kept across a restart');
    const typedAt = Date.now();
    await until(
      async () => {
        const state = await collabRepo(t.database.db).load(name());
        if (!state) return false;
        const stored = new Y.Doc();
        Y.applyUpdate(stored, state);
        return stored.getText('seoTitle').toString() === 'Kept across a restart';
      },
      STORE_MAX_DEBOUNCE_MS + 3000,
      'the store',
    );
    expect(Date.now() - typedAt).toBeLessThan(STORE_MAX_DEBOUNCE_MS + 1000);
    writer.close();
    // A second server on the same database (as after a restart) opens the stored copy.
    const second = await buildApp({ config: { ...t.config, port: 0 }, database: t.database, logger: false });
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const reader2 = await openCopy(urlOf(second), name(), reporter.token);
      expect(reader2.doc.getText('seoTitle').toString()).toBe('Kept across a restart');
      reader2.close();
    } finally {
      await second.close();
    }
  });

  it('saves what was typed into the working copy, never saved and across a restart, into the item as a revision', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/cms/create',
      token: reporter.token,
      payload: { title: 'Tram strike', body: [{ title: '', body: '<p>Trams stop.</p>' }] },
    });
    const id = created.json().data._id as string;
    // A browser types into the title of the working copy (the shape of apps/web/src/live/working-copy.ts) and goes.
    const typist = await openCopy(baseUrl, sharedCopyName(id), reporter.token);
    typist.doc.transact(() => typist.doc.getMap('fields').set('title', new Y.Text('Tram strike called off')));
    typist.close();
    await until(async () => (await collabRepo(t.database.db).load(sharedCopyName(id))) !== null, 30_000, 'the store');

    // After a restart, the next browser opens the copy from the database and Save sends what it holds.
    const restarted = await buildApp({ config: { ...t.config, port: 0 }, database: t.database, logger: false });
    await restarted.listen({ port: 0, host: '127.0.0.1' });
    try {
      const saver = await openCopy(urlOf(restarted), sharedCopyName(id), reporter.token);
      const typed = saver.doc.getMap('fields').get('title');
      expect(typed).toBeInstanceOf(Y.Text);
      const saved = await restarted.inject({
        method: 'PATCH',
        url: `/api/cms/${id}`,
        headers: { authorization: `Bearer ${reporter.token}` },
        payload: { _id: id, title: String(typed), updatedAt: created.json().data.updatedAt },
      });
      saver.close();
      expect(saved.statusCode, saved.body).toBe(200);
      const history = (await t.call({ method: 'GET', url: `/api/cms/${id}/revisions`, token: reporter.token })).json()
        .data;
      expect(history).toHaveLength(2);
      expect(history[0]).toMatchObject({ number: 2, title: 'Tram strike called off', state: 'Saved' });
      const version = (
        await t.call({ method: 'GET', url: `/api/cms/${id}/revisions/${history[0]._id}`, token: reporter.token })
      ).json().data;
      expect(version.item).toMatchObject({ title: 'Tram strike called off', body: [{ body: '<p>Trams stop.</p>' }] });
    } finally {
      await restarted.close();
    }
  });

  it('keeps the presence of someone back on a new socket when the old one ends, and lets it go with the new one', async () => {
    const watcher = await openCopy(baseUrl, name(), t.adminToken);
    const first = await openCopy(baseUrl, name(), reporter.token);
    const id = first.doc.clientID;
    // Where the person is (the field being edited) tells the sockets apart; the name is the server's to say.
    const fieldOf = (copy: OpenCopy) => () => copy.provider.awareness?.getStates().get(id)?.field;
    first.provider.setAwarenessField('field', 'Title');
    await until(() => fieldOf(watcher)() === 'Title', 30_000, 'the presence');
    // The same browser comes back on a new socket (its document and client id kept) while the
    // server still holds the old one; it learns its presence from the server and says it again.
    const doc = new Y.Doc();
    doc.clientID = id;
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(first.doc));
    const second = await openCopy(baseUrl, name(), reporter.token, { doc });
    await until(() => fieldOf(second)() === 'Title', 30_000, 'the presence on the new socket');
    second.provider.setAwarenessField('field', 'Body');
    await until(() => fieldOf(watcher)() === 'Body', 30_000, 'the presence from the new socket');

    const removed: number[] = [];
    watcher.provider.awareness?.on('change', (change: { removed: number[] }) => removed.push(...change.removed));
    first.cut();
    await first.closed;
    // Someone joining afterwards is a point by which the server has seen the old socket end.
    const later = await openCopy(baseUrl, name(), t.adminToken);
    expect(removed).not.toContain(id);
    expect(fieldOf(later)()).toBe('Body');
    // The new socket ends without a word: the presence goes at once, not after the 30 s timeout.
    second.cut();
    await until(() => removed.includes(id) && fieldOf(watcher)() === undefined, 30_000, 'the presence to go');
    for (const copy of [watcher, first, second, later]) copy.close();
  });

  it('ends a socket that stops answering pings within two of them, with its presence; one that answers stays', async () => {
    const pingMs = 200;
    const pinging = await buildApp({
      config: { ...t.config, collabPingMs: pingMs },
      database: t.database,
      logger: false,
    });
    await pinging.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = urlOf(pinging);
      const watcher = await openCopy(url, name(), t.adminToken);
      const gone = await openCopy(url, name(), reporter.token);
      gone.provider.setAwarenessField('user', { name: 'Gone quiet' });
      const id = gone.doc.clientID;
      await until(() => watcher.provider.awareness?.getStates().has(id) === true, 30_000, 'the presence');
      let pings = 0;
      (watcher.provider.configuration.websocketProvider.webSocket as unknown as WebSocket).on('ping', () => {
        pings += 1;
      });
      const silentFrom = Date.now();
      gone.fallSilent();
      await gone.closed;
      expect(Date.now() - silentFrom).toBeLessThan(2 * pingMs + 1000);
      await until(() => watcher.provider.awareness?.getStates().has(id) === false, 30_000, 'the presence to go');
      // The one that answers is still there after many more pings.
      await until(() => pings >= 5, 10_000, 'five pings');
      expect(watcher.provider.configuration.websocketProvider.status).toBe('connected');
      watcher.close();
      gone.close();
    } finally {
      await pinging.close();
    }
  });

  it('forgets an item’s working copy when the item is deleted for good', async () => {
    const id = (
      await t.call({ method: 'POST', url: '/api/cms/create', token: t.adminToken, payload: { title: 'Short-lived' } })
    ).json().data._id;
    const writer = await openCopy(baseUrl, sharedCopyName(id), t.adminToken);
    writer.doc.getText('title').insert(0, 'Short-lived, typed');
    writer.close();
    await until(async () => (await collabRepo(t.database.db).load(sharedCopyName(id))) !== null, 30_000, 'the store');
    await t.call({ method: 'DELETE', url: `/api/cms/${id}`, token: t.adminToken });
    const purged = await t.call({ method: 'DELETE', url: `/api/cms/${id}/purge`, token: t.adminToken });
    expect(purged.statusCode).toBe(204);
    expect(await collabRepo(t.database.db).load(sharedCopyName(id))).toBeNull();
  });
});

/** Redis at REDIS_URL or 127.0.0.1:6379 (every machine here runs one); the test needs it. */
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const redisAnswers = await new Promise<boolean>((resolve) => {
  const url = new URL(redisUrl);
  const socket = net.connect(Number(url.port || 6379), url.hostname);
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
});

describe('several server processes', () => {
  it.skipIf(!redisAnswers)('share an item live through Redis', async () => {
    const one = await buildApp({ config: { ...t.config, redisUrl }, database: t.database, logger: false });
    const two = await buildApp({ config: { ...t.config, redisUrl }, database: t.openAnotherDatabase(), logger: false });
    await one.listen({ port: 0, host: '127.0.0.1' });
    await two.listen({ port: 0, host: '127.0.0.1' });
    try {
      const a = await openCopy(urlOf(one), name(), reporter.token);
      const b = await openCopy(urlOf(two), name(), t.adminToken);
      a.doc.getText('description').insert(0, 'From process one. ');
      await until(() => b.doc.getText('description').toString().includes('From process one.'), 30_000, 'process two');
      b.doc.getText('description').insert(0, 'From process two. ');
      await until(() => a.doc.getText('description').toString().includes('From process two.'), 30_000, 'process one');
      a.close();
      b.close();
    } finally {
      await one.close();
      await two.close();
    }
  });
});
