import { endpoints } from '@masthead/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, E2E_ADMIN, launchBrowser, newSession, type Session, signIn, visit } from './support/browser.js';

let browser: Browser;
let desk: Session;
let colleague: Session;
let itemId: string;

const pia = { email: 'pia.presence@example.com', password: 'presence-pass-1', name: 'Pia Presence' };

beforeAll(async () => {
  browser = await launchBrowser();
  desk = await newSession(browser);
  colleague = await newSession(browser);
  const token = await apiLogin(desk.baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  const role = await api(desk.baseUrl, token, endpoints.role.create, {
    body: { name: 'Presence editor', description: 'Edits', modelPermissions: { Cms: ['Read', 'Write', 'Edit'] } },
  });
  await api(desk.baseUrl, token, endpoints.user.create, {
    body: { ...pia, phone: '0123456789', roles: [role._id], confirmPassword: pia.password },
  });
  itemId = (await api(desk.baseUrl, token, endpoints.cms.create, { body: { title: 'Written by two' } }))._id;
  await signIn(desk.page);
  await signIn(colleague.page, pia.email, pia.password);
});
afterAll(async () => {
  await browser?.close();
});

describe('presence', () => {
  it('shows who else is in the item and in which field, in words; someone who leaves goes at once', async () => {
    await desk.page.goto(`/article/edit/${itemId}`);
    await desk.page.getByRole('heading', { name: 'Edit Article' }).waitFor();
    await colleague.page.goto(`/article/edit/${itemId}`);
    await colleague.page.getByRole('heading', { name: 'Edit Article' }).waitFor();

    const others = desk.page.getByRole('list', { name: 'Also editing this item' });
    await others.getByRole('listitem').filter({ hasText: pia.name }).waitFor();
    await colleague.page
      .getByRole('list', { name: 'Also editing this item' })
      .getByRole('listitem')
      .filter({ hasText: 'Administrator' })
      .waitFor();

    await colleague.page.getByRole('textbox', { name: 'Title', exact: true }).click();
    await expect.poll(() => others.textContent()).toContain(`${pia.name} (Title)`);
    await colleague.page.getByRole('textbox', { name: /^SEO title/ }).click();
    await expect.poll(() => others.textContent()).toContain(`${pia.name} (SEO title)`);
    await visit(desk.page, 'presence');

    await colleague.page.goto('/');
    await others.waitFor({ state: 'detached' });
  });
});
