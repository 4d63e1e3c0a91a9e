import { endpoints, messages } from '@masthead/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, E2E_ADMIN, launchBrowser, newSession, openFromMenu, signIn, visit } from './support/browser.js';
import {
  bigPngFile,
  chooseFiles,
  chooseOptions,
  createCategory,
  createDraft,
  earlierToday,
  fillStoryAndSeo,
  mp4File,
  pngFile,
  setPublishDate,
  typeRichText,
  uploadCover,
} from './support/content.js';

let browser: Browser;
let page: Page;
let baseUrl: string;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, baseUrl } = await newSession(browser));
  token = await apiLogin(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  await createCategory(baseUrl, token, 'Culture');
  await signIn(page);
});
afterAll(() => browser.close());

const row = (title: string) => page.getByRole('row').filter({ hasText: title });
const status = (text: string) => page.getByRole('main').getByText(text, { exact: true });

async function publish(added: string) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText(added).waitFor();
  await status('Published').waitFor();
}

describe('content forms', () => {
  it('publishes a video with a linked video and an uploaded MP4', async () => {
    await page.goto('/article/video/create');
    await page.getByRole('heading', { name: 'Add Video' }).waitFor();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Festival opens by the river');
    await fillStoryAndSeo(page, 'Highlights of the opening night.', 'Festival opens by the river');
    await page.getByRole('textbox', { name: 'Video 1 URL' }).fill('https://video.example.com/festival.mp4');
    await page.getByRole('button', { name: 'Add video' }).click();
    await chooseFiles(page, 'Choose video 2 file', mp4File('fireworks.mp4'));
    await page.getByRole('button', { name: 'Remove video 2 file' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Video 2 URL' }).isDisabled()).toBe(true);
    await chooseOptions(page, 'Categories', ['Culture']);
    await setPublishDate(page, earlierToday());
    await visit(page, 'video-form');
    await publish(messages.videoBlogAdded);
    await page.waitForURL(/\/article\/video\/edit\//);
    expect(await page.getByRole('textbox', { name: 'Video 1 URL' }).inputValue()).toBe(
      'https://video.example.com/festival.mp4',
    );
    await page.getByRole('button', { name: 'Remove video 2 file' }).waitFor();
  });

  it('publishes a gallery of several images with descriptions and a cover image', async () => {
    await page.goto('/article/gallery/create');
    await page.getByRole('heading', { name: 'Add Gallery' }).waitFor();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Lanterns over the old town');
    await fillStoryAndSeo(page, 'A night of lanterns in pictures.', 'Lanterns over the old town');
    // The first image chosen is large and finishes last: the gallery still keeps the chosen order.
    await chooseFiles(page, 'Choose images', [await bigPngFile('lantern-square.png'), pngFile('lantern-bridge.png')]);
    await page.getByRole('textbox', { name: 'Image 1 description' }).fill('Lanterns above the square');
    await page.getByRole('textbox', { name: 'Image 2 description' }).fill('The bridge at midnight');
    await uploadCover(page);
    await chooseOptions(page, 'Categories', ['Culture']);
    await setPublishDate(page, earlierToday());
    await visit(page, 'gallery-form');
    await publish(messages.galleryAdded);
    await page.waitForURL(/\/article\/gallery\/edit\//);
    expect(await page.getByRole('textbox', { name: 'Image 2 description' }).inputValue()).toBe(
      'The bridge at midnight',
    );
    await page.getByRole('img', { name: 'Lanterns above the square' }).waitFor();
    const id = page.url().split('/').pop() ?? '';
    const saved = await api(baseUrl, token, endpoints.cms.get, { params: { id } });
    expect(saved.gallery.map((image) => image.file?.name)).toEqual(['lantern-square.png', 'lantern-bridge.png']);
  });

  it('creates a blog from Blog Management, lists it as a draft, then publishes it', async () => {
    await openFromMenu(page, 'Manage Blog', 'Blog Management');
    await page.getByRole('heading', { name: 'Manage Blog' }).waitFor();
    for (const tab of ['All', 'Draft', 'Published']) await page.getByRole('tab', { name: tab, exact: true }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(3);
    await visit(page, 'blog-list');
    await page.getByRole('link', { name: 'Create Blog' }).click();
    await page.getByRole('heading', { name: 'Add Blog' }).waitFor();
    const title = 'Ten years of the night market';
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await typeRichText(page, 'Section 1 content', 'The stalls open at dusk.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(messages.videoBlogAdded).waitFor();
    await status('Draft').waitFor();

    await openFromMenu(page, 'Manage Blog', 'Blog Management');
    await page.getByRole('tab', { name: 'Draft' }).click();
    await row(title).getByText('Draft', { exact: true }).waitFor();
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await page.getByRole('heading', { name: 'Edit Blog' }).waitFor();
    await fillStoryAndSeo(page, 'A market that outlived its critics.', title);
    await uploadCover(page);
    await setPublishDate(page, earlierToday());
    await visit(page, 'blog-form');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText(messages.videoBlogUpdated).waitFor();
    await status('Published').waitFor();

    await openFromMenu(page, 'Manage Blog', 'Blog Management');
    await page.getByRole('tab', { name: 'Published' }).click();
    await row(title).getByText('Published', { exact: true }).waitFor();
    expect(await row(title).textContent()).toContain('Blog');
    await visit(page, 'blog-list-published');
  });

  it('keeps a new article typed but not saved in the browser until its first save', async () => {
    await page.goto('/article/create');
    await page.getByRole('heading', { name: 'Add Article' }).waitFor();
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.click();
    await page.keyboard.type('Night ferry timetable');
    await typeRichText(page, 'Section 1 content', 'Boats leave every hour.');
    // Away to another screen (nothing asks: nothing is lost), then back to Add Article.
    await openFromMenu(page, 'Dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/article/create');
    await page.getByText(/Restored what you typed here on/).waitFor();
    expect(await title.inputValue()).toBe('Night ferry timetable');
    await page.getByText('Boats leave every hour.').waitFor();
    await visit(page, 'article-form-restored');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(messages.articleAdded).first().waitFor();
    await page.waitForURL(/\/article\/edit\//);
    // Saved: the next new article starts empty.
    await page.goto('/article/create');
    await page.getByRole('heading', { name: 'Add Article' }).waitFor();
    expect(await page.getByText(/Restored what you typed here on/).count()).toBe(0);
    expect(await title.inputValue()).toBe('');
  });

  it('stores every character typed into the editor right before Save', async () => {
    await page.goto('/article/create');
    await page.getByRole('heading', { name: 'Add Article' }).waitFor();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Late changes to the budget');
    const text = 'Amendments arrived minutes before the vote, and every one of them passed.';
    await page.getByRole('textbox', { name: 'Section 1 content', exact: true }).click();
    await page.keyboard.type(text);
    // No waiting for the form to catch up: Save right after the last key.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(messages.articleAdded).waitFor();
    await page.waitForURL(/\/article\/edit\//);
    await page.reload();
    const stored = page.getByRole('textbox', { name: 'Section 1 content', exact: true });
    await expect.poll(() => stored.textContent()).toBe(text);
  });

  it('refuses to save over a newer change by someone else, and reloads their version on request', async () => {
    const id = await createDraft(baseUrl, token, 'Harbour plan');
    await page.goto(`/article/edit/${id}`);
    await page.getByRole('heading', { name: 'Edit Article' }).waitFor();
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect.poll(() => title.inputValue()).toBe('Harbour plan');
    await api(baseUrl, token, endpoints.cms.update, {
      params: { id },
      body: { _id: id, title: 'Harbour plan, revised' },
    });
    await title.fill('Harbour plan, my version');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'This item was changed' });
    await dialog.waitFor();
    await visit(page, 'stale-write');
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => title.inputValue()).toBe('Harbour plan, revised');
  });

  it("opens an item in the editor of its own type when the address names another type's editor", async () => {
    const id = await createDraft(baseUrl, token, 'The river at night', 'Video');
    await page.goto(`/article/edit/${id}`);
    await page.waitForURL(`**/article/video/edit/${id}`);
    await page.getByRole('heading', { name: 'Edit Video' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe('The river at night');
  });

  it('saves a page with two blocks as a draft, then saves and publishes it', async () => {
    await page.goto('/article');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('menuitem', { name: 'Page' }).click();
    await page.getByRole('heading', { name: 'Add Page' }).waitFor();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('About the newsroom');
    await page.getByRole('textbox', { name: 'Header 1' }).fill('Who we are');
    await typeRichText(page, 'Content 1', 'Twelve reporters and three editors.');
    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByRole('textbox', { name: 'Header 2' }).fill('How to reach us');
    await typeRichText(page, 'Content 2', 'Write to the desk at any hour.');
    await visit(page, 'page-form');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await page.getByText(messages.pageAdded).waitFor();
    await page.waitForURL(/\/page\/edit\//);
    await status('Draft').waitFor();
    await page.getByRole('button', { name: 'Save and Publish' }).click();
    await page.getByText(messages.pageUpdated).waitFor();
    await status('Published').waitFor();
    expect(await page.getByRole('textbox', { name: 'Header 2' }).inputValue()).toBe('How to reach us');
  });

  it('after the server refuses a cover image, the next one uploads and the article saves', async () => {
    await page.goto('/article/create');
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.click();
    await page.keyboard.type('Lanterns light the old quay');
    // Named like a PNG, so the browser lets it through; the server reads its content and refuses it.
    const notAnImage = { name: 'quay.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024, 'x') };
    await chooseFiles(page, 'Choose cover image', notAnImage);
    await page.getByText('Wrong type').waitFor();
    await page
      .getByText(/^File type not allowed/)
      .first()
      .waitFor();
    await uploadCover(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(messages.articleAdded).waitFor();
    await page.waitForURL(/\/article\/edit\//);
  });
});
