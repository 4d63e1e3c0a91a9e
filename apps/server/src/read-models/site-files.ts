import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.js';
import { liveItem } from './live-items.js';

/** One address of the sitemap: a site path and when what it shows last changed. */
export interface SitemapEntry {
  path: string;
  lastModified: Date;
}

/** An item of a feed. */
export interface FeedItem {
  id: string;
  title: string;
  description: string;
  permaLink: string;
  author: string | null;
  published: Date;
  updated: Date;
}

/** What the public site's files are made of: active categories and live content. */
export function siteFileReads(db: Db) {
  return {
    /** How many addresses the sitemap has, and the latest change among them (for its ETag). */
    async sitemapStats(): Promise<{ count: number; lastModified: Date | null }> {
      const [row] = rowsOf<{ count: number; last: Date | string | null }>(
        await db.execute(sql`select sum(n)::int as count, max(last) as last from (
            select count(*) as n, max(updated_at) as last from categories where active
            union all
            select count(*), max(updated_at) from cms_items where ${liveItem}) parts`),
      );
      return { count: row?.count ?? 0, lastModified: row?.last ? new Date(row.last) : null };
    },

    /** Every active category's address (categories are few). */
    async sitemapCategories(): Promise<SitemapEntry[]> {
      const rows = rowsOf<{ slug: string; last: Date | string }>(
        await db.execute(sql`select slug, updated_at as last from categories where active order by slug`),
      );
      return rows.map((row) => ({ path: `/category/${row.slug}`, lastModified: new Date(row.last) }));
    },

    /** The id of the live item just before the `offset`-th one, in id order: where a sitemap part starts. */
    async sitemapItemBefore(offset: number): Promise<string | null> {
      if (offset <= 0) return null;
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`select id from cms_items where ${liveItem} order by id offset ${offset - 1} limit 1`),
      );
      return row?.id ?? null;
    },

    /** Live items after `after` in id order (the primary key's order: each batch is one index range). */
    async sitemapItems(after: string | null, limit: number): Promise<(SitemapEntry & { id: string })[]> {
      const rows = rowsOf<{ id: string; perma_link: string; last: Date | string }>(
        await db.execute(sql`select id, perma_link, updated_at as last from cms_items
          where ${liveItem} ${after === null ? sql`` : sql`and id > ${after}`}
          order by id limit ${limit}`),
      );
      return rows.map((row) => ({ id: row.id, path: `/${row.perma_link}`, lastModified: new Date(row.last) }));
    },

    /** The newest live items, of one category (by slug) or of all; null for an unknown or inactive category. */
    async feedItems(
      limit: number,
      categorySlug?: string,
    ): Promise<{ category: string | null; items: FeedItem[] } | null> {
      let categoryName: string | null = null;
      let categoryFilter = sql`true`;
      if (categorySlug !== undefined) {
        const [category] = rowsOf<{ id: string; name: string }>(
          await db.execute(sql`select id, name from categories where slug = ${categorySlug} and active`),
        );
        if (!category) return null;
        categoryName = category.name;
        categoryFilter = sql`exists (select 1 from cms_categories cc where cc.cms_id = cms_items.id and cc.category_id = ${category.id})`;
      }
      const rows = rowsOf<{
        id: string;
        title: string;
        description: string;
        perma_link: string;
        author: string | null;
        published: Date | string;
        updated: Date | string;
      }>(
        await db.execute(sql`select cms_items.id, title, description, perma_link,
            (select u.name from users u where u.id = cms_items.user_id) as author,
            coalesce(publish_date, created_at) as published, updated_at as updated
          from cms_items where ${liveItem} and ${categoryFilter}
          order by coalesce(publish_date, created_at) desc, id desc limit ${limit}`),
      );
      return {
        category: categoryName,
        items: rows.map((row) => ({
          id: row.id,
          title: row.title,
          description: row.description,
          permaLink: row.perma_link,
          author: row.author,
          published: new Date(row.published),
          updated: new Date(row.updated),
        })),
      };
    },
  };
}
export type SiteFileReads = ReturnType<typeof siteFileReads>;
