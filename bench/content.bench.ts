/**
 * The content list under load: 100,000 items (1,000,000 with npm run bench:scale) (200 authors, nested categories, three
 * sections each) on PostgreSQL and on PGlite. Each call of ours runs side by side with
 * the hand-written reference server (node:http + pg, one SQL query) at 10 connections;
 * every server runs in its own process. Run: npm run bench:content (builds first).
 * BENCH_ITEMS, BENCH_SECONDS, BENCH_DATABASE_URL, BENCH_SKIP_PGLITE=1, BENCH_SKIP_POSTGRES=1, BENCH_USE_DATABASE
 * (a URL) and BENCH_PGLITE_DIR (a kept folder) to adjust.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type Database, openPg, openPglite, rowsOf } from '../apps/server/src/db/client.js';
import { generateBenchContent, temporaryPostgres } from './databases.js';
import { figures, load, type Running, signIn, startProduct, startReference } from './product.js';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SEARCH = 'bavika tisolen';

interface Prepared {
  detailId: string;
  searchQuery: string;
  /** The Published tab's last page, as the pager's Last button asks for it. */
  lastPage: number;
}

async function prepare(database: Database, parallel = 1): Promise<Prepared> {
  const { searchQuery } = await generateBenchContent(database, ITEMS, parallel);
  return describe(database, searchQuery);
}

/** What the calls need from a generated database: an item to open, the search, the last page. */
async function describe(database: Database, searchQuery = SEARCH): Promise<Prepared> {
  const [{ id }] = rowsOf<{ id: string }>(
    await database.db.execute(sql`select id from cms_items order by created_at desc limit 1 offset 5000`),
  );
  const [{ matches }] = rowsOf<{ matches: number }>(
    await database.db.execute(
      sql`select count(*)::int as matches from cms_items where search @@ websearch_to_tsquery('english', ${searchQuery})`,
    ),
  );
  const [{ published }] = rowsOf<{ published: number }>(
    await database.db.execute(
      sql`select count(*)::int as published from cms_items where status = 'Published' and deleted_at is null`,
    ),
  );
  console.log(`  ${published} published items; search "${searchQuery}" matches ${matches}`);
  return { detailId: id, searchQuery, lastPage: Math.ceil(published / 10) };
}

function calls({ detailId, searchQuery, lastPage }: Prepared): [string, string][] {
  return [
    ['list page 1 (Published)', '/api/cms?status=Published&page=1'],
    ['list page 1,000 (Published)', '/api/cms?status=Published&page=1000'],
    [`list last page (${lastPage})`, `/api/cms?status=Published&page=${lastPage}`],
    ['Blog tab page 1', '/api/cms?type=Blog&page=1'],
    ['detail', `/api/cms/detail/${detailId}`],
    ['users page 1', '/api/user?page=1'],
    ['search (two rare words)', `/api/cms?search=${encodeURIComponent(searchQuery)}`],
  ];
}

/** Our calls, each followed by the reference's (when there is one), printed as a table. */
/** The reference must answer exactly what we answer, byte for byte, or its figures mean nothing. */
async function sameAnswers(prepared: Prepared, ours: Running, reference: Running, token: string): Promise<void> {
  for (const [label, callPath] of calls(prepared)) {
    const [mine, theirs] = await Promise.all([
      fetch(ours.url + callPath, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.text()),
      fetch(reference.url + callPath).then((r) => r.text()),
    ]);
    if (mine !== theirs) {
      let at = 0;
      while (mine[at] === theirs[at]) at += 1;
      throw new Error(
        `The reference answers ${label} differently from the product at byte ${at}:\n  ours:      …${mine.slice(Math.max(0, at - 60), at + 80)}\n  reference: …${theirs.slice(Math.max(0, at - 60), at + 80)}`,
      );
    }
  }
  console.log('  the reference answers every call byte for byte as the product does');
}

async function compare(prepared: Prepared, ours: Running, reference?: Running): Promise<void> {
  const token = await signIn(ours.url);
  if (reference) await sameAnswers(prepared, ours, reference, token);
  let page1 = 0;
  // A reference runs beside a PostgreSQL server only: there, the database's own CPU is counted too.
  const onPostgres = { onPostgres: reference !== undefined };
  for (const [index, [label, callPath]] of calls(prepared).entries()) {
    // Warm-up: connections, prepared statements, caches; the first call also warms the JIT.
    const warmUp = index === 0 ? 3 : 1;
    await load(ours, callPath, warmUp, token);
    const mine = await load(ours, callPath, SECONDS, token, onPostgres);
    if (label.startsWith('list page 1 ')) page1 = mine.rps;
    let line = `  ${label.padEnd(28)} ours ${figures(mine)}`;
    if (reference) {
      await load(reference, callPath, warmUp);
      const theirs = await load(reference, callPath, SECONDS, undefined, onPostgres);
      line += ` | reference ${figures(theirs)} | ratio ${(mine.rps / theirs.rps).toFixed(2)}`;
    }
    if (label.startsWith('list page 1,000')) line += ` | vs our page 1: ${(mine.rps / page1).toFixed(2)}`;
    console.log(line);
  }
}

/** BENCH_USE_DATABASE: a database a run generated before (kept, not dropped), to time again without generating. */
async function onGeneratedPostgres(databaseUrl: string): Promise<void> {
  console.log(`PostgreSQL, ${new URL(databaseUrl).pathname.slice(1)} as generated before`);
  const database = openPg(databaseUrl);
  const prepared = await describe(database).finally(() => database.close());
  const ours = await startProduct({ databaseUrl });
  const reference = await startReference(databaseUrl);
  try {
    await compare(prepared, ours, reference);
  } finally {
    await ours.stop();
    await reference.stop();
  }
}

async function onPostgres(): Promise<void> {
  const { databaseUrl, drop } = await temporaryPostgres('masthead_bench_content');
  try {
    console.log('PostgreSQL');
    const database = openPg(databaseUrl);
    const prepared = await prepare(database, os.availableParallelism()).finally(() => database.close());
    const ours = await startProduct({ databaseUrl });
    const reference = await startReference(databaseUrl);
    try {
      await compare(prepared, ours, reference);
    } finally {
      await ours.stop();
      await reference.stop();
    }
  } finally {
    await drop();
  }
}

/**
 * BENCH_PGLITE_DIR: a data folder kept between runs; generated into when empty, timed as it is
 * otherwise (to compare the embedded figures of two builds on the same data).
 */
async function onPglite(): Promise<void> {
  const kept = process.env.BENCH_PGLITE_DIR;
  const dataDir = kept ?? (await mkdtemp(path.join(os.tmpdir(), 'masthead-bench-')));
  if (kept) await mkdir(kept, { recursive: true });
  try {
    console.log('PGlite (embedded in our process; no reference server can reach it)');
    const folder = path.join(dataDir, 'pglite');
    const generated = existsSync(path.join(folder, 'PG_VERSION'));
    const database = openPglite(await PGlite.create(folder));
    const prepared = await (generated ? describe(database) : prepare(database)).finally(() => database.close());
    const ours = await startProduct({ dataDir });
    try {
      await compare(prepared, ours);
    } finally {
      await ours.stop();
    }
  } finally {
    if (!kept) await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_USE_DATABASE) await onGeneratedPostgres(process.env.BENCH_USE_DATABASE);
else if (process.env.BENCH_SKIP_POSTGRES !== '1') await onPostgres();
if (process.env.BENCH_SKIP_PGLITE !== '1') await onPglite();
