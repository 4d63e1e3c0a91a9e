import { messages } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.js';

/** Every editable model answers a save against an older version the same way. */
let t: TestApp;
let editor: { token: string; name: string };
beforeAll(async () => {
  t = await createTestApp();
  const { token, user } = await t.userWith(
    {
      Role: ['Read', 'Write', 'Edit'],
      User: ['Read', 'Write', 'Edit'],
      Category: ['Read', 'Write', 'Edit'],
      BreakingNews: ['Read', 'Write', 'Edit'],
      Cms: ['Read'],
    },
    'Second Editor',
  );
  editor = { token, name: user.name };
});
afterAll(() => t.close());

interface Model {
  name: string;
  /** Creates a record; answers its id, its version and the field a save changes. */
  create(): Promise<{ id: string; updatedAt: string }>;
  save(id: string, value: string, updatedAt: string | undefined, token: string): ReturnType<TestApp['call']>;
  read(id: string): Promise<string>;
}

let counter = 0;
const models: Model[] = [
  {
    name: 'role',
    async create() {
      counter += 1;
      const payload = { name: `Desk ${counter}`, description: 'Night desk', modelPermissions: { Cms: ['Read'] } };
      const r = await t.call({ method: 'POST', url: '/api/role/create', token: t.adminToken, payload });
      return { id: r.json().data._id, updatedAt: r.json().data.updatedAt };
    },
    save: (id, value, updatedAt, token) =>
      t.call({ method: 'PATCH', url: `/api/role/${id}`, token, payload: { _id: id, description: value, updatedAt } }),
    async read(id) {
      return (await t.call({ method: 'GET', url: `/api/role/${id}`, token: t.adminToken })).json().data.description;
    },
  },
  {
    name: 'user',
    async create() {
      const { user } = await t.userWith({ Cms: ['Read'] });
      return { id: user._id, updatedAt: user.updatedAt };
    },
    save: (id, value, updatedAt, token) =>
      t.call({ method: 'PATCH', url: '/api/user', token, payload: { _id: id, city: value, updatedAt } }),
    async read(id) {
      return (await t.call({ method: 'GET', url: `/api/user/${id}`, token: t.adminToken })).json().data.city;
    },
  },
  {
    name: 'category',
    async create() {
      counter += 1;
      const payload = { name: `Harbour news ${counter}` };
      const r = await t.call({ method: 'POST', url: '/api/category/create', token: t.adminToken, payload });
      return { id: r.json().data._id, updatedAt: r.json().data.updatedAt };
    },
    save: (id, value, updatedAt, token) =>
      t.call({
        method: 'PATCH',
        url: `/api/category/${id}`,
        token,
        payload: { _id: id, description: value, updatedAt },
      }),
    async read(id) {
      const list = (await t.call({ method: 'GET', url: '/api/category/list', token: t.adminToken })).json().data;
      return list.find((c: { _id: string }) => c._id === id).description;
    },
  },
  {
    name: 'breaking news',
    async create() {
      counter += 1;
      const payload = { title: `Flood warning ${counter}` };
      const r = await t.call({ method: 'POST', url: '/api/breaking-news', token: t.adminToken, payload });
      return { id: r.json().data._id, updatedAt: r.json().data.updatedAt };
    },
    save: (id, value, updatedAt, token) =>
      t.call({ method: 'PATCH', url: `/api/breaking-news/${id}`, token, payload: { title: value, updatedAt } }),
    async read(id) {
      const page = (await t.call({ method: 'GET', url: '/api/breaking-news?all=true', token: t.adminToken })).json();
      return page.data.items.find((n: { _id: string }) => n._id === id).title;
    },
  },
];

describe.each(models)('a stale save of a $name', (model) => {
  it('is refused with 409 naming who changed it and when, and changes nothing', async () => {
    const { id, updatedAt } = await model.create();
    const first = await model.save(id, 'First change', updatedAt, editor.token);
    expect(first.statusCode).toBe(200);
    const second = await model.save(id, 'Second change', updatedAt, t.adminToken);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(messages.staleItem(editor.name));
    expect(second.json().error.fields).toEqual({ updatedBy: editor.name, updatedAt: first.json().data.updatedAt });
    expect(await model.read(id)).toBe('First change');
  });

  it('goes through with the current version, or with none', async () => {
    const { id, updatedAt } = await model.create();
    const first = await model.save(id, 'One', updatedAt, t.adminToken);
    expect(first.statusCode).toBe(200);
    expect((await model.save(id, 'Two', first.json().data.updatedAt, t.adminToken)).statusCode).toBe(200);
    expect((await model.save(id, 'Three', undefined, t.adminToken)).statusCode).toBe(200);
    expect(await model.read(id)).toBe('Three');
  });

  it('with a version that is not a date is refused with 400 naming updatedAt', async () => {
    const { id } = await model.create();
    const response = await model.save(id, 'Never', 'yesterday-ish', t.adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('updatedAt');
  });
});
