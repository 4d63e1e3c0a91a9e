import { messages } from '@masthead/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newSession, openFromMenu, signIn, visit } from './support/browser.js';
import { avatarPath, chooseFiles } from './support/content.js';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newSession(browser));
  await signIn(page);
});
afterAll(() => browser.close());

const typeInto = async (name: string, text: string) => {
  await page.getByRole('textbox', { name, exact: true }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
};

describe('site management', () => {
  it('saves the site settings, and the tab title, favicon and header logo change at once', async () => {
    await openFromMenu(page, 'Site Management');
    await page.getByRole('heading', { name: 'Site Management' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.siteNameRequired).first().waitFor();
    await page.getByText(messages.seoTitleRequired).first().waitFor();

    await typeInto('Site name', 'Harbour Herald');
    await typeInto('Site URL', 'https://herald.example');
    await typeInto('SEO title', 'Harbour Herald News');
    await typeInto('SEO description', 'News from the harbour, every day');
    await typeInto('X (Twitter) profile', 'javascript:alert(1)');
    await chooseFiles(page, 'Choose site logo', avatarPath);
    await chooseFiles(page, 'Choose favicon', avatarPath);
    await expect.poll(() => page.getByRole('button', { name: /^Remove / }).count()).toBe(2);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.urlInvalid).first().waitFor();
    await typeInto('X (Twitter) profile', 'https://x.com/herald');
    await visit(page, 'site-management');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.siteSaved).waitFor();

    await expect.poll(() => page.title()).toBe('Harbour Herald News');
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href')),
      )
      .toMatch(/^\/media\//);
    await page.getByRole('banner').getByRole('img', { name: 'Harbour Herald' }).waitFor();
  });

  it('keeps them after a reload, and updates them', async () => {
    await page.reload();
    await page.getByRole('heading', { name: 'Site Management' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Site name', exact: true }).inputValue()).toBe('Harbour Herald');
    // Back to the title the other flows expect.
    await typeInto('SEO title', 'Blog');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.siteSaved).waitFor();
    await expect.poll(() => page.title()).toBe('Blog');
  });
});
