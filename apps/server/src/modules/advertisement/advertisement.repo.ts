import type { AdDay, AdPosition, Advertisement } from '@masthead/contract';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assetRefJson, isoJson, prerendered, userRefJson } from '../../db/json.js';
import { advertisementCategories, advertisementDays, advertisements, categories, clients } from '../../db/schema.js';
import { offsetOf } from '../../lib/paging.js';
import { changedBy, lastChangeOf, unchangedSince } from '../../lib/stale-write.js';

/** One advertisement as the API answers it, built by PostgreSQL (see db/json.ts). */
const adJson = prerendered(sql<Advertisement>`json_build_object(
  '_id', "advertisements"."id", 'title', "advertisements"."title",
  'description', "advertisements"."description", 'url', "advertisements"."url",
  'client', (select json_build_object('_id', c.id, 'name', c.name) from clients c where c.id = "advertisements"."client_id"),
  'categories', coalesce((select json_agg(json_build_object('_id', k.id, 'name', k.name, 'parent', p.name) order by lower(k.name))
      from advertisement_categories ac join categories k on k.id = ac.category_id
      left join categories p on p.id = k.parent_id
      where ac.advertisement_id = "advertisements"."id"), '[]'::json),
  'startDate', ${isoJson(sql`"advertisements"."start_date"`)}, 'endDate', ${isoJson(sql`"advertisements"."end_date"`)},
  'position', "advertisements"."position", 'maxImpressionAllowed', "advertisements"."max_impressions",
  'isFeatured', "advertisements"."is_featured", 'views', "advertisements"."views", 'clicks', "advertisements"."clicks",
  'user', ${userRefJson(sql`"advertisements"."user_id"`)},
  'images', (select coalesce(json_agg(i.image order by i.n), '[]'::json) from (
      select 1 as n, json_build_object('screenType', 'Mobile', 'file', ${assetRefJson(sql`"advertisements"."mobile_image_id"`)}) as image
        where "advertisements"."mobile_image_id" is not null
      union all
      select 2, json_build_object('screenType', 'Desktop', 'file', ${assetRefJson(sql`"advertisements"."desktop_image_id"`)})
        where "advertisements"."desktop_image_id" is not null) i),
  'createdAt', ${isoJson(sql`"advertisements"."created_at"`)}, 'updatedAt', ${isoJson(sql`"advertisements"."updated_at"`)})`);

export interface AdFilters {
  search?: string;
  categoryIds?: string[];
  clientId?: string;
  /** Running at some time in [from, to). */
  from?: Date;
  to?: Date;
}

export interface AdWrite {
  title?: string;
  description?: string;
  url?: string;
  clientId?: string;
  startDate?: Date;
  endDate?: Date;
  position?: AdPosition;
  maxImpressions?: number;
  isFeatured?: boolean;
  mobileImageId?: string | null;
  desktopImageId?: string | null;
}

/** `%words%` for ILIKE, with the pattern characters of the words taken literally. */
function containing(words: string): string {
  return `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtersWhere(filters: AdFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.search) {
    const pattern = containing(filters.search);
    conditions.push(
      or(
        ilike(advertisements.title, pattern),
        ilike(advertisements.description, pattern),
        sql`exists (select 1 from clients c where c.id = ${advertisements.clientId} and c.name ilike ${pattern})`,
      ),
    );
  }
  if (filters.categoryIds?.length) {
    conditions.push(
      sql`exists (select 1 from advertisement_categories ac where ac.advertisement_id = ${advertisements.id}
        and ac.category_id in (${sql.join(
          filters.categoryIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}))`,
    );
  }
  if (filters.clientId) conditions.push(eq(advertisements.clientId, filters.clientId));
  if (filters.from && filters.to) {
    conditions.push(sql`${advertisements.startDate} < ${filters.to} and ${advertisements.endDate} > ${filters.from}`);
  }
  return and(...conditions);
}

/** A transaction of `db`, where an ad and its categories are written together. */
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export function advertisementRepo(db: Db) {
  async function setCategories(tx: Transaction, id: string, categoryIds: string[]): Promise<void> {
    await tx.delete(advertisementCategories).where(eq(advertisementCategories.advertisementId, id));
    if (categoryIds.length > 0) {
      await tx
        .insert(advertisementCategories)
        .values(categoryIds.map((categoryId) => ({ advertisementId: id, categoryId })));
    }
  }

  return {
    async findPage(filters: AdFilters, page: number, pageSize: number | null) {
      const where = filtersWhere(filters);
      const list = db
        .select({ ad: adJson })
        .from(advertisements)
        .where(where)
        .orderBy(desc(advertisements.createdAt), desc(advertisements.id));
      const [rows, [{ total }]] = await Promise.all([
        pageSize === null ? list : list.limit(pageSize).offset(offsetOf(page, pageSize)),
        db.select({ total: count() }).from(advertisements).where(where),
      ]);
      return { items: rows.map((row) => row.ad), total };
    },

    async getById(id: string): Promise<Advertisement | null> {
      const [row] = await db.select({ ad: adJson }).from(advertisements).where(eq(advertisements.id, id)).limit(1);
      return row?.ad ?? null;
    },

    /** What the rules of an edit need of the stored row. */
    async stored(id: string) {
      const [row] = await db
        .select({
          position: advertisements.position,
          startDate: advertisements.startDate,
          endDate: advertisements.endDate,
          views: advertisements.views,
          mobileImageId: advertisements.mobileImageId,
          desktopImageId: advertisements.desktopImageId,
        })
        .from(advertisements)
        .where(eq(advertisements.id, id));
      return row ?? null;
    },

    async clientExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
      return row !== undefined;
    },

    async existingCategoryIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    async insert(values: Required<AdWrite>, categoryIds: string[], actorId: string): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(advertisements)
          .values({ ...values, userId: actorId, updatedById: actorId })
          .returning({ id: advertisements.id });
        await setCategories(tx, row.id, categoryIds);
        return row.id;
      });
    },

    /** False when the row is gone or, with `expected`, was changed since that version. */
    async update(
      id: string,
      values: AdWrite,
      categoryIds: string[] | undefined,
      change: { actorId: string; expected?: string },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(advertisements)
          .set({ ...values, ...changedBy(change.actorId) })
          .where(and(eq(advertisements.id, id), unchangedSince(advertisements.updatedAt, change.expected)))
          .returning({ id: advertisements.id });
        if (rows.length === 0) return false;
        if (categoryIds) await setCategories(tx, id, categoryIds);
        return true;
      });
    },

    lastChange: (id: string) => lastChangeOf(db, advertisements, id),

    async delete(id: string): Promise<boolean> {
      const rows = await db
        .delete(advertisements)
        .where(eq(advertisements.id, id))
        .returning({ id: advertisements.id });
      return rows.length > 0;
    },

    /** Views and clicks per day of some advertisements, oldest day first. */
    async days(ids: string[]): Promise<AdDay[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          day: advertisementDays.day,
          views: sql<number>`sum(${advertisementDays.views})::float8`,
          clicks: sql<number>`sum(${advertisementDays.clicks})::float8`,
        })
        .from(advertisementDays)
        .where(inArray(advertisementDays.advertisementId, ids))
        .groupBy(advertisementDays.day)
        .orderBy(advertisementDays.day);
      return rows.map((row) => ({ day: row.day, views: Number(row.views), clicks: Number(row.clicks) }));
    },

    /** A client's advertisements with their counters, newest first. */
    async ofClient(clientId: string) {
      return db
        .select({
          _id: advertisements.id,
          title: advertisements.title,
          views: advertisements.views,
          clicks: advertisements.clicks,
          maxImpressionAllowed: advertisements.maxImpressions,
          endDate: advertisements.endDate,
        })
        .from(advertisements)
        .where(eq(advertisements.clientId, clientId))
        .orderBy(desc(advertisements.createdAt));
    },
  };
}
export type AdvertisementRepo = ReturnType<typeof advertisementRepo>;
