import { contentStatuses, endpoints, messages } from '@masthead/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, E2E_ADMIN, launchBrowser, newSession, openFromMenu, signIn, visit } from './support/browser.js';
import {
  createCategory,
  createDraft,
  earlierToday,
  fillArticle,
  needReviewCount,
  rowAction,
  shownDate,
} from './support/content.js';

let browser: Browser;
let page: Page;
let baseUrl: string;
let adminToken: string;
let reporterToken: string;
let reporterId: string;
let categoryId: string;

const reporter = { email: 'rita.reporter@example.com', password: 'reporter-pass-1', name: 'Rita Reporter' };
const scheduledTitle = 'Markets open after the holiday';
const reviewedTitle = 'Harbours reopen after the storm';
const rejectedTitle = 'Lighthouse keeper retires';
const trashedTitle = 'Notes from the night desk';

/** The next whole minute at least `margin` seconds ahead: the picker has minutes, not seconds. */
function nextMinute(marginSeconds: number): Date {
  const date = new Date(Date.now() + marginSeconds * 1000);
  date.setSeconds(0, 0);
  date.setMinutes(date.getMinutes() + 1);
  return date;
}

const row = (p: Page, title: string) => p.getByRole('row').filter({ hasText: title });

async function openTab(p: Page, name: string) {
  await p.getByRole('tab', { name, exact: true }).click();
  await p.getByRole('tab', { name, exact: true, selected: true }).waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, baseUrl } = await newSession(browser));
  adminToken = await apiLogin(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  categoryId = await createCategory(baseUrl, adminToken, 'Coast');
  // A reporter writes and submits, but may not publish.
  const role = await api(baseUrl, adminToken, endpoints.role.create, {
    body: {
      name: 'Reporter',
      description: 'Writes stories; an editor publishes them',
      modelPermissions: { Cms: ['Read', 'Write', 'EditOwn'], Asset: ['Read', 'Write'], Category: ['Read'] },
    },
  });
  const user = await api(baseUrl, adminToken, endpoints.user.create, {
    body: {
      ...reporter,
      phone: '0123456789',
      roles: [role._id],
      confirmPassword: reporter.password,
    },
  });
  reporterId = user._id;
  reporterToken = await apiLogin(baseUrl, reporter.email, reporter.password);
  await signIn(page);
});
afterAll(() => browser.close());

describe('publishing workflow', () => {
  it('schedules an article for the next minute', async () => {
    await page.goto('/article/create');
    const when = nextMinute(20);
    await fillArticle(page, {
      title: scheduledTitle,
      description: 'Trading resumes on Monday.',
      sections: ['Brokers expect a calm start.'],
      publishDate: when,
    });
    // A date ahead: the button says what will happen.
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText(messages.articleAdded).waitFor();
    await page.getByRole('heading', { name: 'Edit Article' }).waitFor();
    await page.getByRole('main').getByText('Scheduled', { exact: true }).waitFor();
    const shown = shownDate(when);
    await page.getByRole('main').getByText(`for ${shown}`).waitFor();
    await page.getByText(`Scheduled: it will be published on ${shown}`).waitFor();
    await visit(page, 'article-form-scheduled');
  });

  it('sends an article of a reporter without the Publish right to Need Review, and the count rises', async () => {
    const before = await needReviewCount(page);
    const session = await newSession(browser);
    const reporterPage = session.page;
    await signIn(reporterPage, reporter.email, reporter.password);
    const reporterBefore = await needReviewCount(reporterPage);
    await openFromMenu(reporterPage, 'Articles');
    await reporterPage.getByRole('button', { name: 'Create' }).click();
    await visit(reporterPage, 'article-list-create-menu');
    await reporterPage.getByRole('menuitem', { name: 'Article' }).click();
    await fillArticle(reporterPage, {
      title: reviewedTitle,
      description: 'The port is open to shipping again.',
      sections: ['Tugs cleared the harbours overnight.', 'Ferries run to the usual timetable.'],
      publishDate: earlierToday(),
    });
    await reporterPage.getByText('Submit for review sends the item to an editor who can publish it.').waitFor();
    await visit(reporterPage, 'article-form-reporter');
    await reporterPage.getByRole('button', { name: 'Submit for review', exact: true }).click();
    await reporterPage.getByText(messages.sentForReview).waitFor();
    await reporterPage.getByRole('main').getByText('Need Review', { exact: true }).waitFor();
    await expect.poll(() => needReviewCount(reporterPage)).toBe(reporterBefore + 1);
    await session.context.close();

    // A second story reaches review through the API (set-up, not the flow under test).
    await api(baseUrl, reporterToken, endpoints.cms.create, {
      body: {
        title: rejectedTitle,
        type: 'Video',
        description: 'Forty years on the rock.',
        seo: { title: rejectedTitle, description: 'Forty years on the rock.' },
        categories: [categoryId],
        user: reporterId,
        publishDate: '2025-03-14T12:00:00.000Z',
        videos: [{ url: 'https://video.example.com/lighthouse.mp4' }],
        status: 'Published',
      },
    });

    await page.reload();
    await expect.poll(() => needReviewCount(page)).toBe(before + 2);
  });

  it('lets an editor approve, then publish, one story and reject another from the Need Review tab', async () => {
    const before = await needReviewCount(page);
    await page.getByTestId('need-review-count').click();
    await page.getByRole('tab', { name: 'Need Review', selected: true }).waitFor();
    await row(page, reviewedTitle).waitFor();
    await row(page, rejectedTitle).waitFor();
    await visit(page, 'article-list-need-review');

    await rowAction(page, 'Approve', reviewedTitle);
    await page.getByText(messages.blogApproved).waitFor();
    await row(page, reviewedTitle).waitFor({ state: 'detached' });
    await rowAction(page, 'Reject', rejectedTitle);
    await page.getByText(messages.blogRejected).waitFor();
    await row(page, rejectedTitle).waitFor({ state: 'detached' });
    await expect.poll(() => needReviewCount(page)).toBe(before - 2);

    await openTab(page, 'Approved');
    await row(page, reviewedTitle).getByText('Approved', { exact: true }).waitFor();
    await visit(page, 'article-list-approved');
    await rowAction(page, 'Publish', reviewedTitle);
    await page.getByText(messages.blogPublished).waitFor();
    await row(page, reviewedTitle).waitFor({ state: 'detached' });

    await openTab(page, 'Published');
    await row(page, reviewedTitle).getByText('Published', { exact: true }).waitFor();
    expect(await row(page, reviewedTitle).textContent()).toContain(reporter.name);
    await openTab(page, 'Rejected');
    await row(page, rejectedTitle).getByText('Rejected', { exact: true }).waitFor();
  });

  it('shows each status in its own tab', async () => {
    await page.goto('/article');
    // Draft, Need Review, Approved and Published are looked at (axe, picture) by the other flows.
    const seenElsewhere: string[] = ['Draft', 'Need Review', 'Approved', 'Published'];
    for (const tab of ['All', ...contentStatuses]) {
      await openTab(page, tab);
      await page.locator('table[aria-busy="false"]').or(page.getByText(messages.noContent)).first().waitFor();
      const statuses = await page.locator('tbody tr td:nth-child(7)').allTextContents();
      if (tab !== 'All') for (const status of statuses) expect(status, `a row in ${tab}`).toBe(tab);
      if (!seenElsewhere.includes(tab)) await visit(page, `article-list-${tab.toLowerCase()}`);
    }
  });

  it('finds stories by full-text search and by date, and resets the filters', async () => {
    await page.goto('/article');
    await openTab(page, 'All');
    await row(page, reviewedTitle).waitFor();
    const filters = page.getByRole('button', { name: /^Filters/ });
    await filters.click();
    expect(await filters.getAttribute('aria-expanded')).toBe('true');
    // Full-text: "harbour" matches "harbours" in a section's text.
    await page.getByRole('searchbox', { name: 'Search' }).fill('harbour');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/search=harbour/);
    await row(page, reviewedTitle).waitFor();
    await row(page, scheduledTitle).waitFor({ state: 'detached' });
    await visit(page, 'article-list-search');

    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('textbox', { name: 'Date' }).fill('14/03/2025');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/date=2025-03-14/);
    await row(page, rejectedTitle).waitFor();
    await row(page, reviewedTitle).waitFor({ state: 'detached' });
    expect(await page.locator('tbody tr').count()).toBe(1);
    await visit(page, 'article-list-date');

    await page.getByRole('button', { name: 'Reset' }).click();
    await row(page, reviewedTitle).waitFor();
    await row(page, rejectedTitle).waitFor();
    expect(page.url()).not.toContain('date=');
  });

  it('moves a story to the trash, restores it, then deletes it permanently', async () => {
    await createDraft(baseUrl, adminToken, trashedTitle);
    await page.goto('/article?status=Draft');
    await rowAction(page, 'Delete', trashedTitle);
    const confirm = page.getByRole('dialog', { name: 'Move to trash' });
    await visit(page, 'article-delete-confirm');
    await confirm.getByRole('button', { name: 'Move to trash' }).click();
    await page.getByText(messages.contentTrashed).waitFor();
    await row(page, trashedTitle).waitFor({ state: 'detached' });

    await openFromMenu(page, 'Trash');
    await page.getByRole('heading', { name: 'Trash' }).waitFor();
    await row(page, trashedTitle).waitFor();
    await visit(page, 'trash');
    await page.getByRole('button', { name: `Restore ${trashedTitle}` }).click();
    await page.getByText(messages.contentRestored).waitFor();
    await row(page, trashedTitle).waitFor({ state: 'detached' });
    await page.goto('/article?status=Draft');
    await row(page, trashedTitle).waitFor();

    await rowAction(page, 'Delete', trashedTitle);
    await page.getByRole('dialog', { name: 'Move to trash' }).getByRole('button', { name: 'Move to trash' }).click();
    await page.getByText(messages.contentTrashed).waitFor();
    await page.goto('/article/trash');
    await page.getByRole('button', { name: `Delete permanently ${trashedTitle}` }).click();
    const purge = page.getByRole('dialog', { name: 'Delete permanently' });
    await purge.getByRole('button', { name: 'Delete permanently' }).click();
    await page.getByText(messages.contentPurged).waitFor();
    await row(page, trashedTitle).waitFor({ state: 'detached' });
    await page.goto('/article');
    await row(page, reviewedTitle).waitFor();
    expect(await row(page, trashedTitle).count()).toBe(0);
  });

  it('publishes the scheduled article once its time has come', { timeout: 120_000 }, async () => {
    // The scheduler runs every second. The server is asked until the story is live (reloading the
    // list each time cost the browser a whole page's work for up to a minute), then the list shows it.
    await expect
      .poll(
        async () => {
          const live = await api(baseUrl, adminToken, endpoints.cms.list, { query: { status: 'Published' } });
          return live.items.some((item) => item.title === scheduledTitle);
        },
        { timeout: 100_000, interval: 1000 },
      )
      .toBe(true);
    await page.goto('/article?status=Published');
    await row(page, scheduledTitle).getByText('Published', { exact: true }).waitFor();
    await visit(page, 'article-list-published-after-schedule');
  });
});
