/**
 * Prints the figures: time from start to first served page, login p50, and
 * GET /api/user throughput with 10,000 users on PGlite and on PostgreSQL, the product
 * running in its own process. Run: npm run bench:users (builds first).
 * PostgreSQL from BENCH_DATABASE_URL, default 127.0.0.1:5432/test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ensureFirstAdmin } from '../apps/server/src/bootstrap/first-admin.js';
import { type Database, openPg, openPglite } from '../apps/server/src/db/client.js';
import { roles, userRoles, users } from '../apps/server/src/db/schema.js';
import { hashPassword } from '../apps/server/src/lib/passwords.js';
import { BENCH_ADMIN, load, type Running, signIn, startProduct } from './product.js';

const USERS = 10_000;

async function timeToFirstPage(): Promise<number> {
  const started = performance.now();
  const product = await startProduct({});
  try {
    const response = await fetch(`${product.url}/`);
    if (!response.ok) throw new Error(`first page: ${response.status}`);
    return performance.now() - started;
  } finally {
    await product.stop();
  }
}

async function seed(database: Database): Promise<void> {
  await database.migrate();
  await ensureFirstAdmin(database.db, { ...BENCH_ADMIN, oneTimePassword: false });
  const passwordHash = await hashPassword('bench-user-password');
  const roleIds = await database.db
    .insert(roles)
    .values(
      ['Reporter', 'Editor', 'Photographer'].map((name) => ({
        name,
        description: name,
        modelPermissions: { Cms: ['Read' as const] },
      })),
    )
    .returning({ id: roles.id });
  for (let start = 0; start < USERS; start += 1000) {
    const batch = Array.from({ length: 1000 }, (_, i) => ({
      name: `User ${start + i}`,
      email: `user${start + i}@example.com`,
      phone: '+44 20 7946 0000',
      passwordHash,
    }));
    const inserted = await database.db.insert(users).values(batch).returning({ id: users.id });
    await database.db
      .insert(userRoles)
      .values(inserted.map((u, i) => ({ userId: u.id, roleId: roleIds[i % roleIds.length].id })));
  }
}

async function measure(label: string, database: Database, start: () => Promise<Running>): Promise<void> {
  try {
    await seed(database);
    await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
  const product = await start();
  try {
    const logins: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await signIn(product.url);
      logins.push(performance.now() - t0);
    }
    logins.sort((a, b) => a - b);
    const token = await signIn(product.url);
    await load(product, '/api/user?page=1', 1, token);
    const first = await load(product, '/api/user?page=1', 10, token);
    const deep = await load(product, '/api/user?page=500', 5, token);
    console.log(
      `${label.padEnd(10)} login p50 ${logins[15].toFixed(1)} ms | GET /api/user page 1: ${first.rps} req/s (p99 ${first.p99} ms, ${first.cpuMicrosPerRequest} µs CPU/req, errors ${first.errors}) | page 500: ${deep.rps} req/s`,
    );
  } finally {
    await product.stop();
  }
}

console.log(`Start to first served page (built tree, fresh data): ${Math.round(await timeToFirstPage())} ms`);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-bench-'));
try {
  await measure('PGlite', openPglite(await PGlite.create(path.join(dataDir, 'pglite'))), () =>
    startProduct({ dataDir }),
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/test';
const name = `masthead_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
try {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  await measure('PostgreSQL', openPg(databaseUrl), () => startProduct({ databaseUrl }));
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
