import { endpoints, messages } from '@masthead/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  apiLogin,
  E2E_ADMIN,
  launchBrowser,
  newSession,
  openFromMenu,
  type Session,
  signIn,
  visit,
} from './support/browser.js';

let browser: Browser;
let manager: Session;
let editorId: string;
let adminId: string;

const mia = { email: 'mia.manager@example.com', password: 'manager-pass-3', name: 'Mia Manager' };
const eddie = { email: 'eddie.editor@example.com', password: 'editor-pass-3', name: 'Eddie Editor' };
const rita = { email: 'rita.reader@example.com', password: 'reader-pass-3', name: 'Rita Reader' };

beforeAll(async () => {
  browser = await launchBrowser();
  manager = await newSession(browser);
  const token = await apiLogin(manager.baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  const role = (name: string, modelPermissions: object) =>
    api(manager.baseUrl, token, endpoints.role.create, { body: { name, description: name, modelPermissions } });
  const user = async (person: typeof mia, roleId: string) =>
    (
      await api(manager.baseUrl, token, endpoints.user.create, {
        body: {
          ...person,
          phone: '0123456789',
          roles: [roleId],
          confirmPassword: person.password,
        },
      })
    )._id;
  adminId = (await api(manager.baseUrl, token, endpoints.user.me, {}))._id;
  const managers = await role('User desk', { User: ['Read', 'Edit'], Cms: ['Read'] });
  const editors = await role('Senior editors', { Cms: ['Read', 'Write', 'Edit', 'Publish'], Role: ['Read', 'Edit'] });
  const readers = await role('Readers', { Cms: ['Read'] });
  await user(mia, managers._id);
  editorId = await user(eddie, editors._id);
  await user(rita, readers._id);
  await signIn(manager.page, mia.email, mia.password);
});
afterAll(() => browser.close());

describe('a user manager and users with wider rights', () => {
  it('offers no Edit, Change Password or Block on a user with wider rights, and says why', async () => {
    const page = manager.page;
    await openFromMenu(page, 'User Management', 'Access Management');
    await page.getByRole('heading', { name: 'Manage User' }).waitFor();
    const editorRow = page.getByRole('row').filter({ hasText: eddie.name });
    await editorRow.getByText('Holds rights you lack').waitFor();
    expect(await editorRow.getByRole('button').count()).toBe(0);
    expect(await editorRow.getByRole('link').count()).toBe(0);
    expect(await editorRow.getByTitle(messages.userBeyondYourRights).count()).toBe(1);
    // A user within the manager's rights keeps every action.
    const readerRow = page.getByRole('row').filter({ hasText: rita.name });
    await readerRow.getByRole('link', { name: `Edit ${rita.name}` }).waitFor();
    await readerRow.getByRole('button', { name: `Block ${rita.name}` }).waitFor();
    await visit(page, 'users-beyond-rights');
  });

  it('opens the edit and password screens of such a user from a direct link with the reason, no form', async () => {
    const page = manager.page;
    for (const address of [`/user/edit/${editorId}`, `/user/change-password/${editorId}`]) {
      await page.goto(address);
      await page.getByText(messages.userBeyondYourRights).waitFor();
      expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
      expect(await page.getByRole('textbox', { name: 'Password', exact: true }).count()).toBe(0);
    }
    // A super admin is changed only by a super admin.
    await page.goto(`/user/edit/${adminId}`);
    await page.getByText(messages.superAdminProtected).waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to users' }).click();
    await page.getByRole('heading', { name: 'Manage User' }).waitFor();
  });
});
