import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A second server on the same database whose log lines the test reads. */
async function withLog(level: string, run: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>) {
  const stream = new PassThrough();
  const lines: string[] = [];
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const database = t.openAnotherDatabase();
  const app = await buildApp({ config: { ...t.config, logLevel: level }, database, logStream: stream });
  try {
    await run(app);
  } finally {
    await app.close();
    await database.close();
  }
  await new Promise((resolve) => setImmediate(resolve));
  return lines.join('\n');
}

describe('the logs', () => {
  it('write no line per request at info, and one per request at debug', async () => {
    const quiet = await withLog('info', async (app) => {
      await app.inject({ method: 'GET', url: '/api/health' });
    });
    expect(quiet).not.toContain('/api/health');
    const chatty = await withLog('debug', async (app) => {
      await app.inject({ method: 'GET', url: '/api/health' });
    });
    expect(chatty.match(/"url":"\/api\/health"/g)?.length).toBe(1);
  });

  it('never show a preview token from the address', async () => {
    const secret = 'eyJhbGciOiJIUzI1NiJ9.preview-secret.signature';
    const log = await withLog('debug', async (app) => {
      await app.inject({ method: 'GET', url: `/preview/some-story?token=${secret}` });
      await app.inject({ method: 'GET', url: `/api/nowhere?x=1&token=${secret}` });
    });
    expect(log).toContain('token=[redacted]');
    expect(log).not.toContain('preview-secret');
  });

  it('never show the bound values of a failed statement (an argon2 hash)', async () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$bm90LWEtcmVhbC1oYXNoLWJ1dC1jbG9zZQ';
    const log = await withLog('info', async (app) => {
      let failure: unknown;
      try {
        // Duplicate e-mail: PostgreSQL refuses, and the error carries the statement's values.
        await t.database.db.execute(
          sql`insert into users (email, name, password_hash) values (${'admin@example.com'}, 'Dup', ${hash})`,
        );
      } catch (error) {
        failure = error;
      }
      expect(failure).toBeDefined();
      expect(JSON.stringify(failure, Object.getOwnPropertyNames(failure as object)) + String(failure)).toContain(
        'argon2',
      );
      app.log.error({ err: failure }, 'unhandled error');
    });
    expect(log).toContain('unhandled error');
    expect(log).not.toContain('argon2');
    expect(log).not.toContain('admin@example.com');
  });
});
