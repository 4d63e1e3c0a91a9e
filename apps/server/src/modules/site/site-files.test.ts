import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let harbourId: string;
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'sitemap', 'item', 'entry'].includes(name),
});
const visitor = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, headers });

async function content(title: string, status: 'Published' | 'Draft') {
  const me = (await t.call({ method: 'GET', url: '/api/user/me', token: t.adminToken })).json().data;
  const response = await t.call({
    method: 'POST',
    url: '/api/cms/create',
    token: t.adminToken,
    payload: {
      title,
      type: 'Video',
      status,
      description: `${title}, in short`,
      categories: [harbourId],
      user: me._id,
      publishDate: new Date(Date.now() - 60_000).toISOString(),
      seo: { title, description: 'For search engines', metaTags: [] },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { permaLink: string };
}

beforeAll(async () => {
  t = await createTestApp({ publicSiteUrl: 'https://www.herald.example' });
  harbourId = (
    await t.call({ method: 'POST', url: '/api/category/create', token: t.adminToken, payload: { name: 'Harbour' } })
  ).json().data._id;
});
afterAll(() => t.close());

describe('the public site files', () => {
  it('answers a valid, empty sitemap and feed before anything is published', async () => {
    const empty = await createTestApp();
    try {
      const sitemap = await empty.call({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.statusCode).toBe(200);
      expect(parser.parse(sitemap.body).urlset).toBeDefined();
      const rss = await empty.call({ method: 'GET', url: '/rss.xml' });
      expect(parser.parse(rss.body).rss.channel.item).toBeUndefined();
    } finally {
      await empty.close();
    }
  });

  it('makes the sitemap from published content and active categories, with lastmod, and an ETag', async () => {
    const live = await content('Ferry strike ends', 'Published');
    const draft = await content('Not yet', 'Draft');
    const response = await visitor('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const urls = parser.parse(response.body).urlset.url as { loc: string; lastmod: string }[];
    const locs = urls.map((url) => url.loc);
    expect(locs).toContain(`https://www.herald.example/${live.permaLink}`);
    expect(locs).toContain('https://www.herald.example/category/harbour');
    expect(locs).not.toContain(`https://www.herald.example/${draft.permaLink}`);
    expect(urls.every((url) => !Number.isNaN(Date.parse(url.lastmod)))).toBe(true);
    const again = await visitor('/sitemap.xml', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('names the sitemap in a default robots.txt, and serves uploaded files instead when there are', async () => {
    const robots = await visitor('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://www.herald.example/sitemap.xml');
    const robotFile = (
      await t.upload(Buffer.from('User-agent: *\nDisallow: /\n'), 'robots.txt', { tag: 'robots' })
    ).json().data._id;
    const sitemapXml =
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://x.example/hand</loc></url></urlset>';
    const sitemap = (await t.upload(Buffer.from(sitemapXml), 'sitemap.xml', { tag: 'sitemap' })).json().data._id;
    const saved = await t.call({
      method: 'POST',
      url: '/api/site-management',
      token: t.adminToken,
      payload: {
        siteName: 'Herald',
        siteUrl: 'https://herald.example',
        robotFile,
        sitemap,
        seo: { title: 'Herald', description: 'News' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await visitor('/robots.txt')).body).toBe('User-agent: *\nDisallow: /\n');
    expect((await visitor('/sitemap.xml')).body).toBe(sitemapXml);
  });

  it('gives RSS and Atom feeds of the latest published items, and one per category', async () => {
    const rss = await visitor('/rss.xml');
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    const channel = parser.parse(rss.body).rss.channel;
    expect(channel.title).toBe('Herald');
    expect(channel.item.map((item: { title: string }) => item.title)).toEqual(['Ferry strike ends']);
    expect(channel.item[0].link).toMatch(/^https:\/\/herald\.example\//);
    const atom = parser.parse((await visitor('/atom.xml')).body).feed;
    expect(
      atom.entry.map((entry: { title: { '#text': string } | string }) =>
        typeof entry.title === 'string' ? entry.title : entry.title['#text'],
      ),
    ).toEqual(['Ferry strike ends']);
    const category = parser.parse((await visitor('/rss/harbour.xml')).body).rss.channel;
    expect(category.title).toBe('Herald: Harbour');
    expect((await visitor('/rss/no-such-desk.xml')).statusCode).toBe(404);
  });

  it('becomes an index of parts past 50,000 addresses, as the protocol requires', async () => {
    // The uploaded sitemap would be served instead: let it go.
    const site = (await t.call({ method: 'GET', url: '/api/site-management', token: t.adminToken })).json().data;
    await t.call({
      method: 'PATCH',
      url: `/api/site-management/${site._id}`,
      token: t.adminToken,
      payload: { siteName: 'Herald', siteUrl: 'https://herald.example', seo: { title: 'Herald', description: 'News' } },
    });
    await t.database.db.execute(sql`insert into cms_items (title, type, status, perma_link, publish_date)
      select 'Bulk ' || g, 'Article', 'Published', 'bulk-' || g, now() - interval '1 hour' from generate_series(1, 50000) g`);
    const index = parser.parse((await visitor('/sitemap.xml')).body).sitemapindex.sitemap as { loc: string }[];
    expect(index.map((part) => part.loc)).toEqual([
      'https://herald.example/sitemap-1.xml',
      'https://herald.example/sitemap-2.xml',
    ]);
    const first = parser.parse((await visitor('/sitemap-1.xml')).body).urlset.url;
    const second = parser.parse((await visitor('/sitemap-2.xml')).body).urlset.url;
    expect(first).toHaveLength(50_000);
    // One category, one story and 50,000 more: two in the second part.
    expect(second).toHaveLength(2);
    expect((await visitor('/sitemap-3.xml')).statusCode).toBe(404);
  }, 60_000);
});
