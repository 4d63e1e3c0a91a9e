/**
 * Serving and counting advertisements (issue 11), on PostgreSQL:
 * - `GET /api/public/ad?position=Top` at 50 connections for BENCH_SECONDS (20) with 200 running
 *   ads, side by side with ad-reference-server.ts (node:http + pg, one atomic
 *   `UPDATE … WHERE views < cap RETURNING` per view): requests per second, p99, server CPU;
 * - after our run and a graceful stop: views counted = views served (2xx answers), exactly;
 * - one ad with a cap of 5,000 under the same load: exactly 5,000 served and counted, never more.
 * Run: npm run bench:ads (builds first). BENCH_SECONDS, BENCH_DATABASE_URL.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureFirstAdmin } from '../apps/server/src/bootstrap/first-admin.js';
import { openPg } from '../apps/server/src/db/client.js';
import { temporaryPostgres } from './databases.js';
import { BENCH_ADMIN, type Running, signIn, startAdReference, startProduct } from './product.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ADS = 200;
const CONNECTIONS = 50;
const reader = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0' };
/** One load generator is one reader at one address: count every view and lift the limits (ADR 0028). */
const servingOnly = { AD_VIEW_WINDOW_MINUTES: '0', AD_REQUESTS_PER_MINUTE: '0', AD_CLICKS_PER_MINUTE: '0' };

async function call(url: string, token: string, pathName: string, body: unknown): Promise<{ _id: string }> {
  const response = await fetch(url + pathName, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathName}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { _id: string } }).data;
}

async function uploadImage(url: string, token: string): Promise<string> {
  const form = new FormData();
  form.append('tag', 'advertisement');
  const png = await readFile(path.join(import.meta.dirname, '../e2e/support/avatar.png'));
  form.append('file', new Blob([png]), 'banner.png');
  const response = await fetch(`${url}/api/asset/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

/** autocannon at 50 connections as a reader's browser, for `seconds`, or for exactly `amount` requests. */
async function hammer(server: Running, urlPath: string, seconds: number, amount?: number) {
  const before = server.cpuMicros();
  const result = await autocannon({
    url: server.url + urlPath,
    connections: CONNECTIONS,
    ...(amount ? { amount } : { duration: seconds }),
    headers: reader,
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    ok: result['2xx'],
    other: result.non2xx + result.errors,
    cpu: Math.round((server.cpuMicros() - before) / Math.max(1, result.requests.total)),
  };
}

const line = (f: Awaited<ReturnType<typeof hammer>>) =>
  `${String(f.rps).padStart(6)} req/s p99 ${String(f.p99).padStart(4)} ms cpu ${String(f.cpu).padStart(5)} µs/req`;

async function sumViews(client: pg.Client, where = 'true'): Promise<number> {
  const result = await client.query(
    `select coalesce(sum(views), 0)::float8 as views from advertisements where ${where}`,
  );
  return Number(result.rows[0].views);
}

async function main() {
  const { databaseUrl, drop } = await temporaryPostgres('masthead_ads_bench');
  const database = openPg(databaseUrl, 2);
  await database.migrate();
  await ensureFirstAdmin(database.db, { ...BENCH_ADMIN, oneTimePassword: false });
  await database.close();
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  let product = await startProduct({ databaseUrl, env: servingOnly });
  try {
    const token = await signIn(product.url);
    const image = await uploadImage(product.url, token);
    const client = await call(product.url, token, '/api/client', { name: 'Bench client' });
    const start = new Date(Date.now() + 60_000).toISOString();
    const end = new Date(Date.now() + 86_400_000).toISOString();
    for (let i = 0; i < ADS; i++) {
      await call(product.url, token, '/api/advertisement', {
        title: `Bench ad ${i}`,
        url: `https://example.com/${i}`,
        client: client._id,
        maxImpressionAllowed: 100_000_000,
        startDate: start,
        endDate: end,
        position: 'Top',
        isFeatured: true,
        images: [
          { screenType: 'Mobile', file: image },
          { screenType: 'Desktop', file: image },
        ],
      });
    }
    // Running for a month already, ending in a day: pacing lets the whole cap out.
    await sql.query(`update advertisements set start_date = now() - interval '30 days'`);
    await product.stop();
    product = await startProduct({ databaseUrl, env: servingOnly });
    console.log(`Advertisements: ${ADS} running at Top, ${CONNECTIONS} connections, ${SECONDS} s each (PostgreSQL)`);

    await hammer(product, '/api/public/ad?position=Top', 2);
    const ours = await hammer(product, '/api/public/ad?position=Top', SECONDS);
    // Exactness: a fixed number of requests (each one answered), then a graceful stop.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const countedBefore = await sumViews(sql);
    const exact = await hammer(product, '/api/public/ad?position=Top', 0, 100_000);
    await product.stop();
    const counted = (await sumViews(sql)) - countedBefore;

    const reference = await startAdReference(databaseUrl);
    await hammer(reference, '/api/public/ad?position=Top', 2);
    const plain = await hammer(reference, '/api/public/ad?position=Top', SECONDS);
    await reference.stop();
    console.log(`  serve + count   ours      ${line(ours)}`);
    console.log(`                  reference ${line(plain)} | ratio ${(ours.rps / plain.rps).toFixed(2)}`);
    console.log(
      `  100,000 requests, then a graceful stop: ${exact.ok} ads served, ${counted} views counted (${counted === exact.ok ? 'exact' : 'MISMATCH'})`,
    );

    // The cap under load: one ad of 5,000 at its own position.
    product = await startProduct({ databaseUrl, env: servingOnly });
    const capped = await call(product.url, token, '/api/advertisement', {
      title: 'Capped',
      url: 'https://example.com/capped',
      client: client._id,
      maxImpressionAllowed: 5000,
      startDate: start,
      endDate: end,
      position: 'Bottom',
      isFeatured: true,
      images: [{ screenType: 'Mobile', file: image }],
    });
    // Ending within the hour of pacing lead: its whole cap may be out now.
    await sql.query(
      `update advertisements set start_date = now() - interval '30 days', end_date = now() + interval '30 minutes' where id = $1`,
      [capped._id],
    );
    await product.stop();
    product = await startProduct({ databaseUrl, env: servingOnly });
    const capRun = await hammer(product, '/api/public/ad?position=Bottom', 5);
    await product.stop();
    const cappedViews = await sumViews(sql, `id = '${capped._id}'`);
    console.log(
      `  cap 5,000 at 50 connections: ${capRun.ok} served, ${cappedViews} counted, ${capRun.other} refused (${capRun.ok === 5000 && cappedViews === 5000 ? 'cap held' : 'CAP BROKEN'})`,
    );
  } finally {
    await product.stop().catch(() => undefined);
    await sql.end();
    await drop();
  }
}

await main();
