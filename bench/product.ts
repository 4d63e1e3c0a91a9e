/**
 * The servers under test, each in its own process as in production, so neither shares
 * an event loop with autocannon or with the other: the built product
 * (apps/server/dist/main.js, `npm run build` first) and the reference server.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  freePort,
  oneTimePasswordOf,
  type RunningProcess,
  replaceOneTimePassword,
  runningProcess,
  startProduct as startBuiltProduct,
  waitUntilAnswering,
} from '../apps/server/src/test/product-process.js';

export type Running = RunningProcess;
export const BENCH_ADMIN = { email: 'admin@example.com', password: 'bench-password-1' };

/**
 * Starts the built product on a database: PostgreSQL at `databaseUrl`, or the embedded
 * PGlite in `dataDir` (prepared beforehand). Resolves once it answers.
 */
export async function startProduct(options: {
  databaseUrl?: string;
  dataDir?: string;
  nodeArgs?: string[];
  /** More settings, e.g. PUBLIC_CACHE_MB. */
  env?: Record<string, string>;
}): Promise<Running> {
  const running = await startBuiltProduct({
    ...options,
    env: {
      ...options.env,
      // The first administrator of a fresh database; a prepared one already has it.
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: oneTimePasswordOf(BENCH_ADMIN.password),
      PUBLISH_INTERVAL_MS: '0',
      LOGIN_LIMIT_PER_IP: '1000000',
      LOGIN_LIMIT_PER_EMAIL: '1000000',
    },
  });
  // A fresh database's admin chooses BENCH_ADMIN's password at its first sign-in, as a person does.
  await replaceOneTimePassword(running.url, BENCH_ADMIN, { ifStillOneTime: true });
  return running;
}

/** Starts a server of this folder (`file`) in its own process, on a free port; resolves once it answers. */
async function startBenchServer(file: string, env: Record<string, string>, healthPath = '/health'): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, file)], {
    cwd: import.meta.dirname,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const running = runningProcess(child, url);
  await waitUntilAnswering(`${url}${healthPath}`, child);
  return running;
}

/** Starts the product from source (product-server.ts) on PostgreSQL, less the modules named in `leaveOut`. */
export function startProductFromSource(databaseUrl: string, leaveOut: string[] = []): Promise<Running> {
  return startBenchServer(
    'product-server.ts',
    { DATABASE_URL: databaseUrl, LEAVE_OUT: leaveOut.join(','), LOG_LEVEL: 'warn' },
    '/api/health',
  );
}

/** Starts the hand-written reference server (reference-server.ts) on a PostgreSQL database. */
export function startReference(databaseUrl: string): Promise<Running> {
  return startBenchServer('reference-server.ts', { DATABASE_URL: databaseUrl });
}

/** Starts the plain advertisement server (ad-reference-server.ts) on a PostgreSQL database. */
export function startAdReference(databaseUrl: string): Promise<Running> {
  return startBenchServer('ad-reference-server.ts', { DATABASE_URL: databaseUrl });
}

/** Starts the plain redirect server (redirect-map-server.ts) on a PostgreSQL database. */
export function startRedirectMap(databaseUrl: string): Promise<Running> {
  return startBenchServer('redirect-map-server.ts', { DATABASE_URL: databaseUrl });
}

/** Starts the in-memory server (static-server.ts) with answers written to `answersFile`. */
export function startStatic(answersFile: string): Promise<Running> {
  return startBenchServer('static-server.ts', { ANSWERS: answersFile });
}

export async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

export interface Figures {
  rps: number;
  p99: number;
  errors: number;
  /** The server's CPU time per answered request: steadier than req/s on a busy machine. */
  cpuMicrosPerRequest: number;
  /** The PostgreSQL server's CPU time per answered request (all its processes), when it is one. */
  databaseMicrosPerRequest: number | null;
}

const TICK_MICROS = 10_000;

/**
 * CPU time of every PostgreSQL server process on this machine, in µs (`/proc`): the servers are
 * timed one at a time, so what the database spent in a run is what answered that run.
 */
export function postgresCpuMicros(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name !== 'postgres') continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while it was read.
    }
  }
  return ticks * TICK_MICROS;
}

/** One line of figures: requests per second, p99 latency, the server's (and the database's) CPU per request. */
export const figures = (f: Figures) =>
  `${String(f.rps).padStart(5)} req/s p99 ${String(f.p99).padStart(4)} ms cpu ${String(f.cpuMicrosPerRequest).padStart(5)}${
    f.databaseMicrosPerRequest === null ? '' : ` + db ${String(f.databaseMicrosPerRequest).padStart(4)}`
  } µs/req${f.errors ? ` errors ${f.errors}` : ''}`;

/** autocannon at 10 connections against one URL of a running server. */
export async function load(
  server: Running,
  urlPath: string,
  seconds: number,
  token?: string,
  { onPostgres = false }: { onPostgres?: boolean } = {},
): Promise<Figures> {
  const before = server.cpuMicros();
  const databaseBefore = onPostgres ? postgresCpuMicros() : 0;
  const result = await autocannon({
    url: server.url + urlPath,
    connections: 10,
    duration: seconds,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const used = server.cpuMicros() - before;
  const requests = Math.max(1, result.requests.total);
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    cpuMicrosPerRequest: Math.round(used / requests),
    databaseMicrosPerRequest: onPostgres ? Math.round((postgresCpuMicros() - databaseBefore) / requests) : null,
  };
}

/** VmRSS and VmHWM of a process, in MB. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}
