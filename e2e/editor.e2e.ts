import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@masthead/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newSession, signIn, visit } from './support/browser.js';

let browser: Browser;
let page: Page;
let png: string;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newSession(browser));
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

describe('rich-text editor', () => {
  it('refuses several images dropped at once, and uploads one dropped image into the text', async () => {
    await page.goto('/article/create');
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
});
