import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ContentType, endpoints } from '@masthead/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './browser.js';

export const avatarPath = path.resolve(import.meta.dirname, 'avatar.png');
const avatar = readFileSync(avatarPath);

/** A PNG (checked by content on the server) under another name. */
export function pngFile(name: string) {
  return { name, mimeType: 'image/png', buffer: avatar };
}

/** A real PNG of several megabytes (noise does not compress), slower to upload than `pngFile`. */
export async function bigPngFile(name: string) {
  const { default: sharp } = await import('sharp');
  const buffer = await sharp({
    create: {
      width: 1800,
      height: 1800,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The smallest file the server takes as MP4: an `ftyp` box and some padding. */
export function mp4File(name: string) {
  const buffer = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mp42isom'),
    Buffer.alloc(64),
  ]);
  return { name, mimeType: 'video/mp4', buffer };
}

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

/** The picker's text for a local time: 'YYYY-MM-DD HH:mm'. */
export function pickerText(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** How lists and the editor show a local time: 'DD/MM/YYYY HH:mm'. */
export function shownDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * Sets 'Publish date and time' through its dialog: the day in the calendar, hours and minutes,
 * then 'Confirm the publish date'. The calendar opens on the current month (or the chosen one).
 */
export async function setPublishDate(page: Page, date: Date): Promise<void> {
  await setDateTime(page, 'Publish date and time', 'publish', date);
}

/** Picks a day in a date-time field's calendar and types its time, as a person does. */
export async function setDateTime(page: Page, label: string, subject: string, date: Date): Promise<void> {
  const name = new RegExp(`^${label}`);
  const field = page.getByRole('button', { name });
  await field.click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  const dayName = `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`;
  const day = dialog.getByRole('button', { name: dayName, exact: true });
  for (let i = 0; i < 24 && !(await day.isVisible()); i++) {
    const shown = await dialog.getByRole('button', { name: /^\w+ \d{4}$/ }).textContent();
    const [month = '', year = '0'] = (shown ?? '').split(' ');
    const shownIndex = Number(year) * 12 + months.indexOf(month);
    const wanted = date.getFullYear() * 12 + date.getMonth();
    await dialog.getByRole('button', { name: wanted > shownIndex ? 'Next month' : 'Previous month' }).click();
  }
  await day.click();
  const two = (n: number) => String(n).padStart(2, '0');
  // Typed as a person does: click the hours, type four digits (the field moves on to minutes).
  await dialog.getByRole('spinbutton', { name: 'Hours' }).click();
  await page.keyboard.type(`${two(date.getHours())}${two(date.getMinutes())}`);
  await dialog.getByRole('button', { name: `Confirm the ${subject} date` }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await field.textContent()).toContain(pickerText(date));
}

/** Today at 00:00 local time: always in the past, so publishing publishes at once. */
export function earlierToday(): Date {
  const date = new Date();
  date.setHours(0, 0, 0, 0);
  return date;
}

/** Types into a rich-text field (Tiptap) after its editor has loaded. */
export async function typeRichText(page: Page, label: string, text: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: label, exact: true });
  await editor.click();
  await page.keyboard.type(text);
  await expect.poll(() => editor.textContent()).toContain(text);
}

type ChosenFile = string | { name: string; mimeType: string; buffer: Buffer };

/** Clicks the visible button as a person does and picks `files` in the file chooser it opens. */
export async function chooseFiles(page: Page, button: string, files: ChosenFile | ChosenFile[]): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  await chooser.setFiles(files as Parameters<typeof chooser.setFiles>[0]);
}

/** Uploads a cover image and waits for its card (progress first, then the finished upload). */
export async function uploadCover(page: Page, button = 'Choose cover image'): Promise<void> {
  await chooseFiles(page, button, avatarPath);
  await page.getByRole('progressbar').first().waitFor({ state: 'attached' });
  await page
    .getByRole('button', { name: /^Remove / })
    .first()
    .waitFor();
}

/** Picks options of a Mantine multi-select by their visible names. */
export async function chooseOptions(page: Page, label: string, names: string[]): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  for (const name of names) {
    await input.click();
    await page.getByRole('option', { name, exact: true }).click();
  }
  await page.keyboard.press('Escape');
}

/** Fills the fields every type but Page needs to publish: description, SEO title and description. */
export async function fillStoryAndSeo(page: Page, description: string, seoTitle: string): Promise<void> {
  await page.getByRole('textbox', { name: /^(Short description|Description)/ }).fill(description);
  await page.getByRole('textbox', { name: /^SEO title/ }).fill(seoTitle);
  await page.getByRole('textbox', { name: /^SEO description/ }).fill(description);
}

export interface Created {
  _id: string;
  title: string;
  status: string;
}

/** Creates a category through the API (set-up data) and returns its id. */
export async function createCategory(baseUrl: string, token: string, name: string): Promise<string> {
  const category = await api(baseUrl, token, endpoints.category.create, { body: { name } });
  return category._id;
}

/** Creates a draft through the API (set-up data) and returns its id. */
export async function createDraft(
  baseUrl: string,
  token: string,
  title: string,
  type: ContentType = 'Article',
): Promise<string> {
  const draft = await api(baseUrl, token, endpoints.cms.create, { body: { title, type, status: 'Draft' } });
  return draft._id;
}

/** The Need Review count in the header. */
export async function needReviewCount(page: Page): Promise<number> {
  const badge = page.getByTestId('need-review-count');
  await badge.waitFor();
  const label = (await badge.getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1] ?? Number.NaN);
}

export interface ArticleInput {
  title: string;
  description: string;
  sections: string[];
  /** Set last, just before publishing, so a time a little ahead is still ahead when saved. */
  publishDate?: Date;
}

/** Fills a new article with everything publishing needs (the cover image included). */
export async function fillArticle(page: Page, article: ArticleInput): Promise<void> {
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await title.waitFor();
  await title.fill(article.title);
  await fillStoryAndSeo(page, article.description, article.title);
  for (const [index, text] of article.sections.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add section' }).click();
    await typeRichText(page, `Section ${index + 1} content`, text);
  }
  await uploadCover(page);
  if (article.publishDate) await setPublishDate(page, article.publishDate);
}

/**
 * Takes a list row's action as a person does: the row's one button when it is the primary
 * action, otherwise from the row's 'More actions' menu.
 */
export async function rowAction(page: Page, action: string, title: string): Promise<void> {
  const name = `${action} ${title}`;
  const direct = page.getByRole('button', { name, exact: true });
  if (await direct.isVisible()) {
    await direct.click();
    return;
  }
  await page.getByRole('button', { name: `More actions for ${title}`, exact: true }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}
