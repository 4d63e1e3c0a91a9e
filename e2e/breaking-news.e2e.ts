import { messages } from '@masthead/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newSession, openFromMenu, signIn, visit } from './support/browser.js';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newSession(browser));
  await signIn(page);
});
afterAll(() => browser.close());

const row = (text: string) => page.getByRole('row').filter({ hasText: text });

describe('breaking news', () => {
  it('adds a headline with a link, after saying what is missing or wrong', async () => {
    await openFromMenu(page, 'Breaking News');
    await page.getByRole('heading', { name: 'Manage Breaking News' }).waitFor();
    expect(page.url()).toMatch(/\/breraking-news$/);
    await page.getByRole('button', { name: 'Add Breaking News' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Breaking News' });
    await dialog.getByRole('button', { name: 'Create Breaking News' }).click();
    await dialog.getByText(messages.headlineRequired).waitFor();
    await dialog.getByRole('textbox', { name: 'Headline' }).click();
    await page.keyboard.type('Harbour bridge closed after the storm');
    await dialog.getByRole('textbox', { name: 'URL' }).click();
    await page.keyboard.type('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Create Breaking News' }).click();
    await dialog.getByText(messages.urlInvalid).waitFor();
    await visit(page, 'breaking-news-dialog');
    await dialog.getByRole('textbox', { name: 'URL' }).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('https://example.com/live/storm');
    await dialog.getByRole('button', { name: 'Create Breaking News' }).click();
    await page.getByText(messages.breakingNewsAdded).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row('Harbour bridge closed').getByText('Active', { exact: true }).waitFor();
    await row('Harbour bridge closed').getByRole('link', { name: 'https://example.com/live/storm' }).waitFor();
    await visit(page, 'breaking-news-list');
  });

  it('switches it Inactive and Active again, each time saying so', async () => {
    await page.getByRole('button', { name: 'Inactive Harbour bridge closed after the storm' }).click();
    await page.getByText(messages.breakingNewsUpdated).first().waitFor();
    await row('Harbour bridge closed').getByText('Inactive', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Active Harbour bridge closed after the storm' }).click();
    await row('Harbour bridge closed').getByText('Active', { exact: true }).waitFor();
  });

  it('edits the headline in its dialog, from the other address too', async () => {
    await page.goto('/breaking-news');
    await page.getByRole('heading', { name: 'Manage Breaking News' }).waitFor();
    await page.getByRole('button', { name: 'Edit Harbour bridge closed after the storm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Breaking News' });
    const headline = dialog.getByRole('textbox', { name: 'Headline' });
    expect(await headline.inputValue()).toBe('Harbour bridge closed after the storm');
    await headline.click();
    await page.keyboard.press('End');
    await page.keyboard.type(': reopens at noon');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText(messages.breakingNewsUpdated).first().waitFor();
    await row('reopens at noon').waitFor();
  });

  it('deletes it after asking', async () => {
    const title = 'Harbour bridge closed after the storm: reopens at noon';
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete breaking news' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(messages.breakingNewsDeleted).waitFor();
    await row('reopens at noon').waitFor({ state: 'detached' });
    await page.getByText(messages.noBreakingNews).waitFor();
  });
});
