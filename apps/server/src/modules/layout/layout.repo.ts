import type { LayoutName } from '@masthead/contract';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userRefJson } from '../../db/json.js';
import { layoutPreviews, layouts, type StoredLayoutBody } from '../../db/schema.js';
import { changedBy, lastChangeOf, unchangedSince } from '../../lib/stale-write.js';

export interface LayoutRow {
  id: string;
  name: LayoutName;
  body: StoredLayoutBody;
  updatedAt: Date;
  updatedBy: { _id: string; name: string } | null;
}

export function layoutRepo(db: Db) {
  const select = () =>
    db
      .select({
        id: layouts.id,
        name: layouts.name,
        body: layouts.body,
        updatedAt: layouts.updatedAt,
        updatedBy: userRefJson(sql`${layouts.updatedById}`),
      })
      .from(layouts);

  const toRow = (row: Awaited<ReturnType<typeof select>>[number]): LayoutRow => ({
    id: row.id,
    name: row.name as LayoutName,
    body: row.body,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  });

  return {
    async getByName(name: LayoutName): Promise<LayoutRow | null> {
      const [row] = await select().where(eq(layouts.name, name)).limit(1);
      return row ? toRow(row) : null;
    },

    async getById(id: string): Promise<LayoutRow | null> {
      const [row] = await select().where(eq(layouts.id, id)).limit(1);
      return row ? toRow(row) : null;
    },

    /** False when the row is gone or, with `expected`, was changed since that version. */
    async update(id: string, body: StoredLayoutBody, change: { actorId: string; expected?: string }) {
      const rows = await db
        .update(layouts)
        .set({ body, ...changedBy(change.actorId) })
        .where(and(eq(layouts.id, id), unchangedSince(layouts.updatedAt, change.expected)))
        .returning({ id: layouts.id });
      return rows.length > 0;
    },

    lastChange: (id: string) => lastChangeOf(db, layouts, id),

    /** Keeps a preview's layout until it expires; previews that have expired go. */
    async savePreview(token: string, body: StoredLayoutBody, expiresAt: Date): Promise<void> {
      await db.delete(layoutPreviews).where(lte(layoutPreviews.expiresAt, new Date()));
      await db.insert(layoutPreviews).values({ token, body, expiresAt });
    },

    /** A preview's layout while it has not expired. */
    async preview(token: string): Promise<{ body: StoredLayoutBody; expiresAt: Date } | null> {
      const [row] = await db
        .select({ body: layoutPreviews.body, expiresAt: layoutPreviews.expiresAt })
        .from(layoutPreviews)
        .where(and(eq(layoutPreviews.token, token), gt(layoutPreviews.expiresAt, new Date())))
        .limit(1);
      return row ?? null;
    },
  };
}
export type LayoutRepo = ReturnType<typeof layoutRepo>;
