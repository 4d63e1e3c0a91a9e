/** The home page managers: headlines, top stories, sections and the cover story, as an editor uses them. */
import { endpoints, type Layout, messages } from '@masthead/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, E2E_ADMIN, launchBrowser, newSession, openFromMenu, signIn, visit } from './support/browser.js';
import { chooseOptions, createCategory } from './support/content.js';

let browser: Browser;
let page: Page;
let baseUrl: string;
let token: string;
let harbourId: string;
const titles = [1, 2, 3, 4, 5, 6, 7].map((n) => `Tidewater report ${n}`);

async function publishVideo(title: string, categoryId: string, authorId: string) {
  return api(baseUrl, token, endpoints.cms.create, {
    body: {
      title,
      type: 'Video',
      status: 'Published',
      description: `${title}: the short story`,
      categories: [categoryId],
      user: authorId,
      publishDate: new Date(Date.now() - 3_600_000).toISOString(),
      seo: { title, description: title, metaTags: [] },
    },
  });
}

const home = () => api(baseUrl, token, endpoints.layout.get, { params: { name: 'home' } }) as Promise<Layout>;
const cardTitles = async () =>
  (await page.locator('[data-sortable-key] h3').allTextContents()).map((text) => text.replace(/^\d+\. /, ''));

/** Drags a card by its handle onto another card's place, with the mouse, in small steps as a hand does. */
async function dragCard(handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('a card has no box');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(to.x + from.width / 2, to.y + to.height / 2 + 6, { steps: 12 });
  await page.mouse.up();
}

async function searchPicker(words: string) {
  const search = page.getByRole('textbox', { name: 'Search', exact: true });
  await search.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(words);
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, baseUrl } = await newSession(browser));
  token = await apiLogin(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  const me = await api(baseUrl, token, endpoints.user.me, {});
  harbourId = await createCategory(baseUrl, token, 'Harbour desk');
  const otherId = await createCategory(baseUrl, token, 'Inland desk');
  for (const [index, title] of titles.entries()) {
    await publishVideo(title, index === 6 ? otherId : harbourId, me._id);
  }
  await signIn(page);
});
afterAll(() => browser.close());

describe('home page managers', () => {
  it('picks five headlines (a sixth cannot be added), reorders them by dragging, and saves', async () => {
    await openFromMenu(page, 'Top Headlines', 'Home Page');
    await page.getByRole('heading', { name: 'Top Headlines' }).waitFor();
    expect(page.url()).toMatch(/\/home\/top-headline$/);
    await searchPicker('Tidewater');
    for (const title of titles.slice(0, 5)) {
      await page.getByRole('button', { name: `Add ${title}`, exact: true }).click();
    }
    await page.getByRole('heading', { name: 'Chosen: 5 of 5' }).waitFor();
    expect(await page.getByRole('button', { name: `Add ${titles[5]}`, exact: true }).isDisabled()).toBe(true);
    await page.getByText('The 5 places are taken').waitFor();
    expect(await cardTitles()).toEqual(titles.slice(0, 5));

    await dragCard(page.getByRole('button', { name: 'Drag headline 1' }), page.locator('[data-sortable-key]').nth(2));
    await expect.poll(cardTitles).toEqual([titles[1], titles[2], titles[0], titles[3], titles[4]]);
    await visit(page, 'home-top-headlines');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(messages.headlinesUpdated).waitFor();
    expect((await home()).body.headlines.map((item) => item.title)).toEqual([
      titles[1],
      titles[2],
      titles[0],
      titles[3],
      titles[4],
    ]);
  });

  it('flags a headline unpublished since, and keeps it out of the way of the others', async () => {
    const layout = await home();
    const retracted = layout.body.headlines[4];
    await api(baseUrl, token, endpoints.cms.update, {
      params: { id: retracted._id },
      body: { _id: retracted._id, status: 'Retract' },
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Top Headlines' }).waitFor();
    await page.locator('[data-sortable-key]').nth(4).getByText(messages.noLongerPublished).waitFor();
    await page.getByRole('button', { name: 'Remove headline 5' }).click();
    await page.getByRole('heading', { name: 'Chosen: 4 of 5' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(messages.headlinesUpdated).waitFor();
    expect((await home()).body.headlines).toHaveLength(4);
  });

  it('orders top stories with the keyboard and saves them', async () => {
    await openFromMenu(page, 'Top Stories', 'Home Page');
    await page.getByRole('heading', { name: 'Top Stories' }).waitFor();
    await searchPicker('Tidewater');
    await page.getByRole('button', { name: `Add ${titles[0]}`, exact: true }).click();
    await page.getByRole('button', { name: `Add ${titles[1]}`, exact: true }).click();
    await page.getByRole('button', { name: 'Move top story 2 up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(cardTitles).toEqual([titles[1], titles[0]]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(messages.topStoriesUpdated).waitFor();
    expect((await home()).body.topStory.map((item) => item.title)).toEqual([titles[1], titles[0]]);
    await visit(page, 'home-top-stories');
  });

  it('adds a category section and an advertisement slot, sets colour and template, reorders and saves', async () => {
    await openFromMenu(page, 'Home Page Sections', 'Home Page');
    await page.getByRole('heading', { name: 'Home Page Sections' }).waitFor();
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('menuitem', { name: 'Category' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(messages.sectionNameRequired).waitFor();
    await page.getByText(messages.sectionCategoryRequired).waitFor();

    const first = page.locator('[data-sortable-key]').nth(0);
    await first.getByRole('textbox', { name: 'Name' }).click();
    await page.keyboard.type('From the harbour');
    await chooseOptions(page, 'Category', ['Harbour desk']);
    // A category's section takes in its subcategories' stories, and the form says so.
    await page.getByText("Its subcategories' stories are included").first().waitFor();
    const colour = first.getByRole('textbox', { name: 'Colour' });
    await colour.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('#2b8a3e', { delay: 80 });
    await page.keyboard.press('Tab');
    await first.getByRole('radio', { name: 'Box+List' }).click();

    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('menuitem', { name: 'Advertisement slot' }).click();
    await chooseOptions(page, 'Position', ['Right Top']);
    await page.getByRole('button', { name: 'Move section 2 up' }).click();
    await expect.poll(cardTitles).toEqual(['Advertisement · Advertisement slot', 'From the harbour · Category']);
    await visit(page, 'home-sections');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(messages.sectionsUpdated).waitFor();

    const sections = (await home()).body.sections;
    expect(sections.map((section) => [section.type, section.name, section.template, section.color])).toEqual([
      ['Advertisement', 'Advertisement', 'template-1', '#1864ab'],
      ['Category', 'From the harbour', 'template-4', '#2b8a3e'],
    ]);
    expect(sections[0].position).toBe('RightTop');
    expect(sections[1].category?.name).toBe('Harbour desk');
  });

  it('deletes a section after asking', async () => {
    await page.getByRole('button', { name: 'Remove section 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete section' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(cardTitles).toEqual(['From the harbour · Category']);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(messages.sectionsUpdated).first().waitFor();
    await expect.poll(async () => (await home()).body.sections.length).toBe(1);
  });

  it('chooses the cover story from a category and saves it', async () => {
    await openFromMenu(page, 'Cover Story', 'Home Page');
    await page.getByRole('heading', { name: 'Cover Story', exact: true }).waitFor();
    await chooseOptions(page, 'Category', ['Inland desk']);
    await page.getByRole('button', { name: `Choose ${titles[6]}`, exact: true }).click();
    await page.getByRole('heading', { name: titles[6] }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(messages.coverStoryUpdated).waitFor();
    expect((await home()).body.coverStory?.title).toBe(titles[6]);
    await visit(page, 'home-cover-story');
  });

  it('previews the whole home page with an unsaved change, and saves nothing', async () => {
    await openFromMenu(page, 'Top Stories', 'Home Page');
    await page.getByRole('heading', { name: 'Top Stories' }).waitFor();
    await searchPicker('Tidewater');
    await page.getByRole('button', { name: `Add ${titles[3]}`, exact: true }).click();
    await page.getByRole('heading', { name: 'Chosen: 3 of 7' }).waitFor();
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Preview', exact: true }).click(),
    ]);
    await preview.waitForURL(/\/preview\/home\?token=/);
    await preview.getByText('Preview of the home page with unsaved changes').waitFor();
    const stories = preview.getByRole('complementary', { name: 'Top stories' });
    await expect
      .poll(async () => stories.getByRole('heading').allTextContents())
      .toEqual(['Top stories', titles[1], titles[0], titles[3]]);
    await preview.getByRole('article', { name: 'Cover story' }).getByRole('heading', { name: titles[6] }).waitFor();
    await preview.getByRole('region', { name: 'From the harbour' }).getByRole('heading', { name: titles[2] }).waitFor();
    expect(await preview.title()).toBe('Preview: home page');
    await visit(preview, 'home-preview');
    await preview.close();
    expect((await home()).body.topStory.map((item) => item.title)).toEqual([titles[1], titles[0]]);
    await page.getByRole('button', { name: 'Remove top story 3' }).click();
    await page.getByRole('heading', { name: 'Chosen: 2 of 7' }).waitFor();
  });
});
