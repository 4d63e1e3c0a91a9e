import { messages } from '@masthead/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let logoId: string;
let sitemapId: string;
let robotsId: string;
beforeAll(async () => {
  t = await createTestApp();
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#036' } })
    .png()
    .toBuffer();
  logoId = (await t.upload(png, 'logo.png')).json().data._id;
  const sitemap =
    '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/</loc></url></urlset>';
  sitemapId = (await t.upload(Buffer.from(sitemap), 'sitemap.xml', { tag: 'sitemap' })).json().data._id;
  robotsId = (await t.upload(Buffer.from('User-agent: *\nDisallow: /admin\n'), 'robots.txt', { tag: 'robots' })).json()
    .data._id;
});
afterAll(() => t.close());

const settings = (overrides: Record<string, unknown> = {}) => ({
  siteName: 'Harbour Herald',
  siteUrl: 'https://herald.example',
  siteLogo: logoId,
  siteFavicon: logoId,
  footerLogo: logoId,
  sitemap: sitemapId,
  robotFile: robotsId,
  googleAnalytics: '<script>gtag("config", "G-1")</script>',
  facebookAnalytics: '',
  footerCopyright: '© Harbour Herald',
  facebookProfile: 'https://facebook.com/herald',
  youtubeProfile: '',
  twitterProfile: 'https://x.com/herald',
  instagramProfile: '',
  linkedInProfile: '',
  seo: {
    title: 'Harbour Herald',
    description: 'News from the harbour',
    metaTags: [{ property: 'keywords', content: 'harbour' }],
  },
  ...overrides,
});

describe('site management', () => {
  it('answers empty settings before the first save, then creates them once and updates them', async () => {
    const empty = await t.call({ method: 'GET', url: '/api/site-management', token: t.adminToken });
    expect(empty.json().data).toMatchObject({ _id: null, siteName: '' });
    const created = await t.call({
      method: 'POST',
      url: '/api/site-management',
      token: t.adminToken,
      payload: settings(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const site = created.json().data;
    expect(site).toMatchObject({
      siteName: 'Harbour Herald',
      googleAnalytics: '<script>gtag("config", "G-1")</script>',
    });
    expect(site.siteLogo.url).toMatch(/^\/media\//);
    expect(site.sitemap.name).toBe('sitemap.xml');
    const again = await t.call({
      method: 'POST',
      url: '/api/site-management',
      token: t.adminToken,
      payload: settings(),
    });
    expect(again.statusCode).toBe(409);
    const updated = await t.call({
      method: 'PATCH',
      url: `/api/site-management/${site._id}`,
      token: t.adminToken,
      payload: settings({ siteName: 'The Harbour Herald', updatedAt: site.updatedAt }),
    });
    expect(updated.json().data.siteName).toBe('The Harbour Herald');
    const stale = await t.call({
      method: 'PATCH',
      url: `/api/site-management/${site._id}`,
      token: t.adminToken,
      payload: settings({ updatedAt: site.updatedAt }),
    });
    expect(stale.statusCode).toBe(409);
    // The shell's start-up call, open to everyone.
    const detail = (await t.call({ method: 'GET', url: '/api/site-management/siteDetail' })).json().data;
    expect(detail).toMatchObject({ _id: site._id, siteName: 'The Harbour Herald', seo: { title: 'Harbour Herald' } });
    expect(detail.siteFavicon.url).toMatch(/^\/media\//);
    expect(JSON.stringify(detail)).not.toContain('gtag');
    // The public site gets the analytics snippet to place, and the rest of what it shows.
    const publicSite = (await t.call({ method: 'GET', url: '/api/public/site' })).json().data;
    expect(publicSite).toMatchObject({
      siteName: 'The Harbour Herald',
      analytics: { google: '<script>gtag("config", "G-1")</script>' },
      profiles: { twitter: 'https://x.com/herald' },
    });
    expect(publicSite.siteLogo).toMatch(/^\/media\//);
  });

  it('refuses missing required fields, bad profile addresses and files of the wrong kind', async () => {
    const missing = await t.call({
      method: 'POST',
      url: '/api/site-management',
      token: t.adminToken,
      payload: { seo: {} },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({
      siteName: messages.siteNameRequired,
      'seo.title': messages.seoTitleRequired,
      'seo.description': messages.seoDescriptionRequired,
    });
    const profile = await t.call({
      method: 'POST',
      url: '/api/site-management',
      token: t.adminToken,
      payload: settings({ twitterProfile: 'javascript:alert(1)' }),
    });
    expect(profile.json().error.fields.twitterProfile).toBe(messages.urlInvalid);
    const site = (await t.call({ method: 'GET', url: '/api/site-management', token: t.adminToken })).json().data;
    const wrongKind = await t.call({
      method: 'PATCH',
      url: `/api/site-management/${site._id}`,
      token: t.adminToken,
      payload: settings({ sitemap: logoId }),
    });
    expect(wrongKind.json().error.fields.sitemap).toBe(messages.sitemapNotXml);
  });

  it('refuses a sitemap that is not well-formed XML and a robots file that is not text, keeping neither', async () => {
    const broken = await t.upload(Buffer.from('<urlset><url></urlset>'), 'sitemap.xml', { tag: 'sitemap' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe(messages.sitemapNotXml);
    const binary = await t.upload(Buffer.from([0x00, 0x01, 0xff, 0xfe]), 'robots.txt', { tag: 'robots' });
    expect(binary.statusCode).toBe(400);
    expect(binary.json().error.message).toBe(messages.robotsNotText);
  });

  it('needs the Site right to read and change the settings', async () => {
    const nobody = await t.userWith({ Cms: ['Read'] });
    expect((await t.call({ method: 'GET', url: '/api/site-management', token: nobody.token })).statusCode).toBe(403);
    const reader = await t.userWith({ Site: ['Read'] });
    expect((await t.call({ method: 'GET', url: '/api/site-management', token: reader.token })).statusCode).toBe(200);
    const post = await t.call({
      method: 'POST',
      url: '/api/site-management',
      token: reader.token,
      payload: settings(),
    });
    expect(post.statusCode).toBe(403);
  });
});
