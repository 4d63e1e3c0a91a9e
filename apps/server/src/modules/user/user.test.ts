import { messages } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let roleId: string;
beforeAll(async () => {
  t = await createTestApp();
  const role = await t.call({
    method: 'POST',
    url: '/api/role/create',
    token: t.adminToken,
    payload: { name: 'Reporter', description: 'Writes articles', modelPermissions: { Cms: ['Read', 'Write'] } },
  });
  roleId = role.json().data._id;
});
afterAll(() => t.close());

const valid = (over: Record<string, unknown> = {}) => ({
  email: `user${Math.random().toString(36).slice(2, 8)}@example.com`,
  name: 'Jane Reporter',
  phone: '+44 20 7946 0000',
  roles: [roleId],
  password: 'jane-password-1',
  confirmPassword: 'jane-password-1',
  ...over,
});
const create = (payload: Record<string, unknown>, token = t.adminToken) =>
  t.call({ method: 'POST', url: '/api/user', token, payload });
const patch = (payload: Record<string, unknown>, token = t.adminToken) =>
  t.call({ method: 'PATCH', url: '/api/user', token, payload });

describe('POST /api/user', () => {
  it('creates a user with roles embedded and no secrets', async () => {
    const response = await create(valid({ email: ' Jane@Example.com ' }));
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ email: 'jane@example.com', name: 'Jane Reporter', status: 'Enable' });
    expect(data.roles).toEqual([{ _id: roleId, name: 'Reporter' }]);
    expect(Object.keys(data)).not.toContain('password');
    expect(JSON.stringify(data)).not.toMatch(/hash|tokenVersion/i);
  });

  it('shows every spec message on an empty submit', async () => {
    const response = await create({ email: '', name: '', phone: '', password: '', confirmPassword: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      email: messages.emailRequired,
      name: messages.nameRequired,
      phone: messages.phoneRequired,
      password: messages.passwordRequired,
      confirmPassword: messages.confirmPasswordRequired,
    });
  });

  it('checks e-mail form and matching passwords', async () => {
    const response = await create(valid({ email: 'not-an-email', confirmPassword: 'something-else' }));
    expect(response.json().error.fields).toEqual({
      email: messages.emailInvalid,
      confirmPassword: messages.passwordsDoNotMatch,
    });
  });

  it('answers 409 for a duplicate e-mail, whatever its case', async () => {
    await create(valid({ email: 'dup@example.com' }));
    const response = await create(valid({ email: 'DUP@example.com' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(messages.emailTaken);
  });

  it('refuses unknown or blocked roles', async () => {
    const response = await create(valid({ roles: ['00000000-0000-4000-8000-000000000000'] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(messages.roleUnknown);
  });

  it('needs User: Write', async () => {
    const reader = await t.userWith({ User: ['Read'] });
    expect((await create(valid(), reader.token)).statusCode).toBe(403);
  });

  it('keeps a non-super-admin from handing out rights it lacks (permission ceiling)', async () => {
    const manager = await t.userWith({ User: ['Read', 'Write', 'Edit'] });
    const response = await create(valid(), manager.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(messages.permissionCeiling);
  });
});

describe('GET /api/user', () => {
  it('pages ten at a time, newest first, with roles as {_id, name}', async () => {
    for (let i = 0; i < 11; i++) await create(valid({ name: `Paged ${i}` }));
    const first = (await t.call({ method: 'GET', url: '/api/user?page=1', token: t.adminToken })).json().data;
    expect(first.pageSize).toBe(10);
    expect(first.items).toHaveLength(10);
    expect(first.items[0].name).toBe('Paged 10');
    expect(first.total).toBeGreaterThan(12);
    expect(first.items[0].roles).toEqual([{ _id: roleId, name: 'Reporter' }]);
    const last = Math.ceil(first.total / 10);
    const lastPage = (await t.call({ method: 'GET', url: `/api/user?page=${last}`, token: t.adminToken })).json();
    expect(lastPage.data.items.length).toBe(first.total - (last - 1) * 10);
    const all = (await t.call({ method: 'GET', url: '/api/user?all=true', token: t.adminToken })).json().data;
    expect(all.items).toHaveLength(first.total);
  });

  it('rejects a bad page number', async () => {
    const response = await t.call({ method: 'GET', url: '/api/user?page=0', token: t.adminToken });
    expect(response.statusCode).toBe(400);
  });

  it('GET /api/user/{id}: 200, and 404 for an unknown or malformed id', async () => {
    const created = (await create(valid())).json().data;
    const found = await t.call({ method: 'GET', url: `/api/user/${created._id}`, token: t.adminToken });
    expect(found.json().data.email).toBe(created.email);
    const unknown = await t.call({
      method: 'GET',
      url: '/api/user/00000000-0000-4000-8000-000000000000',
      token: t.adminToken,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/user/nope', token: t.adminToken })).statusCode).toBe(404);
  });
});

describe('PATCH /api/user', () => {
  it('lets a user update its own profile', async () => {
    const me = await t.userWith({});
    const response = await patch(
      { _id: me.user._id, name: 'New Name', phone: '12345', city: 'Leeds', pincode: 'LS1', addressLine1: '1 Road' },
      me.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'New Name', city: 'Leeds', pincode: 'LS1' });
  });

  it('refuses a self-update of roles, status, e-mail or super admin and changes nothing', async () => {
    const me = await t.userWith({ Cms: ['Read'] });
    for (const change of [
      { roles: [roleId] },
      { status: 'Disable' },
      { email: 'elsewhere@example.com' },
      { isSuperAdmin: true },
    ]) {
      const response = await patch({ _id: me.user._id, name: 'Sneaky', ...change }, me.token);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(messages.selfUpdateForbidden);
    }
    const after = (await t.call({ method: 'GET', url: `/api/user/${me.user._id}`, token: t.adminToken })).json().data;
    expect(after).toMatchObject({ name: me.user.name, email: me.user.email, status: 'Enable', isSuperAdmin: false });
    expect(after.roles).toEqual(me.user.roles);
  });

  it('lets a user with User: Edit edit another user, and refuses one without it', async () => {
    const target = (await create(valid())).json().data;
    const outsider = await t.userWith({ User: ['Read'] });
    expect((await patch({ _id: target._id, name: 'Hacked' }, outsider.token)).statusCode).toBe(403);
    const response = await patch({ _id: target._id, name: 'Edited', email: 'edited@example.com', roles: [] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Edited', email: 'edited@example.com', roles: [] });
  });

  it('validates fields on edit with the spec messages', async () => {
    const target = (await create(valid())).json().data;
    const response = await patch({ _id: target._id, name: '', email: 'bad' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ name: messages.nameRequired, email: messages.emailInvalid });
  });

  it('answers 409 when editing to a taken e-mail', async () => {
    const target = (await create(valid())).json().data;
    const response = await patch({ _id: target._id, email: ADMIN.email });
    expect(response.statusCode).toBe(409);
  });

  it('answers 409 on a stale write and changes nothing', async () => {
    const target = (await create(valid())).json().data;
    await patch({ _id: target._id, name: 'First editor' });
    const stale = await patch({ _id: target._id, name: 'Second editor', updatedAt: target.updatedAt });
    expect(stale.statusCode).toBe(409);
    const after = (await t.call({ method: 'GET', url: `/api/user/${target._id}`, token: t.adminToken })).json().data;
    expect(after.name).toBe('First editor');
  });

  it("changes another user's password: old tokens stop working, the new password signs in", async () => {
    const target = await t.userWith({});
    const mismatch = await patch({ _id: target.user._id, password: 'another-pass-1', confirmPassword: 'different-1' });
    expect(mismatch.json().error.fields).toEqual({ confirmPassword: messages.passwordsDoNotMatch });
    const missing = await patch({ _id: target.user._id, password: 'another-pass-1' });
    expect(missing.json().error.fields).toEqual({ confirmPassword: messages.confirmPasswordRequired });
    const response = await patch({
      _id: target.user._id,
      password: 'another-pass-1',
      confirmPassword: 'another-pass-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBeUndefined();
    expect((await t.call({ method: 'GET', url: '/api/user/me', token: target.token })).statusCode).toBe(401);
    await expect(t.login(target.user.email, 'another-pass-1')).resolves.toMatch(/^ey/);
  });

  it('changes its own password and hands back a fresh token', async () => {
    const me = await t.userWith({});
    const response = await patch(
      {
        _id: me.user._id,
        password: 'my-new-pass-1',
        confirmPassword: 'my-new-pass-1',
        currentPassword: 'tester-password-1',
      },
      me.token,
    );
    expect(response.statusCode).toBe(200);
    const fresh = response.json().token;
    expect((await t.call({ method: 'GET', url: '/api/user/me', token: me.token })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/user/me', token: fresh })).statusCode).toBe(200);
  });

  it('blocks a user at once and unblocks it', async () => {
    const target = await t.userWith({ Cms: ['Read'] });
    const blocked = await patch({ _id: target.user._id, status: 'Disable' });
    expect(blocked.json().data.status).toBe('Disable');
    expect((await t.call({ method: 'GET', url: '/api/user/me', token: target.token })).statusCode).toBe(401);
    await patch({ _id: target.user._id, status: 'Enable' });
    await expect(t.login(target.user.email, 'tester-password-1')).resolves.toMatch(/^ey/);
  });

  it('keeps a non-super-admin away from super admins', async () => {
    const editor = await t.userWith({ User: ['Read', 'Edit'] });
    const admin = (await t.call({ method: 'GET', url: '/api/user/me', token: t.adminToken })).json().data;
    const response = await patch({ _id: admin._id, status: 'Disable' }, editor.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(messages.superAdminProtected);
  });

  describe('the permission ceiling applies to the user changed, too (no account takeover)', () => {
    const signIn = (email: string, password: string) =>
      t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

    it('refuses a user manager the password, e-mail, status and profile of a user with wider rights', async () => {
      const manager = await t.userWith({ User: ['Read', 'Edit'] });
      const editor = await t.userWith({ Cms: ['Read', 'Write', 'Edit', 'Publish'], Role: ['Read', 'Edit'] });
      const attempts = [
        { password: 'taken-over-1', confirmPassword: 'taken-over-1' },
        { email: 'attacker@example.com' },
        { status: 'Disable' },
        { name: 'Renamed' },
      ];
      for (const attempt of attempts) {
        const response = await patch({ _id: editor.user._id, ...attempt }, manager.token);
        expect(response.statusCode, JSON.stringify(attempt)).toBe(403);
        expect(response.json().error.message).toBe(messages.userBeyondYourRights);
      }
      const after = (await t.call({ method: 'GET', url: `/api/user/${editor.user._id}`, token: t.adminToken })).json()
        .data;
      expect(after).toMatchObject({ name: editor.user.name, email: editor.user.email, status: 'Enable' });
      expect((await signIn(editor.user.email, 'tester-password-1')).statusCode).toBe(200);
      expect((await signIn(editor.user.email, 'taken-over-1')).statusCode).not.toBe(200);
      expect((await t.call({ method: 'GET', url: '/api/user/me', token: editor.token })).statusCode).toBe(200);
    });

    it('counts the rights of a blocked role too: enabling it later must not hand over more', async () => {
      const manager = await t.userWith({ User: ['Read', 'Edit'] });
      const target = await t.userWith({ Cms: ['Read'] });
      const wide = await t.call({
        method: 'POST',
        url: '/api/role/create',
        token: t.adminToken,
        payload: {
          name: `Wide ${Date.now()}`,
          description: 'Everything on roles',
          modelPermissions: { Role: ['Edit'] },
        },
      });
      const wideId = wide.json().data._id;
      await patch({ _id: target.user._id, roles: [target.role._id, wideId] });
      const blocked = await t.call({
        method: 'PATCH',
        url: `/api/role/${wideId}`,
        token: t.adminToken,
        payload: { status: 'Disable' },
      });
      expect(blocked.statusCode).toBe(200);
      const response = await patch({ _id: target.user._id, status: 'Disable' }, manager.token);
      expect(response.statusCode).toBe(403);
    });

    it('lets the manager change users whose rights are within its own', async () => {
      const manager = await t.userWith({ User: ['Read', 'Edit'], Cms: ['Read', 'Write'] });
      const reporter = await t.userWith({ Cms: ['Read', 'Write'] });
      const password = await patch(
        { _id: reporter.user._id, password: 'reset-by-manager-1', confirmPassword: 'reset-by-manager-1' },
        manager.token,
      );
      expect(password.statusCode).toBe(200);
      expect((await signIn(reporter.user.email, 'reset-by-manager-1')).statusCode).toBe(200);
      expect((await patch({ _id: reporter.user._id, status: 'Disable' }, manager.token)).statusCode).toBe(200);
    });

    it('lists each user with the rights its roles grant, which the browser compares with its own', async () => {
      const target = await t.userWith({ Cms: ['Read', 'Write'] });
      const listed = (await t.call({ method: 'GET', url: `/api/user/${target.user._id}`, token: t.adminToken })).json()
        .data;
      expect(Object.keys(listed.modelPermissions)).toEqual(['Cms']);
      expect([...listed.modelPermissions.Cms].sort()).toEqual(['Read', 'Write']);
    });
  });

  it('answers 404 for an unknown user', async () => {
    const response = await patch({ _id: '00000000-0000-4000-8000-000000000000', name: 'Ghost' });
    expect(response.statusCode).toBe(404);
  });
});
