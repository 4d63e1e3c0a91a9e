import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@masthead/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newSession, openFromMenu, signIn, visit } from './support/browser.js';
import { chooseFiles, chooseOptions } from './support/content.js';

let browser: Browser;
let page: Page;
let baseUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, baseUrl } = await newSession(browser));
  await signIn(page);
});
afterAll(() => browser.close());

const row = (text: string) => page.getByRole('row').filter({ hasText: text });
const typeInto = async (name: string, text: string) => {
  const field = page.getByRole('textbox', { name, exact: true });
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
};

describe('redirect URLs', () => {
  it('adds a redirect after saying what is missing, and the server answers the old path with it', async () => {
    await openFromMenu(page, 'Manage Redirect Url');
    await page.getByRole('heading', { name: 'Manage Redirect Url' }).waitFor();
    await page.getByRole('link', { name: 'Add Redirect Url' }).click();
    await page.getByRole('heading', { name: 'Add Redirection Url' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.oldUrlRequired).waitFor();
    await page.getByText(messages.redirectUrlRequired).waitFor();
    await typeInto('Old Url', '/2019/harbour-plan/');
    await typeInto('Redirect Url', '/news/harbour-plan');
    await visit(page, 'redirect-form');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.redirectAdded).waitFor();
    await page.getByRole('heading', { name: 'Manage Redirect Url' }).waitFor();
    await row('/2019/harbour-plan').getByText('/news/harbour-plan').waitFor();
    const answer = await fetch(`${baseUrl}/2019/harbour-plan`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/news/harbour-plan');
  });

  it('refuses a redirect that loops, in an alert above the form', async () => {
    await page.getByRole('link', { name: 'Add Redirect Url' }).click();
    await typeInto('Old Url', '/news/harbour-plan');
    await typeInto('Redirect Url', '/2019/harbour-plan');
    await page.getByRole('button', { name: 'Save' }).click();
    const loop = messages.redirectLoop(['/news/harbour-plan', '/2019/harbour-plan', '/news/harbour-plan']);
    await page.getByRole('alert').filter({ hasText: loop }).waitFor();
    await visit(page, 'redirect-loop-refused');
    await page.getByRole('link', { name: 'Cancel' }).click();
  });

  it('edits the redirect: a 302, and its new address', async () => {
    await page.getByRole('link', { name: 'Edit /2019/harbour-plan' }).click();
    await page.getByRole('heading', { name: 'Edit Redirection Url' }).waitFor();
    await typeInto('Redirect Url', 'https://example.com/harbour');
    await chooseOptions(page, 'Redirect code', ['302 Found (temporary)']);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.redirectUpdated).waitFor();
    await row('/2019/harbour-plan').getByText('https://example.com/harbour').waitFor();
    expect(await row('/2019/harbour-plan').getByRole('cell').nth(2).textContent()).toBe('302');
    await visit(page, 'redirect-list');
  });

  it('imports a CSV file and reports every row', async () => {
    const file = path.join(os.tmpdir(), `redirects-${process.pid}.csv`);
    await writeFile(
      file,
      'old,new,code\n/2018/ferries,/news/ferries,301\n/2018/tides,https://example.com/tides,308\nbad-row,/x\n',
    );
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import redirects' });
    await chooseFiles(page, 'Choose a CSV file', file);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.getByText('2 added, 1 refused').waitFor();
    await dialog.getByText(messages.oldUrlInvalid).waitFor();
    await visit(page, 'redirect-import-report');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await row('/2018/ferries').waitFor();
  });
});
