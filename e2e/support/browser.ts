import { readFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type CallInput, type DataOf, type Endpoint, endpoints, pathOf } from '@masthead/contract';
import type { AxeResults } from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { E2E_ADMIN } from './global-setup.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export { E2E_ADMIN };
export const screenshotsDir = path.resolve(import.meta.dirname, '../screenshots');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
}

export async function newSession(browser: Browser, viewport = { width: 1360, height: 900 }): Promise<Session> {
  const baseUrl = inject('baseUrl');
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  return { context, page, baseUrl };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's full rule set on a page without frames: loaded once per document and run in place,
 * four times faster than AxeBuilder, which loads axe again and finishes each run in a new page.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  type AxeWindow = { axe?: { run: (context: Document, options: object) => Promise<AxeResults> } };
  const loaded = await page.evaluate(() => Boolean((window as unknown as AxeWindow).axe));
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(() => {
    const { axe } = window as unknown as AxeWindow;
    if (!axe) throw new Error('axe did not load');
    return axe.run(document, { resultTypes: ['violations'] });
  });
}

/** axe finds no violation on the screen as it is now. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await runAxe(page);
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')})`,
  );
  expect(summary, `axe on ${label}`).toEqual([]);
}

/**
 * Screens are pictured only when asked (`E2E_SCREENSHOTS=1`, README "Test it"): the pictures are
 * for people to look at, and took 47 s of the flows' 19 minutes in a measured run.
 */
const picturing = process.env.E2E_SCREENSHOTS === '1';

/** Writes the window as it is to e2e/screenshots/<name>.png (git-ignored), when screens are pictured. */
export async function windowScreenshot(page: Page, name: string): Promise<void> {
  if (!picturing) return;
  await mkdir(screenshotsDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`) });
}

/** Writes a full-page screenshot to e2e/screenshots/<name>.png (git-ignored), when screens are pictured. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!picturing) return;
  await mkdir(screenshotsDir, { recursive: true });
  // A full-page picture draws fixed and sticky parts (header, side menu, the form's action
  // bar) where the viewport was; a viewport as tall as the page lays them out as a reader sees them.
  await page.evaluate(() => window.scrollTo(0, 0));
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (viewport && height > viewport.height) await page.setViewportSize({ width: viewport.width, height });
  try {
    await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`) });
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
}

/** Looks at a screen: waits for it to settle, checks axe, takes its picture. */
export async function visit(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A dialog still fading in or out has text of no contrast: wait for finite transitions to end.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 5000 },
  );
  await expectAccessible(page, name);
  await screenshot(page, name);
}

export async function signIn(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password): Promise<void> {
  await page.goto('/login');
  // Typed key by key, as a person does.
  await page.getByRole('textbox', { name: 'Email', exact: true }).pressSequentially(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).pressSequentially(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('navigation').first().waitFor();
}

/** Calls an endpoint of the catalogue as the given token (test data set-up that is not the flow under test). */
export async function api<E extends Endpoint>(
  baseUrl: string,
  token: string,
  endpoint: E,
  input: CallInput<E>,
): Promise<DataOf<E>> {
  const { params, query, body } = input as {
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
  };
  const url = `${baseUrl}/api${pathOf(endpoint, params)}${query ? `?${new URLSearchParams(query)}` : ''}`;
  const response = await fetch(url, {
    method: endpoint.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: DataOf<E> };
  if (!response.ok) throw new Error(`${endpoint.method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

export async function apiLogin(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api${pathOf(endpoints.auth.login)}`, {
    method: endpoints.auth.login.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const json = (await response.json()) as { data: { token: string } };
  return json.data.token;
}

/** Follows a side-menu entry, opening its group first when it is folded. */
export async function openFromMenu(page: Page, entry: string, group?: string): Promise<void> {
  const nav = page.getByRole('navigation').first();
  const link = nav.getByRole('link', { name: entry, exact: true });
  if (group && !(await link.isVisible())) await nav.getByText(group, { exact: true }).click();
  await link.click();
}

/** Uploads a file through the API (set-up data) and answers its asset id. */
export async function apiUpload(baseUrl: string, token: string, file: string, tag = ''): Promise<string> {
  const form = new FormData();
  if (tag) form.append('tag', tag);
  form.append('file', new Blob([await readFile(file)]), path.basename(file));
  const response = await fetch(`${baseUrl}/api/asset/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const json = (await response.json()) as { data: { _id: string } };
  if (!response.ok) throw new Error(`upload ${file}: ${response.status} ${JSON.stringify(json)}`);
  return json.data._id;
}
