import { messages } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>, token = t.adminToken) =>
  t.call({ method: 'POST', url: '/api/redirect-url', token, payload });
const patch = (id: string, payload: Record<string, unknown>, token = t.adminToken) =>
  t.call({ method: 'PATCH', url: `/api/redirect-url/${id}`, token, payload });
const list = (query = '', token = t.adminToken) => t.call({ method: 'GET', url: `/api/redirect-url${query}`, token });
const resolve = (path: string) =>
  t.call({ method: 'GET', url: `/api/public/redirect?path=${encodeURIComponent(path)}` });

describe('redirect URLs', () => {
  it('adds a redirect, normalised, 301 and active by default, and lists it', async () => {
    const created = await create({
      oldUrl: 'https://Example.COM/news/old-story/',
      redirectUrl: 'HTTPS://Example.com/News/New',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      oldUrl: '/news/old-story',
      redirectUrl: 'https://example.com/News/New',
      statusCode: 301,
      status: 'Enable',
      hits: 0,
      lastHitAt: null,
      chainEnd: null,
    });
    const page = (await list('?search=old-story')).json().data;
    expect(page.items.map((r: { oldUrl: string }) => r.oldUrl)).toEqual(['/news/old-story']);
  });

  it('refuses missing and bad addresses with the spec texts, a duplicate old path, and a bad code', async () => {
    const empty = await create({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      oldUrl: messages.oldUrlRequired,
      redirectUrl: messages.redirectUrlRequired,
    });
    const bad = await create({ oldUrl: 'no-slash', redirectUrl: 'javascript:alert(1)' });
    expect(bad.json().error.fields).toMatchObject({
      oldUrl: messages.oldUrlInvalid,
      redirectUrl: messages.redirectUrlInvalid,
    });
    await create({ oldUrl: '/twice', redirectUrl: '/one' });
    const twice = await create({ oldUrl: '/twice/', redirectUrl: '/two' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields.oldUrl).toBe(messages.oldUrlTaken);
    expect((await create({ oldUrl: '/code', redirectUrl: '/x', statusCode: 303 })).statusCode).toBe(400);
  });

  it('refuses a loop, naming it, and flags a chain with where it ends', async () => {
    await create({ oldUrl: '/a', redirectUrl: '/b' });
    const chained = await create({ oldUrl: '/b', redirectUrl: '/c' });
    expect(chained.statusCode).toBe(201);
    const loop = await create({ oldUrl: '/c', redirectUrl: '/a' });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().error.message).toBe(messages.redirectLoop(['/c', '/a', '/b', '/c']));
    expect((await create({ oldUrl: '/self', redirectUrl: '/self/' })).json().error.message).toBe(
      messages.redirectToItself,
    );
    const a = (await list('?search=/a')).json().data.items.find((r: { oldUrl: string }) => r.oldUrl === '/a');
    expect(a.chainEnd).toBe('/c');
    // 'Point A straight at C'
    const straight = await patch(a._id, { redirectUrl: a.chainEnd, updatedAt: a.updatedAt });
    expect(straight.json().data).toMatchObject({ redirectUrl: '/c', chainEnd: null });
  });

  it('serves redirects with their code, counts hits, and logs paths that found nothing', async () => {
    const { _id: id } = (await create({ oldUrl: '/2019/budget', redirectUrl: '/news/budget', statusCode: 308 })).json()
      .data;
    const found = await resolve('/2019/budget/');
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual({ redirectUrl: '/news/budget', statusCode: 308 });
    expect((await resolve('/2019/budget?utm=x')).json().data.redirectUrl).toBe('/news/budget');
    // The server answers the old path itself.
    const direct = await t.call({ method: 'GET', url: '/2019/budget' });
    expect(direct.statusCode).toBe(308);
    expect(direct.headers.location).toBe('/news/budget');
    for (let i = 0; i < 3; i++) expect((await resolve('/nowhere/here')).statusCode).toBe(404);
    const listed = (await list('?search=2019')).json().data.items[0];
    expect(listed._id).toBe(id);
    expect(listed.hits).toBe(3);
    expect(listed.lastHitAt).toBeTruthy();
    const missing = (await t.call({ method: 'GET', url: '/api/redirect-url/not-found', token: t.adminToken })).json()
      .data;
    expect(missing.items).toContainEqual(expect.objectContaining({ path: '/nowhere/here', hits: 3 }));
    // The back office's own screens are never taken over.
    await create({ oldUrl: '/user', redirectUrl: '/elsewhere' });
    expect((await t.call({ method: 'GET', url: '/user' })).statusCode).not.toBe(301);
  });

  it('stops serving a disabled redirect, and refuses a stale save', async () => {
    const created = (await create({ oldUrl: '/old-offer', redirectUrl: 'https://shop.example/offer' })).json().data;
    const off = await patch(created._id, { status: 'Disable', updatedAt: created.updatedAt });
    expect(off.json().data.status).toBe('Disable');
    expect((await resolve('/old-offer')).statusCode).toBe(404);
    const stale = await patch(created._id, { status: 'Enable', updatedAt: created.updatedAt });
    expect(stale.statusCode).toBe(409);
  });

  it('imports a CSV row by row, with a report', async () => {
    const csv =
      'old,new,code\n/csv/one,/new/one,301\n/csv/two,https://example.com/two,302\nnot-a-path,/x\n/csv/one,/dup\n';
    const response = await t.call({
      method: 'POST',
      url: '/api/redirect-url/import',
      token: t.adminToken,
      payload: { csv },
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    expect(report).toMatchObject({ added: 2, refused: 2 });
    expect(report.rows.map((r: { result: string }) => r.result)).toEqual(['added', 'added', 'refused', 'refused']);
    expect(report.rows[2].message).toBe(messages.oldUrlInvalid);
    expect(report.rows[3].message).toBe(messages.oldUrlTaken);
    expect((await resolve('/csv/two')).json().data.statusCode).toBe(302);
  });

  it('answers over HTTP from in front of the framework, the same as the route', async () => {
    await create({ oldUrl: '/front/door', redirectUrl: '/back/door', statusCode: 307 });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const found = await fetch(`${address}/api/public/redirect?path=${encodeURIComponent('/front/door/')}`);
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBe('public, max-age=30');
    expect(await found.json()).toEqual({ data: { redirectUrl: '/back/door', statusCode: 307 } });
    const missing = await fetch(`${address}/api/public/redirect?path=/no/such/door`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(messages.redirectNotFound);
    // Without a path the route's validation answers.
    expect((await fetch(`${address}/api/public/redirect`)).status).toBe(400);
  });

  it('needs RedirectUrl rights', async () => {
    const reader = await t.userWith({ RedirectUrl: ['Read'] });
    expect((await list('', reader.token)).statusCode).toBe(200);
    expect((await create({ oldUrl: '/r', redirectUrl: '/s' }, reader.token)).statusCode).toBe(403);
    const nobody = await t.userWith({ Role: ['Read'] });
    expect((await list('', nobody.token)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/redirect-url' })).statusCode).toBe(401);
  });
});
