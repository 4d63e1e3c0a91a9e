import { type Layout, layoutCaps, messages } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let sportId: string;
let weatherId: string;
let adminId: string;
/** Published items, newest last. */
const published: { _id: string; title: string }[] = [];

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object, token = t.adminToken) =>
  t.call({ method, url, token, payload });

async function publish(title: string, categoryId: string, type: 'Video' | 'Page' = 'Video') {
  const response = await call('POST', '/api/cms/create', {
    title,
    type,
    status: 'Published',
    description: `${title}, in short`,
    body: [{ title: '', body: `<p>${title} in full</p>` }],
    categories: [categoryId],
    user: adminId,
    publishDate: new Date(Date.now() - 60_000).toISOString(),
    seo: { title, description: title, metaTags: [] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; title: string; updatedAt: string };
}

const home = async (token = t.adminToken) =>
  (await call('GET', '/api/layout/home', undefined, token)).json().data as Layout;
const save = (layout: Layout, body: Record<string, unknown>, token = t.adminToken) =>
  call('PATCH', `/api/layout/${layout._id}`, { _id: layout._id, body, updatedAt: layout.updatedAt }, token);
const titles = (items: { title: string }[]) => items.map((item) => item.title);

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await call('GET', '/api/user/me')).json().data._id;
  const category = async (name: string) =>
    (await t.call({ method: 'POST', url: '/api/category/create', token: t.adminToken, payload: { name } })).json().data
      ._id as string;
  sportId = await category('Sport');
  weatherId = await category('Weather');
  for (let i = 1; i <= 8; i += 1) published.push(await publish(`Story ${i}`, i % 2 ? sportId : weatherId));
});
afterAll(() => t.close());

describe('the home layout', () => {
  it('exists from the start, empty', async () => {
    const layout = await home();
    expect(layout).toMatchObject({
      name: 'home',
      body: { headlines: [], topStory: [], sections: [], coverStory: null },
    });
    expect(layout._id).toBeTruthy();
  });

  it('saves headlines in order, filled in, and leaves the other parts alone', async () => {
    const first = await home();
    const stories = await save(first, { topStory: [published[7]._id] });
    expect(stories.statusCode, stories.body).toBe(200);
    const picked = [published[2], published[0], published[4], published[1], published[3]];
    const response = await save(stories.json().data, { headlines: picked.map((item) => item._id) });
    expect(response.statusCode, response.body).toBe(200);
    const layout = response.json().data as Layout;
    expect(titles(layout.body.headlines)).toEqual(titles(picked));
    expect(layout.body.headlines[0]).toMatchObject({ type: 'Video', status: 'Published', live: true });
    expect(layout.body.headlines[0].categories[0].name).toBe('Sport');
    expect(titles(layout.body.topStory)).toEqual(['Story 8']);
    expect(layout.updatedBy?.name).toBe('Administrator');
    expect(titles((await home()).body.headlines)).toEqual(titles(picked));
  });

  it('refuses more than the caps, an item twice, and a layout it does not know', async () => {
    const layout = await home();
    const six = published.slice(0, layoutCaps.headlines + 1).map((item) => item._id);
    const tooMany = await save(layout, { headlines: six });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toContain(messages.headlinesCap);
    const eight = [...published.map((item) => item._id)].slice(0, 8);
    const tooManyStories = await save(layout, { topStory: eight });
    expect(tooManyStories.statusCode).toBe(400);
    expect(tooManyStories.json().error.message).toContain(messages.topStoriesCap);
    const twice = await save(layout, { topStory: [published[0]._id, published[0]._id] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toContain(messages.layoutItemTwice);
    expect((await call('GET', '/api/layout/sidebar')).statusCode).toBe(400);
    const unknown = await call('PATCH', '/api/layout/6f1c1f8e-0000-4000-8000-000000000000', {
      body: { headlines: [] },
    });
    expect(unknown.statusCode).toBe(404);
    expect(titles((await home()).body.headlines)).toHaveLength(5);
  });

  it('refuses an item that does not exist or is not published, and changes nothing', async () => {
    const layout = await home();
    const missing = await save(layout, { coverStory: '6f1c1f8e-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(messages.layoutItemMissing);
    const draft = (await call('POST', '/api/cms/create', { title: 'Unfinished draft', type: 'Article' })).json().data;
    const notLive = await save(layout, { coverStory: draft._id });
    expect(notLive.statusCode).toBe(400);
    expect(notLive.json().error.message).toBe(messages.layoutItemNotLive('Unfinished draft'));
    expect((await home()).body.coverStory).toBeNull();
  });

  it('refuses a save over a newer version (409 naming who), and saves on the fresh one', async () => {
    const stale = await home();
    const fresh = await save(stale, { coverStory: published[5]._id });
    expect(fresh.statusCode).toBe(200);
    const late = await save(stale, { coverStory: published[6]._id });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.fields.updatedBy).toBe('Administrator');
    expect((await home()).body.coverStory?.title).toBe('Story 6');
  });

  it('keeps an item unpublished later, flagged, never an error', async () => {
    const extra = await publish('Soon retracted', sportId);
    const layout = await save(await home(), { topStory: [extra._id, published[7]._id] });
    expect(layout.statusCode).toBe(200);
    const retracted = await call('PATCH', `/api/cms/${extra._id}`, { status: 'Retract' });
    expect(retracted.statusCode, retracted.body).toBe(200);
    const after = await home();
    expect(after.body.topStory.map((item) => [item.title, item.live])).toEqual([
      ['Soon retracted', false],
      ['Story 8', true],
    ]);
    // Saving another part keeps it; once taken off, placing it anew is refused.
    expect((await save(after, { coverStory: published[5]._id })).statusCode).toBe(200);
    const takenOff = await save(await home(), { topStory: [published[7]._id] });
    expect(takenOff.statusCode).toBe(200);
    const back = await save(takenOff.json().data, { topStory: [extra._id, published[7]._id] });
    expect(back.statusCode).toBe(400);
    expect(back.json().error.message).toBe(messages.layoutItemNotLive('Soon retracted'));
  });
});

describe('home sections', () => {
  it('saves sections of every kind in order, with their settings, and gives new ones an id', async () => {
    const layout = await home();
    const response = await save(layout, {
      sections: [
        { type: 'Category', name: 'Sport', color: '#1C7ED6', template: 'template-3', category: sportId },
        { type: 'Advertisement', name: 'Banner', color: '#000000', template: 'template-1', position: 'Top' },
        { type: 'Video', name: 'Watch', color: '#e03131', template: 'template-1', articles: [published[1]._id] },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const sections = (response.json().data as Layout).body.sections;
    expect(sections.map((section) => [section.type, section.name, section.template])).toEqual([
      ['Category', 'Sport', 'template-3'],
      ['Advertisement', 'Banner', 'template-1'],
      ['Video', 'Watch', 'template-1'],
    ]);
    expect(sections[0]).toMatchObject({ color: '#1c7ed6', category: { _id: sportId, name: 'Sport' }, position: null });
    expect(sections[1]).toMatchObject({ category: null, position: 'Top', articles: [] });
    expect(titles(sections[2].articles)).toEqual(['Story 2']);
    expect(new Set(sections.map((section) => section._id)).size).toBe(3);

    // Reordered by id: the same sections, the new order; the headlines stay.
    const saved = response.json().data as Layout;
    const reordered = await save(saved, {
      sections: [saved.body.sections[2], saved.body.sections[0]].map((section) => ({
        _id: section._id,
        type: section.type,
        name: section.name,
        color: section.color,
        template: section.template,
        category: section.category?._id ?? null,
        articles: section.articles.map((item) => item._id),
      })),
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const after = reordered.json().data as Layout;
    expect(after.body.sections.map((section) => section._id)).toEqual([
      saved.body.sections[2]._id,
      saved.body.sections[0]._id,
    ]);
    expect(after.body.headlines).toHaveLength(5);
  });

  it('says what a section is missing, per field', async () => {
    const layout = await home();
    const cases: [Record<string, unknown>, string][] = [
      [
        { type: 'Category', name: 'No category', color: '#123456', template: 'template-2' },
        messages.sectionCategoryRequired,
      ],
      [
        { type: 'Advertisement', name: 'No position', color: '#123456', template: 'template-2' },
        messages.sectionPositionRequired,
      ],
      [{ type: 'Video', name: '  ', color: '#123456', template: 'template-2' }, messages.sectionNameRequired],
      [{ type: 'Video', name: 'Bad colour', color: 'red', template: 'template-2' }, messages.colorInvalid],
      [
        { type: 'Video', name: 'Bad template', color: '#123456', template: 'template-9' },
        messages.sectionTemplateRequired,
      ],
      [
        {
          type: 'Category',
          name: 'Gone',
          color: '#123456',
          template: 'template-2',
          category: '6f1c1f8e-0000-4000-8000-000000000000',
        },
        messages.layoutCategoryMissing,
      ],
    ];
    for (const [section, message] of cases) {
      const response = await save(layout, { sections: [section] });
      expect(response.statusCode, JSON.stringify(section)).toBe(400);
      expect(response.body).toContain(message);
    }
    expect((await home()).body.sections).toHaveLength(2);
  });
});

describe('the pickers', () => {
  it('offer published items only, newest first, searched and filtered by category on the server', async () => {
    const all = (await call('GET', '/api/layout/candidates?pageSize=50')).json().data;
    expect(all.items.every((item: { live: boolean }) => item.live)).toBe(true);
    expect(all.items.map((item: { title: string }) => item.title)).not.toContain('Unfinished draft');
    expect(all.items[0].title).toBe('Story 8');
    const weather = (await call('GET', `/api/layout/candidates?category=${weatherId}`)).json().data;
    expect(weather.items.map((item: { title: string }) => item.title)).toEqual([
      'Story 8',
      'Story 6',
      'Story 4',
      'Story 2',
    ]);
    const found = (await call('GET', '/api/layout/candidates?search=story%203')).json().data;
    expect(found.items[0].title).toBe('Story 3');
    const bad = await call('GET', '/api/layout/candidates?category=weather');
    expect(bad.statusCode).toBe(400);
  });
});

describe('who may', () => {
  it('reads with Layout Read, saves only with Layout Edit, and no one without a token', async () => {
    const reader = await t.userWith({ Layout: ['Read'] });
    const editor = await t.userWith({ Layout: ['Edit'] });
    const other = await t.userWith({ Cms: ['Read', 'Write', 'Edit', 'Publish'] });
    expect((await t.call({ method: 'GET', url: '/api/layout/home' })).statusCode).toBe(401);
    expect((await call('GET', '/api/layout/home', undefined, other.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/layout/candidates', undefined, other.token)).statusCode).toBe(403);
    const layout = await home(reader.token);
    expect(layout.name).toBe('home');
    expect((await save(layout, { coverStory: null }, reader.token)).statusCode).toBe(403);
    const saved = await save(layout, { coverStory: null }, editor.token);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.body.coverStory).toBeNull();
  });
});

describe('the home page preview', () => {
  const preview = (layout: Layout, body: Record<string, unknown>, token = t.adminToken, query = '') =>
    call('POST', `/api/layout/${layout._id}/preview${query}`, { body }, token);

  it('shows the unsaved part with the stored rest, on its own page and to the public site, and saves nothing', async () => {
    const layout = await home();
    const unsaved = [published[6], published[5]];
    const response = await preview(layout, { headlines: unsaved.map((item) => item._id) }, t.adminToken, '?tz=60');
    expect(response.statusCode, response.body).toBe(200);
    const { url, expiresAt } = response.json().data as { url: string; expiresAt: string };
    expect(url).toMatch(/^\/preview\/home\?token=[\w-]{32}&tz=60$/);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);

    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Preview of the home page with unsaved changes');
    expect(page.body.indexOf('Story 7')).toBeLessThan(page.body.indexOf('Story 6'));

    const token = new URL(url, 'http://x').searchParams.get('token');
    const publicAnswer = await t.app.inject({ method: 'GET', url: `/api/public/home?preview=${token}` });
    expect(publicAnswer.statusCode, publicAnswer.body).toBe(200);
    expect(publicAnswer.headers['cache-control']).toBe('private, no-store');
    expect(publicAnswer.headers.etag).toBeUndefined();
    const draft = publicAnswer.json().data as { headlines: { title: string }[]; topStory: { title: string }[] };
    expect(titles(draft.headlines)).toEqual(['Story 7', 'Story 6']);
    expect(titles(draft.topStory)).toEqual(titles((await home()).body.topStory.filter((item) => item.live)));

    // Nothing was saved: the layout and the published home page are as they were.
    const after = await home();
    expect(after.updatedAt).toBe(layout.updatedAt);
    expect(titles(after.body.headlines)).toEqual(titles(layout.body.headlines));
    const site = (await t.app.inject({ method: 'GET', url: '/api/public/home' })).json().data;
    expect(titles(site.headlines)).not.toEqual(['Story 7', 'Story 6']);
  });

  it('refuses a bad layout as a save would, and a token it does not know', async () => {
    const layout = await home();
    const six = published.slice(0, layoutCaps.headlines + 1).map((item) => item._id);
    const over = await preview(layout, { headlines: six });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toContain(messages.headlinesCap);
    const missing = await preview(layout, { coverStory: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(messages.layoutItemMissing);

    const page = await t.app.inject({ method: 'GET', url: '/preview/home?token=not-a-token' });
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain(messages.layoutPreviewExpired);
    expect((await t.app.inject({ method: 'GET', url: '/preview/home' })).statusCode).toBe(401);
    const gone = await t.app.inject({ method: 'GET', url: '/api/public/home?preview=not-a-token' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(messages.layoutPreviewExpired);
  });

  it('opens on the public site when PUBLIC_SITE_URL is set, and needs a right to read the layout', async () => {
    const other = await t.userWith({ Cms: ['Read'] });
    const layout = await home();
    expect((await preview(layout, {}, other.token)).statusCode).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: `/api/layout/${layout._id}/preview`, payload: { body: {} } })).statusCode,
    ).toBe(401);
    const reader = await t.userWith({ Layout: ['Read'] });
    expect((await preview(layout, {}, reader.token)).statusCode).toBe(200);

    const site = await createTestApp({ publicSiteUrl: 'https://www.example.com/' });
    try {
      const response = await site.call({
        method: 'POST',
        url: `/api/layout/${(await site.call({ method: 'GET', url: '/api/layout/home', token: site.adminToken })).json().data._id}/preview`,
        token: site.adminToken,
        payload: { body: {} },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.url).toMatch(/^https:\/\/www\.example\.com\/\?preview=[\w-]{32}$/);
    } finally {
      await site.close();
    }
  });
});
