import type {
  CmsCounts,
  CmsItem,
  CmsListItem,
  CmsSort,
  ContentStatus,
  ContentType,
  RevisionState,
} from '@masthead/contract';
import { contentStatuses, prefixTsQuery, proposalCopyName, sharedCopyName } from '@masthead/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  like,
  lte,
  or,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
  TransactionRollbackError,
} from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.js';
import { assetRefJson, isoJson, prerendered, userRefJson } from '../../db/json.js';
import { noReadCache, type ReadCache } from '../../db/read-cache.js';
import {
  categories,
  cmsCategories,
  cmsEvents,
  cmsItems,
  cmsRevisions,
  cmsStatusCounts,
  collabDocuments,
  users,
} from '../../db/schema.js';
import { categoryAndDescendants } from '../../lib/category-tree.js';
import { changedBy, lastChangeOf, unchangedSince } from '../../lib/stale-write.js';
import { categoriesJson } from '../../read-models/live-items.js';

export interface CmsFilters {
  status?: ContentStatus;
  type?: ContentType;
  userId?: string;
  categoryIds?: string[];
  /** The words typed (the repo makes them a prefix query). */
  search?: string;
  /** Half-open range on the publish date (or the creation date of an unscheduled item). */
  from?: Date;
  to?: Date;
  trash: boolean;
  /** A column to order by instead of newest first (the list's sortable headers). */
  sort?: { by: CmsSort; order: 'asc' | 'desc' };
}

/** A sortable column, written qualified (it is used inside and outside the page's subquery). */
const sortColumns: Record<CmsSort, SQL> = {
  title: sql`"cms_items"."title"`,
  updatedAt: sql`"cms_items"."updated_at"`,
  publishDate: sql`"cms_items"."publish_date"`,
  author: sql`(select u.name from users u where u.id = "cms_items"."user_id")`,
};

/** ORDER BY of a sorted page: the column (empty values last either way), then the id, the same way. */
function sortedOrder(sort: NonNullable<CmsFilters['sort']>): SQL {
  const direction = sql.raw(sort.order === 'asc' ? 'asc' : 'desc');
  return sql`${sortColumns[sort.by]} ${direction} nulls last, "cms_items"."id" ${direction}`;
}

/** The columns a save may set: the table's own insert type, less what the database or the repo decides. */
export type CmsWriteValues = Partial<
  Omit<
    typeof cmsItems.$inferInsert,
    'id' | 'createdById' | 'updatedById' | 'views' | 'deletedAt' | 'createdAt' | 'updatedAt'
  >
>;

/** The fields of a list row, as `json_build_object` arguments (the detail adds its own). */
const listItemFields = sql`'_id', "cms_items"."id", 'title', "cms_items"."title", 'type', "cms_items"."type",
  'status', "cms_items"."status", 'permaLink', "cms_items"."perma_link", 'slug', "cms_items"."perma_link",
  'categories', ${categoriesJson}, 'user', ${userRefJson(sql`"cms_items"."user_id"`)},
  'publishDate', ${isoJson(sql`"cms_items"."publish_date"`)}, 'createdAt', ${isoJson(sql`"cms_items"."created_at"`)},
  'updatedAt', ${isoJson(sql`"cms_items"."updated_at"`)}, 'deletedAt', ${isoJson(sql`"cms_items"."deleted_at"`)},
  'pendingChanges', "cms_items"."pending_revision_id" is not null`;

const listItemJson = prerendered(sql<CmsListItem>`json_build_object(${listItemFields})`);

/** An item as the editor opens it: sections, files with their URLs, who changed it last. */
const detailJson = sql<CmsItem>`json_build_object(${listItemFields},
  'description', "cms_items"."description", 'body', "cms_items"."body",
  'image', ${assetRefJson(sql`"cms_items"."image_id"`)},
  'imageAlt', "cms_items"."image_alt", 'imageTitle', "cms_items"."image_title", 'seo', "cms_items"."seo",
  'canonicalUrl', "cms_items"."canonical_url", 'views', "cms_items"."views",
  'isFeatured', "cms_items"."is_featured", 'isSponsored', "cms_items"."is_sponsored", 'inpress', "cms_items"."inpress",
  'tags', to_json("cms_items"."tags"),
  'gallery', coalesce((
    select json_agg(json_build_object('url', g.value->>'url', 'description', g.value->>'description',
      'file', ${assetRefJson(sql`(g.value->>'fileId')::uuid`)}) order by g.position)
    from jsonb_array_elements("cms_items"."gallery") with ordinality as g(value, position)), '[]'::json),
  'videos', coalesce((
    select json_agg(json_build_object('url', v.value->>'url', 'file', ${assetRefJson(sql`(v.value->>'fileId')::uuid`)})
      order by v.position)
    from jsonb_array_elements("cms_items"."videos") with ordinality as v(value, position)), '[]'::json),
  'updatedBy', ${userRefJson(sql`"cms_items"."updated_by_id"`)},
  'pendingChange', (select json_build_object('revision', r.id, 'user', ${userRefJson(sql`r.user_id`)},
      'createdAt', ${isoJson(sql`r.created_at`)})
    from cms_revisions r where r.id = "cms_items"."pending_revision_id"),
  'rejectedChange', (select json_build_object('revision', r.id, 'user', ${userRefJson(sql`r.user_id`)},
      'reviewedBy', ${userRefJson(sql`r.reviewed_by_id`)}, 'reviewedAt', ${isoJson(sql`r.reviewed_at`)}, 'note', r.note)
    from cms_revisions r where r.cms_id = "cms_items"."id" and r.state = 'Rejected'
      and r.reviewed_at > "cms_items"."updated_at"
    order by r.reviewed_at desc limit 1))`;

/** The item as a revision keeps it: the whole detail, less what belongs to the review of changes. */
export const snapshotJson = sql`(${detailJson})::jsonb - 'pendingChange' - 'rejectedChange' - 'pendingChanges'`;

/**
 * Keeps the item as it now is in `tx` as its next revision (number one past its last) and
 * returns the revision's id. Called in the transaction of the write, after it.
 */
export async function recordRevision(
  tx: Db,
  cmsId: string,
  revision: { state: RevisionState; userId: string | null },
): Promise<string> {
  const result = await tx.execute(sql`insert into cms_revisions (cms_id, number, state, status, user_id, item)
    select "cms_items"."id",
      coalesce((select max(r.number) from cms_revisions r where r.cms_id = "cms_items"."id"), 0) + 1,
      ${revision.state}, "cms_items"."status", ${revision.userId}, ${snapshotJson}
    from cms_items where "cms_items"."id" = ${cmsId}
    returning id`);
  return rowsOf<{ id: string }>(result)[0].id;
}

function whereOf(filters: CmsFilters): SQL | undefined {
  const day = sql`coalesce(${cmsItems.publishDate}, ${cmsItems.createdAt})`;
  return and(
    filters.trash ? isNotNull(cmsItems.deletedAt) : isNull(cmsItems.deletedAt),
    // Need Review also lists live items with a change waiting for review.
    filters.status === 'Need Review'
      ? sql`(${cmsItems.status} = 'Need Review' or ${cmsItems.pendingRevisionId} is not null)`
      : filters.status
        ? eq(cmsItems.status, filters.status)
        : undefined,
    filters.type ? eq(cmsItems.type, filters.type) : undefined,
    filters.userId ? eq(cmsItems.userId, filters.userId) : undefined,
    filters.categoryIds?.length
      ? sql`exists (select 1 from cms_categories cc where cc.cms_id = ${cmsItems.id}
          and cc.category_id in (${categoryAndDescendants(filters.categoryIds)}))`
      : undefined,
    filters.search ? sql`${cmsItems.search} @@ to_tsquery('english', ${filters.search})` : undefined,
    filters.from ? sql`${day} >= ${filters.from.toISOString()}` : undefined,
    filters.to ? sql`${day} < ${filters.to.toISOString()}` : undefined,
  );
}

/** Filters the maintained counts answer: status, type and trash, nothing narrower. */
function countedByStatus(filters: CmsFilters): boolean {
  return (
    !filters.userId &&
    !filters.categoryIds?.length &&
    !filters.search &&
    !filters.from &&
    !filters.to &&
    !filters.sort &&
    filters.status !== 'Need Review'
  );
}

export interface UpdateOptions {
  categoryIds?: string[];
  actorId: string;
  expected?: string;
  fromStatus: ContentStatus;
  /** The pending change this save approves. */
  resolves?: string;
}

/** The write of a save in `tx`: the row (if still the expected version), its categories, its status event. */
async function applyUpdate(tx: Db, id: string, values: CmsWriteValues, options: UpdateOptions): Promise<boolean> {
  const rows = await tx
    .update(cmsItems)
    .set({ ...values, ...changedBy(options.actorId) })
    .where(and(eq(cmsItems.id, id), unchangedSince(cmsItems.updatedAt, options.expected)))
    .returning({ id: cmsItems.id });
  if (rows.length === 0) return false;
  if (options.categoryIds) {
    await tx.delete(cmsCategories).where(eq(cmsCategories.cmsId, id));
    if (options.categoryIds.length > 0) {
      await tx.insert(cmsCategories).values(options.categoryIds.map((categoryId) => ({ cmsId: id, categoryId })));
    }
  }
  if (values.status && values.status !== options.fromStatus) {
    await tx
      .insert(cmsEvents)
      .values({ cmsId: id, userId: options.actorId, fromStatus: options.fromStatus, toStatus: values.status });
  }
  return true;
}

/** From this offset on, a page with a kept count is read from whichever end of the list is nearer. */
const FAR_PAGE_OFFSET = 500;

export function cmsRepo(db: Db, cache: ReadCache = noReadCache) {
  /** Live items out of the trash with a change waiting (a partial index holds just those). */
  const countPendingChanges = async (type?: ContentType, notStatus?: ContentStatus) => {
    const [{ total }] = await db
      .select({ total: count() })
      .from(cmsItems)
      .where(
        and(
          isNotNull(cmsItems.pendingRevisionId),
          isNull(cmsItems.deletedAt),
          type ? eq(cmsItems.type, type) : undefined,
          notStatus ? sql`${cmsItems.status} <> ${notStatus}` : undefined,
        ),
      );
    return Number(total);
  };

  /** The total of a status and type (or of all) in or out of the trash, from the counts a trigger keeps. */
  const statusCount = (filters: Pick<CmsFilters, 'status' | 'type' | 'trash'>) =>
    db
      .select({ total: sql<number | string>`coalesce(sum(${cmsStatusCounts.total}), 0)` })
      .from(cmsStatusCounts)
      .where(
        and(
          eq(cmsStatusCounts.inTrash, filters.trash),
          filters.status ? eq(cmsStatusCounts.status, filters.status) : undefined,
          filters.type ? eq(cmsStatusCounts.type, filters.type) : undefined,
        ),
      );

  /**
   * Page n of the newest-first list, read from the oldest end: the `limit` rows after
   * (total − offset − limit) rows, of which a partial last page keeps the oldest (total −
   * offset). The total is the statement's own kept count, so the page is exactly the one a
   * forward read would give at that moment. The LIMIT stays the page size, so PostgreSQL plans
   * an index scan (an expression there would plan a scan and sort of every matching row).
   */
  const backwardPage = (
    filters: CmsFilters,
    where: SQL | undefined,
    total: SQLWrapper,
    limit: number | Placeholder,
    offset: number | Placeholder,
  ) => {
    const rowsLeft = sql`((${total}) - ${offset})`;
    const sortKey = filters.trash ? cmsItems.deletedAt : cmsItems.createdAt;
    const oldest = db
      .select({ pageId: cmsItems.id, sortKey: sql`${sortKey}`.as('sort_key') })
      .from(cmsItems)
      .where(where)
      .orderBy(asc(sortKey), asc(cmsItems.id))
      .limit(limit)
      .offset(sql`greatest(${rowsLeft} - ${limit}, 0)` as unknown as number)
      .as('oldest');
    const numbered = db
      .select({
        pageId: oldest.pageId,
        position: sql<number>`row_number() over (order by ${oldest.sortKey}, ${oldest.pageId})`.as('position'),
      })
      .from(oldest)
      .as('numbered');
    return db
      .select({ pageId: numbered.pageId, rank: sql<number>`0`.as('rank') })
      .from(numbered)
      .where(sql`${numbered.position} <= ${rowsLeft}`);
  };

  /**
   * One page of the list in one query: the page's ids first (an index scan on the
   * list's order), then categories and author for those rows only, as JSON, with the total.
   * `limit` and `offset` (and the filters' values) may be placeholders of a prepared statement.
   * `fromEnd` (kept counts only): the same page read backwards from the list's end, so a page
   * past the middle skips fewer rows; the position comes from the total in the same statement,
   * so the page is exactly the one a forward read would give at that moment.
   */
  const pageQuery = (
    filters: CmsFilters,
    limit: number | Placeholder,
    offset: number | Placeholder,
    fromEnd = false,
  ) => {
    const where = whereOf(filters);
    const total = countedByStatus(filters)
      ? statusCount(filters)
      : db.select({ total: count() }).from(cmsItems).where(where);
    const rank = filters.search
      ? sql<number>`ts_rank(${cmsItems.search}, to_tsquery('english', ${filters.search}))`
      : sql<number>`0`;
    const newestFirst = filters.sort
      ? [sortedOrder(filters.sort)]
      : filters.search
        ? [desc(sql`rank`), desc(cmsItems.createdAt), desc(cmsItems.id)]
        : filters.trash
          ? [desc(cmsItems.deletedAt), desc(cmsItems.id)]
          : [desc(cmsItems.createdAt), desc(cmsItems.id)];
    const outerOrderOf = () =>
      filters.sort
        ? sortedOrder(filters.sort)
        : filters.search
          ? sql`"page_ids"."rank" desc, "cms_items"."created_at" desc, "cms_items"."id" desc`
          : filters.trash
            ? sql`"cms_items"."deleted_at" desc, "cms_items"."id" desc`
            : sql`"cms_items"."created_at" desc, "cms_items"."id" desc`;
    if (filters.search && !fromEnd) {
      // A search counts its matches in the same pass that ranks them (a window over the matches):
      // one walk of the text index instead of two. Past the last page no row carries the count,
      // and the count is asked for on its own.
      const ranked = db.$with('page_ids').as(
        db
          .select({ pageId: cmsItems.id, rank: rank.as('rank'), matches: sql<number>`count(*) over ()`.as('matches') })
          .from(cmsItems)
          .where(where)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset),
      );
      const rankedItems = db
        .select({ items: sql`coalesce(json_agg(${listItemJson} order by ${outerOrderOf()}), '[]'::json)` })
        .from(ranked)
        .innerJoin(cmsItems, eq(cmsItems.id, ranked.pageId));
      return db
        .with(ranked)
        .select({
          items: sql<CmsListItem[]>`(${rankedItems})`,
          total: sql<number | string>`coalesce((select max("matches") from "page_ids"), (${total}))`,
        })
        .from(sql`(values (1)) as one_row(x)`);
    }
    const forward = db
      .select({ pageId: cmsItems.id, rank: rank.as('rank') })
      .from(cmsItems)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset);
    const pageIds = (fromEnd ? backwardPage(filters, where, total, limit, offset) : forward).as('page_ids');
    const outerOrder = outerOrderOf();
    const items = db
      .select({ items: sql`coalesce(json_agg(${listItemJson} order by ${outerOrder}), '[]'::json)` })
      .from(pageIds)
      .innerJoin(cmsItems, eq(cmsItems.id, pageIds.pageId));
    return db
      .select({ items: sql<CmsListItem[]>`(${items})`, total: sql<number | string>`(${total})` })
      .from(sql`(values (1)) as one_row(x)`);
  };

  /** The search box alone (the common case): prepared once, planned by PostgreSQL once. */
  const searchPageQuery = pageQuery(
    { search: sql.placeholder('search') as unknown as string, trash: false },
    sql.placeholder('limit'),
    sql.placeholder('offset'),
  ).prepare('cms_search_page');

  /**
   * The list's tabs (status and type, in or out of the trash: every page the pager offers)
   * run prepared, one statement per shape of filter and direction, made on first use: no SQL
   * is built per request, and PostgreSQL plans each shape once.
   */
  const tabQueries = new Map<string, ReturnType<typeof preparedTab>>();
  const preparedTab = (shape: Pick<CmsFilters, 'status' | 'type' | 'trash'>, fromEnd: boolean, name: string) => {
    const filters: CmsFilters = {
      trash: shape.trash,
      status: shape.status ? (sql.placeholder('status') as unknown as ContentStatus) : undefined,
      type: shape.type ? (sql.placeholder('type') as unknown as ContentType) : undefined,
    };
    return {
      page: pageQuery(filters, sql.placeholder('limit'), sql.placeholder('offset'), fromEnd).prepare(`${name}_page`),
      total: fromEnd ? undefined : statusCount(filters).prepare(`${name}_total`),
    };
  };
  const tabQuery = (filters: Pick<CmsFilters, 'status' | 'type' | 'trash'>, fromEnd: boolean) => {
    const key = `cms_tab_${filters.trash ? 't' : 'l'}${filters.status ? 's' : ''}${filters.type ? 'y' : ''}${fromEnd ? '_end' : ''}`;
    let query = tabQueries.get(key);
    if (!query) {
      query = preparedTab(filters, fromEnd, key);
      tabQueries.set(key, query);
    }
    return query;
  };

  const detailQuery = db
    .select({ item: detailJson })
    .from(cmsItems)
    .where(eq(cmsItems.id, sql.placeholder('id')))
    .prepare('cms_detail');

  /** One page read from the database (findPage keeps it in the embedded mode). */
  async function readPage(
    filters: CmsFilters,
    page: number,
    pageSize: number,
  ): Promise<{ items: CmsListItem[]; total: number }> {
    const { search, trash, ...narrower } = filters;
    const plainSearch = search && !trash && Object.values(narrower).every((value) => value === undefined);
    const offset = (page - 1) * pageSize;
    // A far page (the pager's Last) with a kept count reads from the nearer end: past the middle,
    // walking the index from the start would cost time in proportion to the page number.
    if (plainSearch) {
      const [row] = await searchPageQuery.execute({ search, limit: pageSize, offset });
      return { items: row.items, total: Number(row.total) };
    }
    if (!countedByStatus(filters)) {
      const [row] = await pageQuery(filters, pageSize, offset);
      return { items: row.items, total: Number(row.total) };
    }
    const values = { status: filters.status, type: filters.type, limit: pageSize, offset };
    let fromEnd = false;
    if (offset >= FAR_PAGE_OFFSET) {
      const [{ total }] = (await tabQuery(filters, false).total?.execute(values)) ?? [{ total: 0 }];
      fromEnd = offset > Number(total) / 2;
    }
    const [row] = await tabQuery(filters, fromEnd).page.execute(values);
    return { items: row.items, total: Number(row.total) };
  }

  return {
    /** One page of the list with its total; the plain search box runs prepared. */
    findPage(filters: CmsFilters, page: number, pageSize: number): Promise<{ items: CmsListItem[]; total: number }> {
      // The words typed become a prefix query; with nothing searchable in them, no search at all.
      const search = filters.search ? (prefixTsQuery(filters.search) ?? undefined) : undefined;
      const asked = { ...filters, search };
      return cache.get(`cms.page:${JSON.stringify([asked, page, pageSize])}`, () => readPage(asked, page, pageSize));
    },

    /** An item as the form and the detail call show it; read-only (the embedded mode keeps it in memory). */
    getDetail(id: string): Promise<CmsItem | null> {
      return cache.get(`cms.detail:${id}`, async () => {
        const [row] = await detailQuery.execute({ id });
        return row?.item ?? null;
      });
    },

    /** What the rules need to know about an item before changing it. */
    async getState(id: string) {
      const [row] = await db
        .select({
          id: cmsItems.id,
          type: cmsItems.type,
          status: cmsItems.status,
          userId: cmsItems.userId,
          permaLink: cmsItems.permaLink,
          updatedAt: cmsItems.updatedAt,
          deletedAt: cmsItems.deletedAt,
          // Qualified: users has an updated_by_id of its own, which an unqualified name would mean here.
          updatedBy: sql<string | null>`(select u.name from users u where u.id = "cms_items"."updated_by_id")`,
        })
        .from(cmsItems)
        .where(eq(cmsItems.id, id))
        .limit(1);
      return row ?? null;
    },

    async permaLinksLike(base: string, exceptId?: string): Promise<string[]> {
      const rows = await db
        .select({ permaLink: cmsItems.permaLink })
        .from(cmsItems)
        .where(
          and(
            sql`(${cmsItems.permaLink} = ${base} or ${cmsItems.permaLink} like ${`${base}-%`})`,
            exceptId ? sql`${cmsItems.id} <> ${exceptId}` : undefined,
          ),
        );
      return rows.map((r) => r.permaLink);
    },

    async existingIds(table: 'categories' | 'users', ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const source = { categories, users }[table];
      const rows = await db
        .select({ id: source.id })
        .from(source)
        .where(inArray(source.id, [...new Set(ids)]));
      return new Set(rows.map((r) => r.id));
    },

    async insert(
      values: CmsWriteValues & { title: string; type: ContentType; status: ContentStatus; permaLink: string },
      categoryIds: string[],
      actorId: string,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(cmsItems)
          .values({ ...values, createdById: actorId, updatedById: actorId })
          .returning({ id: cmsItems.id });
        if (categoryIds.length > 0) {
          await tx.insert(cmsCategories).values(categoryIds.map((categoryId) => ({ cmsId: row.id, categoryId })));
        }
        await tx
          .insert(cmsEvents)
          .values({ cmsId: row.id, userId: actorId, fromStatus: null, toStatus: values.status });
        await recordRevision(tx, row.id, { state: 'Saved', userId: actorId });
        return row.id;
      });
    },

    lastChange: (id: string) => lastChangeOf(db, cmsItems, id),

    /**
     * Saves the item and keeps the result as its next revision. Nothing changes, and false comes
     * back, when the item is no longer the `expected` version. `resolves`: the pending change this
     * save approves (it is marked Approved, and the item no longer waits for review).
     */
    async update(id: string, values: CmsWriteValues, options: UpdateOptions): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await applyUpdate(tx, id, values, options))) return false;
        await recordRevision(tx, id, { state: 'Saved', userId: options.actorId });
        if (options.resolves) {
          await tx
            .update(cmsRevisions)
            .set({ state: 'Approved', reviewedById: options.actorId, reviewedAt: sql`now()` })
            .where(and(eq(cmsRevisions.id, options.resolves), eq(cmsRevisions.cmsId, id)));
          await tx
            .update(cmsItems)
            .set({ pendingRevisionId: null })
            .where(and(eq(cmsItems.id, id), eq(cmsItems.pendingRevisionId, options.resolves)));
        }
        return true;
      });
    },

    /**
     * Keeps a change to a live item as a pending revision without changing the item: the save is
     * made inside a savepoint (every rule of the database applies, the permalink's uniqueness
     * too), the item as it would be is kept, and the savepoint is rolled back. The author's
     * earlier pending change, if any, is superseded. False when the item is no longer the
     * `expected` version.
     */
    async savePending(id: string, values: CmsWriteValues, options: UpdateOptions): Promise<boolean> {
      return db.transaction(async (tx) => {
        // The item's row stays locked to the end, so revision numbers cannot collide.
        await tx.execute(sql`select 1 from cms_items where id = ${id} for update`);
        let item: CmsItem | null = null;
        try {
          await tx.transaction(async (savepoint) => {
            if (await applyUpdate(savepoint, id, values, options)) {
              const [row] = await savepoint
                .select({ item: sql<CmsItem>`${snapshotJson}` })
                .from(cmsItems)
                .where(eq(cmsItems.id, id));
              item = row.item;
            }
            savepoint.rollback();
          });
        } catch (error) {
          if (!(error instanceof TransactionRollbackError)) throw error;
        }
        if (!item) return false;
        const kept = item as CmsItem;
        const [state] = await tx
          .select({ pending: cmsItems.pendingRevisionId })
          .from(cmsItems)
          .where(eq(cmsItems.id, id));
        if (state?.pending) {
          await tx.update(cmsRevisions).set({ state: 'Superseded' }).where(eq(cmsRevisions.id, state.pending));
        }
        const [revision] = await tx
          .insert(cmsRevisions)
          .values({
            cmsId: id,
            number: sql`coalesce((select max(r.number) from cms_revisions r where r.cms_id = ${id}), 0) + 1`,
            state: 'Pending',
            status: kept.status,
            userId: options.actorId,
            item: kept,
          })
          .returning({ id: cmsRevisions.id });
        // Not a change of the live item: its version (updatedAt) stays, so other saves are not stale.
        await tx.update(cmsItems).set({ pendingRevisionId: revision.id }).where(eq(cmsItems.id, id));
        return true;
      });
    },

    async setDeleted(id: string, deleted: boolean): Promise<boolean> {
      const rows = await db
        .update(cmsItems)
        .set({ deletedAt: deleted ? sql`now()` : null, updatedAt: sql`now()` })
        .where(and(eq(cmsItems.id, id), deleted ? isNull(cmsItems.deletedAt) : isNotNull(cmsItems.deletedAt)))
        .returning({ id: cmsItems.id });
      return rows.length > 0;
    },

    /** Deletes a trashed item for good, with its working copies (its notes and versions go by cascade). */
    async purge(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(cmsItems)
          .where(and(eq(cmsItems.id, id), isNotNull(cmsItems.deletedAt)))
          .returning({ id: cmsItems.id });
        if (rows.length === 0) return false;
        await tx
          .delete(collabDocuments)
          .where(
            or(
              eq(collabDocuments.name, sharedCopyName(id)),
              like(collabDocuments.name, `${proposalCopyName(id, '')}%`),
            ),
          );
        return true;
      });
    },

    /** Items in Need Review and live items with a change waiting for review. */
    async countNeedReview(): Promise<number> {
      const [{ total }] = await statusCount({ status: 'Need Review', trash: false });
      return Number(total) + (await countPendingChanges(undefined, 'Need Review'));
    },

    /** One author's items in Need Review and her changes to live items waiting for review. */
    async countNeedReviewOf(userId: string): Promise<number> {
      const [row] = rowsOf<{ total: number }>(
        await db.execute(sql`select count(*)::int as total from cms_items i where i.deleted_at is null and (
          (i.status = 'Need Review' and i.user_id = ${userId})
          or (i.status <> 'Need Review' and i.pending_revision_id is not null
            and (select r.user_id from cms_revisions r where r.id = i.pending_revision_id) = ${userId}))`),
      );
      return row?.total ?? 0;
    },

    /** The list's tab counts, of one type or of all, from the kept counts. */
    async counts(type?: ContentType): Promise<CmsCounts> {
      const rows = await db
        .select({
          status: cmsStatusCounts.status,
          inTrash: cmsStatusCounts.inTrash,
          total: sql<number | string>`sum(${cmsStatusCounts.total})`,
        })
        .from(cmsStatusCounts)
        .where(type ? eq(cmsStatusCounts.type, type) : undefined)
        .groupBy(cmsStatusCounts.status, cmsStatusCounts.inTrash);
      const live = rows.filter((row) => !row.inTrash);
      return {
        all: live.reduce((sum, row) => sum + Number(row.total), 0),
        byStatus: contentStatuses.map((status) => ({
          status,
          total: Number(live.find((row) => row.status === status)?.total ?? 0),
        })),
        pendingChanges: await countPendingChanges(type),
        trash: rows.filter((row) => row.inTrash).reduce((sum, row) => sum + Number(row.total), 0),
      };
    },

    /**
     * Publishes every scheduled item whose date has come, once: the transaction-scoped
     * advisory lock lets one process at a time in, and the status check inside the
     * UPDATE makes a second pass find nothing.
     */
    async publishDue(now: Date): Promise<string[]> {
      return db.transaction(async (tx) => {
        const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(7240002) as locked`);
        if (!rowsOf<{ locked: boolean }>(lock)[0]?.locked) return [];
        const published = await tx
          .update(cmsItems)
          .set({ status: 'Published', updatedAt: sql`now()` })
          .where(and(eq(cmsItems.status, 'Scheduled'), lte(cmsItems.publishDate, now), isNull(cmsItems.deletedAt)))
          .returning({ id: cmsItems.id });
        if (published.length > 0) {
          await tx
            .insert(cmsEvents)
            .values(
              published.map((p) => ({ cmsId: p.id, userId: null, fromStatus: 'Scheduled', toStatus: 'Published' })),
            );
        }
        return published.map((p) => p.id);
      });
    },

    /** Tags in use that begin with `prefix` (any case), most used first, among the newest 5,000 items. */
    async tagSuggestions(prefix: string, limit = 10): Promise<string[]> {
      const result = await db.execute(sql`select tag from (
          select unnest(tags) as tag from (
            select tags from cms_items where deleted_at is null order by created_at desc limit 5000) recent) used
        where starts_with(lower(tag), lower(${prefix}))
        group by tag order by count(*) desc, tag limit ${limit}`);
      return rowsOf<{ tag: string }>(result).map((row) => row.tag);
    },

    async events(id: string) {
      return db.select().from(cmsEvents).where(eq(cmsEvents.cmsId, id)).orderBy(cmsEvents.id);
    },
  };
}
export type CmsRepo = ReturnType<typeof cmsRepo>;
