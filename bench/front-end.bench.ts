/**
 * What the browser downloads and how the screens score: the JavaScript each route loads (as sent,
 * brotli, and its gzip size), the layout shift while the article list loads, and Lighthouse's
 * mobile performance score for the sign-in screen and the article list, on Debian's Chromium.
 * Run: npm run bench:front-end (builds first). CHROMIUM_PATH to use another browser; LIGHTHOUSE_REPORTS=<folder>
 * keeps each Lighthouse report there as JSON; LIGHTHOUSE_RUNS=<n> (3 unless told) runs each screen n times and
 * prints the run with the median score (Lighthouse varies from run to run).
 */
import { existsSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '@masthead/contract';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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

async function lighthouseScore(url: string, token?: string): Promise<LighthouseFigures> {
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
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(token),
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code}`);
    if (process.env.LIGHTHOUSE_REPORTS) {
      const file = path.join(
        process.env.LIGHTHOUSE_REPORTS,
        `${new URL(url).pathname.replaceAll('/', '_') || 'root'}.json`,
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
  console.log(`Lighthouse, mobile, performance (the median of ${runs} runs)`);
  for (const [label, route, withToken] of [
    ['sign-in', paths.login, false],
    ['article list', paths.articles, true],
  ] as const) {
    const all: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run += 1)
      all.push(await lighthouseScore(product.url + route, withToken ? token : undefined));
    all.sort((a, b) => a.score - b.score);
    const figures = all[Math.floor(all.length / 2)];
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `  ${label.padEnd(14)} score ${figures.score}: FCP ${seconds(figures.fcp)}, LCP ${seconds(figures.lcp)}, ` +
        `TBT ${Math.round(figures.tbt)} ms, Speed Index ${seconds(figures.si)}, CLS ${figures.cls.toFixed(3)} ` +
        `(scores: ${all.map((one) => one.score).join(', ')})`,
    );
  }
} finally {
  await product.stop();
}
