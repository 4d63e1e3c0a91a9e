import { messages } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createRole = (payload: Record<string, unknown>, token = t.adminToken) =>
  t.call({ method: 'POST', url: '/api/role/create', token, payload });

describe('roles', () => {
  it('creates a role and lists it', async () => {
    const response = await createRole({
      name: 'Editor',
      description: 'Edits and publishes',
      modelPermissions: { Cms: ['Read', 'Edit', 'Publish'], Category: ['Read'] },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ name: 'Editor', status: 'Enable', isEditable: true });
    const list = (await t.call({ method: 'GET', url: '/api/role?page=1', token: t.adminToken })).json().data;
    expect(list.items.map((r: { name: string }) => r.name)).toContain('Editor');
    expect(list.pageSize).toBe(10);
  });

  it('validates name and description with the spec messages', async () => {
    const response = await createRole({ name: ' ', description: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: messages.nameRequired,
      description: messages.descriptionRequired,
    });
  });

  it('refuses an action that does not apply to a model, and an unknown model', async () => {
    const response = await createRole({ name: 'Odd', description: 'x', modelPermissions: { User: ['Publish'] } });
    expect(response.statusCode).toBe(400);
    const unknown = await createRole({ name: 'Odd', description: 'x', modelPermissions: { Nope: ['Read'] } });
    expect(unknown.statusCode).toBe(400);
  });

  it('answers 409 for a duplicate name', async () => {
    await createRole({ name: 'Desk', description: 'x' });
    expect((await createRole({ name: 'desk', description: 'y' })).statusCode).toBe(409);
  });

  it('edits a role, refuses a stale edit, 404 for an unknown one', async () => {
    const role = (await createRole({ name: 'Copy', description: 'x' })).json().data;
    const edited = await t.call({
      method: 'PATCH',
      url: `/api/role/${role._id}`,
      token: t.adminToken,
      payload: { _id: role._id, name: 'Copy desk', description: 'Subs', modelPermissions: { Cms: ['Read'] } },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Copy desk', modelPermissions: { Cms: ['Read'] } });
    const stale = await t.call({
      method: 'PATCH',
      url: `/api/role/${role._id}`,
      token: t.adminToken,
      payload: { description: 'Late', updatedAt: role.updatedAt },
    });
    expect(stale.statusCode).toBe(409);
    const missing = await t.call({
      method: 'PATCH',
      url: '/api/role/00000000-0000-4000-8000-000000000000',
      token: t.adminToken,
      payload: { description: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses to change a role that is not editable', async () => {
    const roles = (await t.call({ method: 'GET', url: '/api/role?status=Enable', token: t.adminToken })).json().data;
    const superRole = roles.items.find((r: { name: string }) => r.name === 'Super Admin');
    expect(superRole.isEditable).toBe(false);
    const response = await t.call({
      method: 'PATCH',
      url: `/api/role/${superRole._id}`,
      token: t.adminToken,
      payload: { description: 'Changed' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(messages.roleNotEditable);
    const after = (await t.call({ method: 'GET', url: `/api/role/${superRole._id}`, token: t.adminToken })).json();
    expect(after.data.description).toBe(superRole.description);
  });

  it('blocks a role: it grants nothing and is not offered; unblocking restores it', async () => {
    const holder = await t.userWith({ Category: ['Read'] });
    const canRead = async () =>
      (await t.call({ method: 'GET', url: '/api/role?page=1', token: holder.token })).statusCode;
    const before = await t.call({ method: 'GET', url: '/api/user/me', token: holder.token });
    expect(before.json().data.modelPermissions).toEqual({ Category: ['Read'] });
    await t.call({
      method: 'PATCH',
      url: `/api/role/${holder.role._id}`,
      token: t.adminToken,
      payload: { status: 'Disable' },
    });
    const after = await t.call({ method: 'GET', url: '/api/user/me', token: holder.token });
    expect(after.json().data.modelPermissions).toEqual({});
    const enabled = (await t.call({ method: 'GET', url: '/api/role?status=Enable', token: t.adminToken })).json().data;
    expect(enabled.items.map((r: { _id: string }) => r._id)).not.toContain(holder.role._id);
    expect(await canRead()).toBe(403);
    await t.call({
      method: 'PATCH',
      url: `/api/role/${holder.role._id}`,
      token: t.adminToken,
      payload: { status: 'Enable' },
    });
    const restored = await t.call({ method: 'GET', url: '/api/user/me', token: holder.token });
    expect(restored.json().data.modelPermissions).toEqual({ Category: ['Read'] });
  });

  it('permission ceiling: a role manager cannot grant rights it lacks', async () => {
    const manager = await t.userWith({ Role: ['Read', 'Write', 'Edit'], Cms: ['Read'] });
    const within = await createRole(
      { name: 'Small', description: 'x', modelPermissions: { Cms: ['Read'] } },
      manager.token,
    );
    expect(within.statusCode).toBe(201);
    const beyond = await createRole(
      { name: 'Big', description: 'x', modelPermissions: { Cms: ['Read', 'Publish'] } },
      manager.token,
    );
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().error.message).toBe(messages.permissionCeiling);
    const escalate = await t.call({
      method: 'PATCH',
      url: `/api/role/${manager.role._id}`,
      token: manager.token,
      payload: { modelPermissions: { Role: ['Read', 'Write', 'Edit'], Cms: ['Read'], User: ['Edit'] } },
    });
    expect(escalate.statusCode).toBe(403);
  });
});
