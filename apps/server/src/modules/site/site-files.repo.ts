import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.js';
import { liveItem } from '../cms/cms.repo.js';

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
export function siteFilesRepo(db: Db) {
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

    /** The sitemap's addresses from `offset`, `limit` at most, in a stable order (categories, then items by id). */
    async sitemapPage(offset: number, limit: number): Promise<SitemapEntry[]> {
      const rows = rowsOf<{ path: string; last: Date | string }>(
        await db.execute(sql`select path, last from (
            select '0:' || slug as key, '/category/' || slug as path, updated_at as last from categories where active
            union all
            select '1:' || id, '/' || perma_link, updated_at from cms_items where ${liveItem}) entries
          order by key offset ${offset} limit ${limit}`),
      );
      return rows.map((row) => ({ path: row.path, lastModified: new Date(row.last) }));
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
export type SiteFilesRepo = ReturnType<typeof siteFilesRepo>;
