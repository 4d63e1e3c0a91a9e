import { endpoints, messages } from '@masthead/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, E2E_ADMIN, launchBrowser, newSession, type Session, signIn, visit } from './support/browser.js';
import { createCategory, createDraft } from './support/content.js';

let browser: Browser;
let admin: Session;
let reporter: Session;
let adminToken: string;
let reporterId: string;
let othersDraftId: string;
let reportersLiveVideoId: string;

const rory = { email: 'rory.reporter@example.com', password: 'reporter-pass-2', name: 'Rory Reporter' };
const othersTitle = 'Council budget: the desk draft';
const liveTitle = 'Tide tables for the week';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Opens 'Publish date and time', clicks the day in the calendar (paging months as a person would), confirms. */
async function pickPublishDay(page: Page, date: Date): Promise<void> {
  await page.getByRole('button', { name: /^Publish date and time/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Publish date and time/ });
  await dialog.waitFor();
  const day = dialog.getByRole('button', {
    name: `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`,
    exact: true,
  });
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    await dialog.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
  await dialog.getByRole('button', { name: 'Confirm the publish date' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The error a field shows under itself, found the way assistive technology finds it. */
async function fieldError(page: Page, label: string): Promise<string> {
  const input = page.getByRole('textbox', { name: label, exact: true });
  expect(await input.getAttribute('aria-invalid')).toBe('true');
  const ids = (await input.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(ids.split(/\s+/).map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newSession(browser);
  reporter = await newSession(browser);
  adminToken = await apiLogin(admin.baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  const categoryId = await createCategory(admin.baseUrl, adminToken, 'Harbour');
  // A reporter writes its own stories and sends them for review; it may not publish.
  const role = await api(admin.baseUrl, adminToken, endpoints.role.create, {
    body: {
      name: 'Night reporter',
      description: 'Writes own stories',
      modelPermissions: { Cms: ['Read', 'Write', 'EditOwn'], Asset: ['Read', 'Write'], Category: ['Read'] },
    },
  });
  reporterId = (
    await api(admin.baseUrl, adminToken, endpoints.user.create, {
      body: {
        ...rory,
        phone: '0123456789',
        roles: [role._id],
        confirmPassword: rory.password,
      },
    })
  )._id;
  othersDraftId = await createDraft(admin.baseUrl, adminToken, othersTitle);
  // The reporter's own story, published by an editor: live now.
  reportersLiveVideoId = (
    await api(admin.baseUrl, adminToken, endpoints.cms.create, {
      body: {
        title: liveTitle,
        type: 'Video',
        description: 'High and low water, day by day.',
        seo: { title: liveTitle, description: 'High and low water, day by day.' },
        categories: [categoryId],
        user: reporterId,
        publishDate: '2025-02-11T12:00:00.000Z',
        videos: [{ url: 'https://video.example.com/tides.mp4' }],
        status: 'Published',
      },
    })
  )._id;
  await signIn(admin.page);
  await signIn(reporter.page, rory.email, rory.password);
});
afterAll(() => browser.close());

describe('who may change an item, as the form shows it', () => {
  it("opens another author's article from a direct link read-only, with the reason", async () => {
    const page = reporter.page;
    await page.goto(`/article/edit/${othersDraftId}`);
    await page.getByRole('heading', { name: 'View Article' }).waitFor();
    await page.getByText(messages.onlyOwnItems).waitFor();
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    expect(await title.inputValue()).toBe(othersTitle);
    expect(await title.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Publish|Submit for review)$/ }).count()).toBe(0);
    // Typing into the story changes nothing.
    const section = page.getByRole('textbox', { name: 'Section 1 content', exact: true });
    expect(await section.getAttribute('aria-readonly')).toBe('true');
    await section.click();
    await page.keyboard.type('Hijacked');
    expect(await section.textContent()).not.toContain('Hijacked');
    await visit(page, 'article-form-read-only');
  });

  it('opens an item read-only for a user who may only read content, with the permission message', async () => {
    const role = await api(admin.baseUrl, adminToken, endpoints.role.create, {
      body: {
        name: 'Content reader',
        description: 'Reads stories',
        modelPermissions: { Cms: ['Read'] },
      },
    });
    await api(admin.baseUrl, adminToken, endpoints.user.create, {
      body: {
        email: 'rhea.reader@example.com',
        name: 'Rhea Reader',
        phone: '0123456789',
        roles: [role._id],
        password: 'reader-pass-1',
        confirmPassword: 'reader-pass-1',
      },
    });
    const session = await newSession(browser);
    await signIn(session.page, 'rhea.reader@example.com', 'reader-pass-1');
    await session.page.goto(`/article/edit/${othersDraftId}`);
    await session.page.getByRole('heading', { name: 'View Article' }).waitFor();
    await session.page.getByText(messages.noPermission).waitFor();
    expect(await session.page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(othersTitle);
    expect(await session.page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    await session.context.close();
  });

  it("keeps the reporter's change to a live item for review; an editor compares it and approves it", async () => {
    const page = reporter.page;
    await page.goto(`/article/video/edit/${reportersLiveVideoId}`);
    await page.getByRole('heading', { name: 'Edit Video' }).waitFor();
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' and the spring tides');
    await page.getByRole('button', { name: 'Submit for review', exact: true }).click();
    await page.getByText(messages.changeSentForReview).waitFor();
    await page.getByText('Changes waiting for review').waitFor();
    // The live item is as it was: the public API still answers with the old title.
    const live = await api(admin.baseUrl, adminToken, endpoints.cms.get, { params: { id: reportersLiveVideoId } });
    expect(live.title).toBe(liveTitle);
    expect(live.pendingChange?.user?._id).toBe(reporterId);
    // Reopened, the form goes on from the reporter's change.
    await page.reload();
    await page.getByText('The form shows your changes.', { exact: false }).waitFor();
    expect(await title.inputValue()).toBe(`${liveTitle} and the spring tides`);
    await visit(page, 'pending-change-author');

    // The editor finds it in Need Review, marked, and opens it from its title.
    const desk = admin.page;
    await desk.goto('/article');
    await desk.getByRole('tab', { name: /^Need Review/ }).click();
    const row = desk.getByRole('row', { name: new RegExp(liveTitle) });
    await row.getByText('changes pending').waitFor();
    await row.getByRole('link', { name: liveTitle, exact: true }).click();
    await desk.getByRole('heading', { name: 'Edit Video' }).waitFor();
    await desk.getByRole('button', { name: 'Compare with live' }).click();
    const comparison = desk.getByRole('dialog', { name: 'Live version and the change' });
    await comparison.waitFor();
    expect(await comparison.locator('ins').first().textContent()).toContain('spring');
    await visit(desk, 'pending-change-compare');
    await comparison.getByRole('button', { name: 'Close' }).click();
    await desk.getByRole('button', { name: 'Approve change' }).click();
    await desk.getByText(messages.changeApproved).waitFor();
    await desk.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
    expect(await desk.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(
      `${liveTitle} and the spring tides`,
    );
    expect(await desk.getByText('Changes waiting for review').count()).toBe(0);
  });

  it('says Submit for review to the reporter, whatever the date, and keeps the reporter as the author', async () => {
    const page = reporter.page;
    await page.goto('/article/create');
    await page.getByRole('heading', { name: 'Add Article' }).waitFor();
    const submit = page.getByRole('button', { name: 'Submit for review', exact: true });
    await submit.waitFor();
    const author = page.getByLabel('Author', { exact: true });
    expect(await author.inputValue()).toBe(rory.name);
    expect(await author.isEditable()).toBe(false);
    await author.click();
    expect(await page.getByRole('option', { name: 'Administrator' }).count()).toBe(0);
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    await pickPublishDay(page, tomorrow);
    await submit.waitFor();
    expect(await page.getByRole('button', { name: 'Schedule', exact: true }).count()).toBe(0);
  });

  it('says Schedule once a future date is picked, Publish again when it is cleared, Update on a live item', async () => {
    const page = admin.page;
    await page.goto('/article/create');
    await page.getByRole('heading', { name: 'Add Article' }).waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).waitFor();
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    await pickPublishDay(page, tomorrow);
    await page.getByRole('button', { name: 'Schedule', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Clear the publish date' }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).waitFor();

    await page.goto(`/article/video/edit/${reportersLiveVideoId}`);
    await page.getByRole('heading', { name: 'Edit Video' }).waitFor();
    await page.getByRole('button', { name: 'Update', exact: true }).waitFor();
  });
});

describe('checks a person meets while writing', () => {
  it('shows a video URL that is not a web address as an error under the field, and saves nothing', async () => {
    const page = admin.page;
    await page.goto('/article/video/create');
    await page.getByRole('heading', { name: 'Add Video' }).waitFor();
    await page.getByRole('textbox', { name: 'Title', exact: true }).pressSequentially('Fireworks over the bay');
    const url = page.getByRole('textbox', { name: 'Video 1 URL' });
    await url.click();
    await page.keyboard.type('my holiday clip');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => fieldError(page, 'Video 1 URL')).toContain(messages.urlInvalid);
    expect(page.url()).toMatch(/\/article\/video\/create$/);
    await visit(page, 'video-form-url-error');

    await url.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('https://video.example.com/fireworks.mp4');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(messages.videoBlogAdded).waitFor();
    await page.waitForURL(/\/article\/video\/edit\//);
  });

  it('keeps the permalink following the title after a save', async () => {
    const page = admin.page;
    await page.goto('/article/create');
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.waitFor();
    await title.pressSequentially('Harbour lights return');
    const permalink = page.getByRole('textbox', { name: 'Permalink', exact: true });
    expect(await permalink.inputValue()).toBe('harbour-lights-return');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(messages.articleAdded).waitFor();
    await page.waitForURL(/\/article\/edit\//);
    await page.getByRole('heading', { name: 'Edit Article' }).waitFor();
    await page.getByText('Follows the title').waitFor();
    expect(await page.getByText('Set by hand', { exact: false }).count()).toBe(0);
    // The edit screen has finished loading (its item and lists) before the person goes on typing.
    await page.waitForLoadState('networkidle');
    await title.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' tonight');
    await expect.poll(() => title.inputValue()).toBe('Harbour lights return tonight');
    await expect.poll(() => permalink.inputValue()).toBe('harbour-lights-return-tonight');
  });
});
