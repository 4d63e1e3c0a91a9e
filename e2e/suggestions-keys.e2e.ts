import { endpoints } from '@masthead/contract';
import type { Browser, Locator, Page } from 'playwright-core';
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
} from './support/browser.js';
import { avatarPath, createCategory } from './support/content.js';

/**
 * Suggestion mode under every key a person presses (issue 28): a colleague on a live article
 * turns Suggest changes on, deletes and types with real key presses and an IME; each
 * suggestion must say exactly what was done, Reject all must give back the text as it was, and
 * Accept all exactly the changed text — in the editor, in the saved item and in the public API.
 */

let browser: Browser;
let desk: Session;
let reporter: Session;
let token: string;
let imageId: string;
let categoryId: string;

const rita = { email: 'rita.keys@example.com', password: 'keys-pass-1', name: 'Rita Keys' };
const SECTION = 'Section 1 content';

beforeAll(async () => {
  browser = await launchBrowser();
  desk = await newSession(browser);
  reporter = await newSession(browser);
  token = await apiLogin(desk.baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  const role = await api(desk.baseUrl, token, endpoints.role.create, {
    body: {
      name: 'Keys reporter',
      description: 'Writes the shared copy of live stories (someone without Publish proposes instead: ADR 0021)',
      modelPermissions: { Cms: ['Read', 'Write', 'Edit', 'Publish'] },
    },
  });
  await api(desk.baseUrl, token, endpoints.user.create, {
    body: { ...rita, phone: '0123456789', roles: [role._id], confirmPassword: rita.password },
  });
  imageId = await apiUpload(desk.baseUrl, token, avatarPath, 'image');
  categoryId = await createCategory(desk.baseUrl, token, 'Suggestion keys desk');
  await signIn(desk.page);
  await signIn(reporter.page, rita.email, rita.password);
});
afterAll(async () => {
  await browser?.close();
});

/** A live article whose one section holds these paragraphs. */
async function liveArticle(title: string, paragraphs: string[]): Promise<{ id: string; permaLink: string }> {
  const item = await api(desk.baseUrl, token, endpoints.cms.create, {
    body: {
      title,
      type: 'Article',
      description: 'Suggestions by key',
      body: [{ title: '', body: paragraphs.map((p) => `<p>${p}</p>`).join('') }],
      image: imageId,
      imageAlt: 'A hall',
      categories: [categoryId],
      publishDate: '2025-02-11T12:00:00.000Z',
      seo: { title, description: 'Suggestions by key' },
      status: 'Published',
    },
  });
  return { id: item._id, permaLink: item.permaLink };
}

async function open(page: Page, id: string): Promise<void> {
  await page.goto(`/article/edit/${id}`);
  await page.getByRole('heading', { name: 'Edit Article' }).waitFor();
  await page.getByRole('textbox', { name: SECTION, exact: true }).locator('p').first().waitFor();
}

const section = (page: Page) => page.getByRole('textbox', { name: SECTION, exact: true });
const suggestionList = (page: Page) => page.getByRole('region', { name: `Suggestions in ${SECTION}` });

/** The suggestions as listed beside the text. */
async function shownSuggestions(page: Page): Promise<string[]> {
  if ((await suggestionList(page).count()) === 0) return [];
  return suggestionList(page).getByRole('listitem').locator('p').allTextContents();
}

/** The caret into a paragraph (found by its words): a click at its left edge, then Home or End. */
async function caretInto(page: Page, words: string, where: 'start' | 'end'): Promise<Locator> {
  const paragraph = section(page).locator('p', { hasText: words });
  const box = await paragraph.boundingBox();
  if (!box) throw new Error(`no paragraph with "${words}"`);
  // The last line's left edge: away from formulas and noted words, whose clicks open something.
  await paragraph.click({ position: { x: 1, y: box.height - 4 } });
  await press(page, where === 'start' ? 'Home' : 'End');
  return paragraph;
}

/**
 * Waits until the editor has taken up the caret or selection the browser shows. A person's next
 * key comes long after; keys sent by a test can come before the browser tells the editor that
 * the selection moved.
 */
async function selectionTakenUp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    type View = {
      state: { selection: { anchor: number; head: number } };
      posAtDOM(node: Node, offset: number): number;
    };
    const view = (document.activeElement as (Element & { editor?: { view: View } }) | null)?.editor?.view;
    const shown = document.getSelection();
    if (!view || !shown?.anchorNode || !shown.focusNode) return false;
    const { anchor, head } = view.state.selection;
    return (
      view.posAtDOM(shown.anchorNode, shown.anchorOffset) === anchor &&
      view.posAtDOM(shown.focusNode, shown.focusOffset) === head
    );
  });
}

/** Presses a key a number of times; after keys that move the caret, waits for the editor to follow. */
async function press(page: Page, key: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
  if (/Arrow|Home|End/.test(key)) await selectionTakenUp(page);
}

/** Composes text with an input method (as a Japanese or Chinese keyboard does), then commits it. */
async function compose(page: Page, text: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    for (let i = 1; i <= text.length; i++) {
      await cdp.send('Input.imeSetComposition', { text: text.slice(0, i), selectionStart: i, selectionEnd: i });
    }
    await cdp.send('Input.insertText', { text });
  } finally {
    await cdp.detach();
  }
}

/** A note on the word 'quiet', written as a person does: words selected by keys, the toolbar's button, the dialog. */
async function noteOnQuiet(page: Page): Promise<void> {
  await caretInto(page, 'The night was quiet and cold.', 'end');
  await press(page, 'ArrowLeft', ' and cold.'.length);
  await press(page, 'Shift+ArrowLeft', 'quiet'.length);
  await page.getByRole('button', { name: 'Add note on the selected words' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a note' });
  await dialog.getByRole('textbox', { name: 'Note' }).pressSequentially('How quiet?');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => section(page).locator('.masthead-note').allTextContents()).toEqual(['quiet']);
  const close = page.getByRole('button', { name: 'Close notes' });
  if (await close.isVisible()) await close.click();
}

interface KeyCase {
  /** What is done, in the test's words. */
  name: string;
  /** The paragraphs it works on, as stored before (HTML inside <p>). */
  before: string[];
  /** Done by the reporter with real key presses. */
  act: (page: Page) => Promise<void>;
  /** The suggestion it makes, as listed after the reporter's name. */
  shows: string[];
  /** The paragraphs once accepted, as stored (HTML inside <p>). */
  after: string[];
}

const formula = '<span data-type="inline-math" data-latex="x^2"></span>';

/** Backspace, Delete and Enter at the start, in the middle and at the end of a paragraph. */
const edgeCases: KeyCase[] = [
  {
    name: 'Backspace × 23 at the end of a paragraph',
    before: ['The hall opens at six. There is hot food. Bring your own bedding.'],
    act: async (page) => {
      await caretInto(page, 'Bring your own bedding.', 'end');
      await press(page, 'Backspace', 23);
    },
    shows: ['delete “Bring your own bedding.”'],
    after: ['The hall opens at six. There is hot food. '],
  },
  {
    name: 'Backspace in the middle of a paragraph',
    before: ['Buses run every hour.'],
    act: async (page) => {
      await caretInto(page, 'Buses run every hour.', 'end');
      await press(page, 'ArrowLeft', 'hour.'.length);
      await press(page, 'Backspace', 'every '.length);
    },
    shows: ['delete “every ”'],
    after: ['Buses run hour.'],
  },
  {
    name: 'Backspace at the start of a paragraph (across the paragraph boundary)',
    before: ['Call the desk.', 'Ask for Sam.'],
    act: async (page) => {
      await caretInto(page, 'Ask for Sam.', 'start');
      await press(page, 'Backspace');
    },
    shows: ['join the paragraphs'],
    after: ['Call the desk.Ask for Sam.'],
  },
  {
    name: 'Delete at the start of a paragraph',
    before: ['The tide is high.'],
    act: async (page) => {
      await caretInto(page, 'The tide is high.', 'start');
      await press(page, 'Delete', 'The '.length);
    },
    shows: ['delete “The ”'],
    after: ['tide is high.'],
  },
  {
    name: 'Delete in the middle of a paragraph',
    before: ['Trains are late today.'],
    act: async (page) => {
      await caretInto(page, 'Trains are late today.', 'start');
      await press(page, 'ArrowRight', 'Trains are '.length);
      await press(page, 'Delete', 'late '.length);
    },
    shows: ['delete “late ”'],
    after: ['Trains are today.'],
  },
  {
    name: 'Delete at the end of a paragraph (across the paragraph boundary)',
    before: ['Rain at noon.', 'Sun later.'],
    act: async (page) => {
      await caretInto(page, 'Rain at noon.', 'end');
      await press(page, 'Delete');
    },
    shows: ['join the paragraphs'],
    after: ['Rain at noon.Sun later.'],
  },
  {
    name: 'Enter in the middle of a paragraph',
    before: ['Doors open. Bring a torch.'],
    act: async (page) => {
      await caretInto(page, 'Doors open. Bring a torch.', 'start');
      await press(page, 'ArrowRight', 'Doors open. '.length);
      await page.keyboard.press('Enter');
    },
    shows: ['start a new paragraph'],
    after: ['Doors open. ', 'Bring a torch.'],
  },
];

/** Across a formula, noted words and line breaks; selections, Ctrl+Backspace and an input method. */
const acrossCases: KeyCase[] = [
  {
    name: 'Backspace across a formula',
    before: [`Area ${formula} in total.`],
    act: async (page) => {
      await caretInto(page, 'in total.', 'end');
      await press(page, 'Backspace', ' in total.'.length + 1);
    },
    shows: ['delete “[formula x^2] in total.”'],
    after: ['Area '],
  },
  {
    name: 'Backspace across words with a note',
    before: ['The night was quiet and cold.'],
    act: async (page) => {
      await caretInto(page, 'The night was quiet and cold.', 'end');
      await press(page, 'Backspace', 'quiet and cold.'.length);
    },
    shows: ['delete “quiet and cold.”'],
    after: ['The night was '],
  },
  {
    name: 'Backspace across a line break (Shift+Enter)',
    before: ['Gate A<br />Gate B'],
    act: async (page) => {
      await caretInto(page, 'Gate B', 'end');
      await press(page, 'Backspace', 'Gate B'.length + 1);
    },
    shows: ['delete “↵Gate B”'],
    after: ['Gate A'],
  },
  {
    name: 'A line break typed with Shift+Enter',
    before: ['Gate C'],
    act: async (page) => {
      await caretInto(page, 'Gate C', 'end');
      await page.keyboard.press('Shift+Enter');
      await page.keyboard.type('Gate D', { delay: 20 });
    },
    shows: ['add “↵Gate D”'],
    after: ['Gate C<br />Gate D'],
  },
  {
    name: 'a selection (Shift+ArrowLeft) deleted with Backspace',
    before: ['Boats leave from pier two.'],
    act: async (page) => {
      await caretInto(page, 'Boats leave from pier two.', 'end');
      await press(page, 'ArrowLeft');
      await press(page, 'Shift+ArrowLeft', 'pier two'.length);
      await page.keyboard.press('Backspace');
    },
    shows: ['delete “pier two”'],
    after: ['Boats leave from .'],
  },
  {
    name: 'typing over a selection',
    before: ['Tickets cost five euros.'],
    act: async (page) => {
      await caretInto(page, 'Tickets cost five euros.', 'end');
      await press(page, 'ArrowLeft', ' euros.'.length);
      await press(page, 'Shift+ArrowLeft', 'five'.length);
      await page.keyboard.type('six', { delay: 20 });
    },
    shows: ['replace “five” with “six”'],
    after: ['Tickets cost six euros.'],
  },
  {
    name: 'Ctrl+Backspace (a word at a time)',
    before: ['Meet at the old bridge.'],
    act: async (page) => {
      await caretInto(page, 'Meet at the old bridge.', 'end');
      await press(page, 'ArrowLeft');
      await press(page, 'Control+Backspace', 2);
    },
    shows: ['delete “old bridge”'],
    after: ['Meet at the .'],
  },
  {
    name: 'an input method composing over a selection',
    before: ['Lunch is at one.'],
    act: async (page) => {
      await caretInto(page, 'Lunch is at one.', 'end');
      await press(page, 'ArrowLeft');
      await press(page, 'Shift+ArrowLeft', 'one'.length);
      await compose(page, 'two');
    },
    shows: ['replace “one” with “two”'],
    after: ['Lunch is at two.'],
  },
  {
    name: 'an input method composing at the caret',
    before: ['Dinner at eight.'],
    act: async (page) => {
      await caretInto(page, 'Dinner at eight.', 'end');
      await press(page, 'ArrowLeft');
      await page.keyboard.press('Space');
      await compose(page, 'sharp');
    },
    shows: ['add “ sharp”'],
    after: ['Dinner at eight sharp.'],
  },
];

/** Between the cases' paragraphs, one that nobody touches: no two suggestions meet. */
const SPACER = 'Nothing changes here.';

interface Group {
  cases: KeyCase[];
  before: string[];
  after: string[];
  /** The suggestions listed once the reporter has done every case. */
  listed: string[];
  /** Words of the paragraph where the editor's caret waits. */
  editorCaretAt: string;
  /** Words the reporter notes first (the note is on them through the cases). */
  note?: () => Promise<void>;
}

function group(cases: KeyCase[], editorCaretAt: string, note?: () => Promise<void>): Group {
  return {
    cases,
    before: cases.flatMap((c) => [...c.before, SPACER]),
    after: cases.flatMap((c) => [...c.after, SPACER]),
    listed: cases.flatMap((c) => c.shows.map((shown) => `${rita.name} suggests to ${shown}`)),
    editorCaretAt,
    note,
  };
}

const storedHtml = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');
/** A paragraph's words as the editor shows them (a line break as a new line, a formula as its LaTeX). */
const shownText = (paragraph: string) =>
  paragraph
    .replace(/<br \/>/g, '\n')
    .replace(/<span data-type="inline-math" data-latex="([^"]*)"><\/span>/g, '$1')
    .replace(/<[^>]+>/g, '');

/**
 * The paragraphs as a person reads them: words only (a formula by its LaTeX), without others'
 * caret names; without the words suggested for adding when `withoutAdded`.
 */
function paragraphsOf(page: Page, withoutAdded = false): Promise<string[]> {
  return section(page).evaluate((element, dropAdded) => {
    const drop = `.collaboration-carets__caret, .ProseMirror-widget${dropAdded ? ', ins[data-id]' : ''}`;
    return [...element.querySelectorAll('p')].map((p) => {
      const copy = p.cloneNode(true) as HTMLElement;
      for (const dropped of copy.querySelectorAll(drop)) dropped.remove();
      for (const formula of copy.querySelectorAll('[data-type="inline-math"]')) {
        formula.replaceWith(formula.getAttribute('data-latex') ?? '');
      }
      for (const br of copy.querySelectorAll('br:not(.ProseMirror-trailingBreak)')) br.replaceWith('\n');
      return (copy.textContent ?? '').replace(/\u200B/g, '');
    });
  }, withoutAdded);
}

/** The reporter does every case, key by key; each makes exactly its suggestion, and no word is gone. */
async function suggestEverything(page: Page, { cases, before, listed }: Group): Promise<void> {
  for (const c of cases) {
    try {
      await c.act(page);
    } catch (error) {
      throw new Error(`${c.name}: ${(error as Error).message}`);
    }
  }
  await expect.poll(() => shownSuggestions(page)).toEqual(listed);
  // Every word is still there (a deletion is only marked); what is marked for adding is all that was added.
  expect((await paragraphsOf(page, true)).join('')).toBe(before.map(shownText).join(''));
}

async function review(page: Page, { listed }: Group, button: 'Accept all' | 'Reject all', paragraphs: string[]) {
  await expect.poll(() => shownSuggestions(page)).toEqual(listed);
  await suggestionList(page).getByRole('button', { name: button, exact: true }).click();
  await suggestionList(page).waitFor({ state: 'detached' });
  for (const p of [page, reporter.page]) {
    await expect.poll(() => paragraphsOf(p)).toEqual(paragraphs.map(shownText));
    expect(await section(p).locator('ins[data-id], del[data-id]').count()).toBe(0);
  }
}

/** The editor's Update takes the accepted text live: the item and the public API hold exactly it. */
async function publishAndCheck(item: { id: string; permaLink: string }, after: string[]): Promise<void> {
  await desk.page.getByRole('button', { name: 'Update', exact: true }).click();
  // A live story: the editor is told what goes live first.
  const confirm = desk.page.getByRole('dialog', { name: 'Put these changes live?' });
  await confirm.getByText('Section 1').waitFor();
  await confirm.getByRole('button', { name: 'Update the live story' }).click();
  const expected = storedHtml(after);
  await expect
    .poll(async () => (await api(desk.baseUrl, token, endpoints.cms.get, { params: { id: item.id } })).body[0]?.body)
    .toBe(expected);
  const published = await fetch(`${desk.baseUrl}/api/public/content/${item.permaLink}`).then(
    (response) => response.json() as Promise<{ data: { body: { body: string }[] } }>,
  );
  expect(published.data.body[0]?.body).toBe(expected);
}

/**
 * One item per run: the reporter does every case of a group key by key (alone, or with an editor
 * in the item whose caret waits where the reporter deletes), then an editor rejects or accepts them all.
 */
async function keyByKey(
  title: string,
  cases: Group,
  withEditor: boolean,
  outcome: 'Reject all' | 'Accept all',
): Promise<void> {
  const item = await liveArticle(title, cases.before);
  if (withEditor) await open(desk.page, item.id);
  await open(reporter.page, item.id);
  await reporter.page.getByRole('switch', { name: 'Suggest changes' }).click();
  await expect.poll(() => reporter.page.getByRole('switch', { name: 'Suggest changes' }).isChecked()).toBe(true);
  await cases.note?.();
  if (withEditor) {
    expect(await desk.page.getByRole('switch', { name: 'Suggest changes' }).isChecked()).toBe(false);
    await caretInto(desk.page, cases.editorCaretAt, 'end');
    await reporter.page.locator('.collaboration-carets__label', { hasText: 'Administrator' }).waitFor();
  }

  await suggestEverything(reporter.page, cases);
  if (!withEditor) await open(desk.page, item.id);
  if (outcome === 'Reject all') {
    await review(desk.page, cases, 'Reject all', cases.before);
  } else {
    await review(desk.page, cases, 'Accept all', cases.after);
    await publishAndCheck(item, cases.after);
  }
  await desk.page.goto('/');
}

const groups: [string, string, Group][] = [
  [
    'Backspace, Delete and Enter at the start, middle and end of paragraphs',
    'Shelter hours',
    group(edgeCases, 'Bring your own bedding.'),
  ],
  [
    'across a formula, noted words and line breaks; selections, Ctrl+Backspace, an input method',
    'Shelter map',
    group(acrossCases, 'in total.', () => noteOnQuiet(reporter.page)),
  ],
];

for (const [name, title, cases] of groups) {
  describe(`suggestion mode, key by key (issue 28): ${name}`, () => {
    it('a reporter alone: each key makes exactly its suggestion; Reject all by an editor gives back the text as it was', async () => {
      await keyByKey(`${title} alone rejected`, cases, false, 'Reject all');
    });
    it('a reporter alone: Accept all gives exactly the change, in the editor, the saved item and the public API', async () => {
      await keyByKey(`${title} alone accepted`, cases, false, 'Accept all');
    });
    it('with an editor in the item whose caret waits there: each key makes exactly its suggestion; Reject all gives it back', async () => {
      await keyByKey(`${title} together rejected`, cases, true, 'Reject all');
    });
    it('with an editor in the item: Accept all gives exactly the change, in the editor, the saved item and the public API', async () => {
      await keyByKey(`${title} together accepted`, cases, true, 'Accept all');
    });
  });
}
