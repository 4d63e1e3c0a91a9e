import type { CmsListItem } from '@masthead/contract';
import { asc, count, desc, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cmsItems } from '../../db/schema.js';
import { pageRowJoins } from '../../read-models/live-items.js';
import { statusCount } from './cms-counts.repo.js';
import { type CmsQueryFilters, countedByStatus, sortedOrder, whereOf } from './cms-filters.repo.js';
import { pageRowJson } from './cms-item-json.repo.js';

/** How many rows a page takes, and how many it skips: numbers, or placeholders of a prepared statement. */
interface PageWindow {
  limit: number | Placeholder;
  offset: number | Placeholder;
}

/** The page's order inside the subquery of its ids (a search ranks first). */
function innerOrder(filters: CmsQueryFilters): SQL[] {
  if (filters.sort) return [sortedOrder(filters.sort)];
  if (filters.search) return [desc(sql`rank`), desc(cmsItems.createdAt), desc(cmsItems.id)];
  if (filters.trash) return [desc(cmsItems.deletedAt), desc(cmsItems.id)];
  return [desc(cmsItems.createdAt), desc(cmsItems.id)];
}

/** The same order outside, over the page's rows joined to their items (qualified names). */
function outerOrder(filters: CmsQueryFilters): SQL {
  if (filters.sort) return sortedOrder(filters.sort);
  if (filters.search) return sql`"page_ids"."rank" desc, "cms_items"."created_at" desc, "cms_items"."id" desc`;
  if (filters.trash) return sql`"cms_items"."deleted_at" desc, "cms_items"."id" desc`;
  return sql`"cms_items"."created_at" desc, "cms_items"."id" desc`;
}

/** The page's id, under the name its rows are joined by (`"page_ids"."page_id"`). */
const pageIdColumn = sql<string>`${cmsItems.id}`.as('page_id');

/**
 * The page's rows as JSON, in its order: its ids (the CTE `page_ids`) joined to their items, and
 * to their categories and authors once for the whole page.
 */
function pageItems(filters: CmsQueryFilters): SQL<CmsListItem[]> {
  return sql`(select coalesce(json_agg(${pageRowJson} order by ${outerOrder(filters)}), '[]'::json)
    from "page_ids" join cms_items on "cms_items"."id" = "page_ids"."page_id"
    ${pageRowJoins(sql.raw(`select "page_id" from "page_ids"`))})`;
}

const searchRank = (filters: CmsQueryFilters) =>
  filters.search ? sql<number>`ts_rank(${cmsItems.search}, to_tsquery('english', ${filters.search}))` : sql<number>`0`;

/**
 * Page n of the newest-first list, read from the oldest end: the `limit` rows after
 * (total − offset − limit) rows, of which a partial last page keeps the oldest (total −
 * offset). The total is the statement's own kept count, so the page is exactly the one a
 * forward read would give at that moment. The LIMIT stays the page size, so PostgreSQL plans
 * an index scan (an expression there would plan a scan and sort of every matching row).
 */
function backwardPage(db: Db, filters: CmsQueryFilters, where: SQL | undefined, total: SQLWrapper, page: PageWindow) {
  const rowsLeft = sql`((${total}) - ${page.offset})`;
  const sortKey = filters.trash ? cmsItems.deletedAt : cmsItems.createdAt;
  const oldestRows = db
    .select({ pageId: cmsItems.id, sortKey: sql`${sortKey}`.as('sort_key') })
    .from(cmsItems)
    .where(where)
    .orderBy(asc(sortKey), asc(cmsItems.id))
    .limit(page.limit);
  // Written out: drizzle's offset() takes a number or a placeholder, and this one counts from the total.
  const oldest = sql`(${oldestRows.getSQL()} offset greatest(${rowsLeft} - ${page.limit}, 0)) "oldest"`;
  const numbered = db
    .select({
      // Its own name: outside, drizzle prints an expression's alias bare, and "id" would be ambiguous there.
      pageId: sql<string>`"oldest"."id"`.as('page_id'),
      position: sql<number>`row_number() over (order by "oldest"."sort_key", "oldest"."id")`.as('position'),
    })
    .from(oldest)
    .as('numbered');
  return db
    .select({ pageId: numbered.pageId, rank: sql<number>`0`.as('rank') })
    .from(numbered)
    .where(sql`${numbered.position} <= ${rowsLeft}`);
}

/**
 * A search counts its matches in the same pass that ranks them (a window over the matches):
 * one walk of the text index instead of two. Past the last page no row carries the count,
 * and the count is asked for on its own.
 */
function searchPage(db: Db, filters: CmsQueryFilters, where: SQL | undefined, total: SQLWrapper, page: PageWindow) {
  const ranked = db.$with('page_ids').as(
    db
      .select({
        pageId: pageIdColumn,
        rank: searchRank(filters).as('rank'),
        matches: sql<number>`count(*) over ()`.as('matches'),
      })
      .from(cmsItems)
      .where(where)
      .orderBy(...innerOrder(filters))
      .limit(page.limit)
      .offset(page.offset),
  );
  return db
    .with(ranked)
    .select({
      items: pageItems(filters),
      total: sql<number | string>`coalesce((select max("matches") from "page_ids"), (${total}))`,
    })
    .from(sql`(values (1)) as one_row(x)`);
}

/**
 * One page of the list in one query: the page's ids first (an index scan on the
 * list's order), then categories and author for those rows only, as JSON, with the total.
 * `limit` and `offset` (and the filters' values) may be placeholders of a prepared statement.
 * `fromEnd` (kept counts only): the same page read backwards from the list's end, so a page
 * past the middle skips fewer rows; the position comes from the total in the same statement,
 * so the page is exactly the one a forward read would give at that moment.
 */
export function pageQuery(db: Db, filters: CmsQueryFilters, page: PageWindow, fromEnd = false) {
  const where = whereOf(filters);
  const total = countedByStatus(filters)
    ? statusCount(db, filters)
    : db.select({ total: count() }).from(cmsItems).where(where);
  if (filters.search && !fromEnd) return searchPage(db, filters, where, total, page);
  const forward = db
    .select({ pageId: pageIdColumn, rank: searchRank(filters).as('rank') })
    .from(cmsItems)
    .where(where)
    .orderBy(...innerOrder(filters))
    .limit(page.limit)
    .offset(page.offset);
  const pageIds = db.$with('page_ids').as(fromEnd ? backwardPage(db, filters, where, total, page) : forward);
  return db
    .with(pageIds)
    .select({ items: pageItems(filters), total: sql<number | string>`(${total})` })
    .from(sql`(values (1)) as one_row(x)`);
}
