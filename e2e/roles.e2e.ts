import { endpoints, messages } from '@masthead/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, E2E_ADMIN, launchBrowser, newSession, openFromMenu, signIn, visit } from './support/browser.js';

let browser: Browser;
let page: Page;
let baseUrl: string;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, baseUrl } = await newSession(browser));
  await signIn(page);
});
afterAll(() => browser.close());

describe('roles', () => {
  it('validates and creates a role with rights from the permission grid', async () => {
    await openFromMenu(page, 'Role Management', 'Access Management');
    await page.getByRole('heading', { name: 'Manage Role' }).waitFor();
    await visit(page, 'role-list');
    await page.getByRole('link', { name: 'Add Role' }).click();
    await page.getByRole('heading', { name: 'Add Role' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.nameRequired).waitFor();
    await page.getByText(messages.descriptionRequired).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Desk Auditor');
    await page.getByLabel('Description').fill('Reads the staff list');
    await page.getByRole('checkbox', { name: 'User Read' }).check();
    await visit(page, 'role-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.roleAdded).waitFor();
    await page.getByRole('heading', { name: 'Manage Role' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Desk Auditor' }).waitFor();
  });

  it('shows the super admin role read-only', async () => {
    // The oldest role, so on the last page once other flows have added roles: page on until it shows.
    const edit = page.getByRole('link', { name: 'Edit Super Admin' });
    const next = page.getByRole('button', { name: 'Next page' });
    while (!(await edit.isVisible()) && (await next.isVisible()) && (await next.isEnabled())) {
      const shown = await page.getByRole('row').nth(1).textContent();
      await next.click();
      await expect.poll(() => page.getByRole('row').nth(1).textContent()).not.toBe(shown);
    }
    await edit.click();
    await page.getByRole('heading', { name: 'Edit Role' }).waitFor();
    await page.getByText(messages.roleNotEditable).waitFor();
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).isEditable()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'User Read' }).isEditable()).toBe(false);
    expect(await page.getByRole('button', { name: 'Update' }).count()).toBe(0);
    await visit(page, 'role-edit-readonly');
    await page.getByRole('link', { name: 'Back' }).click();
  });

  it('gives a user of that role only its menu entries, and the permission message elsewhere', async () => {
    const adminToken = await apiLogin(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
    const roles = await api(baseUrl, adminToken, endpoints.role.list, { query: { status: 'Enable' } });
    const auditor = roles.items.find((r) => r.name === 'Desk Auditor');
    expect(auditor).toBeDefined();
    await api(baseUrl, adminToken, endpoints.user.create, {
      body: {
        email: 'auditor@example.com',
        name: 'Alex Auditor',
        phone: '0123456789',
        roles: [auditor?._id ?? ''],
        password: 'auditor-pass-1',
        confirmPassword: 'auditor-pass-1',
      },
    });
    const session = await newSession(browser);
    await signIn(session.page, 'auditor@example.com', 'auditor-pass-1');
    const nav = session.page.getByRole('navigation').first();
    await nav.getByText('Access Management').click();
    await nav.getByRole('link', { name: 'User Management' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Role Management' }).count()).toBe(0);
    await openFromMenu(session.page, 'User Management', 'Access Management');
    await session.page.getByRole('row').filter({ hasText: 'Alex Auditor' }).waitFor();
    // Read-only: no Add User button for a user without User: Write.
    expect(await session.page.getByRole('link', { name: 'Add User' }).count()).toBe(0);
    await visit(session.page, 'user-list-auditor');
    await session.page.goto('/role');
    await session.page.getByText(messages.noPermission).waitFor();
    await visit(session.page, 'forbidden');
    await session.context.close();
  });

  it('names who saved the role meanwhile, and loads their version on request', async () => {
    const adminToken = await apiLogin(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
    const roles = await api(baseUrl, adminToken, endpoints.role.list, { query: { all: 'true' } });
    const role = roles.items.find((r) => r.name === 'Desk Auditor');
    await page.goto(`/role/edit/${role?._id}`);
    const description = page.getByLabel('Description');
    await expect.poll(() => description.inputValue()).toBe('Reads the staff list');
    await api(baseUrl, adminToken, endpoints.role.update, {
      params: { id: role?._id ?? '' },
      body: { description: 'Reads staff and roles' },
    });
    await description.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('My own wording');
    await page.getByRole('button', { name: 'Update' }).click();
    const dialog = page.getByRole('dialog', { name: 'This item was changed' });
    await dialog.getByText(/^Administrator changed this item at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor();
    await visit(page, 'role-stale-write');
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => description.inputValue()).toBe('Reads staff and roles');
  });

  it('takes the first click on Save even when leaving a field shows its message', async () => {
    await page.goto('/role/create');
    await page.getByRole('heading', { name: 'Add Role' }).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).click();
    // Leaving the empty Name shows its message above Save; the click must still reach Save.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.nameRequired).waitFor();
    await page.getByText(messages.descriptionRequired).waitFor({ timeout: 2000 });
  });

  it('takes the first click on Cancel even when leaving a field shows its message', async () => {
    await page.goto('/role/create');
    await page.getByRole('heading', { name: 'Add Role' }).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).click();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Manage Role' }).waitFor({ timeout: 2000 });
  });
});
