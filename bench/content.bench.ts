/**
 * The content list under load: 100,000 items (200 authors, nested categories, three
 * sections each) on PostgreSQL and on PGlite. Each call of ours runs side by side with
 * the hand-written reference server (node:http + pg, one SQL query) at 10 connections.
 * Run: npm run bench:content   (BENCH_ITEMS, BENCH_SECONDS, BENCH_DATABASE_URL to adjust)
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { ensureFirstAdmin } from '../apps/server/src/bootstrap/first-admin.js';
import type { Config } from '../apps/server/src/config.js';
import { type Database, openPg, openPglite, rowsOf } from '../apps/server/src/db/client.js';
import { generateContent } from './content-data.js';
import { startReferenceServer } from './reference-server.js';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ADMIN = { email: 'admin@example.com', password: 'bench-password-1' };

interface Figures {
  rps: number;
  p99: number;
  errors: number;
}

async function load(url: string, token?: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: SECONDS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.non2xx + result.errors };
}

async function ourServer(database: Database) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-bench-'));
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: null,
    jwtSecret: randomBytes(32).toString('hex'),
    tokenTtlSeconds: 3600,
    adminEmail: null,
    adminPassword: null,
    webDir: null,
    logLevel: 'silent',
    publicSiteUrl: null,
    publishIntervalMs: 0,
    loginLimits: { perIpPerMinute: 100_000, failuresPerEmail: 100_000, emailWindowMinutes: 1 },
  };
  const app = await buildApp({ config, database, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  return {
    url,
    token,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function prepare(database: Database): Promise<{ detailId: string; searchQuery: string }> {
  await database.migrate();
  await ensureFirstAdmin(database.db, ADMIN);
  const started = performance.now();
  const { searchQuery } = await generateContent(database.db, ITEMS);
  const [{ id }] = rowsOf<{ id: string }>(
    await database.db.execute(sql`select id from cms_items order by created_at desc limit 1 offset 5000`),
  );
  const [{ matches }] = rowsOf<{ matches: number }>(
    await database.db.execute(
      sql`select count(*)::int as matches from cms_items where search @@ websearch_to_tsquery('english', ${searchQuery})`,
    ),
  );
  console.log(
    `  generated ${ITEMS} items in ${((performance.now() - started) / 1000).toFixed(1)} s; search "${searchQuery}" matches ${matches}`,
  );
  return { detailId: id, searchQuery };
}

function calls({ detailId, searchQuery }: { detailId: string; searchQuery: string }): [string, string][] {
  return [
    ['list page 1 (Published)', '/api/cms?status=Published&page=1'],
    ['list page 1,000 (Published)', '/api/cms?status=Published&page=1000'],
    ['detail', `/api/cms/detail/${detailId}`],
    ['users page 1', '/api/user?page=1'],
    ['search (two rare words)', `/api/cms?search=${encodeURIComponent(searchQuery)}`],
  ];
}

async function onPostgres(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/test';
  const name = `masthead_bench_content_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPg(url.toString());
  try {
    console.log('PostgreSQL');
    const prepared = await prepare(database);
    const ours = await ourServer(database);
    const reference = await startReferenceServer(url.toString());
    const rows: string[] = [];
    let page1 = 0;
    for (const [label, callPath] of calls(prepared)) {
      const mine = await load(ours.url + callPath, ours.token);
      const theirs = await load(reference.url + callPath);
      if (label.startsWith('list page 1 ')) page1 = mine.rps;
      rows.push(
        `  ${label.padEnd(30)} ours ${String(mine.rps).padStart(5)} req/s p99 ${String(mine.p99).padStart(4)} ms | reference ${String(theirs.rps).padStart(5)} req/s | ratio ${(mine.rps / theirs.rps).toFixed(2)}${mine.errors + theirs.errors ? ` | errors ${mine.errors}/${theirs.errors}` : ''}${label.startsWith('list page 1,000') ? ` | vs our page 1: ${(mine.rps / page1).toFixed(2)}` : ''}`,
      );
    }
    console.log(rows.join('\n'));
    await ours.close();
    await reference.close();
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function onPglite(): Promise<void> {
  const database = openPglite(await PGlite.create());
  try {
    console.log('PGlite (embedded; no reference server can reach it)');
    const prepared = await prepare(database);
    const ours = await ourServer(database);
    for (const [label, callPath] of calls(prepared)) {
      const mine = await load(ours.url + callPath, ours.token);
      console.log(
        `  ${label.padEnd(30)} ours ${String(mine.rps).padStart(5)} req/s p99 ${String(mine.p99).padStart(4)} ms`,
      );
    }
    await ours.close();
  } finally {
    await database.close();
  }
}

await onPostgres();
if (process.env.BENCH_SKIP_PGLITE !== '1') await onPglite();
