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
  async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<boolean> {
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
      // This instance hears of it by the same notification, which may come a moment later.
      expect(
        await eventually(
          async () => (await t.call({ method: 'GET', url: '/api/cms', token: manual.token })).statusCode === 401,
        ),
      ).toBe(true);
    } finally {
      await other.close();
      await otherDatabase.close();
    }
  });
});

describe('passwords byte for byte', () => {
  it('signs in with a password that begins and ends with spaces exactly as it was set, and not without them', async () => {
    const spaced = '  spaced pass phrase  ';
    const created = await t.call({
      method: 'POST',
      url: '/api/user',
      token: t.adminToken,
      payload: {
        email: 'spaces@example.com',
        name: 'Spacey',
        phone: '+1 555 0101',
        roles: [],
        password: spaced,
        confirmPassword: spaced,
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await login('spaces@example.com', spaced, '10.9.0.1')).statusCode).toBe(200);
    expect((await login('spaces@example.com', spaced.trim(), '10.9.0.1')).statusCode).toBe(400);
  });
});

describe('POST /api/auth/logout', () => {
  const statusWith = (token: string, app: { inject: FastifyInstance['inject'] } = t.app) =>
    app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${token}` } });

  it('ends this session at once on every process, and only this one', async () => {
    const someone = await t.userWith({ Cms: ['Read'] });
    const laptop = someone.token;
    const phone = await t.login(someone.user.email, 'tester-password-1');
    const otherDatabase = t.openAnotherDatabase();
    const other = await buildApp({ config: t.config, database: otherDatabase, logger: false });
    try {
      expect((await statusWith(laptop, other)).statusCode).toBe(200);
      const out = await t.call({ method: 'POST', url: '/api/auth/logout', token: laptop });
      expect(out.statusCode).toBe(204);
      // The copied token is refused here and, within moments, by the other process.
      expect((await statusWith(laptop)).statusCode).toBe(401);
      let refusedThere = false;
      for (let i = 0; i < 150 && !refusedThere; i++) {
        refusedThere = (await statusWith(laptop, other)).statusCode === 401;
        if (!refusedThere) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(refusedThere).toBe(true);
      // The user's other session goes on, on both.
      expect((await statusWith(phone)).statusCode).toBe(200);
      expect((await statusWith(phone, other)).statusCode).toBe(200);
      // A process that starts later knows of the sign-out too.
      const lateDatabase = t.openAnotherDatabase();
      const late = await buildApp({ config: t.config, database: lateDatabase, logger: false });
      expect((await statusWith(laptop, late)).statusCode).toBe(401);
      await late.close();
      await lateDatabase.close();
    } finally {
      await other.close();
      await otherDatabase.close();
    }
  });

  it('needs a valid token', async () => {
    expect((await t.call({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});

describe('changing one’s own password', () => {
  const patchSelf = (token: string, payload: object, id: string) =>
    t.call({ method: 'PATCH', url: '/api/user', token, payload: { _id: id, ...payload } });

  it('asks for the current password, refuses a wrong one, and changes nothing then', async () => {
    const me = await t.userWith({});
    const change = { password: 'brand-new-pass-1', confirmPassword: 'brand-new-pass-1' };
    const missing = await patchSelf(me.token, change, me.user._id);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ currentPassword: messages.currentPasswordRequired });
    const wrong = await patchSelf(me.token, { ...change, currentPassword: 'not-my-password' }, me.user._id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: messages.currentPasswordWrong });
    expect((await login(me.user.email, 'tester-password-1', '10.9.0.2')).statusCode).toBe(200);
    const right = await patchSelf(me.token, { ...change, currentPassword: 'tester-password-1' }, me.user._id);
    expect(right.statusCode).toBe(200);
    expect((await login(me.user.email, 'brand-new-pass-1', '10.9.0.2')).statusCode).toBe(200);
  });
});
