import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@masthead/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../test/global-setup.js';
import { pagePdf } from '../../test/hostile-pdf.js';
import { makePdf } from '../../test/pdf.js';
import {
  freePort,
  oneTimePasswordOf,
  type RunningProcess,
  replaceOneTimePassword,
  runningProcess,
  waitUntilAnswering,
} from '../../test/product-process.js';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };
const serverDir = path.resolve(import.meta.dirname, '../../..');

/** The resident memory of a process, from /proc, in bytes. */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.replace(/\D/g, '')) * 1024;
}

/**
 * The server from its sources in a process of its own (as operators run it, `npm start`'s Node
 * options), on a fresh database of the kind the suite runs on: a PGlite data folder, or a
 * PostgreSQL database copied from the suite's template.
 */
async function startServer(): Promise<RunningProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-pdf-memory-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `masthead_t${randomBytes(4).toString('hex')}_${process.ppid}`;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    await admin.end();
  }
  const port = await freePort();
  const child = spawn(process.execPath, ['--max-semi-space-size=2', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: serverUrl ? withDatabase(serverUrl, name) : '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: oneTimePasswordOf(ADMIN.password),
      PUBLISH_INTERVAL_MS: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const running = runningProcess(child, url, async () => {
    await rm(dataDir, { recursive: true, force: true });
    if (!serverUrl) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  try {
    await waitUntilAnswering(`${url}/api/health`, child, 120_000);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return running;
}

let server: RunningProcess;
let token: string;
beforeAll(async () => {
  server = await startServer();
  await replaceOneTimePassword(server.url, ADMIN);
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
}, 150_000);
afterAll(() => server?.stop());

async function uploadPdf(pdf: Buffer): Promise<Response> {
  const form = new FormData();
  form.append('tag', 'epaper');
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'edition.pdf');
  return fetch(`${server.url}/api/asset/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

describe('a PDF of one absurdly tall page, on a fresh server process', () => {
  it('answers 400 and costs the server no memory to speak of', async () => {
    // An ordinary edition first: the renderer and the image library are loaded, as on any working day.
    const edition = await uploadPdf(makePdf([['Harbour Herald'], ['Page two']]));
    expect(edition.status).toBe(201);
    const before = rssOf(server.pid);
    // 554 bytes: 10 × 14,400 points, which drawn 400 px wide would be 576,000 px tall.
    const sliver = await uploadPdf(pagePdf(10, 14_400));
    expect(sliver.status).toBe(400);
    expect(((await sliver.json()) as { error: { message: string } }).error.message).toBe(messages.pdfPageSize(1));
    const grown = rssOf(server.pid) - before;
    expect(grown).toBeLessThan(64 * 1024 * 1024);
    // And the server still reads editions.
    expect((await uploadPdf(makePdf([['Next edition']]))).status).toBe(201);
  }, 60_000);
});
