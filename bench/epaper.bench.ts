/**
 * An e-paper edition's pages (issue 11): a 100-page, 30 MB PDF of page scans uploaded to the
 * built product, which renders every page to a WebP thumbnail (mupdf in a worker thread) before
 * it answers. Printed: how long the upload takes to answer (the bytes over localhost, then every
 * page rendered), and, measured beside it, the p99 of the server's other requests (a signed-in
 * list at 10 connections) before and while it runs. Embedded PGlite, as `npm start` runs.
 * Run: npm run bench:epaper (builds first). BENCH_PAGES (100), BENCH_PDF_MB (30).
 */
import autocannon from 'autocannon';
import sharp from 'sharp';
import { makePdf, type PageScan } from '../apps/server/src/test/pdf.js';
import { signIn, startProduct } from './product.js';

const PAGES = Number(process.env.BENCH_PAGES ?? 100);
const PDF_MB = Number(process.env.BENCH_PDF_MB ?? 30);

/** A page scan: noise over paper colour, about `bytes` as a JPEG (a scanned page is mostly texture). */
async function scan(bytes: number): Promise<PageScan> {
  let width = 1240;
  for (;;) {
    const height = Math.round(width * Math.SQRT2);
    const jpeg = await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: { r: 240, g: 236, b: 228 },
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg({ quality: 40 })
      .toBuffer();
    if (jpeg.length <= bytes || width <= 400) return { jpeg, width, height };
    width = Math.round(width * 0.85);
  }
}

async function main() {
  const target = PDF_MB * 1024 * 1024 - 64 * 1024;
  const first = await scan(Math.round(target / PAGES));
  const scans = Array.from({ length: PAGES }, () => first);
  const lines = Array.from({ length: PAGES }, (_, n) => [`Harbour Herald page ${n + 1}`, 'Bench edition']);
  const unpadded = makePdf(lines, { scans });
  const pdf = makePdf(lines, { scans, padBytes: Math.max(0, target - unpadded.length) });
  console.log(
    `E-paper: a ${PAGES}-page PDF of ${(pdf.length / 1024 / 1024).toFixed(1)} MB (page scans ${first.width}×${first.height})`,
  );

  const product = await startProduct({});
  try {
    const token = await signIn(product.url);
    const other = {
      url: `${product.url}/api/cms?page=1&pageSize=10`,
      connections: 10,
      headers: { authorization: `Bearer ${token}` },
    };
    await autocannon({ ...other, duration: 2 });
    const quiet = await autocannon({ ...other, duration: 6 });

    const uploading = (async () => {
      const started = performance.now();
      const form = new FormData();
      form.append('tag', 'epaper');
      form.append('file', new Blob([new Uint8Array(pdf)]), 'bench-edition.pdf');
      const response = await fetch(`${product.url}/api/asset/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const body = (await response.json()) as { data?: { pages?: unknown[] }; error?: unknown };
      if (!response.ok) throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
      return { seconds: (performance.now() - started) / 1000, pages: body.data?.pages?.length ?? 0 };
    })();
    // The other requests while the edition is read, for as long as it takes.
    const busy: autocannon.Result[] = [];
    let done = false;
    void uploading.then(
      () => {
        done = true;
      },
      () => {
        done = true;
      },
    );
    while (!done) busy.push(await autocannon({ ...other, duration: 2 }));
    const upload = await uploading;
    const p99Busy = Math.max(...busy.map((run) => run.latency.p99));
    console.log(
      `  upload answered with ${upload.pages} pages thumbnailed in ${upload.seconds.toFixed(1)} s (${((upload.seconds * 1000) / PAGES).toFixed(0)} ms a page)`,
    );
    console.log(
      `  other requests (article list, 10 connections): p99 ${quiet.latency.p99} ms before, ${p99Busy} ms while the pages render (${Math.round(quiet.requests.average)} → ${Math.round(busy.reduce((s, r) => s + r.requests.average, 0) / busy.length)} req/s)`,
    );
  } finally {
    await product.stop();
  }
}

await main();
