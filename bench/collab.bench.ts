/**
 * The collaboration server under editors' load (issue 16), real Yjs clients over WebSocket (the
 * Hocuspocus provider a browser uses), the built product on PostgreSQL:
 *
 * 1. BENCH_EDITORS (20) editors in one item, each typing BENCH_CPS (5) characters a second into
 *    one text for BENCH_SECONDS (60). Printed: the remote-apply latency (from one editor's
 *    keystroke to its arrival in each other editor's document) p50 and p99, the server's CPU
 *    per second of typing and its memory with the item open.
 * 2. The content list (page 1 of Published, 100,000 items) under 10 connections, with nobody
 *    typing and again while the editors type: the editing must not slow the rest of the product.
 * 3. BENCH_ITEMS (200) items open with two editors each, a few keystrokes in each: the server's
 *    resident memory before and after, and per open item.
 *
 * The clients run in this process: their clock is the one the latency is measured with.
 * Run: npm run bench:collab (builds first). BENCH_DATABASE_URL.
 */

import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { collabSocketUrl, sharedCopyName } from '@masthead/contract';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { openPg } from '../apps/server/src/db/client.js';
import { generateBenchContent, temporaryPostgres } from './databases.js';
import { figures, load, memoryOf, type Running, signIn, startProduct } from './product.js';

const EDITORS = Number(process.env.BENCH_EDITORS ?? 20);
const CPS = Number(process.env.BENCH_CPS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 200);

interface Editor {
  doc: Y.Doc;
  close: () => void;
}

function connect(product: Running, name: string, token: string): Promise<Editor> {
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({
    url: collabSocketUrl(product.url),
    WebSocketPolyfill: WebSocket,
  });
  return new Promise((resolve, reject) => {
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name,
      token,
      document: doc,
      onAuthenticationFailed: ({ reason }) => reject(new Error(reason)),
      onSynced: () =>
        resolve({
          doc,
          close: () => {
            provider.destroy();
            socket.destroy();
          },
        }),
    });
    provider.attach();
  });
}

async function createItem(product: Running, token: string, title: string): Promise<string> {
  const response = await fetch(`${product.url}/api/cms/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title }),
  });
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const mb = (value: number) => `${value.toFixed(0)} MB`;

/** Every editor types into one text; each keystroke also says who typed it and its number. */
async function typingInOneItem(product: Running, token: string): Promise<void> {
  const id = await createItem(product, token, 'Collaboration bench');
  const before = memoryOf(product.pid).rss;
  const editors = await Promise.all(Array.from({ length: EDITORS }, () => connect(product, sharedCopyName(id), token)));
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  editors.forEach((editor, index) => {
    editor.doc.getMap('typed').observe((event) => {
      const now = performance.now();
      for (const key of event.keysChanged) {
        const stamp = `${key}:${editor.doc.getMap('typed').get(key)}`;
        const sent = sentAt.get(stamp);
        if (sent !== undefined && !key.endsWith(`-${index}`)) latencies.push(now - sent);
      }
    });
  });
  const listPath = '/api/cms?status=Published';
  const listIdle = await load(product, listPath, 5, token);
  let listWhileTyping: Awaited<ReturnType<typeof load>> | null = null;
  const cpuBefore = product.cpuMicros();
  const started = performance.now();
  // Halfway through the typing, the list is read as hard as while nobody types.
  const listDuringTyping = new Promise<void>((resolve) => {
    setTimeout(
      async () => {
        listWhileTyping = await load(product, listPath, 5, token);
        resolve();
      },
      Math.max(0, (SECONDS * 1000) / 2 - 2500),
    );
  });
  const timers = editors.map((editor, index) => {
    let count = 0;
    // Spread the editors over the interval, as people do not type in step.
    const interval = 1000 / CPS;
    return new Promise<void>((resolve) => {
      setTimeout(
        () => {
          const timer = setInterval(() => {
            if (performance.now() - started >= SECONDS * 1000) {
              clearInterval(timer);
              resolve();
              return;
            }
            count++;
            const text = editor.doc.getText('body');
            editor.doc.transact(() => {
              text.insert(Math.floor(Math.random() * (text.length + 1)), String.fromCharCode(97 + (count % 26)));
              sentAt.set(`editor-${index}:${count}`, performance.now());
              editor.doc.getMap('typed').set(`editor-${index}`, count);
            });
          }, interval);
        },
        (interval * index) / EDITORS,
      );
    });
  });
  await Promise.all([...timers, listDuringTyping]);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const cpuSeconds = (product.cpuMicros() - cpuBefore) / 1e6;
  const during = memoryOf(product.pid).rss;
  const texts = new Set(editors.map((editor) => editor.doc.getText('body').toString()));
  for (const editor of editors) editor.close();
  latencies.sort((a, b) => a - b);
  const expected = EDITORS * (EDITORS - 1) * CPS * SECONDS;
  console.log(`One item, ${EDITORS} editors typing ${CPS} characters a second each for ${SECONDS} s (PostgreSQL)`);
  console.log(
    `  remote apply: p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms over ${latencies.length} arrivals (about ${expected} expected; a later keystroke can carry an earlier one)`,
  );
  const whileTyping = listWhileTyping as Awaited<ReturnType<typeof load>> | null;
  console.log(`  content list, nobody typing:   ${figures(listIdle)}`);
  if (whileTyping) {
    console.log(
      `  content list, while they type: ${figures(whileTyping)} | ${(whileTyping.rps / listIdle.rps).toFixed(2)}× (the 5 s of load share this machine with the 20 clients)`,
    );
  }
  console.log(
    `  server CPU ${((cpuSeconds / SECONDS) * 100).toFixed(1)}% of a core while they type (the list load included); memory ${mb(before)} before, ${mb(during)} with the item open; documents equal at the end: ${texts.size === 1 ? 'yes' : 'NO'}`,
  );
}

/** Many items open at once, two editors in each. */
async function manyItems(product: Running, token: string): Promise<void> {
  const ids: string[] = [];
  for (let i = 0; i < ITEMS; i++) ids.push(await createItem(product, token, `Open item ${i}`));
  const before = memoryOf(product.pid).rss;
  const editors: Editor[] = [];
  for (const id of ids) {
    editors.push(await connect(product, sharedCopyName(id), token), await connect(product, sharedCopyName(id), token));
  }
  for (const editor of editors) editor.doc.getText('body').insert(0, 'A few words typed into the working copy. ');
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const after = memoryOf(product.pid).rss;
  for (const editor of editors) editor.close();
  console.log(`${ITEMS} items open with 2 editors each`);
  const growth = after - before;
  console.log(
    growth < 2
      ? `  server memory ${mb(before)} before, ${mb(after)} with them open: no growth beyond the garbage collector's noise (< 2 MB)`
      : `  server memory ${mb(before)} before, ${mb(after)} with them open: +${mb(growth)}, ${((growth * 1024) / ITEMS).toFixed(0)} KB per open item`,
  );
}

async function main() {
  const { databaseUrl, drop } = await temporaryPostgres('masthead_collab_bench');
  let product: Running | null = null;
  try {
    const database = openPg(databaseUrl, 4);
    await generateBenchContent(database, 100_000, 4);
    await database.close();
    product = await startProduct({ databaseUrl });
    const token = await signIn(product.url);
    await typingInOneItem(product, token);
    await manyItems(product, token);
  } finally {
    await product?.stop();
    await drop();
  }
}

await main();
