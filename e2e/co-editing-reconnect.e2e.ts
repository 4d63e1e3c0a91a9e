import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@masthead/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  oneTimePasswordOf,
  type RunningProcess,
  replaceOneTimePassword,
  startProduct,
} from '../apps/server/src/test/product-process.js';
import { api, apiLogin, E2E_ADMIN, launchBrowser, signIn } from './support/browser.js';
import { Link } from './support/network.js';

/**
 * Two people in one item; A's connection goes while A types, both type on, it comes back. Each
 * way of losing it runs once; `STRESS=20` runs each 20 times in a row (README, "Test it").
 * `DEBUG_RECONNECT=1` prints A's sockets opening and closing.
 */
const rounds = Math.max(1, Number(process.env.STRESS) || 1);
const debug = Boolean(process.env.DEBUG_RECONNECT);

let browser: Browser;
let dataDir: string;
let port: number;
let product: RunningProcess;
let link: Link;
let token: string;

interface Person {
  context: BrowserContext;
  page: Page;
  name: string;
}
/** A, whose connection breaks (A reaches the product through a link the test can cut); B, the desk. */
let a: Person;
let b: Person;

const cole = { email: 'cole.reconnect@example.com', password: 'reconnect-pass-1', name: 'Cole Reconnect' };

/** This file's own product (so it can be restarted: same port, same embedded data folder). */
function start(): Promise<RunningProcess> {
  return startProduct({
    dataDir,
    port,
    output: 'inherit',
    env: {
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: oneTimePasswordOf(E2E_ADMIN.password),
      LOGIN_LIMIT_PER_IP: '1000',
    },
  });
}

const clock = () => new Date().toISOString().slice(11, 23);

async function person(url: string, name: string): Promise<Person> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1360, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`${name}: page error:`, error.message));
  if (debug) {
    page.on('websocket', (socket) => {
      console.log(`${clock()} ${name}: socket opened`);
      socket.on('close', () => console.log(`${clock()} ${name}: socket closed`));
    });
  }
  return { context, page, name };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-reconnect-'));
  port = await freePort();
  product = await start();
  await replaceOneTimePassword(product.url, E2E_ADMIN);
  link = new Link({ host: '127.0.0.1', port });
  const linkUrl = await link.listen();
  token = await apiLogin(product.url, E2E_ADMIN.email, E2E_ADMIN.password);
  const role = await api(product.url, token, endpoints.role.create, {
    body: { name: 'Reconnecting editor', description: 'Edits', modelPermissions: { Cms: ['Read', 'Write', 'Edit'] } },
  });
  await api(product.url, token, endpoints.user.create, {
    body: { ...cole, phone: '0123456789', roles: [role._id], confirmPassword: cole.password },
  });
  browser = await launchBrowser();
  a = await person(linkUrl, cole.name);
  b = await person(product.url, 'Administrator');
  await signIn(a.page, cole.email, cole.password);
  await signIn(b.page);
});

/** How long after the connection came back B had A's offline typing, per way of losing it (ms). */
const resyncMs = new Map<string, number[]>();

afterAll(async () => {
  for (const [name, times] of resyncMs) {
    const sorted = [...times].sort((x, y) => x - y);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(
      `${name}: B had A's offline typing ${median} ms (median), ${sorted.at(-1)} ms (worst) after the return`,
    );
  }
  await browser?.close();
  await link?.close();
  await product?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const section = 'Section 1 content';
/** A reconnect is due within the longest retry delay (5 s); the rest is a loaded machine's slack. */
const patience = { timeout: 30_000 };

/** The text of a rich-text field without the names on others' carets (which are not part of the text). */
function textOf(page: Page, label: string): Promise<string> {
  return page.getByRole('textbox', { name: label, exact: true }).evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const caret of copy.querySelectorAll('.collaboration-carets__caret')) caret.remove();
    return copy.textContent ?? '';
  });
}

function titleOf(page: Page): Promise<string> {
  return page.getByRole('textbox', { name: 'Title', exact: true }).inputValue();
}

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Offline' });

async function open(who: Person, id: string): Promise<void> {
  await who.page.goto(`/article/edit/${id}`);
  await who.page.getByRole('heading', { name: 'Edit Article' }).waitFor();
}

/** Both show themselves live (no Offline notice) and list each other as in the item. */
async function together(): Promise<void> {
  for (const [who, other] of [
    [a, b],
    [b, a],
  ] as const) {
    await offlineNotice(who.page).waitFor({ state: 'detached', ...patience });
    await who.page
      .getByRole('list', { name: 'Also editing this item' })
      .getByRole('listitem')
      .filter({ hasText: other.name })
      .waitFor(patience);
  }
}

/** Types at the end of a field, key by key. */
async function typeAtEnd(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.keyboard.press(label === 'Title' ? 'End' : 'Control+End');
  await page.keyboard.type(text, { delay: 20 });
}

/** Selects the last word of the section and writes a note on it. */
async function addNote(page: Page, word: string, note: string): Promise<void> {
  await page.getByRole('textbox', { name: section, exact: true }).click();
  await page.keyboard.press('Control+End');
  for (let i = 0; i < word.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe(word);
  await page.getByRole('button', { name: 'Add note on the selected words' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a note' });
  await dialog.getByRole('textbox', { name: 'Note' }).pressSequentially(note);
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await dialog.waitFor({ state: 'detached' });
}

interface Break {
  /** The connection goes. */
  cut(): Promise<void>;
  /** It comes back. */
  mend(): Promise<void>;
  /** B is cut off too (the server itself was gone). */
  both: boolean;
}

const breaks: Record<string, Break> = {
  // Chromium's offline mode: the browser says offline and holds the open socket (frames and the
  // close wait for the network), so a close started offline ends only after the browser is back.
  'the socket held (the browser offline)': {
    both: false,
    cut: () => a.context.setOffline(true),
    mend: () => a.context.setOffline(false),
  },
  // The network under A's page drops every connection (both ends see them end) and refuses new
  // ones for a while; the browser does not say it is offline.
  'the socket closed (the network drops the connection)': {
    both: false,
    cut: async () => link.drop(),
    mend: async () => link.restore(),
  },
  // The server stops (everyone's socket closes) and starts again on the same data folder.
  'the server restarted': {
    both: true,
    cut: () => product.stop(),
    mend: async () => {
      product = await start();
    },
  },
};

describe('a reconnecting editor resynchronises with everyone', () => {
  for (const [name, breaking] of Object.entries(breaks)) {
    for (let round = 1; round <= rounds; round++) {
      it(`${name}${rounds > 1 ? `, round ${round} of ${rounds}` : ''}`, async () => {
        const title = `Harbour works ${round}`;
        const item = await api(product.url, token, endpoints.cms.create, {
          body: { title, body: [{ title: '', body: '<p>Cranes</p>' }] },
        });
        await open(a, item._id);
        await open(b, item._id);
        await together();

        // The connection goes while A is typing; A types on, B types meanwhile.
        await typeAtEnd(a.page, section, ' ar');
        if (debug) console.log(`${clock()} cut`);
        await Promise.all([breaking.cut(), a.page.keyboard.type('rive', { delay: 40 })]);
        await offlineNotice(a.page).waitFor(patience);
        if (breaking.both) await offlineNotice(b.page).waitFor(patience);
        await Promise.all([typeAtEnd(a.page, section, ' soon'), typeAtEnd(b.page, 'Title', ' resume')]);
        expect(await textOf(a.page, section)).toBe('Cranes arrive soon');
        if (!breaking.both) expect(await textOf(b.page, section)).not.toContain('soon');

        if (debug) console.log(`${clock()} mend`);
        await breaking.mend();
        const back = Date.now();
        // What A typed while cut off reaches B; what B typed reaches A.
        await expect.poll(() => textOf(b.page, section), patience).toBe('Cranes arrive soon');
        resyncMs.set(name, [...(resyncMs.get(name) ?? []), Date.now() - back]);
        await expect.poll(() => titleOf(a.page), patience).toBe(`${title} resume`);
        await together();

        // Afterwards A types more and writes a note: B receives both.
        await typeAtEnd(a.page, section, ' today');
        await addNote(a.page, 'today', 'Which day exactly?');
        await expect.poll(() => textOf(b.page, section), patience).toBe('Cranes arrive soon today');
        await expect.poll(() => b.page.locator('.masthead-note').first().textContent(), patience).toBe('today');
        await b.page.getByRole('button', { name: 'Notes, 1 open' }).waitFor(patience);
        // And B's later typing reaches A: both show the same item.
        await typeAtEnd(b.page, 'Title', ' now');
        await expect.poll(() => titleOf(a.page), patience).toBe(`${title} resume now`);
        expect(await textOf(a.page, section)).toBe(await textOf(b.page, section));
        expect(await titleOf(b.page)).toBe(`${title} resume now`);
      });
    }
  }
});
