/**
 * The generated sitemap (issue 12) with BENCH_ITEMS (100,000) published items on PostgreSQL:
 * `/sitemap.xml` (an index, past 50,000 addresses) and every part it names, fetched in full one
 * after the other. Printed: the time to the last byte of each and in all, the bytes, and the
 * server's resident memory before and at its peak while they stream (the growth).
 * Run: npm run bench:sitemap (builds first). BENCH_ITEMS, BENCH_DATABASE_URL.
 */
import { openPg } from '../apps/server/src/db/client.js';
import { generateBenchContent, temporaryPostgres } from './databases.js';
import { memoryOf, startProduct } from './product.js';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);

async function main() {
  const { databaseUrl, drop } = await temporaryPostgres('masthead_sitemap_bench');
  const database = openPg(databaseUrl, 4);
  await generateBenchContent(database, ITEMS, 4);
  await database.close();
  const product = await startProduct({ databaseUrl });
  try {
    // Warm: the first request of each kind loads its code.
    await (await fetch(`${product.url}/robots.txt`)).text();
    const before = memoryOf(product.pid).rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryOf(product.pid).rss);
    }, 20);
    const started = performance.now();
    const index = await (await fetch(`${product.url}/sitemap.xml`)).text();
    const isIndex = index.includes('<sitemapindex');
    const parts = isIndex
      ? [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)
      : [];
    let bytes = index.length;
    let urls = isIndex ? 0 : index.split('<url>').length - 1;
    const lines = [
      `  /sitemap.xml: ${isIndex ? `an index of ${parts.length} parts` : `${urls} addresses`}, ${(index.length / 1024 / 1024).toFixed(1)} MB in ${(performance.now() - started).toFixed(0)} ms`,
    ];
    for (const part of parts) {
      const partStarted = performance.now();
      const body = await (await fetch(product.url + part)).text();
      bytes += body.length;
      const count = body.split('<url>').length - 1;
      urls += count;
      lines.push(
        `  ${part}: ${count} addresses, ${(body.length / 1024 / 1024).toFixed(1)} MB in ${(performance.now() - partStarted).toFixed(0)} ms`,
      );
    }
    clearInterval(sampler);
    const total = performance.now() - started;
    console.log(`Sitemap: ${ITEMS} published items (PostgreSQL)`);
    for (const line of lines) console.log(line);
    console.log(
      `  all: ${urls} addresses, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${(total / 1000).toFixed(2)} s; server memory ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at peak (+${(peak - before).toFixed(0)} MB)`,
    );
  } finally {
    await product.stop();
    await drop();
  }
}

await main();
