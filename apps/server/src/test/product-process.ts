/**
 * The built product (apps/server/dist/main.js, `npm run build` first) started in its own
 * process, as in production: the browser flows and the benchmarks drive it over HTTP.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

export interface RunningProcess {
  url: string;
  /** The server's process id, e.g. to read its memory from /proc. */
  pid: number;
  /** CPU time the process has used so far, in microseconds (user + system, every thread). */
  cpuMicros(): number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function cpuMicrosOf(pid: number): number {
  // Fields 14 and 15 of /proc/<pid>/stat: user and system time in clock ticks (100 per second).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** Waits until `url` answers (below 500), failing early if the process exits. */
export async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const ok = await fetch(url)
      .then((r) => r.status < 500)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A started child process as the callers see it; `cleanUp` runs after it has exited. */
export function runningProcess(child: ChildProcess, url: string, cleanUp = async () => {}): RunningProcess {
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`${url}: the process stopped early (code ${code}, signal ${signal})`);
  });
  return {
    url,
    pid: child.pid ?? 0,
    cpuMicros: () => cpuMicrosOf(child.pid ?? 0),
    async stop() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      await cleanUp();
    },
  };
}

export interface ProductOptions {
  /** PostgreSQL server URL; without it the embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  /** A prepared data directory; without it a fresh one, removed on stop. */
  dataDir?: string;
  /** The port to listen on (a restart on the same address); without it a free one. */
  port?: number;
  /** More environment: the first administrator, limits, intervals. */
  env?: Record<string, string>;
  /** Where the server's own output goes: 'inherit' to see it, 'ignore' to keep quiet. */
  output?: 'inherit' | 'ignore';
  /** More Node options after those of `npm start` (a profile: `--cpu-prof`). */
  nodeArgs?: string[];
}

/** The Node options `npm start` gives the server (e.g. its memory settings), so tests run it as operators do. */
function startNodeOptions(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** Starts the built product on a free port and resolves once it answers. */
export async function startProduct(options: ProductOptions = {}): Promise<RunningProcess> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'masthead-product-')));
  const port = options.port ?? (await freePort());
  const child = spawn(
    process.execPath,
    [...startNodeOptions(), ...(options.nodeArgs ?? []), 'apps/server/dist/main.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: options.databaseUrl ?? '',
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      stdio: ['ignore', options.output ?? 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const running = runningProcess(child, url, async () => {
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  try {
    await waitUntilAnswering(`${url}/api/health`, child);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return running;
}

/** What `ADMIN_PASSWORD` is set to for a fresh product whose admin then takes `password` (replaceOneTimePassword). */
export function oneTimePasswordOf(password: string): string {
  return `${password}-once`;
}

/**
 * The first admin of a fresh product signs in with its one-time `ADMIN_PASSWORD`
 * (`oneTimePasswordOf(password)`) and chooses `password`, as a person does at the first sign-in;
 * every later sign-in uses `password`. With `ifStillOneTime`, an admin that no longer holds the
 * one-time password (a prepared database) is left as it is.
 */
export async function replaceOneTimePassword(
  url: string,
  admin: { email: string; password: string },
  { ifStillOneTime = false } = {},
): Promise<void> {
  const oneTime = oneTimePasswordOf(admin.password);
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: oneTime }),
  });
  if (ifStillOneTime && login.status === 400) return;
  if (!login.ok) throw new Error(`signing in with the one-time password: ${login.status} ${await login.text()}`);
  const { data } = (await login.json()) as { data: { token: string; user: { _id: string } } };
  const change = await fetch(`${url}/api/user`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
    body: JSON.stringify({
      _id: data.user._id,
      currentPassword: oneTime,
      password: admin.password,
      confirmPassword: admin.password,
    }),
  });
  if (!change.ok) throw new Error(`replacing the one-time password: ${change.status} ${await change.text()}`);
}
