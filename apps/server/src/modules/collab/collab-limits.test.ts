import type { AddressInfo } from 'node:net';
import { messages, sharedCopyName, WORKING_COPY_MAX_BYTES } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import * as Y from 'yjs';
import { buildApp } from '../../app.js';
import {
  authMessage,
  type OpenCopy,
  openCopy,
  protocolMessage,
  rawSocket,
  until,
  updateMessage,
} from '../../test/collab-client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { collabRepo } from './collab.repo.js';
import { STORE_MAX_DEBOUNCE_MS } from './collab.server.js';
import { CLOSE } from './socket-guard.js';
import { SOCKET_LIMITS } from './socket-limits.js';

let t: TestApp;
let baseUrl: string;
let itemId: string;

const urlOf = (app: { server: { address: () => unknown } }) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = urlOf(t.app);
  itemId = (
    await t.call({ method: 'POST', url: '/api/cms/create', token: t.adminToken, payload: { title: 'Guarded' } })
  ).json().data._id;
});
afterAll(() => t.close());

const name = () => sharedCopyName(itemId);

/** The underlying socket of a provider's copy, and when and how it closed. */
function socketOf(copy: OpenCopy) {
  const socket = copy.provider.configuration.websocketProvider.webSocket as unknown as WebSocket;
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return { socket, closed };
}

/** What the database holds of the item's shared working copy. */
async function stored(copyName = name()): Promise<Y.Doc> {
  const doc = new Y.Doc();
  const state = await collabRepo(t.database.db).load(copyName);
  if (state) Y.applyUpdate(doc, state);
  return doc;
}

async function newItem(title: string, token = t.adminToken): Promise<string> {
  const created = await t.call({ method: 'POST', url: '/api/cms/create', token, payload: { title } });
  return created.json().data._id;
}

describe('a socket that does not sign in', () => {
  it('is closed once it has sent more than the few KB a sign-in needs, without waiting for the Auth', async () => {
    const { socket, closed } = await rawSocket(baseUrl);
    const opened = Date.now();
    const junk = Buffer.alloc(16 * 1024, 7);
    for (let i = 0; i < 8; i++) socket.send(protocolMessage(name(), 0, Buffer.from([2]), junk));
    const { code, reason, at } = await closed;
    expect(code).toBe(CLOSE.policy);
    expect(reason).toBe(messages.collabTooMuchBeforeSignIn);
    expect(at - opened).toBeLessThan(2000);
  });

  it('is closed after a refused sign-in, with the reason', async () => {
    const { socket, closed } = await rawSocket(baseUrl);
    const opened = Date.now();
    socket.send(authMessage(name(), 'not-a-token'));
    const { code, reason, at } = await closed;
    expect(code).toBe(CLOSE.signedOut);
    expect(reason).toBe(messages.signInRequired);
    expect(at - opened).toBeLessThan(2000);
  });

  it('is closed when it has not signed in within a few seconds, sending nothing or a little', async () => {
    const silent = await rawSocket(baseUrl);
    const chatty = await rawSocket(baseUrl);
    const opened = Date.now();
    chatty.socket.send(protocolMessage(name(), 1, Buffer.from([0])));
    for (const { closed } of [silent, chatty]) {
      const { code, reason, at } = await closed;
      expect(code).toBe(CLOSE.signInTooSlow);
      expect(reason).toBe(messages.collabSignInTooSlow);
      expect(at - opened).toBeGreaterThanOrEqual(SOCKET_LIMITS.signInWithinMs - 100);
      expect(at - opened).toBeLessThan(SOCKET_LIMITS.signInWithinMs + 2000);
    }
  });

  it('takes the frame limit from the working-copy limit: a frame over it closes the socket', async () => {
    const { socket, closed } = await rawSocket(baseUrl);
    socket.send(Buffer.alloc(WORKING_COPY_MAX_BYTES + 64 * 1024));
    expect((await closed).code).toBe(1009);
  });
});

describe('client addresses', () => {
  it('hold at most so many sockets each, and so many not signed in; a signed-in client still works', async () => {
    const capped = await buildApp({
      config: { ...t.config, collabSockets: { perAddress: 3, signingInPerAddress: 2 } },
      database: t.database,
      logger: false,
    });
    await capped.listen({ port: 0, host: '127.0.0.1' });
    const url = urlOf(capped);
    try {
      // Two not signed in: a third waiting one is refused at once.
      const waiting = [await rawSocket(url), await rawSocket(url)];
      const third = await rawSocket(url);
      expect(await third.closed).toMatchObject({ code: CLOSE.tryLater, reason: messages.collabTooManyConnections });
      // Once they go, a signed-in client still works, up to three sockets in all.
      for (const { socket, closed } of waiting) {
        socket.close();
        await closed;
      }
      const copies = [
        await openCopy(url, name(), t.adminToken),
        await openCopy(url, name(), t.adminToken),
        await openCopy(url, name(), t.adminToken),
      ];
      copies[0]?.doc.getText('title').insert(0, 'Still works ');
      await until(() => copies[2]?.doc.getText('title').toString() === 'Still works ', 30_000, 'the edit to arrive');
      const fourth = await rawSocket(url);
      expect((await fourth.closed).code).toBe(CLOSE.tryLater);
      for (const copy of copies) copy.close();
    } finally {
      await capped.close();
    }
  });

  it('are the ones the rate limits use: a forwarded address counts only behind a trusted proxy', async () => {
    const proxied = await buildApp({
      config: { ...t.config, trustProxy: ['127.0.0.1'], collabSockets: { perAddress: 1, signingInPerAddress: 1 } },
      database: t.database,
      logger: false,
    });
    await proxied.listen({ port: 0, host: '127.0.0.1' });
    const url = urlOf(proxied);
    try {
      const one = await rawSocket(url, { 'x-forwarded-for': '203.0.113.1' });
      const other = await rawSocket(url, { 'x-forwarded-for': '203.0.113.2' });
      const sameAsOne = await rawSocket(url, { 'x-forwarded-for': '203.0.113.1' });
      expect((await sameAsOne.closed).code).toBe(CLOSE.tryLater);
      expect(one.socket.readyState).toBe(1);
      expect(other.socket.readyState).toBe(1);
      one.socket.close();
      other.socket.close();
    } finally {
      await proxied.close();
    }
  });
});

describe('an open working copy after its user is signed out or blocked', () => {
  it('closes at once on signing out, in another process too; an update sent after it is neither passed on nor stored', async () => {
    const id = await newItem('Signed out');
    const token = await t.login('admin@example.com', 'admin-password-1');
    // The socket is held by a second process on the same database; the sign-out is made in the first.
    const other = await buildApp({ config: t.config, database: t.openAnotherDatabase(), logger: false });
    await other.listen({ port: 0, host: '127.0.0.1' });
    let leaving: OpenCopy | undefined;
    try {
      leaving = await openCopy(urlOf(other), sharedCopyName(id), token);
      const watcher = await openCopy(urlOf(other), sharedCopyName(id), t.adminToken);
      const { closed } = socketOf(leaving);
      leaving.doc.getText('title').insert(0, 'Before ');
      await until(() => watcher.doc.getText('title').toString() === 'Before ', 30_000, 'the first edit');

      const out = await t.call({ method: 'POST', url: '/api/auth/logout', token });
      expect(out.statusCode).toBe(204);
      const signedOutAt = Date.now();
      const copy = leaving;
      copy.doc.getText('title').insert(7, 'after');
      expect(await closed).toEqual({ code: CLOSE.signedOut, reason: messages.sessionEnded });
      expect(Date.now() - signedOutAt).toBeLessThan(2000);
      await new Promise((resolve) => setTimeout(resolve, STORE_MAX_DEBOUNCE_MS + 500));
      expect(watcher.doc.getText('title').toString()).toBe('Before ');
      expect((await stored(sharedCopyName(id))).getText('title').toString()).toBe('Before ');
      // Coming back with the same token is refused.
      await expect(openCopy(baseUrl, sharedCopyName(id), token)).rejects.toThrow();
      watcher.close();
    } finally {
      leaving?.close();
      await other.close();
    }
  });

  it('drops an update sent right after the sign-out, before the socket has closed', async () => {
    const id = await newItem('Signed out, typing');
    const token = await t.login('admin@example.com', 'admin-password-1');
    const watcher = await openCopy(baseUrl, sharedCopyName(id), t.adminToken);
    const leaving = await openCopy(baseUrl, sharedCopyName(id), token);
    const out = await t.call({ method: 'POST', url: '/api/auth/logout', token });
    expect(out.statusCode).toBe(204);
    leaving.doc.getText('title').insert(0, 'after');
    await new Promise((resolve) => setTimeout(resolve, STORE_MAX_DEBOUNCE_MS + 500));
    expect(watcher.doc.getText('title').toString()).toBe('');
    expect((await stored(sharedCopyName(id))).getText('title').toString()).toBe('');
    watcher.close();
    leaving.close();
  });

  it('closes at once when the user is blocked; its next update is dropped', async () => {
    const id = await newItem('Blocked');
    const writer = await t.userWith({ Cms: ['Read', 'Write', 'Edit'] }, 'Bea Blocked');
    const watcher = await openCopy(baseUrl, sharedCopyName(id), t.adminToken);
    const blocked = await openCopy(baseUrl, sharedCopyName(id), writer.token);
    const { closed } = socketOf(blocked);
    blocked.doc.getText('title').insert(0, 'Before ');
    await until(() => watcher.doc.getText('title').toString() === 'Before ', 30_000, 'the first edit');

    const response = await t.call({
      method: 'PATCH',
      url: '/api/user',
      token: t.adminToken,
      payload: { _id: writer.user._id, status: 'Disable' },
    });
    expect(response.statusCode, response.body).toBe(200);
    blocked.doc.getText('title').insert(7, 'after');
    expect(await closed).toEqual({ code: CLOSE.signedOut, reason: messages.sessionEnded });
    await new Promise((resolve) => setTimeout(resolve, STORE_MAX_DEBOUNCE_MS + 500));
    expect(watcher.doc.getText('title').toString()).toBe('Before ');
    expect((await stored(sharedCopyName(id))).getText('title').toString()).toBe('Before ');
    watcher.close();
    blocked.close();
  });
});

describe('the size of a working copy', () => {
  it(`is at most ${WORKING_COPY_MAX_BYTES / 1024 / 1024} MiB: an update beyond is refused with the reason, the rest kept`, async () => {
    const id = await newItem('Large');
    const watcher = await openCopy(baseUrl, sharedCopyName(id), t.adminToken);
    const writer = await openCopy(baseUrl, sharedCopyName(id), t.adminToken);
    const closes: string[] = [];
    writer.provider.on('close', ({ event }: { event: { reason: string } }) => closes.push(event.reason));
    // Three quarters of the limit is taken...
    writer.doc.getText('body').insert(0, 'a'.repeat((WORKING_COPY_MAX_BYTES * 3) / 4));
    await until(() => watcher.doc.getText('body').length > 0, 60_000, 'the large text');
    // ...a third more is not: the copy is closed on that socket, and the update goes nowhere.
    writer.doc.getText('title').insert(0, 'b'.repeat(WORKING_COPY_MAX_BYTES / 3));
    await until(() => closes.length > 0, 60_000, 'the refusal');
    expect(closes[0]).toBe(messages.workingCopyTooLarge(WORKING_COPY_MAX_BYTES / 1024 / 1024));
    await new Promise((resolve) => setTimeout(resolve, STORE_MAX_DEBOUNCE_MS + 500));
    expect(watcher.doc.getText('title').length).toBe(0);
    const kept = await stored(sharedCopyName(id));
    expect(kept.getText('body').length).toBe((WORKING_COPY_MAX_BYTES * 3) / 4);
    expect(kept.getText('title').length).toBe(0);
    // Removing content is always taken, and a small edit then fits again.
    const trimmer = await openCopy(baseUrl, sharedCopyName(id), t.adminToken);
    trimmer.doc.getText('body').delete(0, WORKING_COPY_MAX_BYTES / 2);
    trimmer.doc.getText('title').insert(0, 'Fits');
    await until(() => watcher.doc.getText('title').toString() === 'Fits', 60_000, 'the small edit');
    for (const copy of [watcher, writer, trimmer]) copy.close();
  });

  it('takes a whole copy up to the limit in one update (a browser back from offline sends all it has)', async () => {
    const id = await newItem('One big update');
    const token = t.adminToken;
    const watcher = await openCopy(baseUrl, sharedCopyName(id), token);
    const { socket } = await rawSocket(baseUrl);
    const replies: Buffer[] = [];
    socket.on('message', (data: Buffer) => replies.push(data));
    socket.send(authMessage(sharedCopyName(id), token));
    await until(() => replies.length > 0, 30_000, 'the sign-in');
    const big = new Y.Doc();
    big.getText('title').insert(0, 'c'.repeat(WORKING_COPY_MAX_BYTES - 100));
    const update = Y.encodeStateAsUpdate(big);
    expect(update.length).toBeGreaterThan(WORKING_COPY_MAX_BYTES - 100);
    socket.send(updateMessage(sharedCopyName(id), update));
    await until(() => watcher.doc.getText('title').length === WORKING_COPY_MAX_BYTES - 100, 60_000, 'the update');
    socket.close();
    watcher.close();
  });
});

describe('presence', () => {
  it('shows the signed-in user, whatever name and role a client claims', async () => {
    const reader = await t.userWith({ Cms: ['Read'] }, 'Reed Reader');
    const admin = (await t.call({ method: 'GET', url: '/api/user/me', token: t.adminToken })).json().data;
    const watcher = await openCopy(baseUrl, name(), t.adminToken);
    const forger = await openCopy(baseUrl, name(), reader.token);
    expect(forger.scope).toBe('readonly');
    forger.provider.setAwarenessField('user', {
      id: admin._id,
      name: 'Administrator',
      role: 'Super Admin',
      color: '#000',
    });
    forger.provider.setAwarenessField('field', 'Title');
    const shown = () => watcher.provider.awareness?.getStates().get(forger.doc.clientID);
    await until(() => shown()?.field === 'Title', 30_000, 'the presence');
    expect(shown()?.user).toEqual({ id: reader.user._id, name: 'Reed Reader', color: '#000' });
    // Someone joining later is told the same.
    const later = await openCopy(baseUrl, name(), t.adminToken);
    await until(() => later.provider.awareness?.getStates().has(forger.doc.clientID) === true, 30_000, 'the presence');
    expect(later.provider.awareness?.getStates().get(forger.doc.clientID)?.user.name).toBe('Reed Reader');
    for (const copy of [watcher, forger, later]) copy.close();
  });
});
