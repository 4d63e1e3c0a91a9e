import { messages } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;

const create = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/redirect-url', token: t.adminToken, payload, headers });
const patch = (id: string, payload: Record<string, unknown>) =>
  t.call({ method: 'PATCH', url: `/api/redirect-url/${id}`, token: t.adminToken, payload });
const resolve = (path: string) =>
  t.call({ method: 'GET', url: `/api/public/redirect?path=${encodeURIComponent(path)}` });

beforeAll(async () => {
  t = await createTestApp({ publicSiteUrl: 'https://reader.example' });
  const site = await t.call({
    method: 'POST',
    url: '/api/site-management',
    token: t.adminToken,
    payload: { siteName: 'Daily', siteUrl: 'https://www.daily.example', seo: { title: 'Daily', description: 'News' } },
  });
  expect(site.statusCode, site.body).toBe(201);
});
afterAll(() => t.close());

/** Follows redirects as a browser on the site would, until none answers; the addresses passed. */
async function follow(start: string): Promise<string[]> {
  const passed = [start];
  for (let hop = 0; hop < 10; hop++) {
    const found = await resolve(passed[passed.length - 1] as string);
    if (found.statusCode !== 200) return passed;
    passed.push(found.json().data.redirectUrl);
  }
  throw new Error(`a loop: ${passed.join(' → ')}`);
}

describe('redirect loops cannot be stored', () => {
  it('through a query spelling of an old path', async () => {
    expect((await create({ oldUrl: '/qa', redirectUrl: '/qb' })).statusCode).toBe(201);
    const loop = await create({ oldUrl: '/qb', redirectUrl: '/qa?utm_source=x' });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().error.fields).toEqual({
      redirectUrl: messages.redirectLoop(['/qb', '/qa?utm_source=x', '/qb']),
    });
    const itself = await create({ oldUrl: '/qself', redirectUrl: '/qself/?page=2' });
    expect(itself.json().error.fields).toEqual({ redirectUrl: messages.redirectToItself });
    // An old path with a query going to its path alone is no loop: the path alone has no redirect.
    expect((await create({ oldUrl: '/qc?page=2', redirectUrl: '/qc' })).statusCode).toBe(201);
    expect(await follow('/qc?page=2')).toEqual(['/qc?page=2', '/qc']);
  });

  it("through the site's own absolute address, whichever way it is named", async () => {
    expect((await create({ oldUrl: '/sa', redirectUrl: '/sb' })).statusCode).toBe(201);
    // As asked, and as stored (scheme and host in lower case).
    const ours = [
      ['https://www.daily.example/sa', 'https://www.daily.example/sa'], // the site URL of the settings
      ['HTTPS://WWW.Daily.Example/sa/', 'https://www.daily.example/sa/'], // in other letters, with a slash
      ['http://reader.example/sa?ref=1', 'http://reader.example/sa?ref=1'], // PUBLIC_SITE_URL
      ['https://cms.daily.example/sa', 'https://cms.daily.example/sa'], // the host the save was sent to
    ];
    for (const [redirectUrl, stored] of ours) {
      const loop = await create({ oldUrl: '/sb', redirectUrl }, { host: 'cms.daily.example' });
      expect(loop.statusCode, redirectUrl).toBe(400);
      expect(loop.json().error.message, redirectUrl).toBe(messages.redirectLoop(['/sb', stored as string, '/sb']));
    }
    const itself = await create({ oldUrl: '/sc', redirectUrl: 'https://www.daily.example/sc' });
    expect(itself.json().error.message).toBe(messages.redirectToItself);
    // Another site's page of the same path is no loop.
    expect((await create({ oldUrl: '/sb', redirectUrl: 'https://other.example/sa' })).statusCode).toBe(201);
  });

  it('through an edit that turns a redirect back on or moves its old path', async () => {
    const first = (await create({ oldUrl: '/ea', redirectUrl: '/eb', status: 'Disable' })).json().data;
    expect((await create({ oldUrl: '/eb', redirectUrl: '/ea' })).statusCode).toBe(201);
    const on = await patch(first._id, { status: 'Enable', updatedAt: first.updatedAt });
    expect(on.statusCode).toBe(400);
    const moved = (await create({ oldUrl: '/ex', redirectUrl: '/eb?from=x' })).json().data;
    const back = await patch(moved._id, { oldUrl: '/ea', updatedAt: moved.updatedAt });
    expect(back.statusCode).toBe(400);
    expect(back.json().error.message).toBe(messages.redirectLoop(['/ea', '/eb?from=x', '/ea']));
    // Both stay as they were.
    expect((await resolve('/ea')).statusCode).toBe(404);
    expect((await resolve('/ex')).json().data.redirectUrl).toBe('/eb?from=x');
  });

  it('by two saves at once: exactly one of a pair that would close a loop is stored', async () => {
    for (let pair = 0; pair < 6; pair++) {
      const [a, b] = [`/race-${pair}-a`, `/race-${pair}-b`];
      const answers = await Promise.all([
        create({ oldUrl: a, redirectUrl: b }),
        create({ oldUrl: b, redirectUrl: `https://www.daily.example${a}` }),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes, `pair ${pair}: ${answers.map((answer) => answer.body).join(' ')}`).toEqual([201, 400]);
      await follow(a);
      await follow(b);
    }
  });
});
