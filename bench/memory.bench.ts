/**
 * The server's memory as an operator reads it (/proc/PID/status): resident set idle after start
 * (VmRSS), its peak so far (VmHWM), and under a mixed load of 50 connections (lists, an item,
 * search, users, and one write in six). Three starts: the embedded database on a fresh data folder,
 * the embedded database again on that folder, and a PostgreSQL server (DATABASE_URL).
 * Run: npm run bench:memory (builds first). MEMORY_LOAD_SECONDS sets the load's length (default
 * 120; the soak is 600); MEMORY_STARTS which starts to measure (default "fresh,restart,postgres");
 * BENCH_DATABASE_URL the PostgreSQL server (a scratch database is made there).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { memoryOf, type Running, signIn, startProduct } from './product.js';

const LOAD_SECONDS = Number(process.env.MEMORY_LOAD_SECONDS ?? 120);
const CONNECTIONS = 50;
const IDLE_MS = 5_000;
const starts = new Set((process.env.MEMORY_STARTS ?? 'fresh,restart,postgres').split(','));
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Reading {
  idle: number;
  peakAtIdle: number;
  loadMax: number;
  /** Mean RSS over the first and the last tenth of the load: equal when memory stays flat. */
  loadFirst: number;
  loadLast: number;
  /** Mean RSS over each tenth of the load, in order. */
  tenths: number[];
  peak: number;
  rps: number;
  errors: number;
  /** The answers that were not 2xx, by status. */
  failures: string;
}

async function api(server: Running, token: string, method: string, url: string, body?: unknown) {
  const response = await fetch(server.url + url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { _id: string } }).data;
}

async function measure(server: Running): Promise<Reading> {
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const atIdle = memoryOf(server.pid);
  const token = await signIn(server.url);
  // Something to read: a few published items with text to search.
  let itemId = '';
  for (let n = 1; n <= 30; n += 1) {
    const item = await api(server, token, 'POST', '/api/cms/create', {
      title: `Harbour storm report ${n}`,
      type: 'Article',
      description: 'Wind and rain closed the harbour road for the evening.',
    });
    itemId = item._id;
  }
  let written = 0;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(memoryOf(server.pid).rss), 1000);
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
    headers,
    requests: [
      { method: 'GET', path: '/api/cms?page=1' },
      { method: 'GET', path: '/api/cms?status=Draft&type=Article&page=2' },
      { method: 'GET', path: `/api/cms/detail/${itemId}` },
      { method: 'GET', path: `/api/cms?search=${encodeURIComponent('harbour storm')}&page=1` },
      { method: 'GET', path: '/api/user?page=1' },
      {
        method: 'POST',
        path: '/api/cms/create',
        // Each write its own title, as a newsroom's are.
        setupRequest: (request) => {
          written += 1;
          return { ...request, body: JSON.stringify({ title: `Evening bulletin ${written}`, type: 'Article' }) };
        },
      },
    ],
  });
  const failures = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count} × ${code}`);
  clearInterval(sampler);
  const tenth = Math.max(1, Math.floor(samples.length / 10));
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  return {
    idle: atIdle.rss,
    peakAtIdle: atIdle.peak,
    loadMax: Math.max(...samples),
    loadFirst: mean(samples.slice(0, tenth)),
    loadLast: mean(samples.slice(-tenth)),
    tenths: Array.from({ length: 10 }, (_, n) => samples.slice(n * tenth, (n + 1) * tenth))
      .filter((part) => part.length > 0)
      .map(mean),
    peak: memoryOf(server.pid).peak,
    rps: Math.round(result.requests.average),
    errors: result.non2xx + result.errors,
    failures: failures.join(', '),
  };
}

function print(label: string, r: Reading) {
  const mb = (value: number) => `${Math.round(value)} MB`;
  console.log(
    `${label.padEnd(34)} idle ${mb(r.idle)}, peak at idle ${mb(r.peakAtIdle)} | under load max ${mb(r.loadMax)} ` +
      `(first tenth ${mb(r.loadFirst)}, last tenth ${mb(r.loadLast)}), peak ${mb(r.peak)} | ${r.rps} req/s, ${r.errors} errors${r.failures ? ` (${r.failures})` : ''}`,
  );
  console.log(`${''.padEnd(34)} RSS over the load, by tenths: ${r.tenths.map((v) => Math.round(v)).join(', ')} MB`);
}

console.log(`RSS of the server process; load: ${CONNECTIONS} connections for ${LOAD_SECONDS} s`);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-memory-'));
try {
  for (const [label, kind] of [
    ['embedded, first start (fresh folder)', 'fresh'],
    ['embedded, restart (existing folder)', 'restart'],
  ] as const) {
    // A restart alone still needs the folder a first start made.
    const server = await startProduct({ dataDir });
    try {
      if (starts.has(kind)) print(label, await measure(server));
    } finally {
      await server.stop();
    }
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

if (starts.has('postgres')) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const database = `masthead_memory_${process.pid}`;
  await admin.query(`create database ${database}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    const server = await startProduct({ databaseUrl: url.href });
    try {
      print('PostgreSQL server (DATABASE_URL)', await measure(server));
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`drop database ${database} with (force)`);
    await admin.end();
  }
}
