/** Where things sit: toasts cover no control, and a phone (390×844) shows every screen without overflow. */
import { messages } from '@masthead/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, E2E_ADMIN, launchBrowser, newSession, signIn, visit } from './support/browser.js';
import { createCategory, createDraft } from './support/content.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The names of the visible controls a locator's box overlaps. */
async function coveredControls(page: Page, cover: Locator): Promise<string[]> {
  const box = await cover.boundingBox();
  if (!box) throw new Error('the toast has no box');
  return page.evaluate((rect) => {
    const covered: string[] = [];
    const toast = document.querySelector('.mantine-Notifications-root');
    for (const element of document.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, [role=tab]',
    )) {
      if (toast?.contains(element) || element.closest('[aria-hidden=true]')) continue;
      const r = element.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const overlaps =
        r.left < rect.x + rect.width && r.right > rect.x && r.top < rect.y + rect.height && r.bottom > rect.y;
      if (overlaps) covered.push(element.getAttribute('aria-label') || element.textContent?.trim() || element.tagName);
    }
    return covered;
  }, box);
}

describe('toasts', () => {
  it('cover none of the controls used next: Create, filters, tabs, a dialog’s buttons', async () => {
    const { page, context } = await newSession(browser);
    await signIn(page);
    await page.goto('/shop/catagory');
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).pressSequentially('Weather');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: messages.categoryAdded });
    await toast.waitFor();
    expect(await coveredControls(page, toast)).toEqual([]);
    await visit(page, 'toast-category');
    await context.close();
  });
});

const phone = { width: 390, height: 844 };

describe('on a phone (390×844)', () => {
  it('overflows the screen nowhere, keeps the user menu whole, and lists articles as compact rows', async () => {
    const { page, context, baseUrl } = await newSession(browser, phone);
    const token = await apiLogin(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
    await createCategory(baseUrl, token, 'International Affairs');
    const draftId = await createDraft(baseUrl, token, 'Ferry timetable changes for the winter season');
    await signIn(page);
    const overflow: string[] = [];
    for (const address of [
      '/',
      '/article',
      '/article/create',
      `/article/edit/${draftId}`,
      '/shop/catagory',
      '/user',
      '/role',
      '/profile',
    ]) {
      await page.goto(address);
      await page.getByRole('heading').first().waitFor();
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > phone.width) overflow.push(`${address}: ${width}px`);
    }
    expect(overflow).toEqual([]);

    // The form's header on a phone: status, Suggest changes, Notes and History wrap, nothing hidden.
    await page.goto(`/article/edit/${draftId}`);
    await page.getByRole('button', { name: /^Notes, / }).waitFor();
    await visit(page, 'phone-article-edit');

    await page.goto('/shop/catagory');
    const category = page.getByText('International Affairs', { exact: true });
    await category.waitFor();
    expect((await category.boundingBox())?.width ?? 0).toBeGreaterThan(80);

    await page.goto('/article');
    const row = page.getByTestId('compact-row').filter({ hasText: 'Ferry timetable changes' });
    await row.waitFor();
    await row.getByRole('link', { name: /^Edit Ferry timetable/ }).waitFor();
    await visit(page, 'phone-articles');

    await page.getByRole('button', { name: /User menu/ }).click();
    const logout = page.getByRole('menuitem', { name: 'Logout' });
    await logout.waitFor();
    const box = await logout.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= phone.width).toBe(true);
    await visit(page, 'phone-user-menu');
    await context.close();
  });
});
