import { messages } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { ADMIN, createTestApp, type TestApp } from '../../test/harness.js';

/** The first admin as `npm start` creates it from ADMIN_PASSWORD: signed in, it may only choose its own password. */
let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({}, { oneTimeAdmin: true });
  const me = await t.call({ method: 'GET', url: '/api/user/me', token: t.adminToken });
  adminId = me.json().data._id;
});
afterAll(() => t.close());

const OWN = 'my-own-password-9';

describe('a one-time admin password', () => {
  it('signs in, and the answer and /user/me say a new password is needed', async () => {
    const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ email: ADMIN.email, mustChangePassword: true });
    const me = await t.call({ method: 'GET', url: '/api/user/me', token: t.adminToken });
    expect(me.json().data.mustChangePassword).toBe(true);
  });

  it('refuses every other call with a clear 403, writes and reads alike', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/user' },
      { method: 'GET' as const, url: '/api/cms?page=1' },
      { method: 'POST' as const, url: '/api/cms/create', payload: { title: 'Before the password' } },
      { method: 'POST' as const, url: '/api/role/create', payload: { name: 'Sneaky', modelPermissions: {} } },
    ];
    for (const call of calls) {
      const response = await t.call({ ...call, token: t.adminToken });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json().error.message).toBe(messages.passwordChangeRequired);
    }
    const [{ n }] = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from cms_items`));
    expect(n).toBe(0);
  });

  it('refuses a profile edit in place of the password, and the same password again', async () => {
    const me = await t.call({ method: 'GET', url: '/api/user/me', token: t.adminToken });
    const profile = await t.call({
      method: 'PATCH',
      url: '/api/user',
      token: t.adminToken,
      payload: { _id: adminId, name: 'Renamed' },
    });
    expect(profile.statusCode).toBe(403);
    expect(profile.json().error.message).toBe(messages.passwordChangeRequired);
    const same = await t.call({
      method: 'PATCH',
      url: '/api/user',
      token: t.adminToken,
      payload: {
        _id: adminId,
        currentPassword: ADMIN.password,
        password: ADMIN.password,
        confirmPassword: ADMIN.password,
      },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields).toEqual({ password: messages.passwordSameAsOneTime });
    const after = await t.call({ method: 'GET', url: '/api/user/me', token: t.adminToken });
    expect(after.json().data).toMatchObject({ name: me.json().data.name, mustChangePassword: true });
  });

  it('is replaced by a password of its own: a fresh token opens everything, the old password stops working', async () => {
    const change = await t.call({
      method: 'PATCH',
      url: '/api/user',
      token: t.adminToken,
      payload: { _id: adminId, currentPassword: ADMIN.password, password: OWN, confirmPassword: OWN },
    });
    expect(change.statusCode).toBe(200);
    const fresh = change.json().token as string;
    expect(fresh).toMatch(/^ey/);
    const users = await t.call({ method: 'GET', url: '/api/user', token: fresh });
    expect(users.statusCode).toBe(200);
    const me = await t.call({ method: 'GET', url: '/api/user/me', token: fresh });
    expect(me.json().data.mustChangePassword).toBeUndefined();
    // The token of the one-time password ended with it.
    expect((await t.call({ method: 'GET', url: '/api/user/me', token: t.adminToken })).statusCode).toBe(401);
    const old = await t.call({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(old.statusCode).toBe(400);
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN.email, password: OWN },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.mustChangePassword).toBeUndefined();
  });

  it('is not set on users the admin creates, nor by giving another user a password', async () => {
    const token = await t.login(ADMIN.email, OWN);
    const created = await t.call({
      method: 'POST',
      url: '/api/user',
      token,
      payload: {
        email: 'new.reporter@example.com',
        name: 'New Reporter',
        phone: '0123456789',
        roles: [],
        password: 'first-password-1',
        confirmPassword: 'first-password-1',
      },
    });
    expect(created.statusCode).toBe(201);
    const user = created.json().data;
    const set = await t.call({
      method: 'PATCH',
      url: '/api/user',
      token,
      payload: { _id: user._id, password: 'given-password-1', confirmPassword: 'given-password-1' },
    });
    expect(set.statusCode).toBe(200);
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'given-password-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.mustChangePassword).toBeUndefined();
  });
});
