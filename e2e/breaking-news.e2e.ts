import { endpoints, messages } from '@masthead/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, E2E_ADMIN, launchBrowser, newSession, openFromMenu, signIn, visit } from './support/browser.js';

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
    await dialog.getByText(messages.urlOrPathInvalid).waitFor();
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

  it('links a headline to one of our published stories, picked by its title', async () => {
    const baseUrl = new URL(page.url()).origin;
    const token = await apiLogin(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
    const me = await api(baseUrl, token, endpoints.user.me, {});
    const category = await api(baseUrl, token, endpoints.category.create, { body: { name: 'Ferries' } });
    // A video needs the fewest fields to go live.
    const story = await api(baseUrl, token, endpoints.cms.create, {
      body: {
        title: 'Harbour ferries run again',
        type: 'Video',
        status: 'Published',
        description: 'The crossing reopens',
        categories: [category._id],
        user: me._id,
        publishDate: new Date(Date.now() - 3_600_000).toISOString(),
        seo: { title: 'Ferries', description: 'Ferries', metaTags: [] },
      },
    });
    await page.getByRole('button', { name: 'Add Breaking News' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Breaking News' });
    await dialog.getByRole('textbox', { name: 'Headline' }).click();
    await page.keyboard.type('Ferries are back');
    await dialog.getByRole('combobox', { name: 'Or link to a published story' }).click();
    await page.keyboard.type('ferries');
    await page.getByRole('option', { name: 'Harbour ferries run again' }).click();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'URL' }).inputValue()).toBe(`/${story.permaLink}`);
    await dialog.getByRole('button', { name: 'Create Breaking News' }).click();
    await page.getByText(messages.breakingNewsAdded).first().waitFor();
    await row('Ferries are back').getByText(`/${story.permaLink}`).waitFor();
  });
});
