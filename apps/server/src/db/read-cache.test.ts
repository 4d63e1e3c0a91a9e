import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, onlyRead, openPglite, rowsOf } from './client.js';
import { readCache } from './read-cache.js';

describe('readCache', () => {
  it('answers from memory until a write, then reads again', async () => {
    let writes = 0;
    let reads = 0;
    const cache = readCache(() => writes);
    const read = async () => ++reads;
    expect(await cache.get('a', read)).toBe(1);
    expect(await cache.get('a', read)).toBe(1);
    writes += 1;
    expect(await cache.get('a', read)).toBe(2);
  });

  it('does not keep an answer read while a write finished', async () => {
    let writes = 0;
    let reads = 0;
    const cache = readCache(() => writes);
    const readDuringWrite = async () => {
      writes += 1;
      return ++reads;
    };
    expect(await cache.get('a', readDuringWrite)).toBe(1);
    expect(await cache.get('a', async () => ++reads)).toBe(2);
  });

  it('keeps at most its bound, dropping the oldest first', async () => {
    const cache = readCache(() => 0, { maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size()).toBe(2);
    expect(await cache.get('a', async () => 'read again')).toBe('read again');
  });

  it('keeps at most its size in JSON, and never one answer larger than a quarter of it', async () => {
    const cache = readCache(() => 0, { maxBytes: 400 });
    const text = (length: number) => async () => 'x'.repeat(length - 2);
    await cache.get('a', text(60));
    await cache.get('b', text(90));
    expect(cache.bytes()).toBe(150);
    await cache.get('huge', text(101));
    expect(cache.size()).toBe(2);
    for (const key of ['c', 'd', 'e']) await cache.get(key, text(90));
    // 60 + 4 × 90 = 420 > 400: the oldest ('a') went.
    expect(cache.bytes()).toBe(360);
    expect(await cache.get('a', async () => 'read again')).toBe('read again');
  });
});

describe('the embedded database counts its writes', () => {
  let database: Database;
  beforeAll(async () => {
    database = openPglite(await PGlite.create());
    await database.db.execute(sql`create table notes (text text)`);
  });
  afterAll(() => database.close());

  const cachedCount = () =>
    database.readCache.get('count', async () => {
      const [row] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from notes`));
      return row.n;
    });

  it('drops kept answers on a statement that writes and on a transaction, not on a read', async () => {
    expect(await cachedCount()).toBe(0);
    await database.db.execute(sql`insert into notes values ('first')`);
    expect(await cachedCount()).toBe(1);
    await database.db.execute(sql`select * from notes`);
    expect(database.readCache.size()).toBe(1);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values ('second')`);
    });
    expect(await cachedCount()).toBe(2);
    await database.db.execute(sql`with added as (insert into notes values ('third') returning 1) select * from added`);
    expect(await cachedCount()).toBe(3);
  });

  it('keeps a search that begins with WITH, and serves it from memory like any read', async () => {
    let reads = 0;
    const search = () =>
      database.readCache.get('search', async () => {
        reads += 1;
        const found = await database.db.execute(
          sql`with matching as (select text from notes where text like ${'f%'}) select count(*)::int as n from matching`,
        );
        return rowsOf<{ n: number }>(found)[0]?.n;
      });
    expect(await search()).toBe(1);
    expect(await search()).toBe(1);
    expect(reads).toBe(1);
    // A WITH that writes, whatever its last part, drops what was kept.
    await database.db.execute(sql`with moved as (select 'fourth' as text) insert into notes select text from moved`);
    expect(await search()).toBe(2);
    expect(reads).toBe(2);
    await database.db.execute(
      sql`with added as not materialized (insert into notes values ('fifth') returning text) select * from added`,
    );
    expect(await search()).toBe(3);
    expect(reads).toBe(3);
  });
});

describe('onlyRead', () => {
  it('judges a statement by its command, and a WITH by its parts', () => {
    expect(onlyRead('SELECT', 'with a as (select 1) select * from a')).toBe(true);
    expect(onlyRead('SHOW', 'show timezone')).toBe(true);
    expect(onlyRead('INSERT', 'with a as (select 1) insert into t select * from a')).toBe(false);
    expect(onlyRead('SELECT', 'with a as (update t set x = 1 returning x) select * from a')).toBe(false);
    expect(onlyRead('SELECT', 'WITH a AS MATERIALIZED (DELETE FROM t RETURNING x) SELECT * FROM a')).toBe(false);
    expect(onlyRead('CREATE', 'create table t (x int)')).toBe(false);
    // A statement that failed has no command: judged by its first word.
    expect(onlyRead(undefined, 'select 1/0')).toBe(true);
    expect(onlyRead(undefined, 'insert into t values (1)')).toBe(false);
  });
});
