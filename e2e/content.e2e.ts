import path from 'node:path';
import { messages } from '@masthead/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newSession, signIn, visit } from './support/browser.js';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newSession(browser));
  await signIn(page);
});
afterAll(() => browser.close());

describe('content', () => {
  it('adds a category', async () => {
    await page.goto('/shop/catagory');
    await page.getByRole('heading', { name: 'Manage Category' }).waitFor();
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Politics');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.categoryAdded).waitFor();
    await page.getByRole('button', { name: 'Edit Politics' }).waitFor();
    await visit(page, 'categories');
  });

  it('creates an article with two sections and a cover image, saves it as a draft, lists it', async () => {
    await page.goto('/article/create');
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.waitFor();
    await title.fill('Budget passes after a long night');
    await page.getByRole('textbox', { name: 'Section 1 content' }).waitFor({ timeout: 5000 });
    await page.getByRole('textbox', { name: 'Section 1 content' }).click();
    await page.keyboard.type('Parliament voted at dawn.');
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('textbox', { name: 'Section 2 content' }).click();
    await page.keyboard.type('Reactions came quickly.');
    await page
      .getByTestId('file-input-cover-image')
      .setInputFiles(path.resolve(import.meta.dirname, 'support/avatar.png'));
    await page.getByRole('progressbar').first().waitFor({ state: 'attached' });
    await visit(page, 'article-form');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(messages.articleAdded).waitFor();
    await page.waitForURL(/\/article\/edit\//);

    await page.goto('/article');
    await page.getByRole('tab', { name: 'Draft' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Budget passes after a long night' });
    await row.waitFor();
    expect(await row.textContent()).toContain('budget-passes-after-a-long-night');
    await visit(page, 'article-list-drafts');
  });
});
