import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, E2E_ADMIN, launchBrowser, newSession, signIn } from './support/browser.js';
import { createDraft } from './support/content.js';

/**
 * Issue 30, point 12: a screen does not move while it loads, whatever order its answers come in.
 * The answers are held back in the browser and let go one by one, in both orders; Chromium's own
 * layout-shift entries (those without a person's input) are summed, as Lighthouse's CLS does.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  const baseUrl = (await newSession(browser)).baseUrl;
  const token = await apiLogin(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  // A page of rows, so the list has a real height to reserve.
  for (let n = 1; n <= 12; n++) await createDraft(baseUrl, token, `Holding still ${n}`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** Answers of `urls` wait until `release(url)`; everything else goes at once. */
function holdBack(page: Page, urls: RegExp[]) {
  const waiting = new Map<RegExp, Route[]>(urls.map((url) => [url, []]));
  const released = new Set<RegExp>();
  return {
    async install() {
      await page.route(
        (url) => urls.some((pattern) => pattern.test(url.pathname + url.search)),
        async (route) => {
          const url = new URL(route.request().url());
          const pattern = urls.find((candidate) => candidate.test(url.pathname + url.search)) as RegExp;
          if (released.has(pattern)) return route.continue();
          waiting.get(pattern)?.push(route);
        },
      );
    },
    /** Waits until the screen has asked for it, then lets its answers through. */
    async release(pattern: RegExp) {
      await expect.poll(() => waiting.get(pattern)?.length ?? 0, { timeout: 60_000 }).toBeGreaterThan(0);
      released.add(pattern);
      for (const route of waiting.get(pattern) ?? []) await route.continue();
      waiting.set(pattern, []);
      // Let the screen draw what came before the next answer comes.
      await page.waitForTimeout(400);
    },
  };
}

/** Sums the layout shifts of this document that no input caused. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total);

const LIST = /^\/api\/cms(\?|$)/;
const COUNTS = /^\/api\/cms\/counts/;
const DESK = /^\/api\/dashboard/;
const MENTIONS = /^\/api\/notes\/mentions/;
const NOTIFICATIONS = /^\/api\/notifications/;

async function measure(viewport: typeof PHONE, path: string, order: RegExp[], ready: (page: Page) => Promise<void>) {
  const { context, page } = await newSession(browser, viewport);
  try {
    await signIn(page);
    await watchShifts(page);
    const held = holdBack(page, order);
    await held.install();
    await page.goto(path);
    for (const pattern of order) await held.release(pattern);
    await ready(page);
    await page.waitForTimeout(500);
    return await shiftsOf(page);
  } finally {
    await context.close();
  }
}

const listReady = async (page: Page) => {
  await page.getByText('Holding still 12', { exact: true }).first().waitFor();
};
const dashboardReady = async (page: Page) => {
  await page.getByRole('heading', { name: 'My drafts' }).waitFor();
};

describe('screens hold still while they load', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`the article list on a ${name}, its rows before its counts and after them`, async () => {
      const rowsFirst = await measure(viewport, '/article', [LIST, COUNTS], listReady);
      const countsFirst = await measure(viewport, '/article', [COUNTS, LIST], listReady);
      console.log(
        `article list, ${name}: layout shift ${rowsFirst.toFixed(3)} (rows first), ${countsFirst.toFixed(3)} (counts first)`,
      );
      expect(rowsFirst).toBeLessThan(0.1);
      expect(countsFirst).toBeLessThan(0.1);
    });

    it(`the dashboard on a ${name}, its panels' answers in two orders`, async () => {
      const deskFirst = await measure(viewport, '/', [DESK, MENTIONS, NOTIFICATIONS], dashboardReady);
      const deskLast = await measure(viewport, '/', [NOTIFICATIONS, MENTIONS, DESK], dashboardReady);
      console.log(
        `dashboard, ${name}: layout shift ${deskFirst.toFixed(3)} (desk first), ${deskLast.toFixed(3)} (desk last)`,
      );
      expect(deskFirst).toBeLessThan(0.1);
      expect(deskLast).toBeLessThan(0.1);
    });
  }
});
