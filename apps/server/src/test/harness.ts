import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Me, ModelPermissions, Role, User } from '@masthead/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { ensureFirstAdmin } from '../bootstrap/first-admin.js';
import type { Config } from '../config.js';
import { type Database, openPg, openPglite } from '../db/client.js';
import type { FrontDoor } from '../lib/front-door.js';
import { withDatabase } from './global-setup.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}

export const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };

interface TestDatabase {
  database: Database;
  /** Another connection to the same database, as a second server process would have. */
  openAnother: () => Database;
  drop: () => Promise<void>;
}

async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = await readFile(inject('pgliteDump'));
    const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
    const database = openPglite(client);
    // PGlite is one embedded engine: a second "process" shares it (and must not close it).
    return { database, openAnother: () => ({ ...database, close: async () => {} }), drop: async () => {} };
  }
  const name = `masthead_t${randomBytes(4).toString('hex')}_${process.ppid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  return {
    database: openPg(withDatabase(serverUrl, name), 4),
    openAnother: () => openPg(withDatabase(serverUrl, name), 2),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  openAnotherDatabase: () => Database;
  dataDir: string;
  adminToken: string;
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  login(email: string, password: string): Promise<string>;
  /** A role with exactly these rights, and a signed-in user holding only it. */
  userWith(rights: ModelPermissions, name?: string): Promise<{ user: User; token: string; role: Role }>;
  /** `POST /api/asset/upload` of one file as a browser sends it (multipart), by the admin unless `token`. */
  upload(
    file: Buffer,
    filename: string,
    fields?: Record<string, string>,
    token?: string,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: {
    /** The first admin as `npm start` makes it: its password is one-time (one-time-password.test.ts). */
    oneTimeAdmin?: boolean;
    /** A server listening already, that the app answers through once opened (lib/front-door.ts). */
    door?: FrontDoor;
  } = {},
): Promise<TestApp> {
  const { database, drop, openAnother } = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-'));
  // Without the one-time flag unless asked: the flag's own behaviour has its tests.
  await ensureFirstAdmin(database.db, { ...ADMIN, oneTimePassword: options.oneTimeAdmin ?? false });
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: null,
    jwtSecret: randomBytes(32).toString('hex'),
    mediaDir: path.join(dataDir, 'media'),
    s3: null,
    tokenTtlSeconds: 3600,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    webDir: null,
    logLevel: 'silent',
    publicSiteUrl: null,
    publicSiteOrigin: null,
    publicCacheBytes: 32 * 1024 * 1024,
    publishIntervalMs: 0,
    revisionKeepDays: 0,
    redisUrl: null,
    collabPingMs: 15_000,
    ads: {
      flushMs: 60_000,
      refreshMs: 60_000,
      leadSeconds: 3600,
      viewWindowSeconds: 1800,
      requestsPerMinute: 120,
      clicksPerMinute: 30,
    },
    collabSockets: { perAddress: 100, signingInPerAddress: 8 },
    loginLimits: { perIpPerMinute: 1000, failuresPerEmail: 1000, emailWindowMinutes: 15 },
    trustProxy: false,
    uploadsPerMinute: 1000,
    keepAliveTimeoutMs: 72_000,
    ...overrides,
  };
  const app = await buildApp({ config, database, logger: false, door: options.door });
  await app.ready();

  async function call({ token, headers, ...options }: InjectOptions & { token?: string }) {
    return app.inject({
      ...options,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  }
  async function login(email: string, password: string): Promise<string> {
    const response = await call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
    return response.json<{ data: { token: string; user: Me } }>().data.token;
  }
  const adminToken = await login(ADMIN.email, ADMIN.password);
  let counter = 0;

  return {
    app,
    config,
    database,
    openAnotherDatabase: openAnother,
    dataDir,
    adminToken,
    call,
    login,
    upload(file, filename, fields = {}, token = adminToken) {
      const boundary = `----masthead-test-${randomBytes(6).toString('hex')}`;
      const parts = Object.entries(fields).map(([name, value]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
      const payload = Buffer.concat([
        ...parts,
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return call({
        method: 'POST',
        url: '/api/asset/upload',
        token,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    },
    async userWith(rights, name) {
      counter += 1;
      const label = name ?? `Tester ${counter} ${randomBytes(2).toString('hex')}`;
      const roleResponse = await call({
        method: 'POST',
        url: '/api/role/create',
        token: adminToken,
        payload: { name: `${label} role`, description: 'For a test', modelPermissions: rights },
      });
      if (roleResponse.statusCode !== 201) throw new Error(`role: ${roleResponse.body}`);
      const role = roleResponse.json<{ data: Role }>().data;
      const email = `${label.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;
      const password = 'tester-password-1';
      const userResponse = await call({
        method: 'POST',
        url: '/api/user',
        token: adminToken,
        payload: { email, name: label, phone: '+1 555 0100', roles: [role._id], password, confirmPassword: password },
      });
      if (userResponse.statusCode !== 201) throw new Error(`user: ${userResponse.body}`);
      return { user: userResponse.json<{ data: User }>().data, token: await login(email, password), role };
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
