/**
 * No input a user can send makes the server fail: every route in the OpenAPI document is
 * called, as the super admin (past every permission check), with wrong types, wrong ids,
 * oversized and hostile values in its body, path and query. Each answer must be a 4xx
 * with the wire format's error, or a success; never a 5xx.
 */
import { messages } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from './test/harness.js';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  nullable?: boolean;
}
interface Operation {
  parameters?: { in: 'path' | 'query'; name: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
type Paths = Record<string, Record<string, Operation>>;

const HOSTILE_STRINGS = [
  '',
  ' ',
  'x'.repeat(100_000),
  'not-an-id',
  '00000000-0000-0000-0000-000000000000',
  "'; drop table users; --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\u0000',
  '%00',
  '2026-02-30T25:61:00Z',
  // Days and times at the ends of what a calendar or the database holds.
  '9999-12-31',
  '0001-01-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-14:00',
  '0001-01-01T00:00:00+14:00',
  '-1',
  '1e309',
  '{}',
];
const WRONG_VALUES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  0.5,
  'text',
  [],
  {},
  [null],
  { $ne: 1 },
  'x'.repeat(100_000),
  // Half of a UTF-16 pair (sent as the JSON escape \ud800): PostgreSQL's JSON cannot hold it.
  'lone \ud800 surrogate',
  ['\udc00'],
];

/** A plausible value of the schema, so that a body with one bad field gets past the others. */
function exampleOf(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return null;
  if (/email/i.test(name)) return 'fuzzed@example.com';
  if (/phone/i.test(name)) return '+441234567890';
  if (/password/i.test(name)) return 'fuzzed-password-1';
  if (schema.nullable) return null;
  if (/(At|Date)$/.test(name)) return new Date().toISOString();
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternative = (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== 'null');
  if (alternative) return exampleOf(alternative, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'uuid') return '00000000-0000-0000-0000-000000000000';
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'uri' || /url/i.test(name)) return 'https://example.com/page';
      return 'text'.padEnd(schema.minLength ?? 4, 'x');
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return schema.minItems ? [exampleOf(schema.items)] : [];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, exampleOf(v, k)]));
    default:
      return null;
  }
}

/** Bodies of the schema's shape with a wrong or hostile value in one field at a time. */
function bodiesFor(schema: JsonSchema | undefined, version: object = {}): unknown[] {
  const base = { ...(exampleOf(schema) as Record<string, unknown>), ...version };
  const bodies: unknown[] = [null, [], 'text', 42, {}, base, { ...base, __proto__: { isSuperAdmin: true } }];
  for (const name of Object.keys(schema?.properties ?? {})) {
    for (const value of [...WRONG_VALUES, ...HOSTILE_STRINGS]) bodies.push({ ...base, [name]: value });
  }
  return bodies;
}

function fill(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
}

let t: TestApp;
let paths: Paths;
/** An existing record per path, so that bad bodies reach the services and not only a 404. */
const existing: Record<string, string> = {};
/** Its current version, so that a changed body is not refused as a stale write first. */
const versions: Record<string, { updatedAt: string }> = {};
beforeAll(async () => {
  t = await createTestApp();
  paths = (await t.call({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Paths }>().paths;
  const created = async (url: string, payload: object) =>
    (await t.call({ method: 'POST', url, token: t.adminToken, payload })).json<{
      data: { _id: string; updatedAt: string };
    }>().data;
  const { user, role } = await t.userWith({ Cms: ['Read'] });
  existing['/api/user/{id}'] = user._id;
  existing['/api/role/{id}'] = role._id;
  const category = await created('/api/category/create', { name: 'Fuzzed', slug: 'fuzzed' });
  existing['/api/category/{id}'] = category._id;
  versions['/api/category/{id}'] = { updatedAt: category.updatedAt };
  const item = await created('/api/cms/create', { title: 'Fuzzed item', type: 'Article' });
  versions['/api/cms/{id}'] = { updatedAt: item.updatedAt };
  for (const path of Object.keys(paths)) {
    if (path.startsWith('/api/cms/') && path.includes('{id}')) existing[path] = item._id;
  }
});
afterAll(() => t.close());

describe('malformed input on every route', () => {
  it('never answers 5xx, and every refusal carries an error message', async () => {
    const failures: string[] = [];
    let calls = 0;
    const send = async (method: string, url: string, payload?: unknown) => {
      calls += 1;
      // Signing out ends the session it is called with: it gets a session of its own.
      const token = url.startsWith('/api/auth/logout') ? await t.login(ADMIN.email, ADMIN.password) : t.adminToken;
      const response = await t.call({
        method: method.toUpperCase() as 'GET',
        url,
        token,
        ...(payload === undefined
          ? {}
          : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
      });
      const shown = `${method.toUpperCase()} ${url.slice(0, 120)} ${JSON.stringify(payload)?.slice(0, 80) ?? ''}`;
      if (response.statusCode >= 500) failures.push(`${response.statusCode} ${shown}: ${response.body.slice(0, 200)}`);
      else if (response.statusCode >= 400 && url.startsWith('/api') && !response.json()?.error?.message) {
        failures.push(`${response.statusCode} without an error message: ${shown}`);
      }
      return response;
    };

    for (const [path, operations] of Object.entries(paths)) {
      if (path.startsWith('/api/docs')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
        const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query');
        const ids = pathParams.length > 0 ? HOSTILE_STRINGS : [''];
        for (const id of ids) {
          if (id === 'x'.repeat(100_000)) continue; // longer than any URL a proxy passes on
          const url = fill(path, id);
          await send(method, url);
          for (const param of queryParams) {
            for (const value of HOSTILE_STRINGS) {
              await send(method, `${url}?${param.name}=${encodeURIComponent(value.slice(0, 2000))}`);
            }
            await send(method, `${url}?${param.name}=a&${param.name}=b`);
          }
        }
        const json = operation.requestBody?.content['application/json'];
        if (json) {
          const url = fill(path, existing[path] ?? '00000000-0000-0000-0000-000000000000');
          for (const body of bodiesFor(json.schema, versions[path])) {
            const response = await send(method, url, body);
            const updatedAt = response.statusCode === 200 ? response.json()?.data?.updatedAt : undefined;
            if (updatedAt && versions[path]) versions[path].updatedAt = updatedAt;
          }
        }
        if (operation.requestBody?.content['multipart/form-data']) {
          await send(method, path, { file: 'not a file' });
        }
      }
    }
    expect(calls).toBeGreaterThan(2000);
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses a day filter that the largest zone offset carries past the calendar with 400', async () => {
    const filtered = Object.entries(paths).filter(([, operations]) =>
      ['date', 'tz'].every((name) => operations.get?.parameters?.some((p) => p.in === 'query' && p.name === name)),
    );
    expect(filtered.map(([path]) => path)).toEqual(
      expect.arrayContaining(['/api/cms', '/api/audit-log', '/api/epaper', '/api/advertisement']),
    );
    for (const [path] of filtered) {
      for (const query of ['date=9999-12-31&tz=-840', 'date=0001-01-01&tz=840', 'date=9999-12-31&tz=840']) {
        const response = await t.call({ method: 'GET', url: `${path}?${query}`, token: t.adminToken });
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json().error.message, `${path}?${query}`).toContain(messages.dateInvalid);
      }
      const kept = await t.call({ method: 'GET', url: `${path}?date=9999-12-30&tz=840`, token: t.adminToken });
      expect(kept.statusCode, path).toBe(200);
    }
  });

  it('refuses a body nested 100,000 levels deep on every JSON route with 400, never overflowing', async () => {
    const deep = `{"title":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const answers: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.requestBody?.content['application/json']) continue;
        const url = fill(path, existing[path] ?? '00000000-0000-0000-0000-000000000000');
        const response = await t.call({
          method: method.toUpperCase() as 'POST',
          url,
          token: t.adminToken,
          payload: deep,
          headers: { 'content-type': 'application/json' },
        });
        // The anonymous metrics route may already be at its rate limit after the walk above.
        if (response.statusCode === 429) continue;
        answers.push(`${method.toUpperCase()} ${path} ${response.statusCode} ${response.json()?.error?.message}`);
      }
    }
    expect(answers.length).toBeGreaterThan(5);
    for (const answer of answers) expect(answer).toMatch(/ 400 The request is nested too deeply$/);
  });

  it('answers a broken percent-encoding in the path or query without a 5xx', async () => {
    for (const url of ['/api/user/%E0%A4%A', '/api/cms?search=%E0%A4%A', '/api/category/%ED%A0%80', '/media/%']) {
      const response = await t.call({ method: 'GET', url, token: t.adminToken });
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('refuses a lone surrogate in a text stored in a JSON column, naming the field, and stores nothing', async () => {
    const before = (await t.call({ method: 'GET', url: '/api/cms', token: t.adminToken })).json().data.total;
    const response = await t.call({
      method: 'POST',
      url: '/api/cms/create',
      token: t.adminToken,
      payload: '{"title":"Broken pair","type":"Article","body":[{"title":"Part \\ud800 one","body":"<p>x</p>"}]}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'body.0.title': messages.loneSurrogate });
    expect((await t.call({ method: 'GET', url: '/api/cms', token: t.adminToken })).json().data.total).toBe(before);
  });

  it('refuses a NUL character in any text with the field named, and stores nothing', async () => {
    const before = (await t.call({ method: 'GET', url: '/api/cms', token: t.adminToken })).json().data.total;
    const created = await t.call({
      method: 'POST',
      url: '/api/cms/create',
      token: t.adminToken,
      payload: { title: 'Null\u0000byte', type: 'Article', body: [{ title: 'A', body: '<p>x\u0000</p>' }] },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().error).toMatchObject({
      message: messages.nulCharacter,
      fields: { title: messages.nulCharacter },
    });
    const searched = await t.call({ method: 'GET', url: '/api/cms?search=a%00b', token: t.adminToken });
    expect(searched.statusCode).toBe(400);
    expect(searched.json().error.fields).toEqual({ search: messages.nulCharacter });
    expect(before).toBeGreaterThan(0);
    expect((await t.call({ method: 'GET', url: '/api/cms', token: t.adminToken })).json().data.total).toBe(before);
  });
});
