import { type SQL, sql } from 'drizzle-orm';

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

/**
 * The categories and the author of a page of items, joined once per page rather than looked up
 * per row (issue 32: per row, PostgreSQL hashed every category and scanned the users for each of
 * the 10 rows). `pageIds` selects the page's item ids; the joins are named `page_categories`
 * (its `list`: the same JSON as `categoriesJson`) and `page_author`.
 */
export function pageRowJoins(pageIds: SQL): SQL {
  return sql`left join users "page_author" on "page_author"."id" = "cms_items"."user_id"
  left join (select cc.cms_id, json_agg(json_build_object('_id', c.id, 'name', c.name, 'parent', c.parent_id)
      order by c.name) as list
    from cms_categories cc join categories c on c.id = cc.category_id
    where cc.cms_id in (${pageIds}) group by cc.cms_id) "page_categories" on "page_categories"."cms_id" = "cms_items"."id"`;
}

/** A page row's categories and author, from `pageRowJoins`. */
export const pageRowCategoriesJson = sql.raw(`coalesce("page_categories"."list", '[]'::json)`);
export const pageRowAuthorJson = sql.raw(
  `case when "page_author"."id" is null then null else json_build_object('_id', "page_author"."id", 'name', "page_author"."name") end`,
);
