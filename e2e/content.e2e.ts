import { messages } from '@masthead/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newSession, signIn, visit } from './support/browser.js';
import { typeRichText, uploadCover } from './support/content.js';

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, context } = await newSession(browser));
  await signIn(page);
});
afterAll(() => browser.close());

const articleTitle = 'Budget passes after a long night';

describe('content', () => {
  it('adds a category', async () => {
    await page.goto('/shop/catagory');
    await page.getByRole('heading', { name: 'Manage Category' }).waitFor();
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Politics');
    await visit(page, 'category-dialog-add');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.categoryAdded).waitFor();
    await page.getByRole('button', { name: 'Edit Politics' }).waitFor();
    await visit(page, 'categories');
  });

  it('edits a category', async () => {
    await page.getByRole('button', { name: 'Edit Politics' }).click();
    const dialog = page.getByRole('dialog');
    const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
    expect(await name.inputValue()).toBe('Politics');
    await visit(page, 'category-dialog-edit');
    await name.fill('National Politics');
    await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Parliament, parties and elections');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.categoryUpdated).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Edit National Politics' }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit Politics', exact: true }).count()).toBe(0);
  });

  it('creates an article with two sections, a formula and a cover image, saves it as a draft, lists it', async () => {
    await page.goto('/article/create');
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.waitFor();
    await title.fill(articleTitle);
    await page.getByRole('textbox', { name: 'Section 1 title' }).fill('The vote');
    await typeRichText(page, 'Section 1 content', 'Parliament voted at dawn. The deficit rule reads ');
    await page.getByRole('button', { name: 'Insert formula' }).first().click();
    const formula = page.getByRole('dialog', { name: 'Insert formula' });
    await formula.getByRole('textbox', { name: 'Formula (LaTeX)' }).fill('d = \\frac{s - r}{g}');
    await visit(page, 'formula-dialog');
    await formula.getByRole('button', { name: 'Insert formula' }).click();
    await formula.waitFor({ state: 'hidden' });
    const firstSection = page.getByRole('textbox', { name: 'Section 1 content' });
    await firstSection.locator('.katex').first().waitFor();

    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('textbox', { name: 'Section 2 title' }).fill('Reactions');
    await typeRichText(page, 'Section 2 content', 'Reactions came quickly.');
    // Reordering carries each section's title and text along, and the names follow the positions.
    await page.getByRole('button', { name: 'Move section 2 up' }).click();
    expect(await page.getByRole('textbox', { name: 'Section 1 title' }).inputValue()).toBe('Reactions');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Section 1 content' }).textContent())
      .toBe('Reactions came quickly.');
    await page.getByRole('button', { name: 'Move section 2 up' }).click();
    expect(await page.getByRole('textbox', { name: 'Section 1 title' }).inputValue()).toBe('The vote');
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('textbox', { name: 'Section 3 title' }).waitFor();
    await page.getByRole('button', { name: 'Remove section 3' }).click();
    await page.getByRole('textbox', { name: 'Section 3 title' }).waitFor({ state: 'detached' });
    await uploadCover(page);
    await visit(page, 'article-form');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(messages.articleAdded).waitFor();
    await page.waitForURL(/\/article\/edit\//);
    await page.getByRole('heading', { name: 'Edit Article' }).waitFor();
    // The formula survives the round trip through the server's sanitiser.
    await page.getByRole('textbox', { name: 'Section 1 content' }).locator('.katex').first().waitFor();

    await page.goto('/article');
    await page.getByRole('tab', { name: 'Draft' }).click();
    const row = page.getByRole('row').filter({ hasText: articleTitle });
    await row.waitFor();
    expect(await row.textContent()).toContain('budget-passes-after-a-long-night');
    await visit(page, 'article-list-drafts');
  });

  it("opens the preview in a new tab with the item's title, sections and formula", async () => {
    await page.getByRole('link', { name: `Edit ${articleTitle}` }).click();
    await page.getByRole('heading', { name: 'Edit Article' }).waitFor();
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Preview' }).click(),
    ]);
    await preview.waitForURL(/\/preview\//);
    await preview.getByRole('heading', { level: 1, name: articleTitle }).waitFor();
    await preview.getByRole('heading', { name: 'The vote' }).waitFor();
    await preview.getByRole('heading', { name: 'Reactions' }).waitFor();
    await preview.getByText('Parliament voted at dawn.').waitFor();
    await preview.locator('.katex').first().waitFor();
    expect(await preview.title()).toContain(articleTitle);
    await visit(preview, 'preview');
    await preview.close();
  });
});
