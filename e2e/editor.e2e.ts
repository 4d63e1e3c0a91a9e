import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@masthead/contract';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newSession, signIn, visit } from './support/browser.js';
import { avatarPath, chooseFiles } from './support/content.js';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let png: string;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, context } = await newSession(browser));
  png = (await readFile(path.resolve(import.meta.dirname, 'support/avatar.png'))).toString('base64');
  await signIn(page);
});
afterAll(() => browser.close());

/** Drops files (name → base64 PNG) on an editor as a file manager would. */
async function dropFiles(target: string, names: string[]): Promise<void> {
  await page.getByRole('textbox', { name: target }).evaluate(
    (element, { names, png }) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      for (const name of names) transfer.items.add(new File([bytes], name, { type: 'image/png' }));
      const box = element.getBoundingClientRect();
      element.dispatchEvent(
        new DragEvent('drop', {
          dataTransfer: transfer,
          bubbles: true,
          cancelable: true,
          clientX: box.left + 20,
          clientY: box.top + 20,
        }),
      );
    },
    { names, png },
  );
}

/** The accessible name of the focused element (toolbar controls carry aria-label). */
const focusedName = () =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName ?? '');

const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Waits until ProseMirror has taken a caret move the browser made (it reads those a moment later). */
async function caretCollapsed(editor: Locator): Promise<void> {
  await expect
    .poll(() =>
      editor.evaluate(
        (element) =>
          (element as { editor?: { state: { selection: { empty: boolean } } } }).editor?.state.selection.empty,
      ),
    )
    .toBe(true);
}

/** Moves along the toolbar with ArrowRight only, until the named control has focus. */
async function arrowTo(name: string): Promise<void> {
  for (let i = 0; i < 20 && (await focusedName()) !== name; i++) await page.keyboard.press('ArrowRight');
  expect(await focusedName()).toBe(name);
}

/**
 * A fresh Add Article: what an earlier case typed without saving is kept in the browser and
 * offered back (content-forms.e2e.ts), so each case starts by discarding it, as a person would.
 */
async function newArticle(): Promise<void> {
  await page.goto('/article/create');
  await page.getByRole('heading', { name: 'Add Article' }).waitFor();
  const discard = page.getByRole('button', { name: 'Discard it' });
  if (await discard.isVisible()) await discard.click();
}

describe('rich-text editor', () => {
  it('refuses several images dropped at once, and uploads one dropped image into the text', async () => {
    await newArticle();
    const editor = page.getByRole('textbox', { name: 'Section 1 content' });
    await editor.waitFor();
    await editor.click();
    await page.keyboard.type('A photo follows.');

    await dropFiles('Section 1 content', ['one.png', 'two.png']);
    await page.getByText(messages.singleImageOnly).waitFor();
    expect(await editor.locator('img').count()).toBe(0);

    await dropFiles('Section 1 content', ['harbour.png']);
    await editor.locator('img[src^="/media/"]').waitFor();
    expect(await editor.textContent()).toContain('A photo follows.');
    await visit(page, 'editor-image-dropped');
  });

  it('is driven from the keyboard: one Tab stop in the toolbar, arrows, Home/End, and its link, formula and image controls', async () => {
    await newArticle();
    const editor = page.getByRole('textbox', { name: 'Section 1 content' });
    const toolbar = page.getByRole('toolbar', { name: 'Section 1 content formatting' });
    await editor.waitFor();
    await page.getByRole('textbox', { name: 'Section 1 title' }).fill('Harbour');

    // Tab from the field before lands on the toolbar's first control; the arrows walk it and wrap.
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Bold');
    expect(await toolbar.locator('[tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    expect(await focusedName()).toBe('Italic');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // Undo and Redo are disabled in an untouched editor, so the last control is Alt text.
    expect(await focusedName()).toBe('Alt text');
    await page.keyboard.press('Home');
    expect(await focusedName()).toBe('Bold');
    await page.keyboard.press('End');
    expect(await focusedName()).toBe('Alt text');
    // One Tab leaves the toolbar for the text.
    await page.keyboard.press('Tab');
    expect(await hasFocus(editor)).toBe(true);
    await page.keyboard.type('Boats at dawn');
    // Select all: ProseMirror takes it at once (a native selection change would reach it a moment later).
    await page.keyboard.press('ControlOrMeta+A');

    // Back into the toolbar where it was left; End now reaches Undo.
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName()).toBe('Alt text');
    await page.keyboard.press('End');
    expect(await focusedName()).toBe('Undo');
    await page.keyboard.press('Home');
    await arrowTo('Insert link');
    await page.keyboard.press('Enter');
    await expect.poll(() => hasFocus(page.getByRole('textbox', { name: 'Link address' }))).toBe(true);
    await page.keyboard.type('https://example.com/harbour');
    await page.keyboard.press('Enter');
    await editor.locator('a[href="https://example.com/harbour"]', { hasText: 'Boats at dawn' }).waitFor();

    await page.keyboard.press('End');
    await caretCollapsed(editor);
    await page.keyboard.press('Shift+Tab');
    await arrowTo('Insert formula');
    await page.keyboard.press('Enter');
    const latex = page.getByRole('textbox', { name: 'Formula (LaTeX)' });
    await expect.poll(() => hasFocus(latex)).toBe(true);
    await page.keyboard.type('x^2');
    await page.keyboard.press('Enter');
    await editor.locator('.katex').waitFor();
    expect(await editor.textContent()).toContain('Boats at dawn');

    // Listening first: Playwright intercepts the file chooser only once that has reached the browser.
    const chooserOpened = page.waitForEvent('filechooser');
    await page.keyboard.press('Shift+Tab');
    await arrowTo('Insert image');
    await page.keyboard.press('Enter');
    const chooser = await chooserOpened;
    await chooser.setFiles(avatarPath);
    const image = editor.locator('img[src^="/media/"]');
    await image.waitFor();

    // The caret is after the image; ArrowLeft selects it, and Alt text opens its dialog.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => image.getAttribute('class')).toContain('ProseMirror-selectednode');
    await page.keyboard.press('Shift+Tab');
    await arrowTo('Alt text');
    await page.keyboard.press('Enter');
    const alt = page.getByRole('textbox', { name: 'Alternative text' });
    await expect.poll(() => hasFocus(alt)).toBe(true);
    await page.keyboard.type('A harbour');
    await page.keyboard.press('Enter');
    await expect.poll(() => image.getAttribute('alt')).toBe('A harbour');
    // Back in the text, on the image, once the dialog has closed (focus returns after its transition).
    await expect.poll(() => hasFocus(editor)).toBe(true);
  });

  it('sets the alt text of an image in the text, which the saved item and its preview keep', async () => {
    await newArticle();
    const editor = page.getByRole('textbox', { name: 'Section 1 content' });
    await editor.waitFor();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Harbour at dawn');
    await chooseFiles(page, 'Insert image', avatarPath);
    const image = editor.locator('img[src^="/media/"]');
    await image.waitFor();
    expect(await image.getAttribute('alt')).toBe('');
    // Typing after an upload into an empty text goes after the image instead of replacing it.
    await page.keyboard.type('Moored boats.');
    await expect.poll(() => editor.textContent()).toBe('Moored boats.');
    expect(await image.count()).toBe(1);

    const altControl = page.getByRole('button', { name: 'Alt text' }).first();
    // Nothing to describe until an image is selected.
    expect(await altControl.getAttribute('aria-disabled')).toBe('true');
    await altControl.click({ force: true });

    await image.click();
    await expect.poll(() => altControl.getAttribute('aria-disabled')).toBeNull();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await altControl.click();
    const dialog = page.getByRole('dialog', { name: 'Image alt text' });
    const input = dialog.getByRole('textbox', { name: 'Alternative text' });
    await input.waitFor();
    // No default from the file name: empty until the editor writes one.
    expect(await input.inputValue()).toBe('');
    await input.fill('Fishing boats moored in the harbour at dawn');
    await visit(page, 'editor-alt-dialog');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(await image.getAttribute('alt')).toBe('Fishing boats moored in the harbour at dawn');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(messages.articleAdded).waitFor();
    await page.waitForURL(/\/article\/edit\//);
    const saved = page.getByRole('textbox', { name: 'Section 1 content' }).locator('img');
    await saved.waitFor();
    expect(await saved.getAttribute('alt')).toBe('Fishing boats moored in the harbour at dawn');

    // Reopened, the dialog shows the alt text the image has.
    await saved.click();
    await page.getByRole('button', { name: 'Alt text' }).first().click();
    expect(await page.getByRole('textbox', { name: 'Alternative text' }).inputValue()).toBe(
      'Fishing boats moored in the harbour at dawn',
    );
    await page.keyboard.press('Escape');

    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Preview' }).click(),
    ]);
    await preview.getByRole('img', { name: 'Fishing boats moored in the harbour at dawn' }).waitFor();
    await preview.close();
  });
});
