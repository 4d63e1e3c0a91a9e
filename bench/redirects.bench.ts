/**
 * Redirects (issue 12), on PostgreSQL with 10,000 of them:
 * - `GET /api/public/redirect?path=…` at 10 connections against redirect-map-server.ts
 *   (node:http answering from a Map): requests per second, p99, server CPU, and the ratio;
 * - a change saved in one process, and how soon another process on the same database answers it.
 * Run: npm run bench:redirects (builds first). BENCH_SECONDS, BENCH_DATABASE_URL.
 */
import pg from 'pg';
import { ensureFirstAdmin } from '../apps/server/src/bootstrap/first-admin.js';
import { openPg } from '../apps/server/src/db/client.js';
import { temporaryPostgres } from './databases.js';
import { BENCH_ADMIN, figures, load, signIn, startProduct, startRedirectMap } from './product.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const COUNT = 10_000;
const asked = `/api/public/redirect?path=${encodeURIComponent('/old/story-5000')}`;

async function main() {
  const { databaseUrl, drop } = await temporaryPostgres('masthead_redirects_bench');
  const database = openPg(databaseUrl, 2);
  await database.migrate();
  await ensureFirstAdmin(database.db, { ...BENCH_ADMIN, oneTimePassword: false });
  await database.close();
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  await sql.query(`insert into redirects (old_url, redirect_url)
    select '/old/story-' || g, '/news/story-' || g from generate_series(1, ${COUNT}) g`);
  const [ours, other, plain] = await Promise.all([
    startProduct({ databaseUrl }),
    startProduct({ databaseUrl }),
    startRedirectMap(databaseUrl),
  ]);
  try {
    const [mine, theirs] = await Promise.all([fetch(ours.url + asked), fetch(plain.url + asked)]);
    const [a, b] = [await mine.text(), await theirs.text()];
    if (a !== b) throw new Error(`the two answer differently:\n  ours: ${a}\n  map:  ${b}`);
    console.log(`Redirects: ${COUNT} on PostgreSQL, 10 connections, ${SECONDS} s`);
    await load(ours, asked, 1);
    const us = await load(ours, asked, SECONDS);
    await load(plain, asked, 1);
    const them = await load(plain, asked, SECONDS);
    console.log(`  resolve  ours ${figures(us)}`);
    console.log(`           map  ${figures(them)} | ratio ${(us.rps / them.rps).toFixed(2)}`);

    // A save in one process, read in the other.
    const token = await signIn(ours.url);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const page = (await (
      await fetch(`${ours.url}/api/redirect-url?search=story-5000&pageSize=1`, { headers })
    ).json()) as {
      data: { items: { _id: string }[] };
    };
    const id = page.data.items[0]?._id ?? '';
    const times: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const target = `/news/story-5000-v${i}`;
      const started = performance.now();
      const saved = await fetch(`${ours.url}/api/redirect-url/${id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ redirectUrl: target }),
      });
      if (!saved.ok) throw new Error(`save: ${saved.status} ${await saved.text()}`);
      for (;;) {
        const seen = (await (await fetch(other.url + asked)).json()) as { data?: { redirectUrl: string } };
        if (seen.data?.redirectUrl === target) break;
        if (performance.now() - started > 10_000) throw new Error('the other process never saw the change');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      times.push(performance.now() - started);
    }
    times.sort((x, y) => x - y);
    console.log(
      `  a save seen by another process after ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms (median), ${times[times.length - 1]?.toFixed(0)} ms (worst of ${times.length})`,
    );
  } finally {
    await Promise.all([ours.stop(), other.stop(), plain.stop()]);
    await sql.end();
    await drop();
  }
}

await main();
