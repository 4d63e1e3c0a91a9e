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
 * One path for changing a live story (issue 28): a reporter's change, the body included, is
 * hers until submitted, reviewed as it is, and never reaches readers unapproved — whatever the
 * editors do in the item meanwhile.
 */
let browser: Browser;
let reporter: Session;
let editor: Session;
let coEditor: Session;
let token: string;
let imageId: string;
let categoryId: string;
let ritaId: string;

const rita = { email: 'rita.review@example.com', password: 'rita-review-1', name: 'Rita Review' };
const eddie = { email: 'eddie.review@example.com', password: 'eddie-review-1', name: 'Eddie Review' };
const cleo = { email: 'cleo.review@example.com', password: 'cleo-review-1', name: 'Cleo Review' };

async function person(who: typeof rita, roleId: string): Promise<string> {
  const user = await api(reporter.baseUrl, token, endpoints.user.create, {
    body: { ...who, phone: '0123456789', roles: [roleId], confirmPassword: who.password },
  });
  return user._id;
}

/** What readers get: the delivery API's answer for the story. */
async function readers(permaLink: string) {
  const response = await fetch(`${reporter.baseUrl}/api/public/content/${encodeURIComponent(permaLink)}`);
  expect(response.status).toBe(200);
  return (await response.json()).data as { title: string; body: { title: string; body: string }[] };
}

/** A section's text without the names on others' carets. */
function sectionText(page: Page, label: string): Promise<string> {
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

async function liveStory(title: string, authorId: string) {
  return api(reporter.baseUrl, token, endpoints.cms.create, {
    body: {
      title,
      type: 'Article',
      description: 'Beds for the night',
      body: [
        { title: '', body: '<p>The shelter has hot food. Bring your own bedding.</p>' },
        { title: '', body: '<p>Doors open at six.</p>' },
      ],
      image: imageId,
      imageAlt: 'The shelter',
      categories: [categoryId],
      user: authorId,
      publishDate: '2026-01-05T12:00:00.000Z',
      seo: { title, description: 'Beds for the night' },
      status: 'Published',
    },
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  reporter = await newSession(browser);
  editor = await newSession(browser);
  coEditor = await newSession(browser);
  token = await apiLogin(reporter.baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  imageId = await apiUpload(reporter.baseUrl, token, avatarPath, 'image');
  categoryId = await createCategory(reporter.baseUrl, token, 'Review desk');
  const reporting = await api(reporter.baseUrl, token, endpoints.role.create, {
    body: { name: 'Review reporter', description: 'Writes', modelPermissions: { Cms: ['Read', 'Write', 'EditOwn'] } },
  });
  const publishing = await api(reporter.baseUrl, token, endpoints.role.create, {
    body: {
      name: 'Review editor',
      description: 'Publishes',
      modelPermissions: { Cms: ['Read', 'Write', 'Edit', 'Publish'] },
    },
  });
  ritaId = await person(rita, reporting._id);
  await person(eddie, publishing._id);
  await person(cleo, publishing._id);
  await signIn(reporter.page, rita.email, rita.password);
  await signIn(editor.page, eddie.email, eddie.password);
  await signIn(coEditor.page, cleo.email, cleo.password);
});
afterAll(async () => {
  await browser?.close();
});

describe('a change to a live story', () => {
  beforeEach(() => {
    onTestFailed(async () => {
      for (const [name, session] of [
        ['reporter', reporter],
        ['editor', editor],
        ['co', coEditor],
      ] as const) {
        await session.page.screenshot({ path: `/tmp/fail-${name}.png`, fullPage: true });
      }
    });
  });
  it('is the reporter’s own until reviewed; rejected, it never goes live, whatever the editors save; approved, exactly it does', async () => {
    const title = 'Shelter opens for the winter';
    const story = await liveStory(title, ritaId);
    await open(reporter.page, story._id);
    await open(editor.page, story._id);
    await open(coEditor.page, story._id);

    // The reporter proposes: no suggestion switch, a notice that says whose copy this is.
    await reporter.page.getByLabel('Your proposed change').waitFor();
    expect(await reporter.page.getByRole('switch', { name: 'Suggest changes' }).count()).toBe(0);
    const ritaTitle = reporter.page.getByRole('textbox', { name: 'Title', exact: true });
    await ritaTitle.click();
    await reporter.page.keyboard.press('End');
    await reporter.page.keyboard.type(' by Friday', { delay: 20 });
    await reporter.page.getByRole('textbox', { name: 'Section 1 content', exact: true }).click();
    await reporter.page.keyboard.press('Control+Home');
    await reporter.page.keyboard.type('UPDATED 14:15 — ', { delay: 20 });
    await expect
      .poll(() => reporter.page.getByLabel('Your proposed change').textContent())
      .toContain('Changed: Title, Section 1');
    // Nobody else's copy holds it.
    await editor.page.waitForTimeout(500);
    expect(await editor.page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(title);
    expect(await sectionText(editor.page, 'Section 1 content')).not.toContain('UPDATED');

    await reporter.page.getByRole('button', { name: 'Submit for review', exact: true }).click();
    await reporter.page.getByText(messages.changeSentForReview).waitFor();
    expect((await readers(story.permaLink)).title).toBe(title);

    // The editor compares exactly what was submitted: the title and the body.
    await editor.page.getByText('Changes waiting for review').waitFor();
    await editor.page.getByRole('button', { name: 'Compare with live' }).click();
    const comparison = editor.page.getByRole('dialog', { name: 'Live version and the change' });
    await comparison.waitFor();
    await expect
      .poll(() => comparison.locator('ins').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining('Friday'), expect.stringContaining('UPDATED')]));
    await visit(editor.page, 'live-review-compare');
    await comparison.getByRole('button', { name: 'Close' }).click();
    await editor.page.getByRole('button', { name: 'Reject change' }).click();
    const rejectDialog = editor.page.getByRole('dialog', { name: 'Reject the change' });
    await rejectDialog.getByRole('textbox', { name: /Note for the author/ }).fill('Not confirmed yet');
    await rejectDialog.getByRole('button', { name: 'Reject change' }).click();
    await editor.page.getByText(messages.changeRejected).waitFor();
    // The reporter learns of it at once, and keeps her change to rework.
    await reporter.page.getByText('Change not approved').waitFor();
    expect(await ritaTitle.inputValue()).toBe(`${title} by Friday`);

    // A co-editor suggests a change in the second section; the editor accepts it and presses Update.
    const suggest = coEditor.page.getByRole('switch', { name: 'Suggest changes' });
    await suggest.click();
    await coEditor.page.getByRole('textbox', { name: 'Section 2 content', exact: true }).click();
    await coEditor.page.keyboard.press('End');
    await coEditor.page.keyboard.press('ArrowLeft');
    await coEditor.page.keyboard.type(' sharp', { delay: 20 });
    const list = editor.page.getByRole('region', { name: 'Suggestions in Section 2 content' });
    await list.getByRole('button', { name: `Accept: ${cleo.name} suggests to add “ sharp”` }).click();
    await expect.poll(() => sectionText(editor.page, 'Section 2 content')).toBe('Doors open at six sharp.');
    await editor.page.getByRole('button', { name: 'Update', exact: true }).click();
    const confirm = editor.page.getByRole('dialog', { name: 'Put these changes live?' });
    await confirm.getByText('Section 2').waitFor();
    await visit(editor.page, 'live-review-update-confirm');
    await confirm.getByRole('button', { name: 'Update the live story' }).click();
    await editor.page.getByText(messages.articleUpdated).waitFor();

    // Readers get the accepted suggestion, and not one word of the rejected change.
    const afterUpdate = await readers(story.permaLink);
    expect(afterUpdate.title).toBe(title);
    expect(afterUpdate.body.map((section) => section.body)).toEqual([
      '<p>The shelter has hot food. Bring your own bedding.</p>',
      '<p>Doors open at six sharp.</p>',
    ]);
    const history = await api(reporter.baseUrl, token, endpoints.cms.history, { params: { id: story._id } });
    const current = await api(reporter.baseUrl, token, endpoints.cms.revision, {
      params: { id: story._id, revision: history[0]?._id as string },
    });
    expect(current.item.title).toBe(title);

    // The reporter keeps her change to rework, brought onto the new live version.
    await reporter.page.reload();
    await reporter.page.getByRole('heading', { name: 'Edit Article' }).waitFor();
    await expect.poll(() => ritaTitle.inputValue()).toBe(`${title} by Friday`);
    await expect.poll(() => sectionText(reporter.page, 'Section 2 content')).toBe('Doors open at six sharp.');
    expect(await sectionText(reporter.page, 'Section 1 content')).toContain('UPDATED 14:15 — ');
    await visit(reporter.page, 'live-review-proposal');

    // Submitted again and approved: readers get exactly what was compared.
    await reporter.page.getByRole('button', { name: 'Submit for review', exact: true }).click();
    await reporter.page.getByText(messages.changeSentForReview).waitFor();
    await editor.page.getByRole('button', { name: 'Approve change' }).waitFor();
    await editor.page.getByRole('button', { name: 'Approve change' }).click();
    await editor.page.getByText(messages.changeApproved).waitFor();
    const approved = await readers(story.permaLink);
    expect(approved.title).toBe(`${title} by Friday`);
    expect(approved.body.map((section) => section.body)).toEqual([
      '<p>UPDATED 14:15 — The shelter has hot food. Bring your own bedding.</p>',
      '<p>Doors open at six sharp.</p>',
    ]);
    // The approved change is in the shared copy now: the next Update keeps it.
    await expect
      .poll(() => editor.page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe(`${title} by Friday`);
    await expect
      .poll(() => coEditor.page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe(`${title} by Friday`);
  });

  it('a save made outside the form reaches the editors in it at once, and is never overwritten unseen', async () => {
    const story = await liveStory('Ferry timetable changes', ritaId);
    await open(editor.page, story._id);
    const fresh = await api(reporter.baseUrl, token, endpoints.cms.update, {
      params: { id: story._id },
      body: { description: 'Winter timetable from Monday' },
    });
    // The form learns at once that the item moved on (the server marks the save in the working copy).
    await expect.poll(() => editor.page.getByLabel('Working copy').textContent()).toContain('Changed: Description');
    const titleField = editor.page.getByRole('textbox', { name: 'Title', exact: true });
    await titleField.click();
    await editor.page.keyboard.press('End');
    await editor.page.keyboard.type(' today', { delay: 20 });
    await editor.page.getByRole('button', { name: 'Update', exact: true }).click();
    await editor.page
      .getByRole('dialog', { name: 'Put these changes live?' })
      .getByRole('button', { name: 'Update the live story' })
      .click();
    // Refused as a stale write: the API's description is not taken back.
    await editor.page.getByRole('dialog', { name: 'This item was changed' }).waitFor();
    const stored = await api(reporter.baseUrl, token, endpoints.cms.get, { params: { id: story._id } });
    expect(stored.description).toBe('Winter timetable from Monday');
    expect(stored.updatedAt).toBe(fresh.updatedAt);
  });

  it('says before a restore of a live story whether it goes live at once or waits for review', async () => {
    const story = await liveStory('Bridge closes for repairs', ritaId);
    await api(reporter.baseUrl, token, endpoints.cms.update, {
      params: { id: story._id },
      body: { title: 'Bridge closes for repairs on Monday' },
    });
    for (const [session, outcome] of [
      [editor, 'goes live at once'],
      [reporter, 'sent for review'],
    ] as const) {
      await open(session.page, story._id);
      await session.page.getByRole('button', { name: 'History' }).click();
      await session.page.getByRole('button', { name: /^Restore version #1/ }).click();
      const dialog = session.page.getByRole('dialog', { name: 'Restore this version' });
      await dialog.getByText(outcome, { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
  });
});
