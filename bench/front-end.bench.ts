/**
 * What the browser downloads and how the screens score: the JavaScript each route loads (as sent,
 * brotli, and its gzip size), the layout shift while the article list loads, and Lighthouse's
 * performance score and layout shift (CLS) for the sign-in screen, the dashboard, the article list
 * and the article form, on a phone and on a desktop, on Debian's Chromium. Beside them, measured in
 * the same run, a reference: a static page of a heading and a table of ten rows, no script, from
 * node:http — what Lighthouse gives on this machine at its busiest to a page with nothing to do (a
 * shared, loaded machine lowers every score; the reference says by how much).
 * Run: npm run bench:front-end (builds first). CHROMIUM_PATH to use another browser; LIGHTHOUSE_REPORTS=<folder>
 * keeps each Lighthouse report there as JSON; LIGHTHOUSE_RUNS=<n> (3 unless told) runs each screen n times and
 * prints the run with the median score (Lighthouse varies from run to run) and the largest CLS of all runs.
 */
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { paths } from '@masthead/contract';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type Page } from 'playwright-core';
import { signIn, startProduct } from './product.js';

const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');

/** The JS a screen loads: bytes as sent (the browser asks for brotli) and the same files' gzip size. */
async function scriptBytes(page: Page, url: string): Promise<{ sent: number; gzip: number; files: number }> {
  const scripts: { url: string; sent: number }[] = [];
  const collect = async (response: import('playwright-core').Response) => {
    if (response.request().resourceType() !== 'script') return;
    const sizes = await response.request().sizes();
    scripts.push({ url: response.url(), sent: sizes.responseBodySize });
  };
  page.on('response', collect);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', collect);
  let gzip = 0;
  for (const script of scripts) {
    const file = path.join(webDist, new URL(script.url).pathname);
    gzip += existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : existsSync(file) ? statSync(file).size : 0;
  }
  return { sent: scripts.reduce((sum, s) => sum + s.sent, 0), gzip, files: scripts.length };
}

/** The layout shift a screen causes while it loads, as the browser scores it (CLS). */
async function layoutShift(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'networkidle' });
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

/** Lighthouse's score and the metrics it weighs: FCP, LCP, TBT, Speed Index (ms) and CLS. */
interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
  cls: number;
}

type FormFactor = 'mobile' | 'desktop';

async function lighthouseScore(url: string, formFactor: FormFactor, token?: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    if (token) {
      // Signed in as a person would be: the token in the site's local storage, kept by Lighthouse.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await page.goto(new URL(paths.login, url).href);
      await page.evaluate((value) => window.localStorage.setItem('token', value), token);
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: ['performance'], disableStorageReset: Boolean(token), logLevel: 'error' },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code}`);
    if (process.env.LIGHTHOUSE_REPORTS) {
      const file = path.join(
        process.env.LIGHTHOUSE_REPORTS,
        `${formFactor}${new URL(url).pathname.replaceAll('/', '_')}.json`,
      );
      writeFileSync(file, JSON.stringify(lhr, null, 1));
    }
    const metric = (audit: string) => Number(lhr.audits[audit].numericValue ?? 0);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      si: metric('speed-index'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The reference: a heading and a table of ten rows, no script, from node:http on a free port. */
async function referencePage(): Promise<{ url: string; close: () => void }> {
  const rows = Array.from(
    { length: 10 },
    (_, n) => `<tr><td>Harbour storm report ${n + 1}</td><td>Draft</td><td>26/11/2026 10:${10 + n}</td></tr>`,
  ).join('');
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference</title></head><body style="font-family: system-ui, sans-serif; margin: 24px"><h1>Manage Articles</h1><p>A static page: what this machine lets Lighthouse score at best.</p><table><thead><tr><th>Title</th><th>Status</th><th>Updated</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

// A fresh embedded database with the bench's administrator (product.ts sets it up).
const product = await startProduct({});
try {
  const token = await signIn(product.url);
  for (let n = 1; n <= 25; n += 1) {
    const response = await fetch(`${product.url}/api/cms/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: `Harbour storm report ${n}`, type: 'Article' }),
    });
    if (!response.ok) throw new Error(`seeding: ${response.status} ${await response.text()}`);
  }

  const browser = await chromium.launch({ executablePath: chromePath, args: ['--headless', '--no-sandbox'] });
  try {
    const context = await browser.newContext({ baseURL: product.url });
    const page = await context.newPage();
    console.log('JavaScript per route (first visit, empty cache)');
    const login = await scriptBytes(page, paths.login);
    console.log(
      `  ${paths.login.padEnd(16)} ${kb(login.sent)} sent (brotli), ${kb(login.gzip)} gzip, ${login.files} files`,
    );
    for (const route of [paths.dashboard, paths.articles, paths.articleCreate]) {
      const fresh = await context.browser()?.newContext({ baseURL: product.url });
      if (!fresh) break;
      const freshPage = await fresh.newPage();
      await freshPage.goto(paths.login);
      await freshPage.evaluate((value) => window.localStorage.setItem('token', value), token);
      const bytes = await scriptBytes(freshPage, route);
      console.log(
        `  ${route.padEnd(16)} ${kb(bytes.sent)} sent (brotli), ${kb(bytes.gzip)} gzip, ${bytes.files} files`,
      );
      if (route === paths.articles) {
        console.log(
          `  layout shift while the article list loads (CLS): ${(await layoutShift(freshPage, route)).toFixed(3)}`,
        );
      }
      await fresh.close();
    }
  } finally {
    await browser.close();
  }

  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  const reference = await referencePage();
  try {
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    for (const formFactor of ['mobile', 'desktop'] as const) {
      console.log(
        `Lighthouse, ${formFactor}, performance (the median of ${runs} runs; CLS: that run's, and the largest of all)`,
      );
      for (const [label, url, withToken] of [
        ['reference', reference.url, false],
        ['sign-in', product.url + paths.login, false],
        ['dashboard', product.url + paths.dashboard, true],
        ['article list', product.url + paths.articles, true],
        ['article form', product.url + paths.articleCreate, true],
      ] as const) {
        const all: LighthouseFigures[] = [];
        for (let run = 0; run < runs; run += 1) {
          // A busy machine sometimes leaves Lighthouse without a trace (NO_NAVSTART): said, not counted.
          await lighthouseScore(url, formFactor, withToken ? token : undefined).then(
            (figures) => all.push(figures),
            (error: Error) => console.log(`  ${label}: ${error.message}`),
          );
        }
        if (all.length === 0) continue;
        all.sort((a, b) => a.score - b.score);
        const figures = all[Math.floor(all.length / 2)];
        const worstCls = Math.max(...all.map((one) => one.cls));
        console.log(
          `  ${label.padEnd(14)} score ${String(figures.score).padStart(3)}, CLS ${figures.cls.toFixed(3)} (largest ${worstCls.toFixed(3)}): ` +
            `FCP ${seconds(figures.fcp)}, LCP ${seconds(figures.lcp)}, TBT ${Math.round(figures.tbt)} ms, ` +
            `Speed Index ${seconds(figures.si)} (scores: ${all.map((one) => one.score).join(', ')})`,
        );
      }
    }
  } finally {
    reference.close();
  }
} finally {
  await product.stop();
}
