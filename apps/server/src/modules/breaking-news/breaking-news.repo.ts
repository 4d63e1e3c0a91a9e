import type { BreakingNews, BreakingNewsStatus } from '@masthead/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { breakingNews } from '../../db/schema.js';
import { offsetOf } from '../../lib/paging.js';
import { changedBy, lastChangeOf, unchangedSince } from '../../lib/stale-write.js';

type Row = typeof breakingNews.$inferSelect;

function toBreakingNews(row: Row): BreakingNews {
  return {
    _id: row.id,
    title: row.title,
    url: row.url,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface BreakingNewsWrite {
  title?: string;
  url?: string;
  status?: BreakingNewsStatus;
}

export function breakingNewsRepo(db: Db) {
  return {
    async findPage(page: number, pageSize: number | null): Promise<{ items: BreakingNews[]; total: number }> {
      const list = db.select().from(breakingNews).orderBy(desc(breakingNews.createdAt), desc(breakingNews.id));
      const [rows, [{ total }]] = await Promise.all([
        pageSize === null ? list : list.limit(pageSize).offset(offsetOf(page, pageSize)),
        db.select({ total: count() }).from(breakingNews),
      ]);
      return { items: rows.map(toBreakingNews), total };
    },

    async getById(id: string): Promise<BreakingNews | null> {
      const [row] = await db.select().from(breakingNews).where(eq(breakingNews.id, id)).limit(1);
      return row ? toBreakingNews(row) : null;
    },

    async insert(values: Required<Pick<BreakingNewsWrite, 'title' | 'url'>>, actorId: string): Promise<string> {
      const [row] = await db
        .insert(breakingNews)
        .values({ ...values, updatedById: actorId })
        .returning({ id: breakingNews.id });
      return row.id;
    },

    /** False when the row is gone or, with `expected`, was changed since that version. */
    async update(id: string, values: BreakingNewsWrite, change: { actorId: string; expected?: string }) {
      const rows = await db
        .update(breakingNews)
        .set({ ...values, ...changedBy(change.actorId) })
        .where(and(eq(breakingNews.id, id), unchangedSince(breakingNews.updatedAt, change.expected)))
        .returning({ id: breakingNews.id });
      return rows.length > 0;
    },

    lastChange: (id: string) => lastChangeOf(db, breakingNews, id),

    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(breakingNews).where(eq(breakingNews.id, id)).returning({ id: breakingNews.id });
      return rows.length > 0;
    },
  };
}
export type BreakingNewsRepo = ReturnType<typeof breakingNewsRepo>;
