/** Menu Management: build a Top menu with a nested category, save it, activate and de-activate it. */
import { endpoints, messages } from '@masthead/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, E2E_ADMIN, launchBrowser, newSession, openFromMenu, signIn, visit } from './support/browser.js';
import { chooseOptions } from './support/content.js';

let browser: Browser;
let page: Page;
let baseUrl: string;
let token: string;

const entryTitles = async () =>
  page.locator('[data-menu-entry]').evaluateAll((cards) =>
    cards.map((card) => {
      const input = card.querySelector('input') as HTMLInputElement;
      const indent = Number.parseInt(getComputedStyle(card).marginLeft, 10) / 28;
      return `${'-'.repeat(Math.round(indent))}${input.value}`;
    }),
  );

/** Holds an entry by its handle and moves the mouse sideways, in small steps as a hand does. */
async function dragSideways(title: string, dx: number) {
  const handle = await page.getByRole('button', { name: `Drag ${title}` }).boundingBox();
  if (!handle) throw new Error(`no handle for ${title}`);
  const x = handle.x + handle.width / 2;
  const y = handle.y + handle.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + Math.sign(dx) * 6, y + 1, { steps: 3 });
  await page.mouse.move(x + dx, y + 1, { steps: 10 });
  await page.mouse.up();
}

/** Holds an entry by its handle, moves it up over the entry above, sees the drop line, and lets go with Escape. */
async function dragUpAndLook(title: string) {
  const handle = await page.getByRole('button', { name: `Drag ${title}` }).boundingBox();
  if (!handle) throw new Error(`no handle for ${title}`);
  const x = handle.x + handle.width / 2;
  const y = handle.y + handle.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y - 8, { steps: 3 });
  await page.mouse.move(x, y - 90, { steps: 12 });
  await page.locator('[data-drop-line="above"]').waitFor();
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await page.locator('[data-drop-line]').waitFor({ state: 'detached' });
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, baseUrl } = await newSession(browser));
  token = await apiLogin(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  const coast = await api(baseUrl, token, endpoints.category.create, { body: { name: 'Shoreline' } });
  await api(baseUrl, token, endpoints.category.create, { body: { name: 'Lifeboats', parent: coast._id } });
  await api(baseUrl, token, endpoints.category.create, { body: { name: 'Weather desk' } });
  await signIn(page);
});
afterAll(() => browser.close());

describe('menu management', () => {
  it('builds a Top menu with a nested category and saves it', async () => {
    await openFromMenu(page, 'Menu Management', 'Appearance');
    await page.getByRole('heading', { name: 'Menu Management' }).waitFor();
    await page.getByRole('link', { name: 'Add Menu' }).click();
    await page.getByRole('heading', { name: 'Add Menu' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(messages.menuNameRequired).waitFor();

    await chooseOptions(page, 'Menu name', ['Top Menu']);
    await page.getByRole('checkbox', { name: 'Weather desk' }).check();
    await page.getByRole('checkbox', { name: 'Shoreline', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Lifeboats' }).check();
    // A ticked subcategory goes in under its ticked category at once.
    expect(await entryTitles()).toEqual(['Weather desk', 'Shoreline', '-Lifeboats']);
    // Shoreline moves up above Weather desk, taking Lifeboats with it.
    await page.getByRole('button', { name: 'Move Shoreline up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(entryTitles).toEqual(['Shoreline', '-Lifeboats', 'Weather desk']);
    // Dragged sideways with the mouse: in under Shoreline, then out again.
    await dragSideways('Weather desk', 40);
    await expect.poll(entryTitles).toEqual(['Shoreline', '-Lifeboats', '-Weather desk']);
    await dragSideways('Weather desk', -40);
    await expect.poll(entryTitles).toEqual(['Shoreline', '-Lifeboats', 'Weather desk']);
    // While an entry is dragged over another, a line shows where it would land; Escape lets go, nothing moves.
    await dragUpAndLook('Weather desk');
    await expect.poll(entryTitles).toEqual(['Shoreline', '-Lifeboats', 'Weather desk']);
    const title = page.getByRole('textbox', { name: 'Title (Category)' }).last();
    await title.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Weather');
    await visit(page, 'menu-editor');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The first save of a new menu asks whether readers get it now.
    const ask = page.getByRole('dialog', { name: 'Make this the live Top Menu?' });
    await ask.waitFor();
    await visit(page, 'menu-first-save');
    await ask.getByRole('button', { name: 'Save, not live' }).click();
    await page.getByText(messages.menuSavedInactive).waitFor();
    await page.getByRole('heading', { name: 'Edit Menu' }).waitFor();
    const menus = await api(baseUrl, token, endpoints.menu.list, { query: { all: 'true' } });
    const saved = menus.items.find((menu) => menu.items.some((item) => item.title === 'Lifeboats'));
    expect(saved?.items.map((item) => item.title)).toEqual(['Shoreline', 'Lifeboats', 'Weather']);
    expect(saved?.active).toBe(false);
  });

  it('activates it for the public site, and de-activates it', async () => {
    await openFromMenu(page, 'Menu Management', 'Appearance');
    await page.getByRole('heading', { name: 'Menu Management' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Top Menu' }).first();
    await row.getByRole('button', { name: /^Activate Top Menu/ }).click();
    await page.getByText(messages.menuStatusUpdated).waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    const live = await fetch(`${baseUrl}/api/public/menu/top`).then((response) => response.json());
    expect(live.data.items.map((item: { title: string }) => item.title)).toEqual(['Shoreline', 'Weather']);
    expect(live.data.items[0].children[0]).toMatchObject({ title: 'Lifeboats', type: 'Category' });
    await visit(page, 'menu-list');
    await row.getByRole('button', { name: /^De-Activate Top Menu/ }).click();
    await row.getByText('IN-ACTIVE', { exact: true }).waitFor();
    expect((await fetch(`${baseUrl}/api/public/menu/top`)).status).toBe(404);
  });
});
