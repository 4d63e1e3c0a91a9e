import { auditEntrySchema } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const log = async (query = '', token = t.adminToken) => {
  // Rows are appended once the answer has gone: give them a moment.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return t.call({ method: 'GET', url: `/api/audit-log${query}`, token });
};

describe('the audit log', () => {
  it('appends a row for each write: who, what, which item, the fields sent, from where', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/category/create',
      token: t.adminToken,
      payload: { name: 'Audited desk', description: 'x' },
    });
    const id = created.json().data._id;
    await t.call({
      method: 'PATCH',
      url: `/api/category/${id}`,
      token: t.adminToken,
      payload: { name: 'Audited desk 2' },
    });
    const page = (await log(`?item=${id}`)).json().data;
    expect(page.total).toBe(2);
    const [update, create] = page.items.map((entry: unknown) => auditEntrySchema.parse(entry));
    expect(create).toMatchObject({ action: 'POST /category/create', model: 'category', item: id, status: 201 });
    expect(create?.fields).toEqual(['description', 'name']);
    expect(create?.user.name).toBeTruthy();
    expect(update).toMatchObject({ action: 'PATCH /category/:id', item: id, fields: ['name'] });
    expect(update?.ip).toBeTruthy();
  });

  it('logs sign-ins and failed sign-ins, and never a password, not even its name', async () => {
    await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'Wrong-pass-123' },
    });
    await t.call({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    const user = await t.call({
      method: 'POST',
      url: '/api/user',
      token: t.adminToken,
      payload: {
        email: 'audited@example.com',
        name: 'Audited',
        phone: '+1 555 0100',
        roles: [],
        password: 'Secret-pass-123',
        confirmPassword: 'Secret-pass-123',
      },
    });
    expect(user.statusCode, user.body).toBe(201);
    const rows = (await log('?model=auth')).json().data.items;
    expect(rows.map((row: { status: number; user: { name: string } }) => [row.status, row.user.name])).toEqual(
      expect.arrayContaining([
        [200, ADMIN.email],
        [400, 'nobody@example.com'],
      ]),
    );
    const everything = JSON.stringify((await log('?pageSize=100')).json().data.items);
    expect(everything).not.toMatch(/password|Wrong-pass|Secret-pass/i);
  });

  it('filters by user and day, exports CSV, and needs the AuditLog right', async () => {
    const me = (await t.call({ method: 'GET', url: '/api/user/me', token: t.adminToken })).json().data;
    const mine = (await log(`?user=${me._id}`)).json().data;
    expect(mine.total).toBeGreaterThan(0);
    expect((await log('?date=2001-01-01')).json().data.total).toBe(0);
    const csv = (
      await t.call({ method: 'GET', url: '/api/audit-log/export?model=category', token: t.adminToken })
    ).json().data;
    expect(csv.split('\r\n')[0]).toBe('at,user,action,model,item,ip,status,fields');
    expect(csv).toContain('"POST /category/create"');
    const editor = await t.userWith({ Cms: ['Read'] });
    expect((await log('', editor.token)).statusCode).toBe(403);
    const auditor = await t.userWith({ AuditLog: ['Read'] });
    expect((await log('', auditor.token)).statusCode).toBe(200);
  });

  it('cannot be edited or deleted, not even in the database', async () => {
    await expect(t.database.db.execute(sql`update audit_log set user_name = 'someone else'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });
});
