import { messages } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>, token = t.adminToken) =>
  t.call({ method: 'POST', url: '/api/breaking-news', token, payload });
const patch = (id: string, payload: Record<string, unknown>, token = t.adminToken) =>
  t.call({ method: 'PATCH', url: `/api/breaking-news/${id}`, token, payload });
const list = (query = '', token = t.adminToken) => t.call({ method: 'GET', url: `/api/breaking-news${query}`, token });

describe('breaking news', () => {
  it('adds a headline with or without a link, active, and lists it newest first', async () => {
    const first = await create({ title: 'Bridge closed after storm' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ title: 'Bridge closed after storm', url: '', status: 'Enable' });
    const second = await create({ title: 'Polls close at 8', url: 'https://example.com/live/polls' });
    expect(second.json().data.url).toBe('https://example.com/live/polls');
    const page = (await list()).json().data;
    expect(page.items.slice(0, 2).map((n: { title: string }) => n.title)).toEqual([
      'Polls close at 8',
      'Bridge closed after storm',
    ]);
    expect(page).toMatchObject({ page: 1, pageSize: 10 });
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it('refuses a missing headline and a link that is not http(s), naming the field, storing nothing', async () => {
    const before = (await list()).json().data.total;
    const blank = await create({ title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.title).toBe(messages.headlineRequired);
    const script = await create({ title: 'Click me', url: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    expect(script.json().error.fields).toHaveProperty('url');
    // A path that leaves the site (`//host`) is no path of ours.
    const away = await create({ title: 'Elsewhere', url: '//evil.example/news' });
    expect(away.statusCode).toBe(400);
    expect(away.json().error.fields.url).toBe(messages.urlOrPathInvalid);
    expect((await list()).json().data.total).toBe(before);
  });

  it('links to a story of our own site by its path (DECISIONS: a site path where the field means one)', async () => {
    const created = await create({ title: 'Harbour ferries back', url: '/news/harbour-ferries-back' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.url).toBe('/news/harbour-ferries-back');
    const edited = await patch(created.json().data._id, {
      url: '/harbour-ferries-back',
      updatedAt: created.json().data.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.url).toBe('/harbour-ferries-back');
    const shown = await t.call({ method: 'GET', url: '/api/public/breaking-news' });
    expect(JSON.stringify(shown.json())).toContain('/harbour-ferries-back');
  });

  it('edits, switches Inactive and Active, and deletes', async () => {
    const { _id: id } = (await create({ title: 'Fire on the quay' })).json().data;
    const edited = await patch(id, { title: 'Fire on the quay is out', url: 'https://example.com/fire' });
    expect(edited.json().data).toMatchObject({ title: 'Fire on the quay is out', url: 'https://example.com/fire' });
    expect((await patch(id, { status: 'Disable' })).json().data.status).toBe('Disable');
    expect((await patch(id, { status: 'Enable' })).json().data.status).toBe('Enable');
    const removed = await t.call({ method: 'DELETE', url: `/api/breaking-news/${id}`, token: t.adminToken });
    expect(removed.statusCode).toBe(204);
    expect((await patch(id, { title: 'Again' })).statusCode).toBe(404);
  });

  it('needs BreakingNews rights: Read to list, Write to add, Edit to change, Remove to delete', async () => {
    const { _id: id } = (await create({ title: 'Rights check' })).json().data;
    const reader = await t.userWith({ BreakingNews: ['Read'] });
    expect((await list('', reader.token)).statusCode).toBe(200);
    expect((await create({ title: 'Nope' }, reader.token)).statusCode).toBe(403);
    expect((await patch(id, { status: 'Disable' }, reader.token)).statusCode).toBe(403);
    const remove = await t.call({ method: 'DELETE', url: `/api/breaking-news/${id}`, token: reader.token });
    expect(remove.statusCode).toBe(403);
    const nobody = await t.userWith({ Cms: ['Read'] });
    expect((await list('', nobody.token)).statusCode).toBe(403);
  });
});
