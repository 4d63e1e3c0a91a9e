/**
 * How long `npm start` takes to serve the first page: on a built, unchanged tree, with a fresh
 * data folder (PGlite created and migrated) and with an existing one. Run: npm run bench:start.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/src/test/product-process.js';

const root = path.resolve(import.meta.dirname, '..');

/** Milliseconds from `npm start` to the sign-in page answering 200. */
async function timeToFirstPage(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'bench-password-1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      const answered = await fetch(`http://127.0.0.1:${port}/login`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-start-'));
try {
  // The first start may build; it is not measured.
  await timeToFirstPage(await mkdtemp(path.join(os.tmpdir(), 'masthead-start-warm-')));
  const fresh: number[] = [];
  const existing: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const folder = path.join(dataDir, `run-${run}`);
    fresh.push(await timeToFirstPage(folder));
    existing.push(await timeToFirstPage(folder));
  }
  const best = (values: number[]) => `${(Math.min(...values) / 1000).toFixed(2)} s`;
  const all = (values: number[]) => values.map((v) => (v / 1000).toFixed(2)).join(', ');
  console.log(`npm start → first page, built tree, fresh data folder:    ${best(fresh)} (runs: ${all(fresh)})`);
  console.log(`npm start → first page, built tree, existing data folder: ${best(existing)} (runs: ${all(existing)})`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
