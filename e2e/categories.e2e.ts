import { endpoints, messages } from '@masthead/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, E2E_ADMIN, launchBrowser, newSession, type Session, signIn, visit } from './support/browser.js';

let browser: Browser;
let admin: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newSession(browser);
  const token = await apiLogin(admin.baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  const parent = await api(admin.baseUrl, token, endpoints.category.create, {
    body: {
      name: 'Regions',
      slug: 'regions',
    },
  });
  await api(admin.baseUrl, token, endpoints.category.create, {
    body: {
      name: 'North Coast',
      slug: 'north-coast',
      parent: parent._id,
    },
  });
  await signIn(admin.page);
});
afterAll(() => browser.close());

describe('removing a category', () => {
  it('is not offered on a category with subcategories, which says why; an empty one can be removed', async () => {
    const page = admin.page;
    await page.goto('/shop/catagory');
    const remove = page.getByRole('button', { name: 'Remove Regions', exact: true });
    await remove.waitFor();
    expect(await remove.getAttribute('aria-disabled')).toBe('true');
    const describedBy = (await remove.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(messages.categoryHasSubcategories);
    await remove.hover();
    await page.getByRole('tooltip').getByText(messages.categoryHasSubcategories).waitFor();
    // A click with the mouse on it opens nothing.
    const box = await remove.boundingBox();
    if (!box) throw new Error('no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.mouse.move(0, 0);
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    await visit(page, 'category-remove-disabled');

    const expand = page.getByRole('button', { name: 'Expand Regions' });
    if (await expand.isVisible()) await expand.click();
    await page.getByRole('button', { name: 'Remove North Coast', exact: true }).click();
    await page.getByRole('dialog', { name: 'Remove category' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: 'Remove North Coast', exact: true }).waitFor({ state: 'detached' });
    expect(
      await page.getByRole('button', { name: 'Remove Regions', exact: true }).getAttribute('aria-disabled'),
    ).toBeNull();
  });
});
