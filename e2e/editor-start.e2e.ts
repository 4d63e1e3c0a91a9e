import { readFile } from 'node:fs/promises';
import { endpoints, messages } from '@masthead/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, E2E_ADMIN, launchBrowser, newSession, openFromMenu, signIn, visit } from './support/browser.js';
import { chooseOptions } from './support/content.js';

let browser: Browser;
let page: Page;
let categoryId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  let baseUrl: string;
  ({ page, baseUrl } = await newSession(browser));
  const token = await apiLogin(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  categoryId = (await api(baseUrl, token, endpoints.category.create, { body: { name: 'Audit trail desk' } }))._id;
  await signIn(page);
});
afterAll(() => browser.close());

describe('the audit log', () => {
  it('says in words who changed what beside the call, filtered by model and item, and downloads it as a CSV file', async () => {
    await openFromMenu(page, 'Audit Log');
    await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
    await chooseOptions(page, 'Model', ['category']);
    await page.getByRole('textbox', { name: 'Item' }).click();
    await page.keyboard.type(categoryId);
    await page.getByRole('button', { name: 'Apply' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Created category "Audit trail desk"' });
    await row.waitFor();
    expect(await row.textContent()).toContain('POST /category/create');
    expect(await row.textContent()).toContain('name');
    await visit(page, 'audit-log');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const [header, ...lines] = csv.split('\r\n');
    expect(header).toBe('at,user,summary,action,model,item,ip,status,fields');
    // The same filters as the table: this category's row, and nothing else.
    expect(lines.filter((line) => line !== '')).toHaveLength(1);
    expect(lines[0]).toContain('"Created category ""Audit trail desk"""');
    expect(lines[0]).toContain(categoryId);
  });
});

describe('the dashboard', () => {
  it('saves a quick draft, which then heads My drafts', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const quick = page.getByRole('form', { name: 'Quick draft' });
    await quick.getByRole('textbox', { name: 'Title' }).click();
    await page.keyboard.type('Tide tables for the winter');
    await quick.getByRole('textbox', { name: 'Text' }).click();
    await page.keyboard.type('High water moves an hour later <b>from</b> Monday.');
    await quick.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText(messages.articleAdded).waitFor();
    await page.getByRole('heading', { name: 'My drafts' }).waitFor();
    await page.getByRole('link', { name: 'Tide tables for the winter' }).first().waitFor();
    await visit(page, 'dashboard-desk');
    await page.getByRole('link', { name: 'Tide tables for the winter' }).first().click();
    await page.getByRole('heading', { name: 'Edit Article' }).waitFor();
    const section = page.getByRole('textbox', { name: 'Section 1 content', exact: true });
    await expect.poll(() => section.textContent()).toBe('High water moves an hour later <b>from</b> Monday.');
  });
});
