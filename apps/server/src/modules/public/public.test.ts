import type { Layout } from '@masthead/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

const SITE = 'https://www.example-news.test';
let t: TestApp;
let adminId: string;
let harbourId: string;

const call = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object, token = t.adminToken) =>
  t.call({ method, url, token, payload });
const visitor = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, headers });

async function publish(title: string, over: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/cms/create', {
    title,
    type: 'Video',
    status: 'Published',
    description: `${title}, in short`,
    body: [{ title: 'First', body: `<p>${title} in full</p>` }],
    categories: [harbourId],
    user: adminId,
    publishDate: new Date(Date.now() - 60_000).toISOString(),
    seo: {
      title: `${title} (SEO)`,
      description: 'For search engines',
      metaTags: [{ property: 'keywords', content: 'harbour' }],
    },
    tags: ['harbour'],
    ...over,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; title: string; permaLink: string; updatedAt: string };
}

const layout = async () => (await call('GET', '/api/layout/home')).json().data as Layout;
const saveLayout = async (body: Record<string, unknown>) => {
  const current = await layout();
  const response = await call('PATCH', `/api/layout/${current._id}`, { body, updatedAt: current.updatedAt });
  expect(response.statusCode, response.body).toBe(200);
};
const titles = (items: { title: string }[]) => items.map((item) => item.title);

beforeAll(async () => {
  t = await createTestApp({ publicSiteOrigin: SITE });
  adminId = (await call('GET', '/api/user/me')).json().data._id;
  harbourId = (await call('POST', '/api/category/create', { name: 'Harbour' })).json().data._id;
});
afterAll(() => t.close());

describe('the public home', () => {
  it('answers without a token, with live items only, in the layout order', async () => {
    const one = await publish('Cranes return');
    const two = await publish('Ferry timetable');
    const three = await publish('Fish market opens');
    await saveLayout({
      headlines: [two._id, one._id, three._id],
      coverStory: one._id,
      sections: [
        {
          type: 'Category',
          name: 'Harbour',
          color: '#1864ab',
          template: 'template-4',
          category: harbourId,
          articles: [three._id],
        },
        { type: 'Advertisement', name: 'Banner', color: '#000000', template: 'template-1', position: 'Bottom' },
      ],
    });
    const response = await visitor('/api/public/home');
    expect(response.statusCode).toBe(200);
    const home = response.json().data;
    expect(titles(home.headlines)).toEqual(['Ferry timetable', 'Cranes return', 'Fish market opens']);
    expect(home.coverStory.title).toBe('Cranes return');
    expect(home.headlines[0]).toEqual({
      _id: two._id,
      title: 'Ferry timetable',
      type: 'Video',
      permaLink: two.permaLink,
      description: 'Ferry timetable, in short',
      image: null,
      publishDate: expect.any(String),
      categories: [{ name: 'Harbour', slug: 'harbour' }],
      author: 'Administrator',
    });
    expect(home.sections[0]).toMatchObject({ type: 'Category', template: 'template-4', category: { slug: 'harbour' } });
    // Picked first, then the newest of the category.
    expect(titles(home.sections[0].items)).toEqual(['Fish market opens', 'Ferry timetable', 'Cranes return']);
    expect(home.sections[1]).toEqual({
      type: 'Advertisement',
      name: 'Banner',
      color: '#000000',
      template: 'template-1',
      category: null,
      items: [],
      position: 'Bottom',
      adUrl: '/api/public/ad?position=Bottom',
    });
    expect(response.body).not.toContain('@');
  });

  it('leaves out what is retracted or trashed, from the next answer on', async () => {
    const before = (await visitor('/api/public/home')).json().data;
    const [ferry, cranes] = before.headlines;
    expect((await call('PATCH', `/api/cms/${ferry._id}`, { status: 'Retract' })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/cms/${cranes._id}`)).statusCode).toBe(204);
    const after = (await visitor('/api/public/home')).json().data;
    expect(titles(after.headlines)).toEqual(['Fish market opens']);
    expect(after.coverStory).toBeNull();
    // The manager still shows them, flagged.
    expect((await layout()).body.headlines.map((item) => item.live)).toEqual([false, false, true]);
  });

  it('carries an ETag and Cache-Control, answers 304 to the same version, and changes at a save', async () => {
    const first = await visitor('/api/public/home');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    const again = await visitor('/api/public/home', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const fresh = await publish('Lighthouse repainted');
    await saveLayout({ topStory: [fresh._id] });
    const changed = await visitor('/api/public/home', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(titles(changed.json().data.topStory)).toEqual(['Lighthouse repainted']);
  });

  it('lets the public site read it from a browser, and no other origin', async () => {
    const fromSite = await visitor('/api/public/home', { origin: SITE });
    expect(fromSite.headers['access-control-allow-origin']).toBe(SITE);
    expect(fromSite.headers.vary).toContain('Origin');
    const fromElsewhere = await visitor('/api/public/home', { origin: 'https://evil.example' });
    expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS for the public site', () => {
  const preflight = (url: string, origin: string) =>
    t.call({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match, accept-language, content-type',
      },
    });
  const listed = (header: string | number | string[] | undefined) =>
    String(header ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);

  it('answers a preflight from the site with the methods and headers it may send, and nothing to another origin', async () => {
    for (const url of ['/api/public/home', '/api/public/content/some-story', '/api/public/category/harbour?page=2']) {
      const asked = await preflight(url, SITE);
      expect(asked.statusCode, url).toBe(204);
      expect(asked.body).toBe('');
      expect(asked.headers['access-control-allow-origin']).toBe(SITE);
      expect(listed(asked.headers['access-control-allow-methods'])).toEqual(['get', 'head', 'options']);
      expect(listed(asked.headers['access-control-allow-headers'])).toEqual(
        expect.arrayContaining(['if-none-match', 'if-modified-since', 'accept', 'accept-language', 'content-type']),
      );
      expect(listed(asked.headers['access-control-allow-headers'])).not.toContain('authorization');
      expect(Number(asked.headers['access-control-max-age'])).toBeGreaterThan(0);
      expect(listed(asked.headers.vary)).toContain('origin');
    }
    const elsewhere = await preflight('/api/public/home', 'https://evil.example');
    expect(elsewhere.statusCode).toBe(204);
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
    expect(elsewhere.headers['access-control-allow-methods']).toBeUndefined();
    expect(elsewhere.headers['access-control-allow-headers']).toBeUndefined();
    expect(listed(elsewhere.headers.vary)).toContain('origin');
    // Only the delivery API answers preflights; the back office is same-origin.
    expect((await preflight('/api/user/me', SITE)).statusCode).toBe(404);
  });

  it('lets the site read the ETag of every answer under /api/public/, and sees CORS on refusals too', async () => {
    const home = await visitor('/api/public/home', { origin: SITE });
    expect(listed(home.headers['access-control-expose-headers'])).toContain('etag');
    const again = await visitor('/api/public/home', { origin: SITE, 'if-none-match': String(home.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['access-control-allow-origin']).toBe(SITE);
    expect(listed(again.headers['access-control-expose-headers'])).toContain('etag');
    for (const url of ['/api/public/no-such-thing', '/api/public/content/no-such-item', '/api/public/ad']) {
      const refused = await visitor(url, { origin: SITE });
      expect(refused.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode, url).toBeLessThan(500);
      expect(refused.headers['access-control-allow-origin'], url).toBe(SITE);
    }
    expect((await visitor('/api/health', { origin: SITE })).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('public content', () => {
  it('gives one published item with its sections, SEO, categories and author, never an e-mail', async () => {
    const item = await publish('Tall ships arrive');
    const response = await visitor(`/api/public/content/${item.permaLink}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      title: 'Tall ships arrive',
      body: [{ title: 'First', body: '<p>Tall ships arrive in full</p>' }],
      seo: { title: 'Tall ships arrive (SEO)', description: 'For search engines', keywords: 'harbour' },
      tags: ['harbour'],
      author: 'Administrator',
      categories: [{ name: 'Harbour', slug: 'harbour' }],
    });
    expect(Object.keys(data)).not.toContain('status');
    expect(response.body).not.toContain('@');
  });

  it('answers 404 with a short max-age for a draft, a trashed item and an unknown link', async () => {
    const draft = (await call('POST', '/api/cms/create', { title: 'Secret draft', type: 'Article' })).json().data;
    const trashed = await publish('Withdrawn story');
    await call('DELETE', `/api/cms/${trashed._id}`);
    for (const permaLink of [draft.permaLink, trashed.permaLink, 'no-such-story']) {
      const response = await visitor(`/api/public/content/${permaLink}`);
      expect(response.statusCode, permaLink).toBe(404);
      expect(response.headers['cache-control']).toBe('public, max-age=30');
      expect(response.json().error.status).toBe(404);
    }
  });

  it('shows a scheduled item at its publish time and not before', async () => {
    const due = new Date(Date.now() + 1_500);
    const scheduled = await publish('Regatta results', { publishDate: due.toISOString() });
    expect((await call('GET', `/api/cms/detail/${scheduled._id}`)).json().data.status).toBe('Scheduled');
    expect((await visitor(`/api/public/content/${scheduled.permaLink}`)).statusCode).toBe(404);
    expect(titles((await visitor(`/api/public/category/harbour?pageSize=50`)).json().data.items)).not.toContain(
      'Regatta results',
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due.getTime() - Date.now()) + 150));
    expect((await visitor(`/api/public/content/${scheduled.permaLink}`)).statusCode).toBe(200);
    expect(titles((await visitor(`/api/public/category/harbour?pageSize=50`)).json().data.items)).toContain(
      'Regatta results',
    );
  });
});

describe('public category pages and breaking news', () => {
  it('pages a category newest first, and answers 404 for an unknown one', async () => {
    const first = (await visitor('/api/public/category/harbour?page=1&pageSize=2')).json().data;
    expect(first.category).toEqual({ name: 'Harbour', slug: 'harbour', description: '' });
    expect(first.items).toHaveLength(2);
    const all = (await visitor('/api/public/category/harbour?pageSize=50')).json().data;
    expect(all.total).toBe(all.items.length);
    const dates = all.items.map((item: { publishDate: string }) => Date.parse(item.publishDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(titles(all.items)).not.toContain('Ferry timetable');
    expect((await visitor('/api/public/category/nowhere')).statusCode).toBe(404);
  });

  it('follows every change of an item on its category pages and home sections: status, trash, date, categories', async () => {
    const lighthouse = (await call('POST', '/api/category/create', { name: 'Lighthouse' })).json().data._id as string;
    await saveLayout({
      sections: [{ type: 'Category', name: 'Lights', color: '#1c7ed6', template: 'template-1', category: lighthouse }],
    });
    const item = await publish('Keeper retires', { categories: [lighthouse] });
    const page = async () => titles((await visitor('/api/public/category/lighthouse')).json().data.items);
    const section = async () => titles((await visitor('/api/public/home')).json().data.sections[0].items);
    const edit = async (body: Record<string, unknown>) => {
      const response = await call('PATCH', `/api/cms/${item._id}`, { _id: item._id, ...body });
      expect(response.statusCode, response.body).toBe(200);
    };
    expect(await page()).toEqual(['Keeper retires']);
    expect(await section()).toEqual(['Keeper retires']);

    await edit({ status: 'Retract' });
    expect(await page()).toEqual([]);
    expect(await section()).toEqual([]);
    await edit({ status: 'Published' });
    expect(await page()).toEqual(['Keeper retires']);

    await edit({ publishDate: new Date(Date.now() + 3_600_000).toISOString() });
    expect(await page()).toEqual([]);
    expect((await visitor('/api/public/category/lighthouse')).json().data.total).toBe(0);
    await edit({ publishDate: new Date(Date.now() - 60_000).toISOString() });
    expect(await page()).toEqual(['Keeper retires']);

    await edit({ categories: [harbourId] });
    expect(await page()).toEqual([]);
    expect(await section()).toEqual([]);
    await edit({ categories: [lighthouse] });
    expect(await page()).toEqual(['Keeper retires']);

    expect((await call('DELETE', `/api/cms/${item._id}`)).statusCode).toBe(204);
    expect(await page()).toEqual([]);
    expect((await visitor('/api/public/category/lighthouse')).json().data.total).toBe(0);
    await saveLayout({ sections: [] });
  });

  it("counts a category's subcategories as its own: home section, category page, pickers and the content list", async () => {
    const created = async (name: string, parent: string | null = null) =>
      (await call('POST', '/api/category/create', { name, parent })).json().data as { _id: string; updatedAt: string };
    const create = async (name: string, parent: string | null = null) => (await created(name, parent))._id;
    const sport = await create('Sport');
    const football = await create('Football', sport);
    const cricket = await create('Cricket', sport);
    const league = await create('League One', football);
    const rugbyRecord = await created('Rugby', sport);
    const rugby = rugbyRecord._id;
    const off = await call('PATCH', `/api/category/${rugby}`, { active: false, updatedAt: rugbyRecord.updatedAt });
    expect(off.statusCode, off.body).toBe(200);
    await publish('Cup final tonight', { categories: [football] });
    await publish('Test match drawn', { categories: [cricket] });
    await publish('Promotion race', { categories: [league] });
    await publish('Derby in both', { categories: [sport, football] });
    await publish('Scrum of the year', { categories: [rugby] });
    await publish('Ferries on strike', { categories: [harbourId] });
    const shown = ['Derby in both', 'Promotion race', 'Test match drawn', 'Cup final tonight'];

    await saveLayout({
      sections: [{ type: 'Category', name: 'Sport', color: '#1c7ed6', template: 'template-1', category: sport }],
    });
    // Newest first, each story once, an inactive subcategory's left out (the site shows nothing of it).
    expect(titles((await visitor('/api/public/home')).json().data.sections[0].items)).toEqual(shown);
    const page = (await visitor('/api/public/category/sport?pageSize=2')).json().data;
    expect(page.total).toBe(4);
    expect(titles(page.items)).toEqual(shown.slice(0, 2));
    const second = (await visitor('/api/public/category/sport?pageSize=2&page=2')).json().data;
    expect(titles(second.items)).toEqual(shown.slice(2));
    expect(titles((await visitor('/api/public/category/football')).json().data.items)).toEqual([
      'Derby in both',
      'Promotion race',
      'Cup final tonight',
    ]);

    // In the back office a category's filter takes in its subcategories too, inactive ones included.
    const candidates = await call('GET', `/api/layout/candidates?category=${sport}&pageSize=50`);
    expect(candidates.statusCode, candidates.body).toBe(200);
    expect(titles(candidates.json().data.items).sort()).toEqual([...shown, 'Scrum of the year'].sort());
    const list = await call('GET', `/api/cms?categories=${sport}&pageSize=50`);
    expect(titles(list.json().data.items).sort()).toEqual([...shown, 'Scrum of the year'].sort());
    const leaf = await call('GET', `/api/cms?categories=${league}&pageSize=50`);
    expect(titles(leaf.json().data.items)).toEqual(['Promotion race']);
    await saveLayout({ sections: [] });
  });

  it('lists active breaking news only, newest first', async () => {
    const add = async (title: string) => (await call('POST', '/api/breaking-news', { title })).json().data;
    await add('Storm warning');
    const second = await add('Bridge closed');
    const third = await add('Power cut');
    await call('PATCH', `/api/breaking-news/${third._id}`, { status: 'Disable', updatedAt: third.updatedAt });
    const news = (await visitor('/api/public/breaking-news')).json().data;
    expect(news.map((item: { title: string }) => item.title)).toEqual(['Bridge closed', 'Storm warning']);
    expect(news[0]).toEqual({ _id: second._id, title: 'Bridge closed', url: '', createdAt: second.createdAt });
  });
});

describe('kept answers at the front of the server', () => {
  it('sends a kept answer as the handler did: bytes, ETag, 304, HEAD, CORS, compression; a save drops it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });

    const built = await get('/api/public/home', { origin: SITE, 'accept-encoding': 'identity' });
    const kept = await get('/api/public/home', { origin: SITE, 'accept-encoding': 'identity' });
    expect(built.status).toBe(200);
    expect(kept.status).toBe(200);
    const text = await built.text();
    expect(await kept.text()).toBe(text);
    for (const name of [
      'etag',
      'cache-control',
      'content-type',
      'access-control-allow-origin',
      'x-content-type-options',
    ]) {
      expect(kept.headers.get(name), name).toBe(built.headers.get(name));
    }
    expect(kept.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const etag = kept.headers.get('etag') ?? '';
    expect((await get('/api/public/home', { 'if-none-match': etag })).status).toBe(304);
    const head = await fetch(`${base}/api/public/home`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const elsewhere = await get('/api/public/home', { origin: 'https://evil.example' });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
    // Over 1 KB, compressed once as the caller accepts; fetch undoes it and the same JSON arrives.
    const page = '/api/public/category/harbour?pageSize=50';
    const plain = await (await get(page, { 'accept-encoding': 'identity' })).text();
    expect(plain.length).toBeGreaterThan(1024);
    const squeezed = await get(page, { 'accept-encoding': 'br' });
    expect(squeezed.headers.get('content-encoding')).toBe('br');
    expect(squeezed.headers.get('vary')).toContain('Accept-Encoding');
    expect(await squeezed.text()).toBe(plain);
    const zipped = await get(page, { 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe(plain);

    const fresh = await publish('Pier reopened');
    await saveLayout({ topStory: [fresh._id] });
    const after = await get('/api/public/home', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(titles(((await after.json()) as { data: { topStory: { title: string }[] } }).data.topStory)).toEqual([
      'Pier reopened',
    ]);
    // An unknown item's 404 is kept too, and a write is never answered from the front.
    expect((await get('/api/public/content/no-such-item')).status).toBe(404);
    expect((await get('/api/public/content/no-such-item')).status).toBe(404);
    const write = await fetch(`${base}/api/public/home`, { method: 'POST' });
    expect(write.status).toBe(404);
  });
});

describe('preflights over a socket', () => {
  it('answers a preflight through the server, in front of a kept answer, which names its ETag to the site', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/public/breaking-news`;
    // Built once, then kept: the next GET leaves from the front.
    expect((await fetch(url)).status).toBe(200);
    const kept = await fetch(url, { headers: { origin: SITE } });
    expect(kept.status).toBe(200);
    expect(kept.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(kept.headers.get('access-control-expose-headers')).toContain('ETag');
    const asked = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: SITE,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    expect(asked.status).toBe(204);
    expect(asked.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(asked.headers.get('access-control-allow-methods')).toContain('GET');
    expect(asked.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('if-none-match');
    const unchanged = await fetch(url, { headers: { origin: SITE, 'if-none-match': kept.headers.get('etag') ?? '' } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(unchanged.headers.get('access-control-expose-headers')).toContain('ETag');
  });
});

describe('several server processes', () => {
  it('a save in one process changes what the other answers at once', async () => {
    const otherDatabase = t.openAnotherDatabase();
    const second: FastifyInstance = await buildApp({ config: t.config, database: otherDatabase, logger: false });
    try {
      const read = async () =>
        (await second.inject({ method: 'GET', url: '/api/public/breaking-news' }))
          .json()
          .data.map((item: { title: string }) => item.title);
      expect(await read()).toEqual(['Bridge closed', 'Storm warning']);
      await call('POST', '/api/breaking-news', { title: 'Harbour reopened' });
      await expect
        .poll(read, { timeout: 2000, interval: 20 })
        .toEqual(['Harbour reopened', 'Bridge closed', 'Storm warning']);
    } finally {
      await second.close();
      await otherDatabase.close();
    }
  });
});
