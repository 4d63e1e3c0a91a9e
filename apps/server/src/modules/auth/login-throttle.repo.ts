import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.js';

/** Expired windows removed by each hit: the table cleans itself as logins happen. */
const PRUNE_PER_HIT = 20;

/**
 * Fixed-window counters per key kept in PostgreSQL (table login_throttle), so every
 * server process on the database shares one count: a limit holds behind a load balancer.
 */
export function loginThrottle(db: Db, scope: string, limit: number, windowMs: number) {
  const keyOf = (key: string) => `${scope}:${key}`;
  return {
    /** Seconds until the key may try again, or 0 when it is under the limit. */
    async retryAfter(key: string): Promise<number> {
      const [row] = rowsOf<{ wait: string | number }>(
        await db.execute(sql`
        select ceil(extract(epoch from window_ends_at - now()))::int as wait
        from login_throttle
        where key = ${keyOf(key)} and window_ends_at > now() and hits >= ${limit}`),
      );
      return row ? Math.max(1, Number(row.wait)) : 0;
    },

    /** Counts one attempt: a new window when the last one has ended. */
    async hit(key: string): Promise<void> {
      const id = keyOf(key);
      await db.execute(sql`
        with pruned as (
          delete from login_throttle where key in (
            select key from login_throttle
            where window_ends_at < now() and key <> ${id}
            limit ${PRUNE_PER_HIT} for update skip locked))
        insert into login_throttle as t (key, hits, window_ends_at)
        values (${id}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when t.window_ends_at <= now() then 1 else t.hits + 1 end,
          window_ends_at = case when t.window_ends_at <= now() then excluded.window_ends_at else t.window_ends_at end`);
    },

    async reset(key: string): Promise<void> {
      await db.execute(sql`delete from login_throttle where key = ${keyOf(key)}`);
    },
  };
}
export type LoginThrottle = ReturnType<typeof loginThrottle>;
