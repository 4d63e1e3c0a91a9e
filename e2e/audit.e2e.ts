import { readFile } from 'node:fs/promises';
import { endpoints } from '@masthead/contract';
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
  it('shows who changed what, filtered by model and item, and exports it as CSV', async () => {
    await openFromMenu(page, 'Audit Log');
    await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
    await chooseOptions(page, 'Model', ['category']);
    await page.getByRole('textbox', { name: 'Item' }).click();
    await page.keyboard.type(categoryId);
    await page.getByRole('button', { name: 'Apply' }).click();
    const row = page.getByRole('row').filter({ hasText: 'POST /category/create' });
    await row.waitFor();
    expect(await row.textContent()).toContain('name');
    await visit(page, 'audit-log');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.split('\r\n')[0]).toBe('at,user,action,model,item,ip,status,fields');
    expect(csv).toContain(categoryId);
  });
});
