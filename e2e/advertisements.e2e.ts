import { endpoints, messages } from '@masthead/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  apiLogin,
  apiUpload,
  E2E_ADMIN,
  launchBrowser,
  newSession,
  openFromMenu,
  signIn,
  visit,
} from './support/browser.js';
import { avatarPath, chooseFiles, chooseOptions, createCategory, setDateTime } from './support/content.js';

let browser: Browser;
let page: Page;
let baseUrl: string;
let token: string;
let clientId: string;
let categoryId: string;
const title = 'Harbour ferries summer pass';

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, baseUrl } = await newSession(browser));
  token = await apiLogin(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  clientId = (await api(baseUrl, token, endpoints.client.create, { body: { name: 'Harbour Ferries Ltd' } }))._id;
  categoryId = await createCategory(baseUrl, token, 'Coast desk');
  await signIn(page);
});
afterAll(() => browser.close());

const row = (text: string) => page.getByRole('row').filter({ hasText: text });
const typeInto = async (name: string, text: string) => {
  await page.getByRole('textbox', { name, exact: true }).click();
  await page.keyboard.type(text);
};
const inDays = (days: number, hour: number, minute: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hour, minute, 0, 0);
  return date;
};

describe('advertisements', () => {
  it('adds an advertisement at Top with both images, after saying what is missing', async () => {
    await openFromMenu(page, 'Advertisement Management', 'Advertising');
    await page.getByRole('heading', { name: 'Advertisement Management' }).waitFor();
    await page.getByRole('link', { name: 'Add Advertisement' }).click();
    await page.getByRole('heading', { name: 'Add Advertisement' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(messages.titleRequired).first().waitFor();
    await page.getByText(messages.startDateRequired).first().waitFor();
    await page.getByText(messages.mobileImageRequired).first().waitFor();

    await typeInto('Title', title);
    await typeInto('Description', 'Unlimited crossings all summer');
    await typeInto('URL', 'https://ferries.example/summer');
    await chooseOptions(page, 'Client', ['Harbour Ferries Ltd']);
    await chooseOptions(page, 'Categories', ['Coast desk']);
    await page.getByRole('textbox', { name: 'Impression Allowed' }).click();
    await page.keyboard.type('5000');
    // The Desktop image is asked for at Top only.
    await chooseOptions(page, 'Position', ['Top']);
    await page.getByRole('button', { name: 'Choose desktop image' }).waitFor();
    await chooseOptions(page, 'Position', ['Bottom']);
    await page.getByRole('button', { name: 'Choose desktop image' }).waitFor({ state: 'detached' });
    await chooseOptions(page, 'Position', ['Top']);
    await chooseFiles(page, 'Choose mobile image', avatarPath);
    await page
      .getByRole('progressbar', { name: /avatar/ })
      .first()
      .waitFor({ state: 'attached' });
    await chooseFiles(page, 'Choose desktop image', avatarPath);
    await expect.poll(() => page.getByRole('button', { name: /^Remove / }).count()).toBe(2);
    await setDateTime(page, 'Start date', 'start', inDays(1, 9, 30));
    await setDateTime(page, 'End date', 'end', inDays(30, 18, 0));
    await page.getByRole('checkbox', { name: 'Feature in Home page' }).check();
    await visit(page, 'advertisement-form');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(messages.advertisementAdded).waitFor();
    await page.getByRole('heading', { name: 'Advertisement Management' }).waitFor();

    await row(title).waitFor();
    const cells = await row(title).locator('td, th').allTextContents();
    expect(cells.slice(0, 13)).toEqual([
      title,
      'Unlimited crossings all summer',
      'https://ferries.example/summer',
      'Coast desk',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} 09:30$/),
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} 18:00$/),
      'Harbour Ferries Ltd',
      'Yes',
      'Top',
      '5,000',
      '0',
      '0',
      expect.any(String),
    ]);
    await visit(page, 'advertisement-list');
  });

  it('filters the list by words and clears the filter', async () => {
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('nothing like this');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(messages.noAdvertisements).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('summer pass');
    await page.getByRole('button', { name: 'Apply' }).click();
    await row(title).waitFor();
    expect(page.url()).toContain('search=summer+pass');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => page.url()).not.toContain('search=');
  });

  it('shows the report of an advertisement that was seen and clicked, with its chart', async () => {
    const image = await apiUpload(baseUrl, token, avatarPath, 'advertisement');
    const seen = await api(baseUrl, token, endpoints.advertisement.create, {
      body: {
        title: 'Lighthouse tours',
        url: 'https://tours.example/',
        client: clientId,
        categories: [categoryId],
        maxImpressionAllowed: 2400,
        startDate: new Date(Date.now() - 20_000).toISOString(),
        endDate: new Date(Date.now() + 86_400_000).toISOString(),
        position: 'RightTop',
        isFeatured: true,
        images: [{ screenType: 'Mobile', file: image }],
      },
    });
    const reader = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0' };
    await expect
      .poll(async () => (await fetch(`${baseUrl}/api/public/ad?position=RightTop`, { headers: reader })).status)
      .toBe(200);
    // A click counts through the address the served ad carries (ADR 0028).
    let clickUrl = '';
    for (let i = 0; i < 10 && !clickUrl; i++) {
      const served = (await (
        await fetch(`${baseUrl}/api/public/ad?position=RightTop`, { headers: reader })
      ).json()) as {
        data?: { _id: string; clickUrl: string };
      };
      if (served.data?._id === seen._id) clickUrl = served.data.clickUrl;
    }
    const click = await fetch(`${baseUrl}${clickUrl || `/api/public/ad/${seen._id}/click`}`, {
      headers: reader,
      redirect: 'manual',
    });
    expect(click.status).toBe(302);

    await page.goto('/advertisement');
    await page.getByRole('link', { name: 'Report of Lighthouse tours' }).click();
    await page.getByRole('heading', { name: 'Report: Lighthouse tours' }).waitFor();
    await page.getByRole('img', { name: 'Views and clicks per day' }).waitFor();
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await page.getByText('Click-through rate', { exact: true }).isVisible()).toBe(true);
    await visit(page, 'advertisement-report');
  });

  it('shows the client report across its advertisements', async () => {
    await openFromMenu(page, 'Client Management', 'Advertising');
    await page.getByRole('link', { name: 'Report of Harbour Ferries Ltd' }).click();
    await page.getByRole('heading', { name: 'Report: Harbour Ferries Ltd' }).waitFor();
    await page.getByRole('link', { name: 'Lighthouse tours' }).waitFor();
    await visit(page, 'client-report');
  });
});
