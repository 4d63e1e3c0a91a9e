/**
 * Prints the figures: time from start to first served page, login p50, and
 * GET /api/user throughput with 10,000 users on PGlite and on PostgreSQL.
 * Run: npm run bench   (PostgreSQL from BENCH_DATABASE_URL, default 127.0.0.1:5432/test)
 */
import { spawn } from 'node:child_process';
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
import { type Database, openPg, openPglite } from '../apps/server/src/db/client.js';
import { roles, userRoles, users } from '../apps/server/src/db/schema.js';
import { hashPassword } from '../apps/server/src/lib/passwords.js';

const root = path.resolve(import.meta.dirname, '..');
const ADMIN = { email: 'admin@example.com', password: 'bench-password-1' };
const USERS = 10_000;

async function timeToFirstPage(): Promise<number> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-bench-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const started = performance.now();
  const child = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill();
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function seed(database: Database): Promise<void> {
  await database.migrate();
  await ensureFirstAdmin(database.db, ADMIN);
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

async function measure(label: string, database: Database): Promise<void> {
  await seed(database);
  await database.db.execute(sql`analyze`);
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
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const logins: number[] = [];
    let token = '';
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      const response = await fetch(`${address}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      logins.push(performance.now() - t0);
      token = ((await response.json()) as { data: { token: string } }).data.token;
    }
    logins.sort((a, b) => a - b);
    const result = await autocannon({
      url: `${address}/api/user?page=1`,
      connections: 10,
      duration: 10,
      headers: { authorization: `Bearer ${token}` },
    });
    const deep = await autocannon({
      url: `${address}/api/user?page=500`,
      connections: 10,
      duration: 5,
      headers: { authorization: `Bearer ${token}` },
    });
    console.log(
      `${label.padEnd(10)} login p50 ${logins[15].toFixed(1)} ms | GET /api/user page 1: ${Math.round(result.requests.average)} req/s (p99 ${result.latency.p99} ms, errors ${result.non2xx + result.errors}) | page 500: ${Math.round(deep.requests.average)} req/s`,
    );
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(`Start to first served page (built tree, fresh data): ${Math.round(await timeToFirstPage())} ms`);
await measure('PGlite', openPglite(await PGlite.create()));

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/test';
const name = `masthead_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
try {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await measure('PostgreSQL', openPg(url.toString()));
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
