import type { LayoutItem } from '@masthead/contract';
import { inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.js';
import { assetRefJson, isoJson, prerendered } from '../db/json.js';
import { categories } from '../db/schema.js';
import { categoriesJson, liveItem } from './live-items.js';

/** An item as a layout shows it (written with qualified names, as inside a subquery). */
const layoutItemJson = prerendered(sql<LayoutItem>`json_build_object('_id', "cms_items"."id",
  'title', "cms_items"."title", 'type', "cms_items"."type", 'status', "cms_items"."status",
  'permaLink', "cms_items"."perma_link", 'publishDate', ${isoJson(sql`"cms_items"."publish_date"`)},
  'image', ${assetRefJson(sql`"cms_items"."image_id"`)}, 'categories', ${categoriesJson},
  'live', ${liveItem})`);

/** What a layout shows of the items and categories it places (read model, ADR 0034). Read-only. */
export function layoutItemReads(db: Db) {
  return {
    /** The items with these ids that exist (purged ones are simply absent), by id. */
    async itemsByIds(ids: readonly string[]): Promise<Map<string, LayoutItem>> {
      if (ids.length === 0) return new Map();
      const rows = rowsOf<{ item: LayoutItem }>(
        await db.execute(
          sql`select ${layoutItemJson} as item from cms_items where cms_items.id = any(${sql.param([...ids])}::uuid[])`,
        ),
      );
      return new Map(rows.map(({ item }) => [item._id, item]));
    },

    /** The categories with these ids that exist, by id. */
    async categoriesByIds(ids: readonly string[]): Promise<Map<string, { _id: string; name: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ _id: categories.id, name: categories.name })
        .from(categories)
        .where(inArray(categories.id, [...ids]));
      return new Map(rows.map((row) => [row._id, row]));
    },
  };
}
export type LayoutItemReads = ReturnType<typeof layoutItemReads>;
