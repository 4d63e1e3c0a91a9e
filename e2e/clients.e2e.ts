import { messages } from '@masthead/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newSession, openFromMenu, signIn, visit } from './support/browser.js';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newSession(browser));
  await signIn(page);
});
afterAll(() => browser.close());

const row = (text: string) => page.getByRole('row').filter({ hasText: text });
const typeInto = async (name: string, text: string) => {
  await page.getByRole('textbox', { name, exact: true }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
};

describe('clients', () => {
  it('adds a client after saying what is wrong', async () => {
    await openFromMenu(page, 'Client Management', 'Advertising');
    await page.getByRole('heading', { name: 'Client Management' }).waitFor();
    await page.getByRole('link', { name: 'Add Client' }).click();
    await page.getByRole('heading', { name: 'Add Client' }).waitFor();
    await typeInto('Email', 'not an address');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(messages.nameRequired).waitFor();
    await page.getByText(messages.emailInvalid).waitFor();
    await visit(page, 'client-form');
    await typeInto('Name', 'Northwind Ferries');
    await typeInto('Email', 'ads@northwind.example');
    await typeInto('Mobile', '+44 20 7946 0000');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(messages.clientAdded).waitFor();
    await page.getByRole('heading', { name: 'Client Management' }).waitFor();
    await row('Northwind Ferries').getByText('ads@northwind.example').waitFor();
    await visit(page, 'client-list');
  });

  it('updates the client from its row', async () => {
    await page.getByRole('link', { name: 'Edit Northwind Ferries' }).click();
    await page.getByRole('heading', { name: 'Update Client' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Northwind Ferries');
    await typeInto('Mobile', '+44 20 7946 1111');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(messages.clientAdded).first().waitFor();
    await row('Northwind Ferries').getByText('+44 20 7946 1111').waitFor();
  });
});
