import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { MISS_LIMITS } from './miss-counter.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (path: string, from = '203.0.113.10', headers: Record<string, string> = {}, app = t) =>
  app.call({
    method: 'GET',
    url: `/api/public/redirect?path=${encodeURIComponent(path)}`,
    remoteAddress: from,
    headers,
  });
/** The editors' 404 list (which writes what was counted first). */
const listed = async (app = t) => {
  const page = (
    await app.call({ method: 'GET', url: '/api/redirect-url/not-found?pageSize=100', token: app.adminToken })
  ).json().data;
  return { total: page.total as number, paths: page.items.map((item: { path: string }) => item.path) as string[] };
};
const clear = () => t.database.db.execute(sql`delete from not_found_paths`);

describe("anonymous misses cannot fill the editors' 404 list", () => {
  it('counts at most the limit per client address a minute; every miss is still answered 404', async () => {
    await clear();
    for (let i = 0; i < MISS_LIMITS.perClientPerMinute + 40; i++) {
      expect((await ask(`/spam/${i}`, '203.0.113.11')).statusCode).toBe(404);
    }
    expect((await listed()).total).toBe(MISS_LIMITS.perClientPerMinute);
    // Another reader's miss still counts.
    expect((await ask('/a/real/typo', '198.51.100.20')).statusCode).toBe(404);
    expect((await listed()).paths).toContain('/a/real/typo');
  });

  it('over HTTP too, where a found redirect is answered in front of the framework', async () => {
    await clear();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const codes = new Set<number>();
    for (let i = 0; i < MISS_LIMITS.perClientPerMinute + 20; i++) {
      codes.add((await fetch(`${address}/api/public/redirect?path=/http-spam/${i}`)).status);
    }
    expect([...codes]).toEqual([404]);
    expect((await listed()).total).toBe(MISS_LIMITS.perClientPerMinute);
  });

  it('by default, a client cannot pass as many with X-Forwarded-For', async () => {
    await clear();
    for (let i = 0; i < MISS_LIMITS.perClientPerMinute + 20; i++) {
      await ask(`/forged/${i}`, '203.0.113.12', { 'x-forwarded-for': `198.51.100.${i}` });
    }
    expect((await listed()).total).toBe(MISS_LIMITS.perClientPerMinute);
  });

  it('behind a trusted proxy, counts each reader the proxy names', async () => {
    const behind = await createTestApp({ trustProxy: 1 });
    try {
      const readers = 3;
      for (let reader = 0; reader < readers; reader++) {
        for (let i = 0; i < MISS_LIMITS.perClientPerMinute + 5; i++) {
          await ask(`/proxied/${reader}/${i}`, '10.0.0.2', { 'x-forwarded-for': `198.51.100.${reader}` }, behind);
        }
      }
      expect((await listed(behind)).total).toBe(readers * MISS_LIMITS.perClientPerMinute);
    } finally {
      await behind.close();
    }
  });

  it('answers a long path, and never stores one', async () => {
    await clear();
    const long = `/${'x'.repeat(1500)}`;
    expect((await ask(long, '203.0.113.13')).statusCode).toBe(404);
    const longest = `/${'y'.repeat(MISS_LIMITS.maxPathLength - 1)}`;
    expect((await ask(longest, '203.0.113.13')).statusCode).toBe(404);
    expect((await ask(`${longest}z`, '203.0.113.13')).statusCode).toBe(404);
    expect((await listed()).paths).toEqual([longest]);
  });

  it('keeps the most asked paths only, dropping the least asked (and any too long) first', async () => {
    await clear();
    await t.database.db.execute(sql`insert into not_found_paths (path, hits, last_at)
      select '/kept/' || g, 5, now() - interval '1 day' from generate_series(1, ${MISS_LIMITS.kept}) g`);
    await t.database.db.execute(sql`insert into not_found_paths (path, hits) values (${`/${'z'.repeat(400)}`}, 1000)`);
    for (let i = 0; i < 6; i++) await ask('/popular', `203.0.113.${20 + i}`);
    await ask('/rare', '203.0.113.30');
    const { total, paths } = await listed();
    expect(total).toBe(MISS_LIMITS.kept);
    expect(paths[0]).toBe('/popular');
    const [gone] = rowsOf<{ count: number }>(
      await t.database.db.execute(sql`select count(*)::int as count from not_found_paths
        where path = '/rare' or char_length(path) > ${MISS_LIMITS.maxPathLength}`),
    );
    expect(gone?.count).toBe(0);
  });
});
