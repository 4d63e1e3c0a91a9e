import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newSession, signIn } from './support/browser.js';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newSession(browser));
  await signIn(page);
});
afterAll(() => browser.close());

/** Opens the publish date dialog, picks the 15th of the month shown, clicks Hours and types `keys`. */
async function typeTime(keys: string): Promise<string> {
  await page.goto('/article/create');
  const field = page.getByRole('button', { name: /^Publish date and time/ });
  await field.click();
  const dialog = page.getByRole('dialog', { name: /^Publish date and time/ });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: /^15 / }).click();
  await dialog.getByRole('spinbutton', { name: 'Hours' }).click();
  await page.keyboard.type(keys);
  await dialog.getByRole('button', { name: 'Confirm the publish date' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return (await field.textContent()) ?? '';
}

describe('typing a publish time', () => {
  it('lands as typed: 1430 is 14:30, 0205 is 02:05', async () => {
    expect(await typeTime('0205')).toMatch(/ 02:05$/);
    const typed = await typeTime('1430');
    expect(typed).toMatch(/ 14:30$/);
    // Saved and read back in the browser's zone, the time is still the one typed.
    await page.getByRole('textbox', { name: 'Title', exact: true }).pressSequentially('Tide report at half past two');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/article\/edit\//);
    await page.reload();
    const field = page.getByRole('button', { name: /^Publish date and time/ });
    await expect.poll(() => field.textContent()).toBe(typed);
  });
});
