import type { CmsCounts, ContentStatus, ContentType } from '@masthead/contract';
import { contentStatuses } from '@masthead/contract';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.js';
import { cmsItems, cmsStatusCounts } from '../../db/schema.js';
import type { CountFilters } from './cms-filters.repo.js';

/** The total of a status and type (or of all) in or out of the trash, from the counts a trigger keeps. */
export function statusCount(db: Db, filters: CountFilters) {
  return db
    .select({ total: sql<number | string>`coalesce(sum(${cmsStatusCounts.total}), 0)` })
    .from(cmsStatusCounts)
    .where(
      and(
        eq(cmsStatusCounts.inTrash, filters.trash),
        filters.status ? eq(cmsStatusCounts.status, filters.status) : undefined,
        filters.type ? eq(cmsStatusCounts.type, filters.type) : undefined,
      ),
    );
}

/** The counts of the list's tabs and of the review queue. */
export function cmsCountsRepo(db: Db) {
  /** Live items out of the trash with a change waiting (a partial index holds just those). */
  const countPendingChanges = async (type?: ContentType, notStatus?: ContentStatus) => {
    const [{ total }] = await db
      .select({ total: count() })
      .from(cmsItems)
      .where(
        and(
          isNotNull(cmsItems.pendingRevisionId),
          isNull(cmsItems.deletedAt),
          type ? eq(cmsItems.type, type) : undefined,
          notStatus ? sql`${cmsItems.status} <> ${notStatus}` : undefined,
        ),
      );
    return Number(total);
  };

  return {
    /** Items in Need Review and live items with a change waiting for review. */
    async countNeedReview(): Promise<number> {
      const [{ total }] = await statusCount(db, { status: 'Need Review', trash: false });
      return Number(total) + (await countPendingChanges(undefined, 'Need Review'));
    },

    /** One author's items in Need Review and her changes to live items waiting for review. */
    async countNeedReviewOf(userId: string): Promise<number> {
      const [row] = rowsOf<{ total: number }>(
        await db.execute(sql`select count(*)::int as total from cms_items i where i.deleted_at is null and (
          (i.status = 'Need Review' and i.user_id = ${userId})
          or (i.status <> 'Need Review' and i.pending_revision_id is not null
            and (select r.user_id from cms_revisions r where r.id = i.pending_revision_id) = ${userId}))`),
      );
      return row?.total ?? 0;
    },

    /** The list's tab counts, of one type or of all, from the kept counts. */
    async counts(type?: ContentType): Promise<CmsCounts> {
      const rows = await db
        .select({
          status: cmsStatusCounts.status,
          inTrash: cmsStatusCounts.inTrash,
          total: sql<number | string>`sum(${cmsStatusCounts.total})`,
        })
        .from(cmsStatusCounts)
        .where(type ? eq(cmsStatusCounts.type, type) : undefined)
        .groupBy(cmsStatusCounts.status, cmsStatusCounts.inTrash);
      const live = rows.filter((row) => !row.inTrash);
      return {
        all: live.reduce((sum, row) => sum + Number(row.total), 0),
        byStatus: contentStatuses.map((status) => ({
          status,
          total: Number(live.find((row) => row.status === status)?.total ?? 0),
        })),
        pendingChanges: await countPendingChanges(type),
        trash: rows.filter((row) => row.inTrash).reduce((sum, row) => sum + Number(row.total), 0),
      };
    },
  };
}
