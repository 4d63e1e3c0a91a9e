import type { ContentStatus, DashboardItem } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.js';
import { isoJson } from '../../db/json.js';

const LIMIT = 5;

const itemJson = (at: ReturnType<typeof sql>) => sql`json_build_object('_id', i.id, 'title', i.title, 'type', i.type,
  'status', i.status, 'author', (select u.name from users u where u.id = i.user_id), 'at', ${isoJson(at)})`;

async function items(db: Db, query: ReturnType<typeof sql>): Promise<DashboardItem[]> {
  return rowsOf<{ item: DashboardItem }>(await db.execute(query)).map((row) => row.item);
}

export function dashboardRepo(db: Db) {
  return {
    /** The user's own drafts and rejected items, last saved first. */
    myDrafts: (userId: string) =>
      items(
        db,
        sql`select ${itemJson(sql`i.updated_at`)} as item from cms_items i
          where i.user_id = ${userId} and i.deleted_at is null and i.status in ('Draft', 'Rejected')
          order by i.updated_at desc, i.id desc limit ${LIMIT}`,
      ),

    /** Items per status out of the trash, from the kept counts. */
    async counts(): Promise<{ status: ContentStatus; total: number }[]> {
      return rowsOf<{ status: ContentStatus; total: number }>(
        await db.execute(sql`select status, sum(total)::int as total from cms_status_counts
          where not in_trash group by status having sum(total) > 0 order by status`),
      );
    },

    /** Live items out of the trash with a change waiting for review. */
    async pendingChanges(): Promise<number> {
      const [row] = rowsOf<{ total: number }>(
        await db.execute(sql`select count(*)::int as total from cms_items
          where pending_revision_id is not null and deleted_at is null`),
      );
      return row?.total ?? 0;
    },

    /** What goes live next. */
    scheduled: () =>
      items(
        db,
        sql`select ${itemJson(sql`i.publish_date`)} as item from cms_items i
          where i.status = 'Scheduled' and i.deleted_at is null
          order by i.publish_date, i.id limit ${LIMIT}`,
      ),

    /** What went live last. */
    recentlyPublished: () =>
      items(
        db,
        sql`select ${itemJson(sql`coalesce(i.publish_date, i.created_at)`)} as item from cms_items i
          where i.status = 'Published' and i.deleted_at is null and coalesce(i.publish_date, i.created_at) <= now()
          order by coalesce(i.publish_date, i.created_at) desc, i.id desc limit ${LIMIT}`,
      ),
  };
}
export type DashboardRepo = ReturnType<typeof dashboardRepo>;
