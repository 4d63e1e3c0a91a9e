import { type Menu, messages } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let news: { _id: string; slug: string };
let sport: { _id: string; slug: string };

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.call({ method, url, token: t.adminToken, payload });
const entry = (itemId: string, title: string, url?: string, parent: string | null = null) => ({
  itemId,
  menuType: 'Category' as const,
  title,
  parent,
  ...(url === undefined ? {} : { url }),
});
const publicTop = async () => (await t.call({ method: 'GET', url: '/api/public/menu/top' })).json().data;

/** Addresses a browser would run, or follow off the site, from a menu link. */
const hostile = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/login',
  '/\\evil.example/login',
  'ftp://files.example/x',
  'http://',
];

beforeAll(async () => {
  t = await createTestApp();
  const category = async (name: string) => (await call('POST', '/api/category/create', { name })).json().data;
  news = await category('News');
  sport = await category('Sport');
});
afterAll(() => t.close());

describe('menu entry addresses', () => {
  it('refuses any address but a site path or http(s), at the top and nested, naming the field; nothing stored', async () => {
    const before = (await call('GET', '/api/menu')).json().data.total;
    for (const url of hostile) {
      const top = await call('POST', '/api/menu/create', { name: 'menu-1', items: [entry(news._id, 'News', url)] });
      expect(top.statusCode, url).toBe(400);
      expect(top.json().error.fields, url).toEqual({ 'items.0.url': messages.urlOrPathInvalid });
      const nested = await call('POST', '/api/menu/create', {
        name: 'menu-1',
        items: [entry(news._id, 'News', '/news'), entry(sport._id, 'Sport', url, news._id)],
      });
      expect(nested.statusCode, url).toBe(400);
      expect(nested.json().error.fields, url).toEqual({ 'items.1.url': messages.urlOrPathInvalid });
    }
    expect((await call('GET', '/api/menu')).json().data.total).toBe(before);
  });

  it('refuses them in a save of an existing menu too, which keeps its entries', async () => {
    const menu = (await call('POST', '/api/menu/create', { name: 'menu-2', items: [entry(news._id, 'News')] })).json()
      .data as Menu;
    for (const url of hostile) {
      const saved = await call('PATCH', `/api/menu/${menu._id}`, {
        items: [entry(news._id, 'News'), entry(sport._id, 'Sport', url, news._id)],
      });
      expect(saved.statusCode, url).toBe(400);
      expect(saved.json().error.fields, url).toEqual({ 'items.1.url': messages.urlOrPathInvalid });
    }
    const kept = (await call('GET', `/api/menu/${menu._id}`)).json().data as Menu;
    expect(kept.items).toHaveLength(1);
    expect(kept.updatedAt).toBe(menu.updatedAt);
  });

  it('keeps site paths and http(s) addresses, and serves them', async () => {
    const created = await call('POST', '/api/menu/create', {
      name: 'menu-1',
      items: [entry(news._id, 'News', ' /latest?from=menu '), entry(sport._id, 'Sport', 'https://sport.example/live')],
    });
    expect(created.statusCode, created.body).toBe(201);
    const menu = created.json().data as Menu;
    expect(menu.items.map((item) => item.url)).toEqual(['/latest?from=menu', 'https://sport.example/live']);
    expect((await call('PATCH', `/api/menu/${menu._id}`, { active: true })).statusCode).toBe(200);
    expect((await publicTop()).items.map((item: { url: string }) => item.url)).toEqual([
      '/latest?from=menu',
      'https://sport.example/live',
    ]);
  });

  it('never serves an unsafe address stored before they were checked: the entry leads to its own page', async () => {
    const menu = (
      await call('POST', '/api/menu/create', {
        name: 'menu-1',
        items: [entry(news._id, 'News'), entry(sport._id, 'Sport', undefined, news._id)],
      })
    ).json().data as Menu;
    expect((await call('PATCH', `/api/menu/${menu._id}`, { active: true })).statusCode).toBe(200);
    // As a version that did not check addresses stored them.
    const items = menu.items.map((item, index) => ({
      ...item,
      url: index === 0 ? 'javascript:alert(document.cookie)' : '//evil.example/login',
    }));
    await t.database.db.execute(sql`update menus set items = ${JSON.stringify(items)}::jsonb where id = ${menu._id}`);
    const served = await publicTop();
    expect(served.items).toEqual([
      {
        title: 'News',
        url: `/category/${news.slug}`,
        type: 'Category',
        children: [{ title: 'Sport', url: `/category/${sport.slug}`, type: 'Category', children: [] }],
      },
    ]);
  });
});
