/**
 * Starting the built product as an operator does: a second server on the same data folder,
 * a busy port, PORT=0, a lock left by a crashed server.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RunningProcess, startProduct } from '../apps/server/src/test/product-process.js';

const root = path.resolve(import.meta.dirname, '..');
let dataDir: string;
let first: RunningProcess;

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the product until it exits or prints that it is ready (then stops it). */
function run(env: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: root,
      env: { ...process.env, HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const outcome: Outcome = { code: null, stdout: '', stderr: '' };
    child.stdout.on('data', (chunk: Buffer) => {
      outcome.stdout += chunk;
      if (outcome.stdout.includes('API docs:')) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      outcome.stderr += chunk;
    });
    child.on('exit', (code) => resolve({ ...outcome, code }));
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-ops-'));
  first = await startProduct({ dataDir });
});
afterAll(async () => {
  await first?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The cluster's identity: the first 8 bytes of global/pg_control, set once by initdb. */
async function clusterIdentity(folder: string): Promise<string> {
  return (await readFile(path.join(folder, 'global/pg_control'))).subarray(0, 8).toString('hex');
}

describe('starting the server', () => {
  it("starts a fresh data folder from the build's prepared database, without creating a cluster", async () => {
    const template = path.join(root, 'apps/server/dist/pglite-template');
    expect(await clusterIdentity(path.join(dataDir, 'pglite'))).toBe(await clusterIdentity(template));
  });

  it('refuses a second server on the same embedded data folder, in one line, and the first goes on', async () => {
    const second = await run({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(second.code).toBe(1);
    expect(second.stderr.trim()).toMatch(
      /^Masthead cannot start: Another Masthead server \(process \d+\) is using the data folder/,
    );
    expect(second.stderr.trim().split('\n')).toHaveLength(1);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  it('says in one line, without a stack trace, that the port is taken', async () => {
    const other = await mkdtemp(path.join(os.tmpdir(), 'masthead-ops-'));
    try {
      const port = new URL(first.url).port;
      const busy = await run({ DATA_DIR: other, PORT: port });
      expect(busy.code).toBe(1);
      expect(busy.stderr.trim()).toBe(
        `Masthead cannot start: Port ${port} is already in use: stop what runs there, or set PORT to another port.`,
      );
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('takes any free port for PORT=0 and prints the one it got; takes over the lock of a server that died', async () => {
    const other = await mkdtemp(path.join(os.tmpdir(), 'masthead-ops-'));
    try {
      // A lock left by a process that no longer exists.
      await writeFile(path.join(other, 'pglite.lock'), '2147483646');
      const started = await run({ DATA_DIR: other, PORT: '0' });
      const port = Number(/ready at http:\/\/localhost:(\d+)/.exec(started.stdout)?.[1]);
      expect(port).toBeGreaterThan(0);
      expect(port).not.toBe(3000);
      expect(started.stderr).toBe('');
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('refuses a PORT that is not a port, in one line', async () => {
    const wrong = await run({ DATA_DIR: dataDir, PORT: 'eighty' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr.trim()).toBe(
      'Masthead cannot start: PORT must be a whole number from 0 to 65535 (0: any free port), not "eighty"',
    );
  });
});
