import type { ContentStatus, Dashboard, DashboardItem, ReviewItem } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.js';
import { isoJson } from '../db/json.js';

const LIMIT = 5;
/** How many of the review queue the desk lists (oldest first: who waits longest comes first). */
const REVIEW_LIMIT = 10;

const itemJson = (at: ReturnType<typeof sql>) => sql`json_build_object('_id', i.id, 'title', i.title, 'type', i.type,
  'status', i.status, 'author', (select u.name from users u where u.id = i.user_id), 'at', ${isoJson(at)})`;

async function items(db: Db, query: ReturnType<typeof sql>): Promise<DashboardItem[]> {
  return rowsOf<{ item: DashboardItem }>(await db.execute(query)).map((row) => row.item);
}

/** What the dashboard shows, across content, breaking news and the home page (read model, ADR 0034). Read-only. */
export function dashboardReads(db: Db) {
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

    /**
     * What waits for an editor's review, oldest first: items in Need Review (since their last save)
     * and changes proposed to live items (since they were proposed, by whoever proposed them).
     */
    async review(): Promise<{ items: ReviewItem[]; total: number }> {
      const waiting = sql`select i.id, i.title, i.type, i.user_id as author_id, i.updated_at as since, false as change
          from cms_items i where i.status = 'Need Review' and i.deleted_at is null
        union all
        select i.id, i.title, i.type, r.user_id, r.created_at, true
          from cms_items i join cms_revisions r on r.id = i.pending_revision_id
          where i.deleted_at is null and i.status <> 'Need Review'`;
      const rows = rowsOf<{ item: ReviewItem; total: number }>(
        await db.execute(sql`select json_build_object('_id', w.id, 'title', w.title, 'type', w.type,
            'author', (select u.name from users u where u.id = w.author_id), 'since', ${isoJson(sql`w.since`)},
            'change', w.change) as item, count(*) over ()::int as total
          from (${waiting}) w order by w.since, w.id limit ${REVIEW_LIMIT}`),
      );
      return { items: rows.map((row) => row.item), total: rows[0]?.total ?? 0 };
    },

    /** Breaking news on the site now, and the newest of them. */
    async breakingNews(): Promise<NonNullable<Dashboard['breakingNews']>> {
      const [row] = rowsOf<{ active: number; latest: { title: string; at: string } | null }>(
        await db.execute(sql`select (select count(*)::int from breaking_news where status = 'Enable') as active,
          (select json_build_object('title', b.title, 'at', ${isoJson(sql`b.created_at`)}) from breaking_news b
            where b.status = 'Enable' order by b.created_at desc, b.id desc limit 1) as latest`),
      );
      return { active: row?.active ?? 0, latest: row?.latest ?? null };
    },

    /** When the home page was last arranged, and by whom. */
    async homePage(): Promise<NonNullable<Dashboard['homePage']>> {
      const [row] = rowsOf<{ at: string | null; by: string | null }>(
        await db.execute(sql`select ${isoJson(sql`l.updated_at`)} as at,
          (select u.name from users u where u.id = l.updated_by_id) as by
          from layouts l where l.name = 'home'`),
      );
      return { at: row?.at ?? null, by: row?.by ?? null };
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
export type DashboardReads = ReturnType<typeof dashboardReads>;
