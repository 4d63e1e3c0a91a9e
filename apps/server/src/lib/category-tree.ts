import { type SQL, sql } from 'drizzle-orm';

/**
 * The ids of some categories and of every category below them (their children, the children's
 * children …), as a subquery for `in (…)`. Wherever items are chosen by a category, its
 * subcategories' items count as its own: "Sport" shows Football's and Cricket's stories (home
 * sections, the cover story and pick lists, the content list's filter, the public category pages).
 * `roots` are ids, or a subquery answering ids; `activeOnly` stops at inactive categories (the site
 * shows none of theirs).
 */
export function categoryAndDescendants(roots: readonly string[] | SQL, { activeOnly = false } = {}): SQL {
  const start = Array.isArray(roots)
    ? sql`c.id = any(${sql.param([...roots])}::uuid[])`
    : sql`c.id in (${roots as SQL})`;
  const active = activeOnly ? sql` and c.active` : sql``;
  return sql`with recursive category_tree(id) as (
      select c.id from categories c where ${start}${active}
      union
      select c.id from categories c join category_tree t on c.parent_id = t.id where true${active})
    select id from category_tree`;
}
