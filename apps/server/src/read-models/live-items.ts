import { sql } from 'drizzle-orm';

/**
 * Shown on the public site now: published (or scheduled and due: it appears at its time even
 * before the publishing job has run), not in the trash, and due: its publish date (or, without
 * one, its creation) has passed. Written as the partial indexes of migration 0015 are, so they
 * serve it. Qualified names, as in a subquery.
 */
export const liveItem = sql.raw(`"cms_items"."status" in ('Published', 'Scheduled') and "cms_items"."deleted_at" is null
  and coalesce("cms_items"."publish_date", "cms_items"."created_at") <= now()`);

/** Written with qualified names: inside a subquery drizzle would print bare column names. */
export const categoriesJson = sql<{ _id: string; name: string; parent: string | null }[]>`coalesce((
  select json_agg(json_build_object('_id', c.id, 'name', c.name, 'parent', c.parent_id) order by c.name)
  from cms_categories cc join categories c on c.id = cc.category_id
  where cc.cms_id = "cms_items"."id"), '[]'::json)`;
