import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@masthead/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../apps/server/src/test/pdf.js';
import { launchBrowser, newSession, openFromMenu, signIn, visit } from './support/browser.js';
import { chooseFiles, earlierToday, setPublishDate } from './support/content.js';

let browser: Browser;
let page: Page;
let pdfPath: string;
const title = 'Harbour Herald, Tuesday edition';

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newSession(browser));
  pdfPath = path.join(os.tmpdir(), `herald-${process.pid}.pdf`);
  await writeFile(
    pdfPath,
    makePdf([
      ['Harbour Herald', 'Tuesday'],
      ['Lighthouse keeper retires after forty years'],
      ['Ferry timetable changes'],
      ['Weather and tides'],
    ]),
  );
  await signIn(page);
});
afterAll(() => browser.close());

const row = (text: string) => page.getByRole('row').filter({ hasText: text });
const typeInto = async (name: string, text: string) => {
  await page.getByRole('textbox', { name, exact: true }).click();
  await page.keyboard.type(text);
};

describe('e-papers', () => {
  it('adds an edition: uploads the PDF with progress, shows its pages, and asks for what publishing needs', async () => {
    await openFromMenu(page, 'E-paper Management');
    await page.getByRole('heading', { name: 'E-paper Management' }).waitFor();
    await page.getByRole('link', { name: 'Add Epaper' }).click();
    await page.getByRole('heading', { name: 'Add Epaper' }).waitFor();
    await typeInto('Title', title);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText(messages.seoTitleRequired).first().waitFor();
    await page.getByText(messages.pdfRequired).first().waitFor();
    await page.getByText(messages.publishDateRequired).first().waitFor();

    await typeInto('SEO title', 'Harbour Herald');
    await typeInto('SEO description', 'The Tuesday edition of the Harbour Herald');
    await typeInto('Keywords', 'harbour, ferries');
    await chooseFiles(page, 'Choose PDF', pdfPath);
    await page.getByRole('progressbar').first().waitFor({ state: 'attached' });
    const strip = page.getByRole('list', { name: '4 pages' });
    await strip.waitFor();
    expect(await strip.getByRole('img').count()).toBe(4);
    await page.getByRole('img', { name: `${title}, page 2` }).waitFor();
    await setPublishDate(page, earlierToday());
    await visit(page, 'epaper-form');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(messages.epaperAdded).waitFor();
    await page.getByRole('heading', { name: 'E-paper Management' }).waitFor();
    await row(title).getByText('Draft', { exact: true }).waitFor();
    await row(title)
      .getByRole('img', { name: `Page 1 of ${title}` })
      .waitFor();
  });

  it('publishes it from the list, then un-publishes it', async () => {
    await page.getByRole('button', { name: `Publish ${title}` }).click();
    await page.getByText(messages.epaperPublished).waitFor();
    await row(title).getByText('Published', { exact: true }).waitFor();
    await visit(page, 'epaper-list');
    // A live edition goes down for every reader: asked first; Cancel leaves it live.
    await page.getByRole('button', { name: `Un-Publish ${title}` }).click();
    const ask = page.getByRole('dialog', { name: 'Un-Publish e-paper' });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'hidden' });
    await row(title).getByText('Published', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Un-Publish ${title}` }).click();
    await ask.getByRole('button', { name: 'Un-Publish' }).click();
    await page.getByText(messages.epaperUnpublished).waitFor();
    await row(title).getByText('Draft', { exact: true }).waitFor();
  });

  it('finds the edition by a word printed inside it, and by its day', async () => {
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.click();
    await page.keyboard.type('lighthouse');
    await page.getByRole('button', { name: 'Apply' }).click();
    await row(title).waitFor();
    // The row says on which page the word is printed, and opens the PDF there.
    await row(title).getByText('Found on page').waitFor();
    expect(await row(title).getByRole('link', { name: '2', exact: true }).getAttribute('href')).toMatch(/#page=2$/);
    await search.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('zeppelin');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(messages.noEpapers).waitFor();
    await page.getByRole('button', { name: 'Reset' }).click();
    await row(title).waitFor();

    // A day long ago has none; today (in the browser's zone) has it.
    const date = page.getByRole('textbox', { name: 'Date' });
    await date.click();
    await page.keyboard.type('01/01/2001');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(messages.noEpapers).waitFor();
    expect(page.url()).toContain('date=2001-01-01');
    const today = new Date();
    const two = (n: number) => String(n).padStart(2, '0');
    await date.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`${two(today.getDate())}/${two(today.getMonth() + 1)}/${today.getFullYear()}`);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Apply' }).click();
    await row(title).waitFor();
  });

  it('opens the edition again with its page strip', async () => {
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await page.getByRole('heading', { name: 'Edit Epaper' }).waitFor();
    await page.getByRole('list', { name: '4 pages' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'SEO title', exact: true }).inputValue()).toBe('Harbour Herald');
  });
});
