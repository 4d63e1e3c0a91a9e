/**
 * The delivery API under load, on the content bench's 100,000 items (BENCH_ITEMS to change) with a
 * home layout of 5 headlines, 7 top stories, a cover story and 8 sections, and a category holding
 * half the items (so its page 1,000 exists). At 10 connections, side by side in one run:
 * - home and one item by permalink against static-server.ts, node:http returning the same bytes
 *   from memory: the limit for a kept answer (target ≥ 0.6×, p99 ≤ 10 ms);
 * - a category's page 1 and page 1,000 against reference-server.ts, hand-written SQL (≥ 0.7×),
 *   both as served (kept answers) and with PUBLIC_CACHE_MB=0 (every request built from the
 *   database, as the first one after a save is);
 * - an editor's save followed at once by the public home page: the answer shows the save, and
 *   how long that first, rebuilt answer takes.
 * PostgreSQL, then PGlite (embedded: no reference or second process can reach it). Run:
 * npm run bench:public (builds first). BENCH_ITEMS, BENCH_SECONDS, BENCH_DATABASE_URL,
 * BENCH_SKIP_PGLITE=1, BENCH_SKIP_POSTGRES=1.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Layout } from '@masthead/contract';
import { openPg, openPglite } from '../apps/server/src/db/client.js';
import { generateBenchContent, temporaryPostgres } from './databases.js';
import { figures, load, type Running, signIn, startProduct, startReference, startStatic } from './product.js';
import { BIG_CATEGORY, preparePublic } from './public-data.js';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SAVES = 20;

const paths = (permaLink: string) => ({
  home: '/api/public/home',
  content: `/api/public/content/${encodeURIComponent(permaLink)}`,
  categoryFirst: `/api/public/category/${BIG_CATEGORY}?page=1`,
  categoryFar: `/api/public/category/${BIG_CATEGORY}?page=1000`,
});

async function bytesOf(server: Running, urlPath: string): Promise<{ body: string; etag: string }> {
  const response = await fetch(server.url + urlPath);
  if (!response.ok) throw new Error(`${urlPath}: ${response.status} ${await response.text()}`);
  return { body: await response.text(), etag: response.headers.get('etag') ?? '' };
}

/** Refuses to time two servers that answer a URL differently. */
async function sameBytes(urlPath: string, ours: Running, other: Running, name: string): Promise<void> {
  const [mine, theirs] = await Promise.all([bytesOf(ours, urlPath), bytesOf(other, urlPath)]);
  if (mine.body !== theirs.body) {
    let at = 0;
    while (mine.body[at] === theirs.body[at]) at += 1;
    throw new Error(
      `${name} answers ${urlPath} differently at byte ${at}:\n  ours: …${mine.body.slice(Math.max(0, at - 60), at + 80)}\n  ${name}: …${theirs.body.slice(Math.max(0, at - 60), at + 80)}`,
    );
  }
}

async function side(label: string, urlPath: string, ours: Running, other: Running | null, otherName: string) {
  await load(ours, urlPath, 1);
  const mine = await load(ours, urlPath, SECONDS);
  let line = `  ${label.padEnd(34)} ours ${figures(mine)}`;
  if (other) {
    await load(other, urlPath, 1);
    const theirs = await load(other, urlPath, SECONDS);
    line += ` | ${otherName} ${figures(theirs)} | ratio ${(mine.rps / theirs.rps).toFixed(2)}`;
  }
  console.log(line);
}

/** An editor's save, then at once the public home page: it must show the save; how long it takes. */
async function saveThenRead(ours: Running): Promise<void> {
  const token = await signIn(ours.url);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const timings: number[] = [];
  for (let i = 0; i < SAVES; i += 1) {
    const layout = ((await (await fetch(`${ours.url}/api/layout/home`, { headers })).json()) as { data: Layout }).data;
    const headlines = layout.body.headlines.map((item) => item._id);
    const reordered = [...headlines.slice(1), headlines[0]];
    const saved = await fetch(`${ours.url}/api/layout/${layout._id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ _id: layout._id, body: { headlines: reordered }, updatedAt: layout.updatedAt }),
    });
    if (!saved.ok) throw new Error(`save: ${saved.status} ${await saved.text()}`);
    const started = performance.now();
    const home = (await (await fetch(`${ours.url}/api/public/home`)).json()) as {
      data: { headlines: { _id: string }[] };
    };
    timings.push(performance.now() - started);
    const shown = home.data.headlines.map((item) => item._id);
    if (shown.join() !== reordered.join()) throw new Error(`the home page after save ${i + 1} does not show it`);
  }
  timings.sort((a, b) => a - b);
  console.log(
    `  after an editor's save: ${SAVES} of ${SAVES} first answers show it; that answer takes median ${timings[SAVES >> 1].toFixed(1)} ms, slowest ${timings[SAVES - 1].toFixed(1)} ms`,
  );
}

/** Measures one product (and, on PostgreSQL, the reference and the uncached product beside it). */
async function compare(
  permaLink: string,
  start: (env?: Record<string, string>) => Promise<Running>,
  databaseUrl: string | null,
): Promise<void> {
  const urls = paths(permaLink);
  const ours = await start();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'masthead-bench-public-'));
  const running: Running[] = [ours];
  try {
    const answersFile = path.join(folder, 'answers.json');
    const answers = { [urls.home]: await bytesOf(ours, urls.home), [urls.content]: await bytesOf(ours, urls.content) };
    await writeFile(answersFile, JSON.stringify(answers));
    const memory = await startStatic(answersFile);
    running.push(memory);
    const reference = databaseUrl ? await startReference(databaseUrl) : null;
    if (reference) running.push(reference);
    for (const url of [urls.home, urls.content]) await sameBytes(url, ours, memory, 'the in-memory server');
    if (reference) {
      for (const url of [urls.categoryFirst, urls.categoryFar]) await sameBytes(url, ours, reference, 'the reference');
      console.log('  the in-memory server and the reference answer byte for byte as the product does');
    }
    await side('home', urls.home, ours, memory, 'in memory');
    await side('content by permalink', urls.content, ours, memory, 'in memory');
    await side('category page 1 (kept answers)', urls.categoryFirst, ours, reference, 'reference');
    await side('category page 1,000 (kept answers)', urls.categoryFar, ours, reference, 'reference');
    await saveThenRead(ours);
    // One process at a time on an embedded database: the product keeping nothing comes next.
    await ours.stop();
    running.shift();
    const uncached = await start({ PUBLIC_CACHE_MB: '0' });
    running.push(uncached);
    await side('category page 1 (built each time)', urls.categoryFirst, uncached, reference, 'reference');
    await side('category page 1,000 (built each time)', urls.categoryFar, uncached, reference, 'reference');
    await side('home (built each time)', urls.home, uncached, null, '');
    await side('content (built each time)', urls.content, uncached, null, '');
  } finally {
    for (const server of running) await server.stop();
    await rm(folder, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<void> {
  const { databaseUrl, drop } = await temporaryPostgres('masthead_bench_public');
  try {
    console.log('PostgreSQL');
    const database = openPg(databaseUrl);
    const { permaLink } = await generateBenchContent(database, ITEMS, os.availableParallelism())
      .then(() => preparePublic(database))
      .finally(() => database.close());
    await compare(permaLink, (env) => startProduct({ databaseUrl, env }), databaseUrl);
  } finally {
    await drop();
  }
}

async function onPglite(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-bench-'));
  try {
    console.log('PGlite (embedded in our process)');
    const database = openPglite(await PGlite.create(path.join(dataDir, 'pglite')));
    const { permaLink } = await generateBenchContent(database, ITEMS)
      .then(() => preparePublic(database))
      .finally(() => database.close());
    await compare(permaLink, (env) => startProduct({ dataDir, env }), null);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_SKIP_POSTGRES !== '1') await onPostgres();
if (process.env.BENCH_SKIP_PGLITE !== '1') await onPglite();
