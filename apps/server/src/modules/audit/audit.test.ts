import { type AuditEntry, auditEntrySchema } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../test/harness.js';
import { csvField } from './audit.routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// No waiting anywhere: a write's row is stored before its answer leaves.
const log = async (query = '', token = t.adminToken) => t.call({ method: 'GET', url: `/api/audit-log${query}`, token });
const rowsOf = async (query: string): Promise<AuditEntry[]> =>
  (await log(query)).json().data.items.map((entry: unknown) => auditEntrySchema.parse(entry));

/** RFC 4180: fields in quotes, quotes doubled, lines ended by CRLF (also inside a quoted field). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe('the audit log', () => {
  it('appends a row for each write: who, what in words, the call, which item, the fields sent, from where', async () => {
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
    expect(create).toMatchObject({
      summary: 'Created category "Audited desk"',
      action: 'POST /category/create',
      model: 'category',
      item: id,
      status: 201,
      user: { name: 'Administrator' },
    });
    expect(create?.fields).toEqual(['description', 'name']);
    expect(update).toMatchObject({
      summary: 'Updated category "Audited desk 2"',
      action: 'PATCH /category/:id',
      item: id,
      fields: ['name'],
    });
    expect(update?.ip).toBeTruthy();
  });

  it('names a removed thing as it was before the call', async () => {
    const client = (
      await t.call({ method: 'POST', url: '/api/client', token: t.adminToken, payload: { name: 'Acme' } })
    ).json().data;
    const removed = await t.call({ method: 'DELETE', url: `/api/client/${client._id}`, token: t.adminToken });
    expect(removed.statusCode).toBe(204);
    const [row] = await rowsOf(`?item=${client._id}`);
    expect(row).toMatchObject({ summary: 'Deleted client Acme', action: 'DELETE /client/:id', status: 204 });
    // A call that found nothing to remove changed nothing and leaves no row.
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.call({ method: 'DELETE', url: `/api/client/${missing}`, token: t.adminToken })).statusCode).toBe(
      404,
    );
    expect((await log(`?item=${missing}`)).json().data.total).toBe(0);
  });

  it('logs sign-ins, failed sign-ins and sign-outs in words, and never a password', async () => {
    await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'Wrong-pass-123' },
    });
    const token = await t.login(ADMIN.email, ADMIN.password);
    expect((await t.call({ method: 'POST', url: '/api/auth/logout', token })).statusCode).toBe(204);
    const me = (await t.call({ method: 'GET', url: '/api/user/me', token: t.adminToken })).json().data;
    const rows = await rowsOf('?model=auth&pageSize=100');
    const said = rows.map((row) => [row.summary, row.status, row.user.name, row.user._id]);
    expect(said).toEqual(
      expect.arrayContaining([
        ['Failed sign-in for nobody@example.com', 400, 'nobody@example.com', null],
        ['Signed in', 200, 'Administrator', me._id],
        ['Signed out', 204, 'Administrator', me._id],
      ]),
    );
    for (const row of rows) expect(row.fields).toEqual([]);
    const everything = JSON.stringify(await rowsOf('?pageSize=100'));
    expect(everything).not.toMatch(/Wrong-pass|admin-password/);
  });

  it('keeps no password typed into the e-mail field of a failed sign-in', async () => {
    const typed = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'Tr0ub4dor&3-secret', password: 'Tr0ub4dor&3-secret' },
    });
    expect(typed.statusCode).toBe(400);
    const rows = await rowsOf('?model=auth&pageSize=100');
    expect(rows.map((row) => [row.summary, row.user.name])).toContainEqual(['Failed sign-in', '']);
    expect(JSON.stringify(await rowsOf('?pageSize=100'))).not.toContain('Tr0ub4dor');
  });

  it("makes a password change a row of its own, one's own and another's, naming the field and never the value", async () => {
    const rita = await t.userWith({ Cms: ['Read'] }, 'Rita Reader');
    const own = await t.call({
      method: 'PATCH',
      url: '/api/user',
      token: rita.token,
      payload: {
        _id: rita.user._id,
        currentPassword: 'tester-password-1',
        password: 'Rita-new-pass-1',
        confirmPassword: 'Rita-new-pass-1',
      },
    });
    expect(own.statusCode, own.body).toBe(200);
    const byAdmin = await t.call({
      method: 'PATCH',
      url: '/api/user',
      token: t.adminToken,
      payload: {
        _id: rita.user._id,
        phone: '+1 555 0199',
        password: 'Rita-admin-pass-1',
        confirmPassword: 'Rita-admin-pass-1',
      },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const rows = await rowsOf(`?item=${rita.user._id}`);
    expect(rows.map((row) => [row.user.name, row.summary, row.fields])).toEqual([
      ['Administrator', 'Changed password of Rita Reader', ['password']],
      ['Administrator', 'Updated user Rita Reader', ['phone']],
      ['Rita Reader', 'Changed password of Rita Reader', ['password']],
      ['Rita Reader', 'Signed in', []],
      ['Administrator', 'Created user Rita Reader', ['email', 'name', 'password', 'phone', 'roles']],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/Rita-new-pass|Rita-admin-pass|tester-password|currentPassword/);
  });

  it('gives the rows written before there were words the words of their call', async () => {
    await t.database.db.execute(
      sql`insert into audit_log (user_name, action, model, item, status) values ('Old hand', 'DELETE /menu/:id', 'menu', 'old-row', 204)`,
    );
    const [row] = await rowsOf('?item=old-row');
    expect(row?.summary).toBe('Deleted menu');
  });

  it('answers no success for a write whose row cannot be stored', async () => {
    await t.database.db.execute(
      sql`alter table audit_log add constraint audit_test_refuses check (summary not like '%Unloggable%')`,
    );
    try {
      const response = await t.call({
        method: 'POST',
        url: '/api/breaking-news',
        token: t.adminToken,
        payload: { title: 'Unloggable' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().error.status).toBe(500);
      expect(response.body).not.toContain('audit_test_refuses');
    } finally {
      await t.database.db.execute(sql`alter table audit_log drop constraint audit_test_refuses`);
    }
    // The log goes on.
    const next = await t.call({
      method: 'POST',
      url: '/api/breaking-news',
      token: t.adminToken,
      payload: { title: 'Loggable' },
    });
    expect(next.statusCode).toBe(201);
    expect((await rowsOf(`?item=${next.json().data._id}`))[0]?.summary).toBe('Created breaking news "Loggable"');
  });

  it('filters by user and day, and needs the AuditLog right', async () => {
    const me = (await t.call({ method: 'GET', url: '/api/user/me', token: t.adminToken })).json().data;
    const mine = (await log(`?user=${me._id}`)).json().data;
    expect(mine.total).toBeGreaterThan(0);
    expect((await log('?date=2001-01-01')).json().data.total).toBe(0);
    const editor = await t.userWith({ Cms: ['Read'] });
    expect((await log('', editor.token)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/audit-log/export', token: editor.token })).statusCode).toBe(403);
    const auditor = await t.userWith({ AuditLog: ['Read'] });
    expect((await log('', auditor.token)).statusCode).toBe(200);
  });

  it('exports the same filters as a CSV file download: quoted, formulas defused, named by the day', async () => {
    const category = (
      await t.call({
        method: 'POST',
        url: '/api/category/create',
        token: t.adminToken,
        payload: { name: 'Desk, "North"\nand more' },
      })
    ).json().data;
    const evilName = '=HYPERLINK("http://evil.example")';
    const evilUser = await t.userWith({ Category: ['Read'] });
    const renamed = await t.call({
      method: 'PATCH',
      url: '/api/user',
      token: t.adminToken,
      payload: { _id: evilUser.user._id, name: evilName },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/auth/logout', token: evilUser.token })).statusCode).toBe(204);
    const tz = 840;
    const response = await t.call({
      method: 'GET',
      url: `/api/audit-log/export?item=${category._id}&tz=${tz}`,
      token: t.adminToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = new Date(Date.now() + tz * 60_000).toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="audit-log-${day}.csv"`);
    expect(response.body.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual(['at', 'user', 'summary', 'action', 'model', 'item', 'ip', 'status', 'fields']);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slice(1, 6)).toEqual([
      'Administrator',
      'Created category "Desk, "North" and more"',
      'POST /category/create',
      'category',
      category._id,
    ]);
    // A cell a spreadsheet would run as a formula is defused.
    const auth = parseCsv(
      (await t.call({ method: 'GET', url: '/api/audit-log/export?model=auth', token: t.adminToken })).body,
    );
    const evil = auth.find((row) => row[2] === 'Signed out' && row[1]?.includes('HYPERLINK'));
    expect(evil?.[1]).toBe(`'=HYPERLINK("http://evil.example")`);
  });

  it('defuses every cell a spreadsheet would run: =, +, -, @, a tab or a carriage return first', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvField(`${start}cmd|' /C calc'!A0`)).toBe(`"'${start}cmd|' /C calc'!A0"`);
    }
    expect(csvField('Plain "quoted" text')).toBe('"Plain ""quoted"" text"');
  });

  it('says in the OpenAPI document that the export answers text/csv', async () => {
    const spec = (await t.call({ method: 'GET', url: '/api/docs/json' })).json();
    const answer = spec.paths['/api/audit-log/export'].get.responses['200'];
    expect(Object.keys(answer.content)).toEqual(['text/csv']);
    expect(answer.content['text/csv'].schema.type).toBe('string');
  });

  it('cannot be edited or deleted, not even in the database', async () => {
    await expect(t.database.db.execute(sql`update audit_log set user_name = 'someone else'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect((await rowsOf('?pageSize=1')).length).toBe(1);
  });
});
