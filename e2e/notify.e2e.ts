import { endpoints, messages } from '@masthead/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import {
  api,
  apiLogin,
  apiUpload,
  E2E_ADMIN,
  launchBrowser,
  newSession,
  type Session,
  signIn,
  visit,
} from './support/browser.js';
import { avatarPath, createCategory } from './support/content.js';

/**
 * Telling people what happened when it happens (issue 30): an editor's decision reaches the
 * reporter's header at once, over the collaboration socket, with the editor's note; a mention
 * typed "@Ri" and Enter names the person. The times are measured and printed, not asserted.
 */
let browser: Browser;
let reporter: Session;
let editor: Session;
let token: string;
let riaToken: string;
let riaId: string;
let imageId: string;
let categoryId: string;

// "Ria" comes before the product's other "Ri…" people: the first match of "@Ri".
const ria = { email: 'ria.notify@example.com', password: 'ria-notify-1', name: 'Ria Notify' };
const ned = { email: 'ned.notify@example.com', password: 'ned-notify-1', name: 'Ned Notify' };

async function person(who: typeof ria, roleId: string): Promise<string> {
  const user = await api(reporter.baseUrl, token, endpoints.user.create, {
    body: { ...who, phone: '0123456789', roles: [roleId], confirmPassword: who.password },
  });
  return user._id;
}

/** Ria's story, complete, as the admin sets it up (live or a draft). */
async function story(title: string, status: 'Published' | 'Draft') {
  return api(reporter.baseUrl, token, endpoints.cms.create, {
    body: {
      title,
      type: 'Article',
      description: 'Ferries and fares',
      body: [{ title: '', body: '<p>The ferry leaves at nine on Mondays.</p>' }],
      image: imageId,
      imageAlt: 'The ferry',
      categories: [categoryId],
      user: riaId,
      publishDate: '2026-01-05T12:00:00.000Z',
      seo: { title, description: 'Ferries and fares' },
      status,
    },
  });
}

/** The unread count the bell in the header shows. */
async function unread(page: Page): Promise<number> {
  const label = (await page.getByTestId('notifications-button').getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? Number.NaN);
}

/** How long, from `since`, until the header of `page` shows `count` unread (polled every 20 ms). */
async function headerShows(page: Page, count: number, since: number): Promise<number> {
  await expect.poll(() => unread(page), { timeout: 30_000, interval: 20 }).toBe(count);
  return Date.now() - since;
}

beforeAll(async () => {
  browser = await launchBrowser();
  reporter = await newSession(browser);
  editor = await newSession(browser);
  token = await apiLogin(reporter.baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  imageId = await apiUpload(reporter.baseUrl, token, avatarPath, 'image');
  categoryId = await createCategory(reporter.baseUrl, token, 'Notify desk');
  const reporting = await api(reporter.baseUrl, token, endpoints.role.create, {
    body: { name: 'Notify reporter', description: 'Writes', modelPermissions: { Cms: ['Read', 'Write', 'EditOwn'] } },
  });
  const publishing = await api(reporter.baseUrl, token, endpoints.role.create, {
    body: {
      name: 'Notify editor',
      description: 'Publishes',
      modelPermissions: { Cms: ['Read', 'Write', 'Edit', 'Publish'] },
    },
  });
  riaId = await person(ria, reporting._id);
  await person(ned, publishing._id);
  riaToken = await apiLogin(reporter.baseUrl, ria.email, ria.password);
  await signIn(reporter.page, ria.email, ria.password);
  await signIn(editor.page, ned.email, ned.password);
});
afterAll(async () => {
  await browser?.close();
});

describe('telling the reporter', () => {
  beforeEach(() => {
    onTestFailed(async () => {
      await reporter.page.screenshot({ path: '/tmp/fail-notify-reporter.png', fullPage: true });
      await editor.page.screenshot({ path: '/tmp/fail-notify-editor.png', fullPage: true });
    });
  });

  it('shows an editor’s rejection with its note and an approval in her header at once; read, they stay read after a reload', async () => {
    // A change of Ria's to her live story waits for review; a new story of hers waits in Need Review.
    const live = await story('Ferry fares rise', 'Published');
    await api(reporter.baseUrl, riaToken, endpoints.cms.update, {
      params: { id: live._id },
      body: { title: 'Ferry fares rise in March', updatedAt: live.updatedAt },
    });
    const fresh = await story('Night ferry returns', 'Draft');
    await api(reporter.baseUrl, riaToken, endpoints.cms.update, {
      params: { id: fresh._id },
      body: { status: 'Published' },
    });

    await reporter.page.goto('/');
    await reporter.page.getByRole('heading', { name: 'Your notifications' }).waitFor();
    await expect.poll(() => unread(reporter.page)).toBe(0);
    // Her Need Review count is her own two, and leads to her items.
    await expect
      .poll(() => reporter.page.getByTestId('need-review-count').getAttribute('aria-label'))
      .toBe('Need Review: 2 of your items');
    await reporter.page.getByTestId('need-review-count').click();
    await reporter.page.getByText('Only your items.').waitFor();
    await reporter.page.getByRole('link', { name: 'Night ferry returns' }).first().waitFor();
    await reporter.page.getByRole('link', { name: 'Ferry fares rise' }).first().waitFor();
    await reporter.page.goto('/');

    // The editor finds both on his desk, and rejects the change with a note.
    await editor.page.goto('/');
    const queue = editor.page.getByRole('list', { name: 'Waiting for your review' });
    await queue.getByRole('link', { name: 'Ferry fares rise' }).waitFor();
    await queue.getByRole('link', { name: 'Night ferry returns' }).waitFor();
    await visit(editor.page, 'notify-editor-desk');
    await queue.getByRole('link', { name: 'Ferry fares rise' }).click();
    await editor.page.getByRole('heading', { name: 'Edit Article' }).waitFor();
    await editor.page.getByRole('button', { name: 'Reject change' }).click();
    const rejectDialog = editor.page.getByRole('dialog', { name: 'Reject the change' });
    await rejectDialog
      .getByRole('textbox', { name: /Note for the author/ })
      .pressSequentially('Fares are not confirmed');
    const rejectedAt = Date.now();
    await rejectDialog.getByRole('button', { name: 'Reject change' }).click();
    const rejectedMs = await headerShows(reporter.page, 1, rejectedAt);
    console.log(`notify: a rejection reached the reporter's header in ${rejectedMs} ms`);
    await editor.page.getByText(messages.changeRejected).waitFor();

    // The other is approved from the Need Review list.
    await editor.page.goto(`/article?status=${encodeURIComponent('Need Review')}`);
    const approve = editor.page.getByRole('button', { name: 'Approve Night ferry returns', exact: true });
    await approve.waitFor();
    const approvedAt = Date.now();
    await approve.click();
    const approvedMs = await headerShows(reporter.page, 2, approvedAt);
    console.log(`notify: an approval reached the reporter's header in ${approvedMs} ms`);
    await expect
      .poll(() => reporter.page.getByTestId('need-review-count').getAttribute('aria-label'))
      .toBe('Need Review: 0 of your items');

    // The dashboard lists both, the note with the rejection.
    const panel = reporter.page.locator('#notifications');
    await panel.getByText(`${ned.name} rejected your change to “Ferry fares rise”`).waitFor();
    await panel.getByText('“Fares are not confirmed”').waitFor();
    await panel.getByText(`${ned.name} approved “Night ferry returns”`).waitFor();

    // The bell lists them; opening one marks it read, Mark all read the rest.
    await reporter.page.getByTestId('notifications-button').click();
    const bell = reporter.page.getByRole('dialog', { name: 'Notifications' });
    await bell.getByText('“Fares are not confirmed”').waitFor();
    await visit(reporter.page, 'notify-bell');
    await bell.getByRole('link', { name: `${ned.name} rejected your change to “Ferry fares rise”` }).click();
    await reporter.page.getByRole('heading', { name: 'Edit Article' }).waitFor();
    await expect.poll(() => unread(reporter.page)).toBe(1);
    await reporter.page.getByTestId('notifications-button').click();
    await bell.getByRole('button', { name: 'Mark all read' }).click();
    await expect.poll(() => unread(reporter.page)).toBe(0);
    await reporter.page.reload();
    await reporter.page.getByTestId('notifications-button').waitFor();
    await expect.poll(() => unread(reporter.page)).toBe(0);

    // On a phone, in the dark: the bell fits the header and its list the screen.
    const phone = await browser.newContext({
      baseURL: reporter.baseUrl,
      viewport: { width: 390, height: 844 },
      colorScheme: 'dark',
    });
    try {
      const page = await phone.newPage();
      await signIn(page, ria.email, ria.password);
      await page.goto('/');
      await page.locator('#notifications').getByText('“Fares are not confirmed”').waitFor();
      await page.getByTestId('notifications-button').click();
      await page.getByRole('dialog', { name: 'Notifications' }).getByText('“Fares are not confirmed”').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const menu = await page.getByRole('button', { name: /User menu/ }).boundingBox();
      console.log(`notify: on a 390 px phone the user menu ends at ${menu ? Math.round(menu.x + menu.width) : '?'} px`);
      await visit(page, 'notify-bell-phone-dark');
    } finally {
      await phone.close();
    }
  });

  it('a mention typed "@Ri" and Enter names Ria, who sees it in her header at once', async () => {
    const item = await story('Harbour toll', 'Draft');
    await reporter.page.goto('/');
    await reporter.page.getByTestId('notifications-button').waitFor();
    const before = await unread(reporter.page);

    await editor.page.goto(`/article/edit/${item._id}`);
    await editor.page.getByRole('heading', { name: 'Edit Article' }).waitFor();
    const section = editor.page.getByRole('textbox', { name: 'Section 1 content', exact: true });
    await section.click();
    await editor.page.keyboard.press('End');
    await editor.page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 'Mondays'.length; i++) await editor.page.keyboard.press('Shift+ArrowLeft');
    await editor.page.getByRole('button', { name: 'Add note on the selected words' }).first().click();
    const dialog = editor.page.getByRole('dialog', { name: 'Add a note' });
    const noteBox = dialog.getByRole('textbox', { name: 'Note' });
    await noteBox.pressSequentially('Which Mondays? @Ri');
    // The first match is highlighted: Enter takes it, no arrow key needed.
    await dialog.locator('[role="option"][data-combobox-selected]', { hasText: ria.name }).waitFor();
    await editor.page.keyboard.press('Enter');
    await expect.poll(() => noteBox.inputValue()).toBe(`Which Mondays? @${ria.name} `);
    await noteBox.pressSequentially('please check');
    const sentAt = Date.now();
    await dialog.getByRole('button', { name: 'Add note' }).click();
    const mentionMs = await headerShows(reporter.page, before + 1, sentAt);
    console.log(`notify: a mention reached the named person's header in ${mentionMs} ms`);
    await expect
      .poll(() => reporter.page.getByTestId('mentions-count').getAttribute('aria-label'))
      .toBe('Mentions: 1 open note');
    await reporter.page.locator('#notifications').getByText(`${ned.name} mentioned you in “Harbour toll”`).waitFor();

    // An @word that names nobody is said before it is sent.
    await section.click();
    await editor.page.keyboard.press('Control+Home');
    for (let i = 0; i < 3; i++) await editor.page.keyboard.press('Shift+ArrowRight');
    await editor.page.getByRole('button', { name: 'Add note on the selected words' }).first().click();
    await noteBox.pressSequentially('Ask @Zz about it');
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await dialog.getByText(messages.noteMentionUnresolved(['@Zz'])).waitFor();
    await visit(editor.page, 'notify-mention-unresolved');
  });
});
