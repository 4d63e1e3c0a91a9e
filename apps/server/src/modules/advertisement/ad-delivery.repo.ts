import type { AdPosition } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.js';
import { MEDIA_PREFIX } from '../../lib/media-url.js';

/** An advertisement that is running or starts within a day, as the serving process keeps it. */
export interface RunningAd {
  id: string;
  title: string;
  url: string;
  position: AdPosition;
  isFeatured: boolean;
  startMs: number;
  endMs: number;
  max: number;
  /** Taken out by every process together when this was read. */
  reserved: number;
  mobileUrl: string;
  desktopUrl: string | null;
  categoryIds: string[];
}

export interface CategoryNode {
  id: string;
  slug: string;
  parentId: string | null;
}

/** Counts to add, per advertisement and UTC day. */
export interface AdCounts {
  id: string;
  day: string;
  views: number;
  clicks: number;
}

/**
 * How many of an ad's impressions may be out by now: its cap spread evenly over its window,
 * `leadSeconds` ahead, so that delivery is paced instead of spent in the first hour.
 */
const pacedAllowance = (leadSeconds: number) => sql`least(a.max_impressions, ceil(a.max_impressions *
  least(1, greatest(0, extract(epoch from (now() - a.start_date)) + ${leadSeconds}) /
  greatest(1, extract(epoch from (a.end_date - a.start_date))))))::bigint`;

export function adDeliveryRepo(db: Db) {
  return {
    async running(): Promise<{ ads: RunningAd[]; categories: CategoryNode[] }> {
      const [ads, categories] = await Promise.all([
        db.execute(sql`select a.id, a.title, a.url, a.position, a.is_featured,
            (extract(epoch from a.start_date) * 1000)::float8 as start_ms,
            (extract(epoch from a.end_date) * 1000)::float8 as end_ms,
            a.max_impressions::float8 as max, a.reserved::float8 as reserved,
            ${MEDIA_PREFIX} || m.key as mobile_url,
            case when d.key is null then null else ${MEDIA_PREFIX} || d.key end as desktop_url,
            coalesce((select array_agg(ac.category_id::text) from advertisement_categories ac
              where ac.advertisement_id = a.id), '{}') as category_ids
          from advertisements a
          join assets m on m.id = a.mobile_image_id
          left join assets d on d.id = a.desktop_image_id
          where a.end_date > now() and a.start_date < now() + interval '1 day'`),
        db.execute(sql`select id, slug, parent_id from categories`),
      ]);
      return {
        ads: rowsOf<Record<string, unknown>>(ads).map((row) => ({
          id: row.id as string,
          title: row.title as string,
          url: row.url as string,
          position: row.position as AdPosition,
          isFeatured: row.is_featured as boolean,
          startMs: Number(row.start_ms),
          endMs: Number(row.end_ms),
          max: Number(row.max),
          reserved: Number(row.reserved),
          mobileUrl: row.mobile_url as string,
          desktopUrl: (row.desktop_url as string | null) ?? null,
          categoryIds: (row.category_ids as string[]) ?? [],
        })),
        categories: rowsOf<{ id: string; slug: string; parent_id: string | null }>(categories).map((row) => ({
          id: row.id,
          slug: row.slug,
          parentId: row.parent_id,
        })),
      };
    },

    /**
     * Takes out up to `wanted` impressions of a running ad for this process, never past its cap
     * or its paced allowance; answers how many it got (0: none left for now). One row lock: two
     * processes asking at once are served one after the other.
     */
    async reserve(id: string, wanted: number, leadSeconds: number): Promise<number> {
      const result = await db.execute(sql`with target as (
          select a.id, a.reserved, ${pacedAllowance(leadSeconds)} as allowed
          from advertisements a
          where a.id = ${id} and a.start_date <= now() and a.end_date > now() and a.mobile_image_id is not null
          for update)
        update advertisements a set reserved = t.reserved + least(${wanted}::bigint, t.allowed - t.reserved)
        from target t where a.id = t.id and t.allowed > t.reserved
        returning least(${wanted}::bigint, t.allowed - t.reserved)::float8 as granted`);
      const [row] = rowsOf<{ granted: number }>(result);
      return row ? Number(row.granted) : 0;
    },

    /** Adds counted views and clicks to the totals and the days, in one statement. */
    async add(counts: AdCounts[]): Promise<void> {
      if (counts.length === 0) return;
      await db.execute(sql`with v(id, day, views, clicks) as (
          select * from unnest(${sql.param(counts.map((c) => c.id))}::uuid[], ${sql.param(counts.map((c) => c.day))}::text[],
            ${sql.param(counts.map((c) => c.views))}::bigint[], ${sql.param(counts.map((c) => c.clicks))}::bigint[])),
        totals as (select id, sum(views) as views, sum(clicks) as clicks from v group by id),
        counted as (update advertisements a set views = a.views + t.views, clicks = a.clicks + t.clicks
          from totals t where a.id = t.id returning a.id)
        insert into advertisement_days (advertisement_id, day, views, clicks)
          select v.id, v.day, v.views, v.clicks from v where v.id in (select id from counted)
        on conflict (advertisement_id, day) do update
          set views = advertisement_days.views + excluded.views, clicks = advertisement_days.clicks + excluded.clicks`);
    },

    /** Gives back impressions this process took out and did not serve. */
    async release(unused: { id: string; count: number }[]): Promise<void> {
      if (unused.length === 0) return;
      await db.execute(sql`update advertisements a set reserved = greatest(a.views, a.reserved - u.count)
        from unnest(${sql.param(unused.map((u) => u.id))}::uuid[], ${sql.param(unused.map((u) => u.count))}::bigint[]) as u(id, count)
        where a.id = u.id`);
    },

    /** One featured ad running now per position, with its Mobile image (the home page preview shows it, uncounted). */
    async featuredNow(): Promise<Map<string, { title: string; imageUrl: string }>> {
      const rows = rowsOf<{ position: string; title: string; image_url: string }>(
        await db.execute(sql`select distinct on (a.position) a.position, a.title, ${MEDIA_PREFIX} || m.key as image_url
          from advertisements a join assets m on m.id = a.mobile_image_id
          where a.is_featured and a.start_date <= now() and a.end_date > now() and a.views < a.max_impressions
          order by a.position, a.created_at desc`),
      );
      return new Map(rows.map((row) => [row.position, { title: row.title, imageUrl: row.image_url }]));
    },

    /** Where a click on an ad goes, running or not; null for an unknown ad. */
    async urlOf(id: string): Promise<string | null> {
      const [row] = rowsOf<{ url: string }>(await db.execute(sql`select url from advertisements where id = ${id}`));
      return row?.url ?? null;
    },
  };
}
export type AdDeliveryRepo = ReturnType<typeof adDeliveryRepo>;
