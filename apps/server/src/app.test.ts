import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { allEndpoints, DEFAULT_SITE_TITLE } from '@masthead/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.js';

let t: TestApp;
let webDir: string;
const script = `export const lines = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `line ${i}`))};\n`;
beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-web-'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Masthead SPA</title>');
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'assets', 'app-C0ffee12.js'), script);
  await writeFile(path.join(webDir, 'assets', 'app-C0ffee12.js.br'), brotliCompressSync(script));
  await writeFile(path.join(webDir, 'assets', 'app-C0ffee12.js.gz'), gzipSync(script));
  t = await createTestApp({ webDir });
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('the server', () => {
  it('answers health', async () => {
    const response = await t.call({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ data: { status: 'ok' } });
  });

  it('sends security headers with a CSP', async () => {
    const response = await t.call({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('serves OpenAPI docs generated from the schemas', async () => {
    const spec = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = spec.json().paths;
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/user', '/api/role/create']));
    expect(paths['/api/user'].post.requestBody).toBeDefined();
    expect((await t.call({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('publishes a valid OpenAPI 3 document listing every endpoint of the catalogue', async () => {
    const spec = (await t.call({ method: 'GET', url: '/api/docs/json' })).json();
    const validator = new Validator();
    const result = await validator.validate(spec);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    for (const e of allEndpoints) {
      const path = `/api${e.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;
      expect(spec.paths[path]?.[e.method.toLowerCase()], `${e.method} ${path}`).toBeDefined();
    }
    // The delivery API under its own tag, described, and marked as needing no token.
    expect(spec.tags).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'public' })]));
    expect(spec.paths['/api/public/home'].get).toMatchObject({ tags: ['public'], security: [] });
    expect(spec.paths['/api/public/content/{permaLink}'].get.security).toEqual([]);
    expect(spec.paths['/api/user'].get.security).toBeUndefined();
  });

  it('serves the SPA with history fallback, and JSON 404s under /api', async () => {
    const home = await t.call({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Masthead SPA');
    const screen = await t.call({ method: 'GET', url: '/user/edit/123' });
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('Masthead SPA');
    const asset = await t.call({ method: 'GET', url: '/assets/missing-1234.js' });
    expect(asset.statusCode).toBe(404);
    const api = await t.call({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
  });

  it("sends the build's pre-compressed assets as they are, cached for good", async () => {
    const url = '/assets/app-C0ffee12.js';
    const br = await t.call({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotliCompressSync(script))).toBe(true);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await t.call({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.call({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses API JSON over 1 KB, and not below', async () => {
    const large = await t.call({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.rawPayload).toString()).openapi).toMatch(/^3\./);
    const small = await t.call({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { status: 'ok' } });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.status).toBe(400);
  });
});

describe('site detail', () => {
  it('answers with defaults while no site detail exists', async () => {
    const response = await t.call({ method: 'GET', url: '/api/site-management/siteDetail' });
    expect(response.json().data).toEqual({
      _id: null,
      siteName: DEFAULT_SITE_TITLE,
      siteLogo: null,
      siteFavicon: null,
      seo: { title: DEFAULT_SITE_TITLE, description: '' },
    });
  });
});

describe('web vitals', () => {
  it('stores measurements and summarises them', async () => {
    for (const value of [100, 200, 300, 400]) {
      const response = await t.call({
        method: 'POST',
        url: '/api/metrics/web-vitals',
        payload: { name: 'LCP', value, rating: 'good', id: `v-${value}`, path: '/' },
      });
      expect(response.statusCode).toBe(204);
    }
    const bad = await t.call({
      method: 'POST',
      url: '/api/metrics/web-vitals',
      payload: { name: 'XYZ', value: -1, rating: 'good', id: 'x', path: '/' },
    });
    expect(bad.statusCode).toBe(400);
    const summary = await t.call({ method: 'GET', url: '/api/metrics/web-vitals/summary', token: t.adminToken });
    expect(summary.json().data).toEqual([{ name: 'LCP', p75: 325, count: 4 }]);
  });
});
