import { messages } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>, token = t.adminToken) =>
  t.call({ method: 'POST', url: '/api/category/create', token, payload });
const patch = (id: string, payload: Record<string, unknown>, token = t.adminToken) =>
  t.call({ method: 'PATCH', url: `/api/category/${id}`, token, payload });

describe('categories', () => {
  it('creates categories with a slug from the permalink helper, and shows them as a tree', async () => {
    const news = await create({
      name: 'World News & Views',
      description: 'Everything abroad',
      seo: { title: 'World', description: 'World news', metaTags: [{ property: 'keywords', content: 'world, news' }] },
    });
    expect(news.statusCode).toBe(201);
    expect(news.json().data).toMatchObject({
      name: 'World News & Views',
      slug: 'world-news--views',
      active: true,
      parent: [],
    });
    const europe = (await create({ name: 'Europe', parent: news.json().data._id })).json().data;
    expect(europe.parent).toEqual([{ _id: news.json().data._id, name: 'World News & Views' }]);
    const tree = (await t.call({ method: 'GET', url: '/api/category/', token: t.adminToken })).json().data;
    const root = tree.find((c: { name: string }) => c.name === 'World News & Views');
    expect(root.children.map((c: { name: string }) => c.name)).toEqual(['Europe']);
    const list = (await t.call({ method: 'GET', url: '/api/category/list', token: t.adminToken })).json().data;
    expect(list.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Europe', 'World News & Views']));
  });

  it('requires a name, keeps keywords within 500 characters, refuses a taken slug', async () => {
    expect((await create({ name: '' })).json().error.fields).toEqual({ name: messages.nameRequired });
    const long = await create({
      name: 'Long',
      seo: { metaTags: [{ property: 'keywords', content: 'k'.repeat(501) }] },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields['seo.metaTags.0.content']).toBe('Must be at most 500 characters');
    await create({ name: 'Sport', slug: 'sport' });
    const taken = await create({ name: 'Sports', slug: 'sport' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.slug).toBe(messages.slugTaken);
    // An automatic slug steps aside instead.
    expect((await create({ name: 'Sport' })).json().data.slug).toBe('sport-2');
  });

  it('edits a category, toggles active, and refuses to make it its own ancestor', async () => {
    const a = (await create({ name: 'Alpha' })).json().data;
    const b = (await create({ name: 'Beta', parent: a._id })).json().data;
    const c = (await create({ name: 'Gamma', parent: b._id })).json().data;
    const edited = await patch(a._id, { name: 'Alpha One', active: false });
    expect(edited.json().data).toMatchObject({ name: 'Alpha One', active: false });
    for (const parent of [a._id, c._id]) {
      const cycle = await patch(a._id, { parent });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().error.message).toBe(messages.categoryCycle);
    }
    const moved = await patch(c._id, { parent: null });
    expect(moved.json().data.parent).toEqual([]);
    expect((await patch('00000000-0000-4000-8000-000000000000', { name: 'x' })).statusCode).toBe(404);
  });

  it('removes only a category with no child and no content', async () => {
    const parent = (await create({ name: 'Parent' })).json().data;
    const child = (await create({ name: 'Child', parent: parent._id })).json().data;
    const refused = await t.call({ method: 'DELETE', url: `/api/category/${parent._id}`, token: t.adminToken });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(messages.categoryInUse);
    await t.call({
      method: 'POST',
      url: '/api/cms/create',
      token: t.adminToken,
      payload: { title: 'Uses child', categories: [child._id] },
    });
    expect(
      (await t.call({ method: 'DELETE', url: `/api/category/${child._id}`, token: t.adminToken })).statusCode,
    ).toBe(409);
    const lonely = (await create({ name: 'Lonely' })).json().data;
    expect(
      (await t.call({ method: 'DELETE', url: `/api/category/${lonely._id}`, token: t.adminToken })).statusCode,
    ).toBe(204);
  });

  it('lets content writers read categories but not change them', async () => {
    const writer = await t.userWith({ Cms: ['Read', 'Write'] });
    expect((await t.call({ method: 'GET', url: '/api/category/list', token: writer.token })).statusCode).toBe(200);
    expect((await create({ name: 'Nope' }, writer.token)).statusCode).toBe(403);
  });
});

describe('category URL', () => {
  it('takes an http(s) address or a site path, and refuses other schemes with 400 naming the field', async () => {
    expect((await create({ name: 'On site', url: '/news/on-site' })).json().data.url).toBe('/news/on-site');
    expect((await create({ name: 'Elsewhere', url: 'https://example.com/x' })).json().data.url).toBe(
      'https://example.com/x',
    );
    for (const url of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.example']) {
      const refused = await create({ name: `Hostile ${url}`, url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error.fields).toEqual({ url: messages.urlOrPathInvalid });
    }
    const id = (await create({ name: 'Edited later' })).json().data._id;
    const patched = await patch(id, { url: 'vbscript:msgbox(1)' });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().error.fields).toEqual({ url: messages.urlOrPathInvalid });
  });
});
