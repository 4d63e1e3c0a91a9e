import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, rowsOf } from '../../db/client.js';
import { withDatabase } from '../../test/global-setup.js';
import { oneTimePasswordOf, replaceOneTimePassword } from '../../test/product-process.js';

const ADMIN = { email: 'audit-kill@example.com', password: 'audit-kill-password-1' };
const main = path.resolve(import.meta.dirname, '../../main.ts');
/** Writers at once, and the answered writes to wait for before the kill. */
const CONNECTIONS = 32;
const ANSWERED_BEFORE_KILL = 400;

let dataDir: string;
/** PostgreSQL when the tests run on it (a database of this file's own), else the embedded PGlite in `dataDir`. */
let databaseUrl: string | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-audit-kill-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `masthead_t${randomBytes(4).toString('hex')}_${process.ppid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    await admin.end();
    databaseUrl = withDatabase(serverUrl, name);
  }
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl && databaseUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
    await admin.end();
  }
});

/** The server as it runs in production (main.ts), in its own process. */
async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: path.dirname(main),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: oneTimePasswordOf(ADMIN.password),
      PUBLISH_INTERVAL_MS: '0',
      REVISION_KEEP_DAYS: '0',
      REDIS_URL: '',
      LOG_LEVEL: 'fatal',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready at (http:\/\/\S+)/.exec(output);
      if (ready?.[1]) resolve(ready[1].replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}): ${output}`)));
  });
  return { child, url };
}

interface Answered {
  item: string;
  summary: string;
}

describe('a kill -9 of the server under writes', () => {
  it('loses the audit row of no write it answered (ADR 0024)', { timeout: 180_000 }, async () => {
    const server = await startServer();
    await replaceOneTimePassword(server.url, ADMIN);
    const signIn = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const answered: Answered[] = [];
    let killing = false;
    let cutOff = 0;
    let reachedCount: () => void = () => {};
    const reached = new Promise<void>((resolve) => (reachedCount = resolve));
    const note = (write: Answered) => {
      answered.push(write);
      if (answered.length >= ANSWERED_BEFORE_KILL) reachedCount();
    };

    /** One writer: creates an item, renames it, creates the next …, until the server dies under it. */
    const writer = async (n: number) => {
      for (let i = 0; !killing; i++) {
        const title = `Kill ${n}.${i}`;
        try {
          const created = await fetch(`${server.url}/api/breaking-news`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ title }),
          });
          if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
          const { _id } = ((await created.json()) as { data: { _id: string } }).data;
          note({ item: _id, summary: `Created breaking news "${title}"` });
          const renamed = await fetch(`${server.url}/api/breaking-news/${_id}`, {
            method: 'PATCH',
            headers,
            body: JSON.stringify({ title: `${title} renamed` }),
          });
          if (renamed.status !== 200) throw new Error(`update: ${renamed.status} ${await renamed.text()}`);
          await renamed.arrayBuffer();
          note({ item: _id, summary: `Updated breaking news "${title} renamed"` });
        } catch (error) {
          // Only the kill may end a writer: anything else failing is the test's failure.
          if (!killing) throw error;
          cutOff++;
          return;
        }
      }
    };
    const writers = Array.from({ length: CONNECTIONS }, (_, n) => writer(n));
    await reached;
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    killing = true;
    server.child.kill('SIGKILL');
    await exited;
    await Promise.all(writers);

    // Writes were in flight when it died: the kill came under load, not between writes.
    expect(cutOff).toBeGreaterThan(0);
    expect(answered.length).toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL);

    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      const rows = rowsOf<{ item: string; summary: string }>(
        await database.db.execute(sql`select item, summary from audit_log where model = 'breaking-news'`),
      );
      const logged = new Set(rows.map((row) => `${row.item} ${row.summary}`));
      const lost = answered.filter((write) => !logged.has(`${write.item} ${write.summary}`));
      expect(lost, `${lost.length} of ${answered.length} answered writes without their row`).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
