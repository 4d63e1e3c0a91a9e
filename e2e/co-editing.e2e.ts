import { endpoints } from '@masthead/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let browser: Browser;
let desk: Session;
let colleague: Session;
let token: string;

const cole = { email: 'cole.coedit@example.com', password: 'coedit-pass-1', name: 'Cole Coedit' };

/** The text of a rich-text field without the names on others' carets (which are not part of the text). */
function textOf(page: Page, label: string): Promise<string> {
  return page.getByRole('textbox', { name: label, exact: true }).evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const caret of copy.querySelectorAll('.collaboration-carets__caret')) caret.remove();
    return copy.textContent ?? '';
  });
}

async function open(page: Page, id: string): Promise<void> {
  await page.goto(`/article/edit/${id}`);
  await page.getByRole('heading', { name: 'Edit Article' }).waitFor();
}

async function draft(title: string, body = '<p>First paragraph.</p>'): Promise<string> {
  const item = await api(desk.baseUrl, token, endpoints.cms.create, {
    body: { title, body: [{ title: '', body }] },
  });
  return item._id;
}

beforeAll(async () => {
  browser = await launchBrowser();
  desk = await newSession(browser);
  colleague = await newSession(browser);
  token = await apiLogin(desk.baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  const role = await api(desk.baseUrl, token, endpoints.role.create, {
    body: { name: 'Co-editing editor', description: 'Edits', modelPermissions: { Cms: ['Read', 'Write', 'Edit'] } },
  });
  await api(desk.baseUrl, token, endpoints.user.create, {
    body: { ...cole, phone: '0123456789', roles: [role._id], confirmPassword: cole.password },
  });
  await signIn(desk.page);
  await signIn(colleague.page, cole.email, cole.password);
});
afterAll(async () => {
  await browser?.close();
});

describe('writing together', () => {
  it('two people type in one paragraph at once and end with the same text; each sees the other’s caret and name', async () => {
    const id = await draft('Storm over the harbour', '<p>The storm</p>');
    await open(desk.page, id);
    await open(colleague.page, id);
    const section = 'Section 1 content';
    await expect.poll(() => textOf(colleague.page, section)).toBe('The storm');

    // Both put the caret at the end of the paragraph, then type key by key at the same time.
    for (const page of [desk.page, colleague.page]) {
      await page.getByRole('textbox', { name: section, exact: true }).click();
      await page.keyboard.press('End');
    }
    await Promise.all([
      desk.page.keyboard.type(' reached the quay', { delay: 40 }),
      colleague.page.keyboard.type(' and the ferries', { delay: 40 }),
    ]);
    await expect.poll(() => textOf(desk.page, section)).toContain('reached the quay');
    await expect.poll(() => textOf(desk.page, section)).toContain('and the ferries');
    const deskText = await textOf(desk.page, section);
    await expect.poll(() => textOf(colleague.page, section)).toBe(deskText);
    // Every key of both arrived, none twice.
    expect(deskText.length).toBe('The storm'.length + ' reached the quay'.length + ' and the ferries'.length);

    // The other's caret shows in the text, with the name, in the other's colour.
    const caret = desk.page.locator('.collaboration-carets__label', { hasText: cole.name });
    await caret.waitFor();
    await colleague.page
      .getByRole('list', { name: 'Also editing this item' })
      .getByRole('listitem')
      .filter({ hasText: 'Administrator' })
      .waitFor();
    await visit(desk.page, 'co-editing-two-carets');
  });

  it('a title typed in one browser appears in the other as it is typed; undo takes back only one’s own typing', async () => {
    const id = await draft('Ferry timetable');
    await open(desk.page, id);
    await open(colleague.page, id);
    const deskTitle = desk.page.getByRole('textbox', { name: 'Title', exact: true });
    const coleTitle = colleague.page.getByRole('textbox', { name: 'Title', exact: true });
    await coleTitle.click();
    await colleague.page.keyboard.press('End');
    await colleague.page.keyboard.type(' changes', { delay: 30 });
    await expect.poll(() => deskTitle.inputValue()).toBe('Ferry timetable changes');

    await deskTitle.click();
    await desk.page.keyboard.press('Home');
    await desk.page.keyboard.type('Winter ', { delay: 30 });
    await expect.poll(() => coleTitle.inputValue()).toBe('Winter Ferry timetable changes');
    // Cole's caret stayed after Cole's own word, though the text before it grew.
    await colleague.page.keyboard.type(' today', { delay: 30 });
    await expect.poll(() => deskTitle.inputValue()).toBe('Winter Ferry timetable changes today');

    // Undo in the title takes back the desk's own 'Winter ', not Cole's words.
    await desk.page.keyboard.press('Control+z');
    await expect.poll(() => deskTitle.inputValue()).toBe('Ferry timetable changes today');
    await expect.poll(() => coleTitle.inputValue()).toBe('Ferry timetable changes today');
  });

  it('keeps what was typed without Save across a reload, marks it, saves it into the item, and discards on request', async () => {
    const id = await draft('Bridge repairs');
    await open(desk.page, id);
    await desk.page.getByRole('textbox', { name: 'Section 1 content', exact: true }).click();
    await desk.page.keyboard.press('End');
    await desk.page.keyboard.type(' Work starts in May.', { delay: 20 });
    // Nothing saved: the working copy keeps it, on the server and in this browser.
    const notice = desk.page.getByRole('alert', { name: 'Working copy' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Section 1');
    await desk.page.waitForTimeout(2500);
    await desk.page.reload();
    await desk.page.getByRole('heading', { name: 'Edit Article' }).waitFor();
    await expect.poll(() => textOf(desk.page, 'Section 1 content')).toBe('First paragraph. Work starts in May.');
    await notice.waitFor();
    await visit(desk.page, 'co-editing-working-copy');

    // Save puts the working copy into the item (a revision), and the mark goes.
    await desk.page.getByRole('button', { name: 'Save', exact: true }).click();
    await notice.waitFor({ state: 'detached' });
    const stored = await api(desk.baseUrl, token, endpoints.cms.get, { params: { id } });
    expect(stored.body[0]?.body).toContain('Work starts in May.');
    const history = await api(desk.baseUrl, token, endpoints.cms.history, { params: { id } });
    expect(history.length).toBeGreaterThanOrEqual(2);

    // A change not wanted: Discard brings back the item as saved, for everyone in it.
    await open(colleague.page, id);
    await desk.page.getByRole('textbox', { name: 'Title', exact: true }).click();
    await desk.page.keyboard.press('End');
    await desk.page.keyboard.type(' (draft idea)', { delay: 20 });
    await expect
      .poll(() => colleague.page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe('Bridge repairs (draft idea)');
    await notice.getByRole('button', { name: 'Discard changes' }).click();
    await desk.page.getByRole('dialog').getByRole('button', { name: 'Discard changes' }).click();
    await expect
      .poll(() => desk.page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe('Bridge repairs');
    await expect
      .poll(() => colleague.page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe('Bridge repairs');
    await notice.waitFor({ state: 'detached' });
  });

  it('keeps what is typed offline and merges it with the others’ typing when the connection returns', async () => {
    const id = await draft('Night bus routes', '<p>Routes</p>');
    await open(desk.page, id);
    await open(colleague.page, id);
    const section = 'Section 1 content';
    await colleague.page.context().setOffline(true);
    try {
      await typeOffline(section);
    } finally {
      await colleague.page.context().setOffline(false);
    }
    await expect.poll(() => textOf(desk.page, section), { timeout: 30_000 }).toBe('Routes change on Friday');
    await expect
      .poll(() => colleague.page.getByRole('textbox', { name: 'Title', exact: true }).inputValue(), { timeout: 30_000 })
      .toBe('Night bus routes for winter');
  });
});

/** Cole types while the network is down; the desk types meanwhile. */
async function typeOffline(section: string): Promise<void> {
  await colleague.page.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
  await colleague.page.getByRole('textbox', { name: section, exact: true }).click();
  await colleague.page.keyboard.press('End');
  await colleague.page.keyboard.type(' change on Friday', { delay: 20 });
  await desk.page.getByRole('textbox', { name: 'Title', exact: true }).click();
  await desk.page.keyboard.press('End');
  await desk.page.keyboard.type(' for winter', { delay: 20 });
  await visit(colleague.page, 'co-editing-offline');
  // Meanwhile the desk does not have Cole's words.
  expect(await textOf(desk.page, section)).toBe('Routes');
}

describe('notes', () => {
  it('a note on selected words mentions a colleague, who sees it in the header and on the dashboard, replies and resolves it', async () => {
    const id = await draft('Council budget', '<p>The council meets on Tuesday.</p>');
    await open(desk.page, id);
    const section = desk.page.getByRole('textbox', { name: 'Section 1 content', exact: true });
    await section.click();
    await desk.page.keyboard.press('End');
    await desk.page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 'Tuesday'.length; i++) await desk.page.keyboard.press('Shift+ArrowLeft');
    await desk.page.getByRole('button', { name: 'Add note on the selected words' }).first().click();
    const dialog = desk.page.getByRole('dialog', { name: 'Add a note' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Tuesday');
    const noteBox = dialog.getByRole('textbox', { name: 'Note' });
    await noteBox.pressSequentially('Is it not Wednesday? @Col');
    await dialog.getByRole('option', { name: cole.name }).waitFor();
    // The first match is highlighted: Enter takes it.
    await desk.page.keyboard.press('Enter');
    await expect.poll(() => noteBox.inputValue()).toBe(`Is it not Wednesday? @${cole.name} `);
    await noteBox.pressSequentially('please check');
    await visit(desk.page, 'notes-new');
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The words are marked in the text, and the panel shows the thread.
    const marked = desk.page.locator('.masthead-note');
    await expect.poll(() => marked.first().textContent()).toBe('Tuesday');
    const panel = desk.page.getByRole('dialog', { name: 'Notes' });
    await panel.getByRole('list', { name: 'Open notes' }).getByRole('listitem').first().waitFor();
    // The mark stays on its words when text is typed before them.
    await section.click();
    await desk.page.keyboard.press('Control+Home');
    await desk.page.keyboard.type('Update: ', { delay: 20 });
    await expect.poll(() => marked.first().textContent()).toBe('Tuesday');
    await visit(desk.page, 'notes-panel');

    // Cole sees the mention in the header and on the dashboard.
    await colleague.page.goto('/');
    const mentions = colleague.page.getByTestId('mentions-count');
    await expect.poll(() => mentions.getAttribute('aria-label'), { timeout: 70_000 }).toBe('Mentions: 1 open note');
    const dashboardPanel = colleague.page.locator('#mentions');
    await dashboardPanel.getByText('Is it not Wednesday?', { exact: false }).waitFor();
    await visit(colleague.page, 'notes-mentions-dashboard');
    await dashboardPanel.getByRole('link', { name: 'Council budget' }).click();
    const colePanel = colleague.page.getByRole('dialog', { name: 'Notes' });
    const thread = colePanel.getByRole('list', { name: 'Open notes' }).getByRole('listitem').first();
    await thread.waitFor();
    await thread.getByRole('textbox', { name: 'Reply' }).pressSequentially('Checked: Wednesday at 10');
    await thread.getByRole('button', { name: 'Reply' }).click();
    await thread.getByText('Checked: Wednesday at 10').waitFor();
    // The desk sees the reply without reloading.
    await panel.getByText('Checked: Wednesday at 10').waitFor();
    await thread.getByRole('button', { name: /^Resolve the note/ }).click();
    await colePanel.getByRole('list', { name: 'Resolved notes' }).getByRole('listitem').first().waitFor();
    await expect.poll(() => marked.count()).toBe(0);
    await visit(colleague.page, 'notes-resolved');
    await colleague.page.goto('/');
    await expect.poll(() => mentions.getAttribute('aria-label')).toBe('Mentions: 0 open notes');

    // Reopened, the thread is open again and its words marked.
    await panel.getByRole('button', { name: /^Reopen the note/ }).click();
    await expect.poll(() => marked.count()).toBe(1);
    // Never published: the stored item holds no note.
    const stored = await api(desk.baseUrl, token, endpoints.cms.get, { params: { id } });
    expect(JSON.stringify(stored)).not.toContain('Wednesday');
  });
});

describe('notes by someone who may only read', () => {
  it('selects words in an item open to read only and adds a note from the notes panel', async () => {
    const role = await api(desk.baseUrl, token, endpoints.role.create, {
      body: { name: 'Co-editing reader', description: 'Reads', modelPermissions: { Cms: ['Read'] } },
    });
    const reader = { email: 'nina.notes@example.com', password: 'reader-pass-1', name: 'Nina Notes' };
    await api(desk.baseUrl, token, endpoints.user.create, {
      body: { ...reader, phone: '0123456789', roles: [role._id], confirmPassword: reader.password },
    });
    const id = await draft('Library hours', '<p>The library opens late on Mondays.</p>');
    const session = await newSession(browser);
    try {
      await signIn(session.page, reader.email, reader.password);
      await session.page.goto(`/article/edit/${id}`);
      await session.page.getByRole('heading', { name: 'View Article' }).waitFor();
      // Three clicks choose the paragraph, as a person selects it to comment on.
      await session.page
        .getByRole('textbox', { name: 'Section 1 content', exact: true })
        .getByText('The library opens late')
        .click({ clickCount: 3 });
      await session.page.getByRole('button', { name: /^Notes, / }).click();
      const panel = session.page.getByRole('dialog', { name: 'Notes' });
      await panel.getByRole('button', { name: 'Add a note on the selected words' }).click();
      const dialog = session.page.getByRole('dialog', { name: 'Add a note' });
      await dialog.getByRole('textbox', { name: 'Note' }).pressSequentially('Late until when?');
      await dialog.getByRole('button', { name: 'Add note' }).click();
      await panel.getByText('Late until when?').waitFor();
      await expect.poll(() => session.page.locator('.masthead-note').count()).toBeGreaterThan(0);
      // Its author may resolve it, though only a reader of the item.
      await panel.getByRole('button', { name: /^Resolve the note on/ }).waitFor();
      await visit(session.page, 'notes-by-a-reader');
    } finally {
      await session.context.close();
    }
  });
});

describe('suggestions', () => {
  it('a colleague turns on Suggest changes and suggests; an editor accepts one suggestion and rejects another', async () => {
    const imageId = await apiUpload(desk.baseUrl, token, avatarPath, 'image');
    const categoryId = await createCategory(desk.baseUrl, token, 'Suggestions desk');
    const title = 'Ferry timetable for winter';
    const live = await api(desk.baseUrl, token, endpoints.cms.create, {
      body: {
        title,
        type: 'Article',
        description: 'When the ferries run',
        body: [{ title: '', body: '<p>The ferry leaves at nine.</p>' }],
        image: imageId,
        imageAlt: 'A ferry',
        categories: [categoryId],
        publishDate: '2025-02-11T12:00:00.000Z',
        seo: { title, description: 'When the ferries run' },
      },
    });
    await open(colleague.page, live._id);
    await open(desk.page, live._id);
    const suggestSwitch = (page: Page) => page.getByRole('switch', { name: 'Suggest changes' });
    // Off by default for everyone (someone who may not publish a live story proposes instead: ADR 0021).
    expect(await suggestSwitch(colleague.page).isChecked()).toBe(false);
    await suggestSwitch(colleague.page).click();
    await expect.poll(() => suggestSwitch(colleague.page).isChecked()).toBe(true);
    expect(await suggestSwitch(desk.page).isChecked()).toBe(false);

    const section = colleague.page.getByRole('textbox', { name: 'Section 1 content', exact: true });
    await section.click();
    await colleague.page.keyboard.press('End');
    await colleague.page.keyboard.press('ArrowLeft');
    await colleague.page.keyboard.type(' sharp', { delay: 30 });
    await colleague.page.locator('ins[data-id]', { hasText: 'sharp' }).waitFor();
    await colleague.page.keyboard.press('Home');
    for (let i = 0; i < 'The '.length; i++) await colleague.page.keyboard.press('Shift+ArrowRight');
    await expect.poll(() => colleague.page.evaluate(() => window.getSelection()?.toString())).toBe('The ');
    // A person's pause between choosing the words and deleting them (the editor takes up the selection).
    await colleague.page.waitForTimeout(300);
    await colleague.page.keyboard.press('Backspace');
    // Nothing is gone: the words are marked as suggested, with their author.
    await expect.poll(() => textOf(colleague.page, 'Section 1 content')).toBe('The ferry leaves at nine sharp.');
    await colleague.page.locator('ins[data-id]', { hasText: 'sharp' }).waitFor();
    await colleague.page.locator('del[data-id]', { hasText: 'The' }).waitFor();

    const list = desk.page.getByRole('region', { name: 'Suggestions in Section 1 content' });
    await list.getByText(`${cole.name} suggests to add “ sharp”`).waitFor();
    await list.getByText(`${cole.name} suggests to delete “The ”`).waitFor();
    await visit(desk.page, 'suggestions-review');
    await list.getByRole('button', { name: `Accept: ${cole.name} suggests to add “ sharp”` }).click();
    await list.getByRole('button', { name: `Reject: ${cole.name} suggests to delete “The ”` }).click();
    await list.waitFor({ state: 'detached' });
    for (const page of [desk.page, colleague.page]) {
      await expect.poll(() => textOf(page, 'Section 1 content')).toBe('The ferry leaves at nine sharp.');
      await expect.poll(() => page.locator('ins[data-id], del[data-id]').count()).toBe(0);
    }

    // The accepted change is saved with the editor's Update; no suggestion mark is stored.
    await desk.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => (await api(desk.baseUrl, token, endpoints.cms.get, { params: { id: live._id } })).body[0]?.body)
      .toBe('<p>The ferry leaves at nine sharp.</p>');
  });
});
