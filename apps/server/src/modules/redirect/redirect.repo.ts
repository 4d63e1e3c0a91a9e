import type { NotFoundPath, Redirect, RedirectCode } from '@masthead/contract';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.js';
import { notFoundPaths, redirects } from '../../db/schema.js';
import { offsetOf } from '../../lib/paging.js';
import { changedBy, lastChangeOf, unchangedSince } from '../../lib/stale-write.js';
import { MISS_LIMITS } from './miss-counter.js';

/** The lock saves of redirects take turns on, so two at once cannot build a loop between them. */
const REDIRECT_SAVE_LOCK = 7240012;

type Row = typeof redirects.$inferSelect;

/** A redirect as the API answers it; `chainEnd` is filled in by the service. */
export function toRedirect(row: Row, chainEnd: string | null = null): Redirect {
  return {
    _id: row.id,
    oldUrl: row.oldUrl,
    redirectUrl: row.redirectUrl,
    statusCode: row.statusCode,
    status: row.status,
    hits: row.hits,
    lastHitAt: row.lastHitAt ? row.lastHitAt.toISOString() : null,
    chainEnd,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface RedirectWrite {
  oldUrl?: string;
  redirectUrl?: string;
  statusCode?: RedirectCode;
  status?: 'Enable' | 'Disable';
}

/** Hits to add to a redirect, and paths that found nothing. */
export interface RedirectCounts {
  hits: { id: string; count: number; at: Date }[];
  misses: { path: string; count: number; at: Date }[];
}

function containing(words: string): string {
  return `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function redirectRepo(db: Db) {
  return {
    async findPage(search: string | undefined, page: number, pageSize: number | null) {
      const where: SQL | undefined = search
        ? or(ilike(redirects.oldUrl, containing(search)), ilike(redirects.redirectUrl, containing(search)))
        : undefined;
      const list = db.select().from(redirects).where(where).orderBy(desc(redirects.createdAt), desc(redirects.id));
      const [rows, [{ total }]] = await Promise.all([
        pageSize === null ? list : list.limit(pageSize).offset(offsetOf(page, pageSize)),
        db.select({ total: count() }).from(redirects).where(where),
      ]);
      return { rows, total };
    },

    async getById(id: string): Promise<Row | null> {
      const [row] = await db.select().from(redirects).where(eq(redirects.id, id)).limit(1);
      return row ?? null;
    },

    /** Every enabled redirect, old path → target: what the serving processes keep. */
    async enabled(): Promise<{ id: string; oldUrl: string; redirectUrl: string; statusCode: number }[]> {
      return db
        .select({
          id: redirects.id,
          oldUrl: redirects.oldUrl,
          redirectUrl: redirects.redirectUrl,
          statusCode: redirects.statusCode,
        })
        .from(redirects)
        .where(eq(redirects.status, 'Enable'));
    },

    async insert(values: Required<RedirectWrite>, actorId: string): Promise<Row> {
      const [row] = await db
        .insert(redirects)
        .values({ ...values, updatedById: actorId })
        .returning();
      return row as Row;
    },

    /** Null when the row is gone or, with `expected`, was changed since that version. */
    async update(id: string, values: RedirectWrite, change: { actorId: string; expected?: string }) {
      const [row] = await db
        .update(redirects)
        .set({ ...values, ...changedBy(change.actorId) })
        .where(and(eq(redirects.id, id), unchangedSince(redirects.updatedAt, change.expected)))
        .returning();
      return row ?? null;
    },

    lastChange: (id: string) => lastChangeOf(db, redirects, id),

    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(redirects).where(eq(redirects.id, id)).returning({ id: redirects.id });
      return rows.length > 0;
    },

    /**
     * Adds hits and misses, then keeps the 404 list to its most asked paths (a path stored before
     * the length limit goes too).
     */
    async add(counts: RedirectCounts): Promise<void> {
      if (counts.hits.length > 0) {
        await db.execute(sql`update redirects r set hits = r.hits + h.count, last_hit_at = greatest(r.last_hit_at, h.at)
          from unnest(${sql.param(counts.hits.map((h) => h.id))}::uuid[], ${sql.param(counts.hits.map((h) => h.count))}::bigint[],
            ${sql.param(counts.hits.map((h) => h.at.toISOString()))}::timestamptz[]) as h(id, count, at)
          where r.id = h.id`);
      }
      if (counts.misses.length > 0) {
        await db.execute(sql`insert into not_found_paths (path, hits, last_at)
          select * from unnest(${sql.param(counts.misses.map((m) => m.path))}::text[],
            ${sql.param(counts.misses.map((m) => m.count))}::bigint[], ${sql.param(counts.misses.map((m) => m.at.toISOString()))}::timestamptz[])
          on conflict (path) do update set hits = not_found_paths.hits + excluded.hits,
            last_at = greatest(not_found_paths.last_at, excluded.last_at)`);
        await db.execute(sql`delete from not_found_paths where char_length(path) > ${MISS_LIMITS.maxPathLength}
          or path in (select path from not_found_paths where char_length(path) <= ${MISS_LIMITS.maxPathLength}
            order by hits desc, last_at desc, path offset ${MISS_LIMITS.kept})`);
      }
    },

    /** Paths that found nothing and have no redirect yet, most asked first. */
    async notFound(page: number, pageSize: number): Promise<{ items: NotFoundPath[]; total: number }> {
      const open = sql`not exists (select 1 from redirects r where r.old_url = ${notFoundPaths.path})`;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(notFoundPaths)
          .where(open)
          .orderBy(desc(notFoundPaths.hits), notFoundPaths.path)
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select({ total: count() }).from(notFoundPaths).where(open),
      ]);
      return {
        items: rows.map((row) => ({ path: row.path, hits: row.hits, lastAt: row.lastAt.toISOString() })),
        total,
      };
    },

    /** The targets of enabled redirects whose old path is one of `paths`. */
    async targetsOf(paths: string[]): Promise<Map<string, string>> {
      if (paths.length === 0) return new Map();
      const rows = rowsOf<{ old_url: string; redirect_url: string }>(
        await db.execute(sql`select old_url, redirect_url from redirects
          where status = 'Enable' and old_url = any(${sql.param(paths)}::text[])`),
      );
      return new Map(rows.map((row) => [row.old_url, row.redirect_url]));
    },
  };
}
export type RedirectRepo = ReturnType<typeof redirectRepo>;

/**
 * Runs `work` in one transaction holding the redirects' save lock: a save that checks for loops
 * sees every save before it, and the next waits until it is in.
 */
export function inRedirectTurn(db: Db) {
  return <T>(work: (repo: RedirectRepo) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${REDIRECT_SAVE_LOCK})`);
      return work(redirectRepo(tx));
    });
}
export type RedirectTurn = ReturnType<typeof inRedirectTurn>;
