import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { ADMIN, createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let s3: S3rver;
let s3Dir: string;
let s3Config: Config['s3'];

beforeAll(async () => {
  t = await createTestApp();
  s3Dir = await mkdtemp(path.join(os.tmpdir(), 'masthead-s3-'));
  // A local S3-compatible server, as a stand-in for AWS S3, MinIO or R2.
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'media' }],
  });
  const address = (await s3.run()) as AddressInfo;
  s3Config = {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket: 'media',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
});
afterAll(async () => {
  await s3?.close();
  await rm(s3Dir, { recursive: true, force: true });
  await t.close();
});

/** A server process with media in the bucket and a data folder of its own. */
async function processWithS3() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-s3-app-'));
  const database = t.openAnotherDatabase();
  const app = await buildApp({
    config: { ...t.config, dataDir, mediaDir: path.join(dataDir, 'media'), s3: s3Config },
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

function multipart(name: string, type: string, content: string | Buffer) {
  const boundary = 'masthead-s3-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('media in S3-compatible storage', () => {
  it('stores an upload in the bucket, which another process serves with the safe headers', async () => {
    const a = await processWithS3();
    const b = await processWithS3();
    try {
      const token = (await a.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN })).json().data.token;
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle cx="2" cy="2" r="2"/></svg>';
      const { payload, contentType } = multipart('dot.svg', 'image/svg+xml', svg);
      const uploaded = await a.app.inject({
        method: 'POST',
        url: '/api/asset/upload',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload,
      });
      expect(uploaded.statusCode).toBe(201);
      const { url, key } = uploaded.json().data;
      const served = await b.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.body).toContain('<circle');
      expect(served.headers['content-type']).toContain('image/svg+xml');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      // Not on either process's disk: only in the bucket.
      const { existsSync } = await import('node:fs');
      expect(existsSync(path.join(t.dataDir, 'media', key))).toBe(false);
      expect((await b.app.inject({ method: 'GET', url: '/media/2000/01/missing.png' })).statusCode).toBe(404);
      expect((await b.app.inject({ method: 'GET', url: '/media/../secret' })).statusCode).toBeLessThan(500);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
