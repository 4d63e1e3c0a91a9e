import path from 'node:path';
import { messages } from '@masthead/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newSession, openFromMenu, signIn, visit } from './support/browser.js';
import { chooseFiles } from './support/content.js';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newSession(browser));
  await signIn(page);
});
afterAll(() => browser.close());

const row = (name: string) => page.getByRole('row').filter({ hasText: name });

describe('users', () => {
  it('shows every validation message on an empty submit, then creates the user', async () => {
    await openFromMenu(page, 'User Management', 'Access Management');
    await page.getByRole('heading', { name: 'Manage User' }).waitFor();
    await visit(page, 'user-list');
    await page.getByRole('link', { name: 'Add User' }).click();
    await page.getByRole('heading', { name: 'Add User' }).waitFor();
    // Nothing is shown before a submit or a touch.
    expect(await page.getByText(messages.emailRequired).count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    for (const text of [
      messages.emailRequired,
      messages.nameRequired,
      messages.phoneRequired,
      messages.passwordRequired,
      messages.confirmPasswordRequired,
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await visit(page, 'user-create-errors');

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await page.getByRole('textbox', { name: 'Name', exact: true }).click();
    await page.getByText(messages.emailInvalid).waitFor();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('sam.writer@example.com');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam Writer');
    await page.getByLabel('Phone').fill('+44 20 7946 0001');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('sam-password-1');
    await page.getByLabel('Confirm Password').fill('sam-password-2');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.passwordsDoNotMatch).waitFor();
    await page.getByLabel('Confirm Password').fill('sam-password-1');
    await page.getByRole('combobox', { name: 'Roles' }).click();
    await page.getByRole('option', { name: 'Super Admin' }).click();
    await page.keyboard.press('Escape');

    await chooseFiles(page, 'Choose image', path.resolve(import.meta.dirname, 'support/avatar.png'));
    await page.getByRole('progressbar').first().waitFor({ state: 'attached' });
    await page.getByRole('img', { name: /avatar/i }).waitFor();
    await visit(page, 'user-create-filled');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.userAdded).waitFor();
    await page.getByRole('heading', { name: 'Manage User' }).waitFor();
    await row('Sam Writer').getByText('Super Admin').waitFor();
  });

  it('refuses a duplicate e-mail with the server message above the form', async () => {
    await page.getByRole('link', { name: 'Add User' }).click();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('SAM.WRITER@example.com');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam Again');
    await page.getByLabel('Phone').fill('0123456789');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('sam-password-1');
    await page.getByLabel('Confirm Password').fill('sam-password-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: messages.emailTaken }).waitFor();
    // Leaving the refused field does not hide what the server said; changing it does.
    await page.getByRole('textbox', { name: 'Name', exact: true }).click();
    await page.getByText(messages.emailTaken, { exact: true }).first().waitFor();
    expect(await page.getByRole('alert').filter({ hasText: messages.emailTaken }).count()).toBe(1);
    await page.getByRole('textbox', { name: 'Email', exact: true }).press('End');
    await page.keyboard.type('x');
    await page.getByRole('alert').filter({ hasText: messages.emailTaken }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Cancel' }).click();
  });

  it('edits a user', async () => {
    await page.getByRole('heading', { name: 'Manage User' }).waitFor();
    await page.getByRole('link', { name: 'Edit Sam Writer' }).click();
    await page.getByRole('heading', { name: 'Edit User' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe('sam.writer@example.com');
    await visit(page, 'user-edit');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam Editor');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText(messages.userUpdated).waitFor();
    await page.getByRole('heading', { name: 'Manage User' }).waitFor();
    await row('Sam Editor').waitFor();
  });

  it("changes another user's password", async () => {
    await page.getByRole('link', { name: 'Change password of Sam Editor' }).click();
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();
    expect(await page.getByLabel('Email').isDisabled()).toBe(true);
    await visit(page, 'user-change-password');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('sam-new-pass-1');
    await page.getByLabel('Confirm Password').fill('sam-new-pass-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText(messages.passwordUpdated).waitFor();
  });

  it('blocks a user, whose sign-in is then refused, and unblocks it', async () => {
    await page.goto('/user');
    await page.getByRole('button', { name: 'Block Sam Editor' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
    await page.getByText(messages.userBlocked).waitFor();
    await row('Sam Editor')
      .getByText(/blocked|inactive|disable/i)
      .waitFor();
    await visit(page, 'user-list-blocked');

    const other = await newSession(browser);
    await other.page.goto('/login');
    await other.page.getByRole('textbox', { name: 'Email', exact: true }).fill('sam.writer@example.com');
    await other.page.getByRole('textbox', { name: 'Password', exact: true }).fill('sam-new-pass-1');
    await other.page.getByRole('button', { name: 'Login' }).click();
    await other.page.getByText(messages.accountBlocked).waitFor();

    await page.getByRole('button', { name: 'Unblock Sam Editor' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unblock' }).click();
    await page.getByText(messages.userUnblocked).waitFor();
    await other.page.getByRole('button', { name: 'Login' }).click();
    await other.page.getByRole('navigation').first().waitFor();
    await other.context.close();
  });
});
