import { type Menu, messages } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let news: { _id: string; slug: string };
let sport: { _id: string; slug: string };
let football: { _id: string; slug: string };
let about: { _id: string; permaLink: string };

const call = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object, token = t.adminToken) =>
  t.call({ method, url, token, payload });
const entry = (
  itemId: string,
  menuType: 'Category' | 'Page' | 'Blog',
  title: string,
  parent: string | null = null,
) => ({
  itemId,
  menuType,
  title,
  parent,
});

beforeAll(async () => {
  t = await createTestApp();
  const category = async (name: string, parent?: string) =>
    (await call('POST', '/api/category/create', { name, ...(parent ? { parent } : {}) })).json().data;
  news = await category('News');
  sport = await category('Sport');
  football = await category('Football', sport._id);
  const page = await call('POST', '/api/cms/create', {
    title: 'About us',
    type: 'Page',
    status: 'Published',
    body: [{ title: '', body: '<p>Who we are</p>' }],
  });
  expect(page.statusCode, page.body).toBe(201);
  about = page.json().data;
});
afterAll(() => t.close());

describe('menus', () => {
  let top: Menu;

  it('creates a menu with a nested tree, inactive until activated', async () => {
    const response = await call('POST', '/api/menu/create', {
      name: 'menu-1',
      items: [
        entry(news._id, 'Category', 'News'),
        entry(sport._id, 'Category', 'Sport'),
        entry(football._id, 'Category', 'Football', sport._id),
        entry(about._id, 'Page', 'About'),
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    top = response.json().data;
    expect(top).toMatchObject({ name: 'menu-1', active: false });
    expect(top.items[2]).toEqual({
      itemId: football._id,
      menuType: 'Category',
      title: 'Football',
      url: '',
      parent: sport._id,
      expanded: true,
    });
    expect(top.categories).toEqual([news._id, sport._id, football._id]);
    const list = (await call('GET', '/api/menu')).json().data;
    expect(list.items.map((menu: Menu) => menu._id)).toContain(top._id);
  });

  it('refuses an item twice, a tree deeper than 3, a parent not above, and a missing target', async () => {
    const cases: [unknown[], string][] = [
      [[entry(news._id, 'Category', 'News'), entry(news._id, 'Category', 'News again')], messages.menuItemTwice],
      [
        [entry(football._id, 'Category', 'Football', sport._id), entry(sport._id, 'Category', 'Sport')],
        messages.menuParentMissing,
      ],
      [
        [
          entry(news._id, 'Category', 'A'),
          entry(sport._id, 'Category', 'B', news._id),
          entry(football._id, 'Category', 'C', sport._id),
          entry(about._id, 'Page', 'D', football._id),
        ],
        messages.menuTooDeep,
      ],
      [[entry('6f1c1f8e-0000-4000-8000-000000000000', 'Category', 'Gone')], messages.menuItemMissing],
      [[entry(news._id, 'Page', 'Not a page')], messages.menuItemMissing],
    ];
    for (const [items, message] of cases) {
      const response = await call('POST', '/api/menu/create', { name: 'menu-2', items });
      expect(response.statusCode, message).toBe(400);
      expect(response.body).toContain(message);
    }
    const nameless = await call('POST', '/api/menu/create', { items: [] });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.body).toContain(messages.menuNameRequired);
  });

  it('activates one menu per name: activating another deactivates the first', async () => {
    const activated = await call('PATCH', `/api/menu/${top._id}`, { _id: top._id, active: true });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().data.active).toBe(true);
    const second = (
      await call('POST', '/api/menu/create', { name: 'menu-1', items: [entry(news._id, 'Category', 'News')] })
    ).json().data;
    const footer = (await call('POST', '/api/menu/create', { name: 'menu-2', items: [] })).json().data;
    await call('PATCH', `/api/menu/${footer._id}`, { active: true });
    expect((await call('PATCH', `/api/menu/${second._id}`, { active: true })).statusCode).toBe(200);
    const byId = async (id: string) => (await call('GET', `/api/menu/${id}`)).json().data as Menu;
    expect((await byId(top._id)).active).toBe(false);
    expect((await byId(second._id)).active).toBe(true);
    expect((await byId(footer._id)).active).toBe(true);
    // Back to the first for the public tests.
    expect((await call('PATCH', `/api/menu/${top._id}`, { active: true })).statusCode).toBe(200);
    expect((await byId(second._id)).active).toBe(false);
  });

  it('saves the whole menu under the stale-write rule', async () => {
    const current = (await call('GET', `/api/menu/${top._id}`)).json().data as Menu;
    const items = [...current.items.slice(0, 3), { ...current.items[3], title: 'About the paper' }];
    const saved = await call('PATCH', `/api/menu/${top._id}`, { items, updatedAt: current.updatedAt });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.items[3].title).toBe('About the paper');
    const late = await call('PATCH', `/api/menu/${top._id}`, { items: [], updatedAt: current.updatedAt });
    expect(late.statusCode).toBe(409);
    expect(((await call('GET', `/api/menu/${top._id}`)).json().data as Menu).items).toHaveLength(4);
  });

  it('serves the active menu to the public site as a tree with resolved addresses', async () => {
    const response = await t.call({ method: 'GET', url: '/api/public/menu/top' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      name: 'menu-1',
      items: [
        { title: 'News', url: `/category/${news.slug}`, type: 'Category', children: [] },
        {
          title: 'Sport',
          url: `/category/${sport.slug}`,
          type: 'Category',
          children: [{ title: 'Football', url: `/category/${football.slug}`, type: 'Category', children: [] }],
        },
        { title: 'About the paper', url: `/${about.permaLink}`, type: 'Page', children: [] },
      ],
    });
    expect((await t.call({ method: 'GET', url: '/api/public/menu/menu-1' })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/public/menu/sidebar' })).statusCode).toBe(400);
  });

  it('drops a retracted page from the public menu, and answers 404 once no menu is active', async () => {
    await call('PATCH', `/api/cms/${about._id}`, { status: 'Retract' });
    const items = (await t.call({ method: 'GET', url: '/api/public/menu/top' })).json().data.items;
    expect(items.map((item: { title: string }) => item.title)).toEqual(['News', 'Sport']);
    await call('PATCH', `/api/menu/${top._id}`, { active: false });
    const none = await t.call({ method: 'GET', url: '/api/public/menu/top' });
    expect(none.statusCode).toBe(404);
    expect(none.headers['cache-control']).toBe('public, max-age=30');
  });

  it('deletes with Remove only; reads with Read; 401 without a token', async () => {
    const reader = await t.userWith({ Menu: ['Read'] });
    const remover = await t.userWith({ Menu: ['Read', 'Remove'] });
    expect((await t.call({ method: 'GET', url: '/api/menu' })).statusCode).toBe(401);
    expect((await call('GET', '/api/menu', undefined, reader.token)).statusCode).toBe(200);
    expect((await call('POST', '/api/menu/create', { name: 'menu-2', items: [] }, reader.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/menu/${top._id}`, undefined, reader.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/menu/${top._id}`, undefined, remover.token)).statusCode).toBe(204);
    expect((await call('GET', `/api/menu/${top._id}`)).statusCode).toBe(404);
  });
});
