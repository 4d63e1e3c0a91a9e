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

  it("keeps an answer naming the request's own host out of shared caches when no site URL is set", async () => {
    const bare = await createTestApp();
    try {
      for (const url of ['/sitemap.xml', '/robots.txt', '/rss.xml', '/atom.xml']) {
        const poisoned = await bare.call({ method: 'GET', url, headers: { host: 'evil.example' } });
        expect(poisoned.statusCode, url).toBe(200);
        // Nothing is published in this product, so the sitemap names no address at all.
        if (url !== '/sitemap.xml') expect(poisoned.body, url).toContain('evil.example');
        expect(poisoned.headers['cache-control'], url).toBe('private, max-age=30');
      }
    } finally {
      await bare.close();
    }
    // With the site's address configured, the Host a caller sends is not used, and caches may share it.
    for (const url of ['/sitemap.xml', '/robots.txt', '/rss.xml']) {
      const shared = await visitor(url, { host: 'evil.example' });
      expect(shared.body, url).not.toContain('evil.example');
      expect(shared.headers['cache-control'], url).toMatch(/^public/);
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
    // The uploaded sitemap would be served instead: let it go (null clears it; left out, it would stay).
    const site = (await t.call({ method: 'GET', url: '/api/site-management', token: t.adminToken })).json().data;
    const cleared = await t.call({
      method: 'PATCH',
      url: `/api/site-management/${site._id}`,
      token: t.adminToken,
      payload: { siteUrl: 'https://herald.example', sitemap: null },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.sitemap).toBeNull();
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
    // 50,000 rows written and read back as XML: 41 s measured beside the browser tests on 2 cores.
  }, 180_000);

  it('gives titles, summaries and names as text, so a reader shows `<`, `"` and `&` as written', async () => {
    const headline = 'Why 3 < 4 "matters" <b>';
    const live = await content(headline, 'Published');
    // A real XML parser, which turns entities and CDATA back into the text they stand for.
    const xml = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      parseTagValue: false,
      htmlEntities: false,
      isArray: (name) => ['item', 'entry', 'link'].includes(name),
    });
    const atomAnswer = await visitor('/atom.xml');
    expect(atomAnswer.headers['content-type']).toContain('application/atom+xml');
    const atom = xml.parse(atomAnswer.body).feed;
    const entry = atom.entry.find((e: { id: string }) => e.id.endsWith(`/${live.permaLink}`));
    expect(entry.title).toEqual({ '#text': headline, '@type': 'text' });
    expect(entry.summary).toEqual({ '#text': `${headline}, in short`, '@type': 'text' });
    expect(entry.author.name).toBe('Administrator');
    expect(atom.title['@type']).toBe('text');
    expect(atom.link.map((l: { '@rel': string }) => l['@rel'])).toEqual(['alternate', 'self']);

    const rss = xml.parse((await visitor('/rss.xml')).body).rss.channel;
    const item = rss.item.find((i: { link: string[] }) => i.link[0].endsWith(`/${live.permaLink}`));
    expect(item.title).toBe(headline);
    // RSS descriptions are read as HTML: the plain text goes in escaped, and reads back as written.
    expect(item.description).toBe('Why 3 &lt; 4 &quot;matters&quot; &lt;b&gt;, in short');
    expect(item['dc:creator']).toBe('Administrator');
    expect(item.guid).toEqual({ '#text': item.link[0], '@isPermaLink': 'false' });
    expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
  });
});
