import { messages } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>, token = t.adminToken) =>
  t.call({ method: 'POST', url: '/api/client', token, payload });
const patch = (id: string, payload: Record<string, unknown>, token = t.adminToken) =>
  t.call({ method: 'PATCH', url: `/api/client/${id}`, token, payload });
const list = (query = '', token = t.adminToken) => t.call({ method: 'GET', url: `/api/client${query}`, token });
const remove = (id: string, token = t.adminToken) => t.call({ method: 'DELETE', url: `/api/client/${id}`, token });
const unique = () => Math.random().toString(36).slice(2, 8);

describe('clients', () => {
  it('adds a client with only a name, or with e-mail and mobile, and lists them by name', async () => {
    const tag = unique();
    const bare = await create({ name: `Zephyr Foods ${tag}` });
    expect(bare.statusCode).toBe(201);
    expect(bare.json().data).toMatchObject({ name: `Zephyr Foods ${tag}`, email: '', mobile: '' });
    const full = await create({
      name: `Acme Motors ${tag}`,
      email: `ads-${tag}@acme.example`,
      mobile: '+44 20 7946 0958',
    });
    expect(full.json().data).toMatchObject({ email: `ads-${tag}@acme.example`, mobile: '+44 20 7946 0958' });
    expect(full.json().data.user.name).toBeTruthy();
    const page = (await list(`?search=${tag}`)).json().data;
    expect(page.items.map((c: { name: string }) => c.name)).toEqual([`Acme Motors ${tag}`, `Zephyr Foods ${tag}`]);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    const options = (await t.call({ method: 'GET', url: '/api/client/options', token: t.adminToken })).json().data;
    expect(options).toContainEqual({ _id: full.json().data._id, name: `Acme Motors ${tag}` });
  });

  it('refuses a missing name, a bad e-mail or mobile, and an e-mail another client has, storing nothing', async () => {
    const tag = unique();
    const before = (await list()).json().data.total;
    const blank = await create({ name: '  ', email: 'not-an-email', mobile: 'call me' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toMatchObject({
      name: messages.nameRequired,
      email: messages.emailInvalid,
      mobile: messages.mobileInvalid,
    });
    await create({ name: 'First', email: `dup-${tag}@example.com` });
    const twice = await create({ name: 'Second', email: `DUP-${tag}@example.com` });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields.email).toBe(messages.clientEmailTaken);
    expect((await list()).json().data.total).toBe(before + 1);
  });

  it('updates a client, refuses a stale save with who and when, and 404s an unknown one', async () => {
    const created = (await create({ name: `Harbour Bank ${unique()}` })).json().data;
    const updated = await patch(created._id, {
      name: 'Harbour Bank plc',
      mobile: '0123 456789',
      updatedAt: created.updatedAt,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ name: 'Harbour Bank plc', mobile: '0123 456789' });
    const stale = await patch(created._id, { name: 'Old', updatedAt: created.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.fields.updatedBy).toBeTruthy();
    expect(
      (await t.call({ method: 'GET', url: `/api/client/${created._id}`, token: t.adminToken })).json().data.name,
    ).toBe('Harbour Bank plc');
    expect((await patch('6f1c2d3e-0000-4000-8000-000000000000', { name: 'X' })).statusCode).toBe(404);
    expect((await patch('nope', { name: 'X' })).statusCode).toBe(404);
  });

  it('refuses to delete a client while an advertisement belongs to it, naming it; deletes it after', async () => {
    const client = (await create({ name: `Seaside Hotels ${unique()}` })).json().data;
    const [ad] = await t.database.db
      .insert(advertisements)
      .values({
        title: 'Summer breaks',
        url: 'https://example.com',
        clientId: client._id,
        startDate: new Date(),
        endDate: new Date(Date.now() + 86_400_000),
        position: 'Top',
        maxImpressions: 100,
      })
      .returning();
    const refused = await remove(client._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('“Summer breaks”');
    await t.database.db.delete(advertisements);
    expect((await remove(client._id)).statusCode).toBe(204);
    expect((await remove(client._id)).statusCode).toBe(404);
    expect(ad).toBeTruthy();
  });

  it('needs Client rights: Read to list, Write to add, Edit (or Edit:own on its own) to change, Remove to delete', async () => {
    const other = (await create({ name: `Owned by admin ${unique()}` })).json().data;
    const reader = await t.userWith({ Client: ['Read'] });
    expect((await list('', reader.token)).statusCode).toBe(200);
    expect((await create({ name: 'Nope' }, reader.token)).statusCode).toBe(403);
    expect((await patch(other._id, { name: 'Nope' }, reader.token)).statusCode).toBe(403);
    expect((await remove(other._id, reader.token)).statusCode).toBe(403);

    const own = await t.userWith({ Client: ['Write', 'EditOwn'] });
    const mine = (await create({ name: `Mine ${unique()}` }, own.token)).json().data;
    expect((await patch(mine._id, { name: 'Mine, renamed' }, own.token)).statusCode).toBe(200);
    const theirs = await patch(other._id, { name: 'Not mine' }, own.token);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error.message).toBe(messages.onlyOwnItems);

    const adSeller = await t.userWith({ Advertisement: ['Write'] });
    expect((await t.call({ method: 'GET', url: '/api/client/options', token: adSeller.token })).statusCode).toBe(200);
    expect((await list('', adSeller.token)).statusCode).toBe(403);
    const nobody = await t.userWith({ Cms: ['Read'] });
    expect((await t.call({ method: 'GET', url: '/api/client/options', token: nobody.token })).statusCode).toBe(403);
  });

  it('Edit:own with Remove deletes only the clients its holder added; Edit with Remove deletes any', async () => {
    const others = (await create({ name: `Not theirs ${unique()}` })).json().data;
    const own = await t.userWith({ Client: ['Write', 'EditOwn', 'Remove'] });
    const mine = (await create({ name: `Theirs ${unique()}` }, own.token)).json().data;

    const refused = await remove(others._id, own.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(messages.onlyOwnItems);
    expect((await t.call({ method: 'GET', url: `/api/client/${others._id}`, token: t.adminToken })).statusCode).toBe(
      200,
    );
    expect((await remove(mine._id, own.token)).statusCode).toBe(204);

    // Remove alone changes nothing it may not edit, its own included.
    const removeOnly = await t.userWith({ Client: ['Write', 'Remove'] });
    const added = (await create({ name: `Added ${unique()}` }, removeOnly.token)).json().data;
    for (const id of [others._id, added._id]) {
      const answer = await remove(id, removeOnly.token);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error.message).toBe(messages.noPermission);
    }

    const editor = await t.userWith({ Client: ['Edit', 'Remove'] });
    expect((await remove(others._id, editor.token)).statusCode).toBe(204);
  });
});
