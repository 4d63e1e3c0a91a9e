import type { AssetRef, CmsItem, CmsListItem, ContentStatus, ContentType, Section, Seo } from '@masthead/contract';
import { and, count, desc, eq, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.js';
import { assets, categories, cmsCategories, cmsEvents, cmsItems, users } from '../../db/schema.js';
import { mediaUrl } from '../../lib/media-url.js';

export interface CmsFilters {
  status?: ContentStatus;
  type?: ContentType;
  userId?: string;
  categoryIds?: string[];
  search?: string;
  /** Half-open range on the publish date (or the creation date of an unscheduled item). */
  from?: Date;
  to?: Date;
  trash: boolean;
}

export interface CmsWriteValues {
  title?: string;
  type?: ContentType;
  status?: ContentStatus;
  description?: string;
  body?: Section[];
  bodyText?: string;
  imageId?: string | null;
  imageAlt?: string;
  imageTitle?: string;
  userId?: string | null;
  publishDate?: Date | null;
  seo?: Seo;
  canonicalUrl?: string;
  permaLink?: string;
  isFeatured?: boolean;
  isSponsored?: boolean;
  inpress?: boolean;
  tags?: string[];
  gallery?: { fileId: string | null; url: string; description: string }[];
  videos?: { fileId: string | null; url: string }[];
}

/** Written with qualified names: inside a subquery drizzle would print bare column names. */
const categoriesJson = sql<{ _id: string; name: string; parent: string | null }[]>`coalesce((
  select json_agg(json_build_object('_id', c.id, 'name', c.name, 'parent', c.parent_id) order by c.name)
  from cms_categories cc join categories c on c.id = cc.category_id
  where cc.cms_id = "cms_items"."id"), '[]'::json)`;
const authorJson = sql<{ _id: string; name: string } | null>`(
  select json_build_object('_id', u.id, 'name', u.name) from users u where u.id = "cms_items"."user_id")`;
const updatedByJson = sql<{ _id: string; name: string } | null>`(
  select json_build_object('_id', u.id, 'name', u.name) from users u where u.id = "cms_items"."updated_by_id")`;

const listColumns = {
  id: cmsItems.id,
  title: cmsItems.title,
  type: cmsItems.type,
  status: cmsItems.status,
  permaLink: cmsItems.permaLink,
  publishDate: cmsItems.publishDate,
  createdAt: cmsItems.createdAt,
  updatedAt: cmsItems.updatedAt,
  deletedAt: cmsItems.deletedAt,
  categories: categoriesJson,
  user: authorJson,
};

type ListRow = {
  id: string;
  title: string;
  type: ContentType;
  status: ContentStatus;
  permaLink: string;
  publishDate: Date | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  categories: { _id: string; name: string; parent: string | null }[];
  user: { _id: string; name: string } | null;
};

function toListItem(row: ListRow): CmsListItem {
  return {
    _id: row.id,
    title: row.title,
    type: row.type,
    status: row.status,
    permaLink: row.permaLink,
    slug: row.permaLink,
    categories: row.categories,
    user: row.user,
    publishDate: row.publishDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

function whereOf(filters: CmsFilters): SQL | undefined {
  const day = sql`coalesce(${cmsItems.publishDate}, ${cmsItems.createdAt})`;
  return and(
    filters.trash ? isNotNull(cmsItems.deletedAt) : isNull(cmsItems.deletedAt),
    filters.status ? eq(cmsItems.status, filters.status) : undefined,
    filters.type ? eq(cmsItems.type, filters.type) : undefined,
    filters.userId ? eq(cmsItems.userId, filters.userId) : undefined,
    filters.categoryIds?.length
      ? sql`exists (select 1 from cms_categories cc where cc.cms_id = ${cmsItems.id} and cc.category_id in ${filters.categoryIds})`
      : undefined,
    filters.search ? sql`${cmsItems.search} @@ websearch_to_tsquery('english', ${filters.search})` : undefined,
    filters.from ? sql`${day} >= ${filters.from.toISOString()}` : undefined,
    filters.to ? sql`${day} < ${filters.to.toISOString()}` : undefined,
  );
}

async function assetRefs(db: Db, ids: string[]): Promise<Map<string, AssetRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: assets.id, key: assets.key, name: assets.name })
    .from(assets)
    .where(inArray(assets.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { _id: r.id, name: r.name, url: mediaUrl(r.key) }]));
}

export function cmsRepo(db: Db) {
  return {
    /**
     * One page of the list: the page's ids first (an index scan on the list's order),
     * then categories and author for those rows only.
     */
    async findPage(
      filters: CmsFilters,
      page: number,
      pageSize: number,
    ): Promise<{ items: CmsListItem[]; total: number }> {
      const where = whereOf(filters);
      const rank = filters.search
        ? sql<number>`ts_rank(${cmsItems.search}, websearch_to_tsquery('english', ${filters.search}))`
        : sql<number>`0`;
      const order = filters.search
        ? [desc(sql`rank`), desc(cmsItems.createdAt), desc(cmsItems.id)]
        : filters.trash
          ? [desc(cmsItems.deletedAt), desc(cmsItems.id)]
          : [desc(cmsItems.createdAt), desc(cmsItems.id)];
      const pageIds = db
        .select({ pageId: cmsItems.id, rank: rank.as('rank') })
        .from(cmsItems)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .as('page_ids');
      const outerOrder = filters.search
        ? [desc(pageIds.rank), desc(cmsItems.createdAt), desc(cmsItems.id)]
        : filters.trash
          ? [desc(cmsItems.deletedAt), desc(cmsItems.id)]
          : [desc(cmsItems.createdAt), desc(cmsItems.id)];
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(listColumns)
          .from(pageIds)
          .innerJoin(cmsItems, eq(cmsItems.id, pageIds.pageId))
          .orderBy(...outerOrder),
        db.select({ total: count() }).from(cmsItems).where(where),
      ]);
      return { items: (rows as ListRow[]).map(toListItem), total };
    },

    async getDetail(id: string): Promise<CmsItem | null> {
      const [row] = await db
        .select({
          item: cmsItems,
          categories: categoriesJson,
          user: authorJson,
          updatedBy: updatedByJson,
        })
        .from(cmsItems)
        .where(eq(cmsItems.id, id))
        .limit(1);
      if (!row) return null;
      const { item } = row;
      const fileIds = [
        ...(item.imageId ? [item.imageId] : []),
        ...item.gallery.flatMap((g) => (g.fileId ? [g.fileId] : [])),
        ...item.videos.flatMap((v) => (v.fileId ? [v.fileId] : [])),
      ];
      const files = await assetRefs(db, fileIds);
      const fileOf = (fileId: string | null) => (fileId ? (files.get(fileId) ?? null) : null);
      return {
        ...toListItem({ ...item, categories: row.categories, user: row.user }),
        description: item.description,
        body: item.body,
        image: fileOf(item.imageId),
        imageAlt: item.imageAlt,
        imageTitle: item.imageTitle,
        seo: item.seo,
        canonicalUrl: item.canonicalUrl,
        views: item.views,
        isFeatured: item.isFeatured,
        isSponsored: item.isSponsored,
        inpress: item.inpress,
        tags: item.tags,
        gallery: item.gallery.map((g) => ({ url: g.url, description: g.description, file: fileOf(g.fileId) })),
        videos: item.videos.map((v) => ({ url: v.url, file: fileOf(v.fileId) })),
        updatedBy: row.updatedBy,
      };
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
          updatedBy: sql<string | null>`(select u.name from users u where u.id = ${cmsItems.updatedById})`,
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

    async existingIds(table: 'categories' | 'users' | 'assets', ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const source = { categories, users, assets }[table];
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
        return row.id;
      });
    },

    /** Nothing changes, and false comes back, when `expectedUpdatedAt` no longer matches. */
    async update(
      id: string,
      values: CmsWriteValues,
      options: { categoryIds?: string[]; actorId: string; expectedUpdatedAt?: Date; fromStatus: ContentStatus },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(cmsItems)
          .set({ ...values, updatedById: options.actorId, updatedAt: sql`now()` })
          .where(
            and(
              eq(cmsItems.id, id),
              options.expectedUpdatedAt ? eq(cmsItems.updatedAt, options.expectedUpdatedAt) : undefined,
            ),
          )
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

    async purge(id: string): Promise<boolean> {
      const rows = await db
        .delete(cmsItems)
        .where(and(eq(cmsItems.id, id), isNotNull(cmsItems.deletedAt)))
        .returning({ id: cmsItems.id });
      return rows.length > 0;
    },

    async countNeedReview(): Promise<number> {
      const [{ total }] = await db
        .select({ total: count() })
        .from(cmsItems)
        .where(and(eq(cmsItems.status, 'Need Review'), isNull(cmsItems.deletedAt)));
      return total;
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

    async events(id: string) {
      return db.select().from(cmsEvents).where(eq(cmsEvents.cmsId, id)).orderBy(cmsEvents.id);
    },

    async authorOptions(): Promise<{ _id: string; name: string }[]> {
      const rows = await db
        .select({ _id: users.id, name: users.name })
        .from(users)
        .where(eq(users.status, 'Enable'))
        .orderBy(users.name);
      return rows;
    },
  };
}
export type CmsRepo = ReturnType<typeof cmsRepo>;
