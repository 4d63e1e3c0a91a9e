import { messages } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { rowsOf } from '../../db/client.js';
import { ADMIN, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('POST /api/auth/login', () => {
  it('signs in and returns a token and the user with its rights', async () => {
    const response = await login(` ${ADMIN.email.toUpperCase()} `, ADMIN.password);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.token).toMatch(/^ey/);
    expect(data.user).toMatchObject({ email: ADMIN.email, isSuperAdmin: true, roles: [{ name: 'Super Admin' }] });
    expect(data.user.modelPermissions.User).toEqual(['Read', 'Write', 'Edit']);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|password_hash|tokenVersion|argon2/);
  });

  it('answers 400 with the same message for an unknown e-mail and a wrong password', async () => {
    const unknown = await login('nobody@example.com', 'whatever-password');
    const wrong = await login(ADMIN.email, 'wrong-password');
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(messages.invalidCredentials);
    expect(wrong.json().error.message).toBe(messages.invalidCredentials);
  });

  it('validates the body with the spec messages', async () => {
    const response = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: 'nope', password: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      email: messages.emailInvalid,
      password: messages.passwordRequired,
    });
    const empty = await t.call({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(empty.json().error.fields.email).toBe(messages.emailRequired);
  });

  it('refuses a blocked user even with the right password', async () => {
    const { user } = await t.userWith({ Cms: ['Read'] });
    await t.call({
      method: 'PATCH',
      url: '/api/user',
      token: t.adminToken,
      payload: { _id: user._id, status: 'Disable' },
    });
    const response = await login(user.email, 'tester-password-1');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(messages.accountBlocked);
  });
});

describe('token', () => {
  it('is required on every non-public call, and a forged or expired one is refused', async () => {
    expect((await t.call({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(401);
    const forged = `${t.adminToken.slice(0, -4)}AAAA`;
    expect((await t.call({ method: 'GET', url: '/api/user/me', token: forged })).statusCode).toBe(401);
    const me = await t.call({ method: 'GET', url: '/api/user/me', token: t.adminToken });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(ADMIN.email);
  });

  it('expires', async () => {
    const short = await createTestApp({ tokenTtlSeconds: 1 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const response = await short.call({ method: 'GET', url: '/api/user/me', token: short.adminToken });
      expect(response.statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe('rate limits', () => {
  it('limits failed attempts per normalised e-mail with 429 and Retry-After', async () => {
    const limited = await createTestApp({
      loginLimits: { perIpPerMinute: 1000, failuresPerEmail: 3, emailWindowMinutes: 15 },
    });
    try {
      const attempt = (email: string, ip: string) =>
        limited.call({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: 'wrong-password' },
          remoteAddress: ip,
        });
      for (let i = 0; i < 3; i++) expect((await attempt('victim@example.com', `10.1.0.${i}`)).statusCode).toBe(400);
      const blocked = await attempt(' VICTIM@example.com', '10.1.0.9');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().error.message).toBe(messages.tooManyAttempts);
      expect((await attempt('other@example.com', '10.1.0.9')).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it('limits attempts per IP', async () => {
    const limited = await createTestApp({
      loginLimits: { perIpPerMinute: 2, failuresPerEmail: 1000, emailWindowMinutes: 15 },
    });
    try {
      const attempt = (ip: string) =>
        limited.call({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `${ip}@example.com`, password: 'x-password' },
          remoteAddress: ip,
        });
      await attempt('10.2.0.1');
      await attempt('10.2.0.1');
      const third = await attempt('10.2.0.1');
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect((await attempt('10.2.0.2')).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});

describe('rate limits across server processes', () => {
  it('counts failed attempts of every instance on the database together, and a success clears them', async () => {
    const limits = { perIpPerMinute: 1000, failuresPerEmail: 3, emailWindowMinutes: 15 };
    const first = await createTestApp({ loginLimits: limits });
    const otherDatabase = first.openAnotherDatabase();
    const second = await buildApp({ config: first.config, database: otherDatabase, logger: false });
    try {
      const attempt = (app: FastifyInstance, password: string) =>
        app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ADMIN.email, password } });
      expect((await attempt(first.app, 'wrong-password')).statusCode).toBe(400);
      expect((await attempt(second, 'wrong-password')).statusCode).toBe(400);
      // A success clears the e-mail's failures for every instance.
      expect((await attempt(second, ADMIN.password)).statusCode).toBe(200);
      for (const app of [first.app, second, first.app]) {
        expect((await attempt(app, 'wrong-password')).statusCode).toBe(400);
      }
      const refused = await attempt(second, ADMIN.password);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      const [row] = rowsOf<{ hits: number }>(
        await first.database.db.execute(sql`select hits from login_throttle where key = ${`email:${ADMIN.email}`}`),
      );
      expect(row.hits).toBe(3);
    } finally {
      await second.close();
      await otherDatabase.close();
      await first.close();
    }
  });

  it('starts a new window once the last one has ended, and prunes ended windows', async () => {
    const limited = await createTestApp({
      loginLimits: { perIpPerMinute: 1000, failuresPerEmail: 2, emailWindowMinutes: 15 },
    });
    try {
      const attempt = (email: string) =>
        limited.call({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-password' } });
      await attempt('late@example.com');
      await attempt('late@example.com');
      expect((await attempt('late@example.com')).statusCode).toBe(429);
      await limited.database.db.execute(
        sql`update login_throttle set window_ends_at = now() - interval '1 second' where key like 'email:%'`,
      );
      expect((await attempt('late@example.com')).statusCode).toBe(400);
      const [{ hits }] = rowsOf<{ hits: number }>(
        await limited.database.db.execute(sql`select hits from login_throttle where key = 'email:late@example.com'`),
      );
      expect(hits).toBe(1);
      await limited.database.db.execute(
        sql`insert into login_throttle (key, hits, window_ends_at) values ('email:gone@example.com', 5, now() - interval '1 hour')`,
      );
      await attempt('someone@example.com');
      const gone = rowsOf(
        await limited.database.db.execute(sql`select 1 from login_throttle where key = 'email:gone@example.com'`),
      );
      expect(gone).toHaveLength(0);
    } finally {
      await limited.close();
    }
  });
});

describe('revocation across server processes', () => {
  /** Polls until `check` holds: another process hears of a change by notification, within milliseconds. */
  async function eventually(check: () => Promise<boolean>, timeoutMs = 3000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  }

  it('a block, a role change or a change by hand reaches a second instance', async () => {
    const otherDatabase = t.openAnotherDatabase();
    const other = await buildApp({ config: t.config, database: otherDatabase, logger: false });
    try {
      const statusOn = async (token: string, url = '/api/cms') =>
        (await other.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).statusCode;

      // Blocked on this instance: refused on the other one, which had the user cached.
      const blocked = await t.userWith({ Cms: ['Read'] });
      expect(await statusOn(blocked.token)).toBe(200);
      await t.call({
        method: 'PATCH',
        url: '/api/user',
        token: t.adminToken,
        payload: { _id: blocked.user._id, status: 'Disable' },
      });
      expect(await eventually(async () => (await statusOn(blocked.token)) === 401)).toBe(true);

      // A role loses a right: the other instance refuses at once after the notice.
      const reader = await t.userWith({ Cms: ['Read'] });
      expect(await statusOn(reader.token)).toBe(200);
      const role = await t.call({
        method: 'PATCH',
        url: `/api/role/${reader.role._id}`,
        token: t.adminToken,
        payload: { modelPermissions: { Category: ['Read'] } },
      });
      expect(role.statusCode).toBe(200);
      expect(await eventually(async () => (await statusOn(reader.token)) === 403)).toBe(true);

      // Changed by hand in SQL, behind every server's back: the trigger still tells them.
      const manual = await t.userWith({ Cms: ['Read'] });
      expect(await statusOn(manual.token)).toBe(200);
      await t.database.db.execute(
        sql`update users set token_version = token_version + 1 where id = ${manual.user._id}`,
      );
      expect(await eventually(async () => (await statusOn(manual.token)) === 401)).toBe(true);
      expect((await t.call({ method: 'GET', url: '/api/cms', token: manual.token })).statusCode).toBe(401);
    } finally {
      await other.close();
      await otherDatabase.close();
    }
  });
});
