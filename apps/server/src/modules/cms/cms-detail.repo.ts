import type { CmsItem } from '@masthead/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userNameSql } from '../../db/json.js';
import { noReadCache, type ReadCache } from '../../db/read-cache.js';
import { cmsEvents, cmsItems } from '../../db/schema.js';
import { lastChangeOf } from '../../lib/stale-write.js';
import { detailJson } from './cms-item-json.repo.js';

/** One item: as the form opens it, what the rules need to know of it, and what it may refer to. */
export function cmsDetailRepo(db: Db, cache: ReadCache = noReadCache) {
  const detailQuery = db
    .select({ item: detailJson })
    .from(cmsItems)
    .where(eq(cmsItems.id, sql.placeholder('id')))
    .prepare('cms_detail');

  return {
    /** An item as the form and the detail call show it; read-only (the embedded mode keeps it in memory). */
    getDetail(id: string): Promise<CmsItem | null> {
      return cache.get(`cms.detail:${id}`, async () => {
        const [row] = await detailQuery.execute({ id });
        return row?.item ?? null;
      });
    },

    /** What the rules need to know about an item before changing it. */
    async getState(id: string) {
      const [row] = await db
        .select({
          id: cmsItems.id,
          type: cmsItems.type,
          status: cmsItems.status,
          userId: cmsItems.userId,
          permaLink: cmsItems.permaLink,
          updatedAt: cmsItems.updatedAt,
          deletedAt: cmsItems.deletedAt,
          // Qualified: users has an updated_by_id of its own, which an unqualified name would mean here.
          updatedBy: userNameSql(sql`"cms_items"."updated_by_id"`),
        })
        .from(cmsItems)
        .where(eq(cmsItems.id, id))
        .limit(1);
      return row ?? null;
    },

    lastChange: (id: string) => lastChangeOf(db, cmsItems, id),

    async permaLinksLike(base: string, exceptId?: string): Promise<string[]> {
      const rows = await db
        .select({ permaLink: cmsItems.permaLink })
        .from(cmsItems)
        .where(
          and(
            sql`(${cmsItems.permaLink} = ${base} or ${cmsItems.permaLink} like ${`${base}-%`})`,
            exceptId ? sql`${cmsItems.id} <> ${exceptId}` : undefined,
          ),
        );
      return rows.map((r) => r.permaLink);
    },

    async events(id: string) {
      return db.select().from(cmsEvents).where(eq(cmsEvents.cmsId, id)).orderBy(cmsEvents.id);
    },
  };
}
