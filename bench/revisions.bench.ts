/**
 * Revision storage (issue 15): BENCH_ITEMS (100,000) items with BENCH_REVISIONS (10) kept versions
 * each, every version the whole item as the product keeps it (the detail JSON of cms-item-json.repo's
 * snapshot), on PostgreSQL. Printed: the size of the revisions table with its index and TOAST (in
 * all and per version), and the latency of the history panel's call (GET /api/cms/:id/revisions)
 * and of opening one version whole (GET /api/cms/:id/revisions/:revision), one request at a time
 * for random items: p50 and p99 (the goal for the history is p99 ≤ 20 ms).
 * Run: npm run bench:revisions (builds first). BENCH_ITEMS, BENCH_REVISIONS, BENCH_DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import { openPg, rowsOf } from '../apps/server/src/db/client.js';
import { snapshotJson } from '../apps/server/src/modules/cms/cms-item-json.repo.js';
import { generateBenchContent, temporaryPostgres } from './databases.js';
import { signIn, startProduct } from './product.js';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const REVISIONS = Number(process.env.BENCH_REVISIONS ?? 10);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CHUNK = 5_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function timed(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

async function main() {
  const { databaseUrl, drop } = await temporaryPostgres('masthead_revisions_bench');
  const database = openPg(databaseUrl, 4);
  let product: Awaited<ReturnType<typeof startProduct>> | null = null;
  try {
    await generateBenchContent(database, ITEMS, 4);
    const started = performance.now();
    // Each item's versions: the item whole, its title changed per version (as edits change it),
    // an hour apart. Made in chunks of items, side by side on the pool's connections.
    const ids = rowsOf<{ id: string }>(await database.db.execute(sql`select id from cms_items order by id`)).map(
      (row) => row.id,
    );
    const chunks: string[][] = [];
    for (let i = 0; i < ids.length; i += CHUNK) chunks.push(ids.slice(i, i + CHUNK));
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < chunks.length) {
          const chunk = chunks[next++] ?? [];
          // The item as the product keeps it, once; then its versions from that (one statement
          // doing both lets the planner build the snapshot once per version: ten times the work).
          await database.db.transaction(async (tx) => {
            await tx.execute(sql`create temporary table bench_snapshots on commit drop as
              select id, status, user_id, title, ${snapshotJson} as item from cms_items where id in ${chunk}`);
            await tx.execute(sql`
              insert into cms_revisions (cms_id, number, state, status, user_id, item, created_at)
              select s.id, n, 'Saved', s.status, s.user_id,
                jsonb_set(s.item, '{title}', to_jsonb(s.title || case when n = ${REVISIONS} then '' else ' (draft ' || n || ')' end)),
                now() - (${REVISIONS} - n) * interval '1 hour'
              from bench_snapshots s cross join generate_series(1, ${REVISIONS}) n`);
          });
        }
      }),
    );
    await database.db.execute(sql`vacuum analyze cms_revisions`);
    const [size] = rowsOf<{ total: string; heap: string; toast: string; indexes: string; rows: string }>(
      await database.db.execute(sql`select pg_total_relation_size('cms_revisions') as total,
        pg_relation_size('cms_revisions') as heap,
        coalesce(pg_total_relation_size(nullif(reltoastrelid, 0)), 0) as toast,
        pg_indexes_size('cms_revisions') as indexes,
        (select count(*) from cms_revisions) as rows
        from pg_class where oid = 'cms_revisions'::regclass`),
    );
    const rows = Number(size?.rows ?? 0);
    console.log(
      `Revisions: ${ITEMS} items × ${REVISIONS} versions = ${rows} rows, made in ${((performance.now() - started) / 1000).toFixed(0)} s (PostgreSQL)`,
    );
    console.log(
      `  stored: ${mb(Number(size?.total))} in all (table ${mb(Number(size?.heap))}, TOAST ${mb(Number(size?.toast))}, indexes ${mb(Number(size?.indexes))}), ${(Number(size?.total) / rows / 1024).toFixed(2)} KB per version`,
    );
    await database.close();

    product = await startProduct({ databaseUrl });
    const token = await signIn(product.url);
    const pick = () => ids[Math.floor(Math.random() * ids.length)];
    // Warm: the first requests load code and plan statements.
    for (let i = 0; i < 50; i++) await timed(`${product.url}/api/cms/${pick()}/revisions`, token);
    const history: number[] = [];
    const whole: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const id = pick();
      history.push(await timed(`${product.url}/api/cms/${id}/revisions`, token));
      if (i % 4 === 0) {
        const list = (await (
          await fetch(`${product.url}/api/cms/${id}/revisions`, { headers: { authorization: `Bearer ${token}` } })
        ).json()) as { data: { _id: string }[] };
        const revision = list.data[Math.floor(Math.random() * list.data.length)]?._id;
        whole.push(await timed(`${product.url}/api/cms/${id}/revisions/${revision}`, token));
      }
    }
    history.sort((a, b) => a - b);
    whole.sort((a, b) => a - b);
    console.log(
      `  history panel (${history.length} requests, one at a time): p50 ${percentile(history, 0.5)?.toFixed(1)} ms, p99 ${percentile(history, 0.99)?.toFixed(1)} ms`,
    );
    console.log(
      `  one version whole (${whole.length} requests): p50 ${percentile(whole, 0.5)?.toFixed(1)} ms, p99 ${percentile(whole, 0.99)?.toFixed(1)} ms`,
    );
  } finally {
    await product?.stop();
    await drop();
  }
}

await main();
