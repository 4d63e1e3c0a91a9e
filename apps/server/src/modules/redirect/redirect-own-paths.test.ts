import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let webDir: string;
let itemId: string;

const create = (payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/redirect-url', token: t.adminToken, payload });
const total = async () =>
  (await t.call({ method: 'GET', url: '/api/redirect-url', token: t.adminToken })).json().data.total as number;

beforeAll(async () => {
  // A built web app, as `npm start` serves it: its files are the server's own addresses too.
  webDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Masthead</title>');
  await writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(webDir, 'assets', 'app-1234.js'), 'export {}');
  t = await createTestApp({ webDir });
  const item = await t.call({
    method: 'POST',
    url: '/api/cms/create',
    token: t.adminToken,
    payload: { title: 'Draft to preview', type: 'Article' },
  });
  expect(item.statusCode, item.body).toBe(201);
  itemId = item.json().data._id;
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

/** Every kind of address the server answers itself. */
const own = () => [
  `/preview/${itemId}`,
  '/preview/home',
  '/collab',
  '/collab?document=x',
  '/sitemap.xml',
  '/sitemap-2.xml',
  '/robots.txt',
  '/rss.xml',
  '/atom.xml',
  '/rss/news.xml',
  '/atom/news.xml',
  '/favicon.ico',
  '/favicon.svg',
  '/assets/app-1234.js',
  '/preview-assets/katex/katex.min.css',
  '/media/2026/photo.jpg',
  '/api/public/home',
  '/user',
  '/article/edit/123',
  '/',
  `https://any.example/preview/${itemId}/`,
];

describe('redirects never take over what the server answers itself', () => {
  it('refuses every address the server answers as an Old Url, naming the field; nothing stored', async () => {
    const before = await total();
    for (const oldUrl of own()) {
      const response = await create({ oldUrl, redirectUrl: 'https://phishing.example/login' });
      expect(response.statusCode, oldUrl).toBe(400);
      expect(response.json().error.fields, oldUrl).toEqual({ oldUrl: messages.oldUrlServedHere });
    }
    expect(await total()).toBe(before);
  });

  it('refuses one in an edit and in an import row too', async () => {
    const created = (await create({ oldUrl: '/old/campaign', redirectUrl: '/news' })).json().data;
    const moved = await t.call({
      method: 'PATCH',
      url: `/api/redirect-url/${created._id}`,
      token: t.adminToken,
      payload: { oldUrl: '/collab', updatedAt: created.updatedAt },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields).toEqual({ oldUrl: messages.oldUrlServedHere });
    const report = await t.call({
      method: 'POST',
      url: '/api/redirect-url/import',
      token: t.adminToken,
      payload: { csv: `/preview/${itemId},https://phishing.example\n/robots.txt,/x\n/old/ok,/news\n` },
    });
    expect(report.json().data).toMatchObject({ added: 1, refused: 2 });
    expect(report.json().data.rows[0].message).toBe(messages.oldUrlServedHere);
  });

  it('still takes addresses nobody here answers, which the web app would otherwise fall back on', async () => {
    for (const oldUrl of ['/2019/budget-story', '/previews-of-2019', '/collaborators', '/rss-feed']) {
      const response = await create({ oldUrl, redirectUrl: '/news' });
      expect(response.statusCode, `${oldUrl} ${response.body}`).toBe(201);
    }
    const served = await t.call({ method: 'GET', url: '/2019/budget-story' });
    expect(served.statusCode).toBe(301);
    expect(served.headers.location).toBe('/news');
    // Without a redirect the web app answers the address.
    expect((await t.call({ method: 'GET', url: '/never/redirected' })).statusCode).toBe(200);
  });

  it('never serves a redirect of one stored before they were refused; it can still be switched off', async () => {
    await t.database.db.execute(sql`insert into redirects (old_url, redirect_url, status_code)
      values ('/collab', 'https://phishing.example', 301), (${`/preview/${itemId}`}, 'https://phishing.example', 302),
        ('/robots.txt', 'https://phishing.example', 301)`);
    // Any save reads the redirects again.
    expect((await create({ oldUrl: '/old/reload', redirectUrl: '/news' })).statusCode).toBe(201);
    for (const url of ['/collab', `/preview/${itemId}`, '/robots.txt']) {
      const response = await t.call({ method: 'GET', url });
      expect(response.statusCode, url).not.toBe(301);
      expect(response.statusCode, url).not.toBe(302);
      expect(response.headers.location, url).toBeUndefined();
      const resolved = await t.call({ method: 'GET', url: `/api/public/redirect?path=${encodeURIComponent(url)}` });
      expect(resolved.statusCode, url).toBe(404);
    }
    // Co-editing still connects: the WebSocket upgrade is answered by the collab server, not a 301.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const upgraded = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${address.replace('http', 'ws')}/collab`);
      socket.on('upgrade', (response) => resolve(response.statusCode ?? 0));
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('error', () => resolve(-1));
      socket.on('open', () => socket.close());
    });
    expect(upgraded).toBe(101);

    const list = (await t.call({ method: 'GET', url: '/api/redirect-url?search=collab', token: t.adminToken })).json()
      .data.items as { _id: string; oldUrl: string; updatedAt: string }[];
    const stored = list.find((row) => row.oldUrl === '/collab');
    if (!stored) throw new Error('the stored /collab redirect is listed');
    const off = await t.call({
      method: 'PATCH',
      url: `/api/redirect-url/${stored._id}`,
      token: t.adminToken,
      payload: { status: 'Disable', updatedAt: stored.updatedAt },
    });
    expect(off.statusCode, off.body).toBe(200);
    const on = await t.call({
      method: 'PATCH',
      url: `/api/redirect-url/${stored._id}`,
      token: t.adminToken,
      payload: { status: 'Enable', updatedAt: off.json().data.updatedAt },
    });
    expect(on.statusCode).toBe(400);
    expect(on.json().error.fields).toEqual({ oldUrl: messages.oldUrlServedHere });
  });
});
