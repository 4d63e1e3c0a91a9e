import type { CmsSort, ContentStatus, ContentType } from '@masthead/contract';
import { and, eq, isNotNull, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { userNameSql } from '../../db/json.js';
import { cmsItems } from '../../db/schema.js';
import { categoryAndDescendants } from '../../lib/category-tree.js';

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

/** A value of the statement, or the placeholder of a prepared statement that stands for it. */
export type Bound<T> = T | Placeholder;

/** The filters a page query is built from: those a prepared statement fills in may be placeholders. */
export type CmsQueryFilters = Omit<CmsFilters, 'status' | 'type' | 'search'> & {
  status?: Bound<ContentStatus>;
  type?: Bound<ContentType>;
  search?: Bound<string>;
};

/** The filters the maintained counts answer. */
export type CountFilters = Pick<CmsQueryFilters, 'status' | 'type' | 'trash'>;

/** A sortable column, written qualified (it is used inside and outside the page's subquery). */
const sortColumns: Record<CmsSort, SQL> = {
  title: sql`"cms_items"."title"`,
  updatedAt: sql`"cms_items"."updated_at"`,
  publishDate: sql`"cms_items"."publish_date"`,
  author: userNameSql(sql`"cms_items"."user_id"`),
};

/** ORDER BY of a sorted page: the column (empty values last either way), then the id, the same way. */
export function sortedOrder(sort: NonNullable<CmsFilters['sort']>): SQL {
  const direction = sql.raw(sort.order === 'asc' ? 'asc' : 'desc');
  return sql`${sortColumns[sort.by]} ${direction} nulls last, "cms_items"."id" ${direction}`;
}

/** The status filter: Need Review also lists live items with a change waiting for review. */
function statusWhere(status: CmsQueryFilters['status']): SQL | undefined {
  if (status === 'Need Review') {
    return sql`(${cmsItems.status} = 'Need Review' or ${cmsItems.pendingRevisionId} is not null)`;
  }
  return status ? eq(cmsItems.status, status) : undefined;
}

export function whereOf(filters: CmsQueryFilters): SQL | undefined {
  const day = sql`coalesce(${cmsItems.publishDate}, ${cmsItems.createdAt})`;
  return and(
    filters.trash ? isNotNull(cmsItems.deletedAt) : isNull(cmsItems.deletedAt),
    statusWhere(filters.status),
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
export function countedByStatus(filters: CmsQueryFilters): boolean {
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
