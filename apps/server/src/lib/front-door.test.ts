import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backOfficeHeaders } from '../plugins/security-headers.js';
import { ADMIN, createTestApp, type TestApp } from '../test/harness.js';
import { type FrontDoor, frontDoor, isScreenPath } from './front-door.js';

const PAGE = '<!doctype html><title>Blog</title><div id="root"></div>';

/** Settles with 'waiting' when the request has no answer yet: it cannot have one before the app exists. */
const stillWaiting = (request: Promise<unknown>) =>
  Promise.race([request.then(() => 'answered'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 300))]);

describe('the front door (a start answers its screens at once, the rest once ready)', () => {
  let door: FrontDoor | undefined;
  let testApp: TestApp | undefined;
  let webDir = '';

  afterEach(async () => {
    door?.server.closeAllConnections();
    await new Promise((resolve) => door?.server.close(resolve) ?? resolve(null));
    await testApp?.close();
    if (webDir) await rm(webDir, { recursive: true, force: true });
    door = undefined;
    testApp = undefined;
  });

  async function listening(): Promise<string> {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-web-'));
    await writeFile(path.join(webDir, 'index.html'), PAGE);
    door = frontDoor({ webDir, secure: backOfficeHeaders(), keepAliveTimeoutMs: 5_000 });
    const server = door.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('answers the sign-in page before the database is open, and a sign-in sent meanwhile once it is, never a 500', async () => {
    const base = await listening();

    const page = await fetch(`${base}/login`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toBe(PAGE);
    expect((await fetch(`${base}/article/edit/123`)).status).toBe(200);

    const signingIn = fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const health = fetch(`${base}/api/health`);
    const wrongPassword = fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, password: 'not-the-password' }),
    });
    expect(await stillWaiting(signingIn)).toBe('waiting');

    // The database opens and the app is built on the server that is already listening.
    testApp = await createTestApp({ webDir }, { door });
    door?.open();

    const signedIn = await signingIn;
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as { data: { token: string } }).data.token).toEqual(expect.any(String));
    expect((await health).status).toBe(200);
    // Refused as the app refuses it when asked directly.
    const refused = await testApp.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...ADMIN, password: 'not-the-password' },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect((await wrongPassword).status).toBe(refused.statusCode);
    // Open, the app answers everything itself.
    expect((await fetch(`${base}/api/user/me`)).status).toBe(401);
    expect((await fetch(`${base}/login`)).status).toBe(200);
  });

  it('answers what waited 503 when the start fails', async () => {
    const base = await listening();
    const waiting = fetch(`${base}/api/health`);
    expect(await stillWaiting(waiting)).toBe('waiting');
    door?.fail();
    const answer = await waiting;
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { error: { status: number } }).error.status).toBe(503);
  });

  it('answers early only the web app screens: no API, file, preview or unknown address a redirect may own', () => {
    for (const screen of ['/login', '/', '/article', '/article/edit/6543', '/user/change-password/1', '/login?x=1'])
      expect(isScreenPath(screen), screen).toBe(true);
    for (const other of ['/api/health', '/assets/index.js', '/preview/1', '/media/a.png', '/old-story', '/sitemap.xml'])
      expect(isScreenPath(other), other).toBe(false);
  });
});
