import { endpoints, messages } from '@masthead/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct } from '../apps/server/src/test/product-process.js';
import { api, apiLogin, E2E_ADMIN, launchBrowser, newSession, openFromMenu, signIn, visit } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('sign-in', () => {
  it('shows the Admin Portal, refuses a wrong password, signs in to the dashboard and out again', async () => {
    const { page, context } = await newSession(browser);
    await page.goto('/user');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Admin Portal' }).waitFor();
    expect(await page.title()).toBe('Blog');
    await visit(page, 'login');

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(E2E_ADMIN.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText(messages.invalidCredentials).waitFor();
    await visit(page, 'login-wrong-password');

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    // Back to where the visitor was going.
    await page.getByRole('heading', { name: 'Manage User' }).waitFor();
    await openFromMenu(page, 'Dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await visit(page, 'dashboard');

    // A copy of the token (as someone could take from the browser) dies with the sign-out.
    const copied = await page.evaluate(() => localStorage.getItem('token'));
    const meWith = (token: string | null) =>
      fetch(new URL('/api/user/me', page.url()), { headers: { authorization: `Bearer ${token}` } });
    expect((await meWith(copied)).status).toBe(200);
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Admin Portal' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await meWith(copied)).status).toBe(401);
    await context.close();
  });

  it('signs in with a password that starts and ends with spaces, typed as it was set', async () => {
    const { page, context, baseUrl } = await newSession(browser);
    const adminToken = await apiLogin(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
    const spaced = '  two spaces each side  ';
    await api(baseUrl, adminToken, endpoints.user.create, {
      body: {
        email: 'spaced@example.com',
        name: 'Spaced Out',
        phone: '0123456789',
        password: spaced,
        confirmPassword: spaced,
      },
    });
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).pressSequentially('spaced@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).pressSequentially(spaced);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: /User menu for Spaced Out/ }).waitFor();
    await context.close();
  });

  it('drops a revoked token: the next call answers 401 and the screen returns to sign-in', async () => {
    const { page, context, baseUrl } = await newSession(browser);
    const adminToken = await apiLogin(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
    const password = 'revoked-user-pass';
    const user = await api(baseUrl, adminToken, endpoints.user.create, {
      body: {
        email: 'revoked@example.com',
        name: 'Revoked Reader',
        phone: '0123456789',
        password,
        confirmPassword: password,
      },
    });
    await signIn(page, 'revoked@example.com', password);
    await api(baseUrl, adminToken, endpoints.user.update, { body: { _id: user._id, status: 'Disable' } });
    await page.reload();
    await page.getByRole('heading', { name: 'Admin Portal' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });
});

describe('own profile and password', () => {
  it('updates the profile and the own password, then signs in with the new one', async () => {
    const { page, context, baseUrl } = await newSession(browser);
    const adminToken = await apiLogin(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
    const password = 'profile-user-pass';
    await api(baseUrl, adminToken, endpoints.user.create, {
      body: {
        email: 'profile@example.com',
        name: 'Pat Profile',
        phone: '0123456789',
        password,
        confirmPassword: password,
      },
    });
    await signIn(page, 'profile@example.com', password);

    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText(messages.nameRequired).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Pat Updated');
    await page.getByLabel('City').fill('Leeds');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText(messages.profileUpdated).waitFor();
    await visit(page, 'profile');
    await page.getByRole('button', { name: /User menu for Pat Updated/ }).waitFor();

    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText(messages.currentPasswordRequired).waitFor();
    await page.getByText(messages.passwordRequired, { exact: true }).waitFor();
    await page.getByText(messages.confirmPasswordRequired, { exact: true }).waitFor();
    const current = page.getByLabel('Current Password');
    await current.pressSequentially('not-my-password');
    await page.getByRole('textbox', { name: 'Password', exact: true }).pressSequentially('brand-new-pass-1');
    await page.getByLabel('Confirm Password').pressSequentially('brand-new-pass-2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText(messages.passwordsDoNotMatch).waitFor();
    await page.getByLabel('Confirm Password').clear();
    await page.getByLabel('Confirm Password').pressSequentially('brand-new-pass-1');
    // The server checks the current password: a wrong one changes nothing.
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText(messages.currentPasswordWrong).first().waitFor();
    await visit(page, 'change-password');
    await current.clear();
    await current.pressSequentially(password);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText(messages.passwordUpdated).waitFor();

    // Still signed in after the change, and the new password works for a new sign-in.
    await openFromMenu(page, 'Dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await apiLogin(baseUrl, 'profile@example.com', 'brand-new-pass-1')).toMatch(/^ey/);
    await context.close();
  });
});

describe('the first sign-in of a fresh product', () => {
  it('asks the admin to replace the one-time ADMIN_PASSWORD before anything else', { timeout: 120_000 }, async () => {
    // A product of its own, as `npm start` leaves it: the shared one's admin has chosen a password already.
    const oneTime = 'given-at-start-1';
    const product = await startProduct({ env: { ADMIN_EMAIL: 'first@example.com', ADMIN_PASSWORD: oneTime } });
    const context = await browser.newContext({ baseURL: product.url, viewport: { width: 1360, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Email', exact: true }).pressSequentially('first@example.com');
      await page.getByRole('textbox', { name: 'Password', exact: true }).pressSequentially(oneTime);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('heading', { name: 'Choose your own password' }).waitFor();
      // Nothing of the back office shows, and its calls are refused by the server anyway.
      expect(await page.getByRole('navigation').count()).toBe(0);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const users = await fetch(`${product.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
      expect(users.status).toBe(403);
      expect(((await users.json()) as { error: { message: string } }).error.message).toBe(
        messages.passwordChangeRequired,
      );
      await visit(page, 'choose-own-password');

      await page.getByLabel('One-time Password').pressSequentially(oneTime);
      await page.getByRole('textbox', { name: 'Password', exact: true }).pressSequentially(oneTime);
      await page.getByLabel('Confirm Password').pressSequentially(oneTime);
      await page.getByRole('button', { name: 'Update Password' }).click();
      await page.getByText(messages.passwordSameAsOneTime).first().waitFor();

      const own = 'chosen-by-me-7';
      await page.getByRole('textbox', { name: 'Password', exact: true }).clear();
      await page.getByRole('textbox', { name: 'Password', exact: true }).pressSequentially(own);
      await page.getByLabel('Confirm Password').clear();
      await page.getByLabel('Confirm Password').pressSequentially(own);
      await page.getByRole('button', { name: 'Update Password' }).click();
      await page.getByText(messages.passwordUpdated).waitFor();
      // Straight on to the dashboard, still signed in, with the whole back office open.
      await page.getByRole('navigation').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect((await apiLogin(product.url, 'first@example.com', own)).length).toBeGreaterThan(0);
    } finally {
      await context.close();
      await product.stop();
    }
  });
});
