/**
 * Every main screen fits the screens people have: a phone (390×844) in light and dark, a laptop
 * (1280) and a desktop (1440) in dark with the side menu open. Nothing overflows the page, each
 * list row's buttons sit inside the window, the user menu and Logout are in reach, axe is clean.
 */
import { endpoints } from '@masthead/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  apiLogin,
  E2E_ADMIN,
  expectAccessible,
  launchBrowser,
  newSession,
  screenshot,
  signIn,
  windowScreenshot,
} from './support/browser.js';
import { createCategory, createDraft } from './support/content.js';

let browser: Browser;
let token: string;
let baseUrl: string;
let logoUrl: string;
let cleanUp: string[] = [];
const title = 'Harbour ferries keep the winter timetable for another season';

/** Every list screen, with the text of a row it shows (set up below), or null for a list that may be empty. */
const lists: { path: string; row: string | null }[] = [
  { path: '/article', row: title },
  { path: '/user', row: E2E_ADMIN.email },
  { path: '/advertisement', row: null },
  { path: '/epaper', row: null },
  { path: '/breraking-news', row: 'Fit check: the bridge reopens' },
  { path: '/redirect-url', row: '/fit-check-old' },
  { path: '/menu', row: null },
  { path: '/audit-log', row: null },
];
const forms = ['/', '/shop/catagory', '/site-management', '/home/manage-section'];

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await newSession(browser);
  baseUrl = session.baseUrl;
  await session.context.close();
  token = await apiLogin(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  const draft = await createDraft(baseUrl, token, title);
  // A live story too: its status shows in the list (the published badge was once too faint).
  const me = await api(baseUrl, token, endpoints.user.me, {});
  const category = await createCategory(baseUrl, token, 'Fit check desk');
  const live = await api(baseUrl, token, endpoints.cms.create, {
    body: {
      title: 'Fit check: a live video',
      type: 'Video',
      status: 'Published',
      description: 'A live video for the fit check',
      categories: [category],
      user: me._id,
      publishDate: new Date(Date.now() - 3_600_000).toISOString(),
      seo: { title: 'Fit check: a live video', description: 'A live video', metaTags: [] },
    },
  });
  const news = await api(baseUrl, token, endpoints.breakingNews.create, {
    body: { title: 'Fit check: the bridge reopens' },
  });
  const redirect = await api(baseUrl, token, endpoints.redirect.create, {
    body: { oldUrl: '/fit-check-old', redirectUrl: '/fit-check-new' },
  });
  // What this file made goes again: the flows after it count their own rows (an empty list, a total).
  cleanUp = [
    `/cms/${draft}`,
    `/cms/${draft}/purge`,
    `/cms/${live._id}`,
    `/cms/${live._id}/purge`,
    `/category/${category}`,
    `/breaking-news/${news._id}`,
    `/redirect-url/${redirect._id}`,
  ];
  // A wide logo, as a masthead's is: the phone header must still hold the user menu.
  const { default: sharp } = await import('sharp');
  const form = new FormData();
  const png = await sharp({ create: { width: 900, height: 120, channels: 3, background: '#1864ab' } })
    .png()
    .toBuffer();
  form.append('file', new Blob([new Uint8Array(png)]), 'fit-logo.png');
  const uploaded = await fetch(`${baseUrl}/api/asset/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  logoUrl = ((await uploaded.json()) as { data: { url: string } }).data.url;
});

afterAll(async () => {
  for (const address of cleanUp) {
    const response = await fetch(`${baseUrl}/api${address}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`DELETE ${address}: ${response.status} ${await response.text()}`);
  }
  await browser.close();
});

/**
 * The site's details as the server gives them, with the uploaded wide logo as the site logo:
 * saving the site settings here would change them for the flows that run later (site.e2e starts
 * from none), so this one window sees the logo set and nothing is stored.
 */
async function withWideLogo(page: Page) {
  await page.route('**/api/site-management/siteDetail', async (route) => {
    try {
      const response = await route.fetch();
      const json = (await response.json()) as { data: Record<string, unknown> };
      json.data.siteLogo = { url: logoUrl };
      await route.fulfill({ response, json });
    } catch {
      // The page moved on (or closed) before the answer came: nobody waits for it any more.
    }
  });
}

/** How far the page reaches past the window's right edge (0 when it fits). */
function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The row buttons (table or card) that lie even partly outside the window, by name. */
function actionsOutside(page: Page): Promise<{ inside: number; outside: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside: string[] = [];
    let inside = 0;
    for (const control of document.querySelectorAll<HTMLElement>('[data-row-actions] :is(button, a)')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.left < 0 || box.right > width) outside.push(control.getAttribute('aria-label') || control.textContent);
      else inside += 1;
    }
    return { inside, outside };
  });
}

/** The screen's heading is up and no list is loading any more. */
async function settle(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy=true]'), undefined, { timeout: 30_000 });
}

/** Walks every screen at one size and scheme; answers what does not fit. */
async function walk(
  viewport: { width: number; height: number },
  scheme: 'light' | 'dark',
  { axe = true }: { axe?: boolean } = {},
): Promise<string[]> {
  const { page, context } = await newSession(browser, viewport);
  await withWideLogo(page);
  await page.emulateMedia({ colorScheme: scheme });
  const label = `${viewport.width}-${scheme}`;
  const problems: string[] = [];
  const started = Date.now();

  await page.goto('/login');
  // The sign-in page puts the caret in Email: typing starts at once.
  // Waited for in the page: the four walks run side by side, and vitest's expect.poll belongs to
  // one test at a time, which concurrent tests do not have.
  await page.waitForFunction(() => document.activeElement?.getAttribute('autocomplete') === 'username');
  if (axe) await expectAccessible(page, `login ${label}`);
  await signIn(page);
  await page.getByRole('banner').getByRole('img').waitFor();

  for (const { path: address, row } of lists) {
    await page.goto(address);
    await settle(page);
    if (row) await page.getByText(row, { exact: false }).first().waitFor();
    const overflow = await pageOverflow(page);
    if (overflow > 0) problems.push(`${address}: the page is ${overflow}px wider than the window`);
    const actions = await actionsOutside(page);
    if (actions.outside.length > 0) problems.push(`${address}: ${actions.outside.join(', ')} outside the window`);
    if (row && actions.inside === 0) problems.push(`${address}: no row button in sight`);
    if (axe) await expectAccessible(page, `${address} ${label}`);
    if (address === '/article' || address === '/user')
      await screenshot(page, `fit${address.replace('/', '-')}-${label}`);
  }

  for (const address of forms) {
    await page.goto(address);
    await settle(page);
    const overflow = await pageOverflow(page);
    if (overflow > 0) problems.push(`${address}: the page is ${overflow}px wider than the window`);
    if (axe) await expectAccessible(page, `${address} ${label}`);
  }

  // The category dialog: Save in sight without scrolling, on a 900 px high window too.
  await page.goto('/shop/catagory');
  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog');
  const save = dialog.getByRole('button', { name: 'Save' });
  await save.waitFor();
  const saveBox = await save.boundingBox();
  if (!saveBox || saveBox.y + saveBox.height > viewport.height) problems.push('category dialog: Save below the fold');
  await dialog.getByText(/search results show about 60/).waitFor();
  if (axe) await expectAccessible(page, `category dialog ${label}`);
  await windowScreenshot(page, `fit-category-dialog-${label}`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The user menu whole inside the window; on a phone, Logout in the side menu too.
  const userMenu = page.getByRole('button', { name: /^User menu for / });
  const menuBox = await userMenu.boundingBox();
  if (!menuBox || menuBox.x < 0 || menuBox.x + menuBox.width > viewport.width) {
    problems.push(`user menu outside the window: ${JSON.stringify(menuBox)}`);
  }
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
  await page.keyboard.press('Escape');
  if (viewport.width < 768) {
    await page.getByRole('button', { name: 'Toggle navigation' }).first().click();
    await page.getByRole('button', { name: 'Logout', exact: true }).waitFor();
    // The menu slides in: the picture waits until it is in place.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await windowScreenshot(page, `fit-phone-menu-${label}`);
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await page.getByRole('textbox', { name: 'Email', exact: true }).waitFor();
  }
  console.log(`fit ${label}: ${lists.length + forms.length + 2} screens in ${Date.now() - started} ms`);
  // A site-details request still on its way when the window closes has nobody to answer.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
  return problems;
}

// The four sizes walk side by side, each in its own browser window: the file stays short.
// Four windows walking 14 screens with axe on 2 cores beside the API tests share the machine:
// each walk takes about 70 s alone and over 180 s together under that load (measured on the tree
// before issue 31 too), so their deadline is the four walks', still one that catches a hang.
const FOUR_WALKS_MS = 480_000;
describe.concurrent('every main screen fits', { timeout: FOUR_WALKS_MS }, () => {
  it('on a phone (390×844), light', async () => {
    expect(await walk({ width: 390, height: 844 }, 'light')).toEqual([]);
  });

  it('on a phone (390×844), dark', async () => {
    expect(await walk({ width: 390, height: 844 }, 'dark')).toEqual([]);
  });

  it('at 1280×800 with the side menu open, dark', async () => {
    // axe reads the same screens, in the same scheme, at 1440: here only what fits is checked.
    expect(await walk({ width: 1280, height: 800 }, 'dark', { axe: false })).toEqual([]);
  });

  it('at 1440×900 with the side menu open, dark', async () => {
    expect(await walk({ width: 1440, height: 900 }, 'dark')).toEqual([]);
  });

  it('a saved category’s slug is not “set by hand”; the skip link; a home section’s colour picker closes on Enter and Escape', async () => {
    const { page, context } = await newSession(browser, { width: 1440, height: 900 });
    await signIn(page);
    // A saved category nobody gave a slug by hand is not said to have one "set by hand".
    await page.goto('/shop/catagory');
    await page.getByRole('button', { name: 'Edit Fit check desk' }).click();
    const slug = page.getByRole('dialog').getByRole('textbox', { name: 'Slug' });
    expect(await slug.inputValue()).toBe('fit-check-desk');
    const hint = await slug.evaluate((input) => input.getAttribute('aria-describedby'));
    const said = await page.evaluate(
      (ids) => (ids ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? ''),
      hint,
    );
    expect(said.join(' ')).toContain('Kept as saved');
    expect(said.join(' ')).not.toContain('Set by hand');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/home/manage-section');
    await page.getByRole('button', { name: 'Add section' }).waitFor();
    // The first Tab reaches "Skip to content", which takes the keyboard past the header and menu.
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Skip to content');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('menuitem', { name: 'Category' }).click();
    const colour = page.getByRole('textbox', { name: 'Colour' }).last();
    const picker = page.locator('.mantine-ColorInput-dropdown');
    await colour.click();
    await picker.waitFor();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('#0b7285', { delay: 40 });
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'hidden' });
    await page.keyboard.press('ArrowDown');
    await picker.waitFor();
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'hidden' });
    expect(await colour.inputValue()).toBe('#0b7285');
    await page.getByRole('radio', { name: 'Box+List' }).last().click();

    await context.close();
  });
});
