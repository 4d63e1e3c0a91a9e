/** The databases the benches run on: a throwaway PostgreSQL database, filled by the content generator. */
import pg from 'pg';
import { ensureFirstAdmin } from '../apps/server/src/bootstrap/first-admin.js';
import type { Database } from '../apps/server/src/db/client.js';
import { generateContent } from './content-data.js';
import { BENCH_ADMIN } from './product.js';

/** BENCH_DATABASE_URL, or the PostgreSQL every machine here runs. */
export const benchServerUrl = () =>
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/test';

/** Creates a database of its own on the PostgreSQL server; `drop` removes it. */
export async function temporaryPostgres(prefix: string): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: benchServerUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(benchServerUrl());
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Migrates, adds the bench's administrator and generates `items` items; says how long it took. */
export async function generateBenchContent(
  database: Database,
  items: number,
  parallel = 1,
): Promise<{ searchQuery: string }> {
  await database.migrate();
  await ensureFirstAdmin(database.db, { ...BENCH_ADMIN, oneTimePassword: false });
  const started = performance.now();
  const generated = await generateContent(database.db, items, parallel);
  console.log(`  generated ${items} items in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return generated;
}
