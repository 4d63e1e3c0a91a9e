import { endpoints, messages } from '@masthead/contract';
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
let baseUrl: string;
let adminToken: string;
let categoryId: string;
let imageId: string;

/** A word only this file's items carry, so the list can be narrowed to them by search. */
const marker = 'Quillfeather';

const complete = (title: string) => ({
  title,
  type: 'Article' as const,
  description: `${marker} story`,
  body: [{ title: '', body: `<p>${marker} body text.</p>` }],
  image: imageId,
  categories: [categoryId],
  publishDate: '2026-01-05T09:00:00.000Z',
  seo: { title, description: `${marker} story` },
});

beforeAll(async () => {
  browser = await launchBrowser();
  desk = await newSession(browser);
  baseUrl = desk.baseUrl;
  adminToken = await apiLogin(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  categoryId = await createCategory(baseUrl, adminToken, 'Quill desk');
  imageId = await apiUpload(baseUrl, adminToken, avatarPath);
  await signIn(desk.page);
});
afterAll(async () => {
  await browser?.close();
});

/** The titles of the list's rows, top to bottom. */
async function rowTitles(page: Page): Promise<string[]> {
  const links = page.getByRole('table').getByRole('link');
  return (await links.allTextContents()).map((text) => text.trim());
}

/** Narrows Manage Articles to this file's items, typing the word into the search box. */
async function searchMarker(page: Page): Promise<void> {
  await page.goto('/article');
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).pressSequentially(marker);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page
    .getByRole('cell', { name: new RegExp(marker) })
    .first()
    .waitFor();
}

describe('history', () => {
  it('compares two versions word by word and restores an older one as the newest', async () => {
    const page = desk.page;
    const first = await api(baseUrl, adminToken, endpoints.cms.create, {
      body: { title: `${marker} harbour opens`, description: 'The gates opened at six.' },
    });
    const second = await api(baseUrl, adminToken, endpoints.cms.update, {
      params: { id: first._id },
      body: { title: `${marker} harbour opens at last`, updatedAt: first.updatedAt },
    });
    await api(baseUrl, adminToken, endpoints.cms.update, {
      params: { id: first._id },
      body: { description: 'The gates opened at seven.', updatedAt: second.updatedAt },
    });

    await page.goto(`/article/edit/${first._id}`);
    await page.getByRole('heading', { name: 'Edit Article' }).waitFor();
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'History' });
    const versions = drawer.getByRole('list', { name: 'Versions, newest first' });
    await versions.getByRole('listitem').nth(2).waitFor();
    expect(await versions.getByRole('listitem').count()).toBe(3);
    await visit(page, 'history-panel');

    // The two newest are chosen; choose the oldest instead of the middle one.
    await drawer.getByRole('checkbox', { name: /^#2 / }).click();
    await drawer.getByRole('checkbox', { name: /^#1 / }).click();
    await drawer.getByRole('button', { name: 'Compare #1 with #3' }).click();
    const comparison = page.getByRole('dialog', { name: 'Compare versions' });
    await comparison.getByRole('rowheader', { name: 'Title' }).waitFor();
    expect((await comparison.locator('ins').allTextContents()).join(' ')).toContain('at last');
    const description = comparison.getByRole('row', { name: /^Short description/ });
    expect(await description.locator('del').textContent()).toContain('six');
    expect(await description.locator('ins').textContent()).toContain('seven');
    await visit(page, 'history-compare');
    await comparison.getByRole('button', { name: 'Close' }).click();

    await drawer.getByRole('button', { name: 'Restore version #1' }).click();
    await page.getByRole('dialog', { name: 'Restore this version' }).getByRole('button', { name: 'Restore' }).click();
    await page.getByText(messages.revisionRestored).waitFor();
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect.poll(() => title.inputValue()).toBe(`${marker} harbour opens`);
    await page.getByRole('button', { name: 'History', exact: true }).click();
    await page.getByRole('dialog', { name: 'History' }).getByRole('checkbox', { name: /^#4 / }).waitFor();
  });
});

describe('the article list', () => {
  it('publishes chosen items at once and says, item by item, what happened', async () => {
    const page = desk.page;
    const titles = [`${marker} bulk one`, `${marker} bulk two`];
    for (const title of titles) await api(baseUrl, adminToken, endpoints.cms.create, { body: complete(title) });
    const unfinished = `${marker} bulk unfinished`;
    await api(baseUrl, adminToken, endpoints.cms.create, { body: { title: unfinished } });

    await searchMarker(page);
    for (const title of [...titles, unfinished]) {
      await page.getByRole('checkbox', { name: `Select ${title}`, exact: true }).click();
    }
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('3 selected').waitFor();
    await visit(page, 'article-list-bulk');
    await bar.getByRole('button', { name: 'Publish', exact: true }).click();
    const results = page.getByRole('dialog', { name: 'Publish: what happened' });
    await results.waitFor();
    const items = results.getByRole('listitem');
    await items.nth(2).waitFor();
    const texts = await items.allTextContents();
    for (const title of titles) expect(texts.find((text) => text.includes(title))).toContain('Published');
    expect(texts.find((text) => text.includes(unfinished))).toContain(`not done: ${messages.shortDescriptionRequired}`);
    await page.getByText('Publish: 2 of 3 done').waitFor();
    await visit(page, 'article-list-bulk-results');
    await results.getByRole('button', { name: 'Close' }).last().click();
    const published = await api(baseUrl, adminToken, endpoints.cms.list, {
      query: { search: 'bulk one', status: 'Published' },
    });
    expect(published.items.map((item) => item.title)).toContain(titles[0]);
  });

  it('sorts by a column header, both ways, and says so to assistive technology', async () => {
    const page = desk.page;
    for (const title of [`${marker} sort beta`, `${marker} sort alpha`, `${marker} sort gamma`]) {
      await api(baseUrl, adminToken, endpoints.cms.create, { body: { title, description: `${marker} sort` } });
    }
    await searchMarker(page);
    await page.getByRole('button', { name: 'Title', exact: true }).click();
    const header = page.getByRole('columnheader', { name: 'Title' });
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await expect
      .poll(async () => (await rowTitles(page)).filter((t) => t.includes('sort ')))
      .toEqual([`${marker} sort alpha`, `${marker} sort beta`, `${marker} sort gamma`]);
    await page.getByRole('button', { name: 'Title', exact: true }).click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect
      .poll(async () => (await rowTitles(page)).filter((t) => t.includes('sort ')))
      .toEqual([`${marker} sort gamma`, `${marker} sort beta`, `${marker} sort alpha`]);
    expect(page.url()).toContain('sort=title');
    await visit(page, 'article-list-sorted');
  });
});

describe('the form', () => {
  it('counts words, guides the SEO texts with a result preview, suggests tags, describes the cover, saves on Ctrl+S', async () => {
    const page = desk.page;
    await api(baseUrl, adminToken, endpoints.cms.create, {
      body: { title: `${marker} tagged`, tags: ['Harbourmaster', 'Harbour works'] },
    });
    await page.goto('/article/create');
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.pressSequentially(`${marker} a long day at the harbour`);
    const section = page.getByRole('textbox', { name: 'Section 1 content', exact: true });
    await section.click();
    await page.keyboard.type('The ferries ran late all day as the storm held.');
    await expect
      .poll(() => page.getByTestId('reading-figures').textContent())
      .toBe('10 words · about 1 minute to read');

    const seoTitle = page.getByRole('textbox', { name: /^SEO title/ });
    await seoTitle.pressSequentially('A very long title that goes on past what search results show at all');
    await page.getByText('search results cut it after about 60').waitFor();
    const preview = page.getByRole('group', { name: 'Search result preview' });
    expect(await preview.textContent()).toContain('A very long title that goes on past what search results …');

    const tags = page.getByRole('textbox', { name: 'Tags', exact: true });
    await tags.pressSequentially('harb');
    await page.getByRole('button', { name: 'Add tag Harbourmaster' }).click();
    await page.getByRole('button', { name: 'Remove tag Harbourmaster' }).waitFor();
    expect(await tags.inputValue()).toBe('');
    // By keyboard: ↓ reaches the tags in use, Enter adds one.
    await tags.pressSequentially('harbour w');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Remove tag Harbour works' }).waitFor();

    await page.getByRole('textbox', { name: 'Alt text' }).pressSequentially('Ferries at the quay');
    await visit(page, 'article-form-depth');
    await page.keyboard.press('Control+s');
    await page.waitForURL(/\/article\/edit\//);
    const id = page.url().split('/').pop() ?? '';
    const saved = await api(baseUrl, adminToken, endpoints.cms.get, { params: { id } });
    expect(saved).toMatchObject({ imageAlt: 'Ferries at the quay', tags: ['Harbourmaster', 'Harbour works'] });

    // Video and gallery covers are described too.
    await page.goto('/article/video/create');
    await page.getByRole('heading', { name: 'Add Video' }).waitFor();
    await page.getByRole('textbox', { name: 'Alt text' }).waitFor();
  });
});

describe('dark mode', () => {
  it('switches from the user menu and stays accessible on every screen it is used on', async () => {
    const session = await newSession(browser);
    const page = session.page;
    await signIn(page);
    await page.getByRole('button', { name: /^User menu for / }).click();
    await page.getByRole('menuitem', { name: 'Theme: dark', exact: true }).click();
    await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    await page.keyboard.press('Escape');
    await visit(page, 'dark-dashboard');
    await page.goto('/article');
    await page.getByRole('table').waitFor();
    await visit(page, 'dark-article-list');
    const item = await api(baseUrl, adminToken, endpoints.cms.create, { body: complete(`${marker} in the dark`) });
    await page.goto(`/article/edit/${item._id}`);
    await page.getByRole('heading', { name: 'Edit Article' }).waitFor();
    await visit(page, 'dark-article-form');
    // The choice is kept in this browser.
    await page.reload();
    await page.getByRole('heading', { name: 'Edit Article' }).waitFor();
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    await session.context.close();
  });
});
