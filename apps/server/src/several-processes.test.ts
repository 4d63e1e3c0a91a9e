import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { openPg } from './db/client.js';
import { withDatabase } from './test/global-setup.js';
import { ADMIN, createTestApp, type TestApp } from './test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Another server process on the same database, with its own data folder and no JWT_SECRET. */
async function otherProcess(mediaDir: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-other-'));
  const database = t.openAnotherDatabase();
  const app = await buildApp({
    config: { ...t.config, dataDir, mediaDir, jwtSecret: null },
    database,
    logger: false,
  });
  return {
    app,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe('several server processes on one database', () => {
  it('share one signing key kept in the database: a token from one is accepted by the other', async () => {
    const media = path.join(t.dataDir, 'shared-media');
    const [a, b] = await Promise.all([otherProcess(media), otherProcess(media)]);
    try {
      const login = await a.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      expect(login.statusCode).toBe(200);
      const token = login.json().data.token;
      const me = await b.app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.email).toBe(ADMIN.email);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('serve each other’s uploads from a shared MEDIA_DIR', async () => {
    const media = path.join(t.dataDir, 'shared-media');
    const a = await otherProcess(media);
    const b = await otherProcess(media);
    try {
      const login = await a.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      const token = login.json().data.token;
      const boundary = 'masthead-boundary';
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';
      const body = [
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="square.svg"',
        'Content-Type: image/svg+xml',
        '',
        svg,
        `--${boundary}--`,
        '',
      ].join('\r\n');
      const uploaded = await a.app.inject({
        method: 'POST',
        url: '/api/asset/upload',
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      expect(uploaded.statusCode).toBe(201);
      const served = await b.app.inject({ method: 'GET', url: uploaded.json().data.url });
      expect(served.statusCode).toBe(200);
      expect(served.body).toContain('<rect');
    } finally {
      await a.close();
      await b.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'migrate an empty PostgreSQL database together without a clash',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL ?? '';
      const name = `masthead_tmig_${process.pid}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
      const databases = [1, 2, 3].map(() => openPg(withDatabase(serverUrl, name), 2));
      try {
        await Promise.all(databases.map((database) => database.migrate()));
        const { rows } = await admin.query<{ count: number }>(
          `select count(*)::int as count from pg_database where datname = $1`,
          [name],
        );
        expect(rows[0].count).toBe(1);
      } finally {
        await Promise.all(databases.map((database) => database.close()));
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
