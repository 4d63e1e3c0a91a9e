import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sharedCopyName } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCopy } from '../../test/collab-client.js';
import { oneTimePasswordOf, replaceOneTimePassword } from '../../test/product-process.js';
import { STORE_MAX_DEBOUNCE_MS } from './collab.server.js';

const ADMIN = { email: 'kill@example.com', password: 'kill-test-password-1' };
const main = path.resolve(import.meta.dirname, '../../main.ts');

let dataDir: string;

/** The server as it runs in production (main.ts, the embedded database in `dataDir`), in its own process. */
async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: path.dirname(main),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: oneTimePasswordOf(ADMIN.password),
      PUBLISH_INTERVAL_MS: '0',
      REVISION_KEEP_DAYS: '0',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
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

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-kill-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('a kill -9 of the server', () => {
  it('loses at most the last STORE_MAX_DEBOUNCE_MS of typing (ADR 0018)', { timeout: 120_000 }, async () => {
    let server = await startServer();
    await replaceOneTimePassword(server.url, ADMIN);
    const token = await signIn(server.url);
    const created = await fetch(`${server.url}/api/cms/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Typed before the crash' }),
    });
    const id = ((await created.json()) as { data: { _id: string } }).data._id;
    const writer = await openCopy(server.url, sharedCopyName(id), token);
    const text = writer.doc.getText('body');
    // Typing, a character every 50 ms, for longer than the bound.
    const typed: number[] = [];
    const started = Date.now();
    while (Date.now() - started < STORE_MAX_DEBOUNCE_MS * 2) {
      text.insert(text.length, 'x');
      typed.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const killedAt = Date.now();
    writer.stopReconnecting();
    await killHard(server.child);
    writer.close();

    server = await startServer();
    try {
      const reader = await openCopy(server.url, sharedCopyName(id), await signIn(server.url));
      const kept = reader.doc.getText('body').length;
      reader.close();
      // Everything typed more than the bound (and a margin for the write itself) before the kill is there.
      const surelyKept = typed.filter((at) => at < killedAt - STORE_MAX_DEBOUNCE_MS - 500).length;
      expect(kept).toBeGreaterThanOrEqual(surelyKept);
      expect(kept).toBeLessThanOrEqual(typed.length);
      expect(surelyKept).toBeGreaterThan(0);
    } finally {
      await killHard(server.child);
    }
  });
});
