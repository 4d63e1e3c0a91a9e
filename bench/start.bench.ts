/**
 * How long `npm start` takes to serve the first page: on a built, unchanged tree, with a fresh
 * data folder (PGlite created and migrated) and with an existing one; and how long until the API
 * answers too (the database open and migrated, the app built: ADR 0031). Beside them, measured in
 * the same run on the same machine, a reference: `npm start` of a script that only serves the same
 * page with node:http, the least any `npm start` can take here. Run: npm run bench:start.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/src/test/product-process.js';

const root = path.resolve(import.meta.dirname, '..');

interface StartFigures {
  /** Milliseconds from `npm start` to the sign-in page answering 200. */
  page: number;
  /** Milliseconds from `npm start` to the API answering (`/api/health`). */
  api: number;
}

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

async function timeToFirstPage(dataDir: string, script = 'start'): Promise<StartFigures> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['run', script, '--silent'], {
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
    let page = 0;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      if (!page && (await answers(`http://127.0.0.1:${port}/login`))) page = performance.now() - started;
      if (page && (script !== 'start' || (await answers(`http://127.0.0.1:${port}/api/health`))))
        return { page, api: performance.now() - started };
      await new Promise((resolve) => setTimeout(resolve, 10));
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
  const fresh: StartFigures[] = [];
  const existing: StartFigures[] = [];
  const reference: StartFigures[] = [];
  for (let run = 0; run < 3; run += 1) {
    const folder = path.join(dataDir, `run-${run}`);
    fresh.push(await timeToFirstPage(folder));
    existing.push(await timeToFirstPage(folder));
    reference.push(await timeToFirstPage(folder, 'bench:start-reference'));
  }
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const line = (figures: StartFigures[], api = true) => {
    const best = [...figures].sort((a, b) => a.page - b.page)[0] as StartFigures;
    return `${seconds(best.page)}${api ? `, API ${seconds(best.api)}` : ''} (runs: ${figures.map((f) => seconds(f.page)).join(', ')})`;
  };
  console.log(`npm start → first page, built tree, fresh data folder:    ${line(fresh)}`);
  console.log(`npm start → first page, built tree, existing data folder: ${line(existing)}`);
  console.log(`reference: npm start of node:http serving the same page:  ${line(reference, false)}`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
