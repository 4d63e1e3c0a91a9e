import type { Epaper, EpaperListItem, EpaperStatus, PublicEpaper, PublicEpaperDetail, Seo } from '@masthead/contract';
import { prefixTsQuery } from '@masthead/contract';
import { and, count, desc, eq, like, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.js';
import { isoJson, prerendered, userRefJson } from '../../db/json.js';
import { epapers } from '../../db/schema.js';
import { MEDIA_PREFIX } from '../../lib/media-url.js';
import { offsetOf } from '../../lib/paging.js';
import { changedBy, lastChangeOf, unchangedSince } from '../../lib/stale-write.js';

const media = (key: SQL) => sql`${sql.raw(`'${MEDIA_PREFIX}'`)} || ${key}`;

/** The pages of the edition's PDF, in order. */
const pagesJson = sql`coalesce((select json_agg(json_build_object('number', p.number,
    'thumbnailUrl', ${media(sql`p.thumbnail_key`)}, 'width', p.width, 'height', p.height) order by p.number)
  from asset_pages p where p.asset_id = "epapers"."file_id"), '[]'::json)`;

const coverJson = sql`(select ${media(sql`p.thumbnail_key`)} from asset_pages p
  where p.asset_id = "epapers"."file_id" and p.number = 1)`;

const pdfUrlJson = sql`(select ${media(sql`a.key`)} from assets a where a.id = "epapers"."file_id")`;

const listFields = sql`'_id', "epapers"."id", 'title', "epapers"."title", 'slug', "epapers"."slug",
  'url', coalesce(${pdfUrlJson}, ''), 'status', "epapers"."status",
  'user', ${userRefJson(sql`"epapers"."user_id"`)}, 'seo', "epapers"."seo",
  'pageCount', "epapers"."page_count", 'coverUrl', ${coverJson},
  'publishDate', ${isoJson(sql`"epapers"."publish_date"`)},
  'createdAt', ${isoJson(sql`"epapers"."created_at"`)}, 'updatedAt', ${isoJson(sql`"epapers"."updated_at"`)}`;

/** A list row, built by PostgreSQL (db/json.ts). */
const listJson = prerendered(sql<EpaperListItem>`json_build_object(${listFields})`);

/** A list row of a search: which of the edition's pages have the words (`query` as to_tsquery takes it). */
const foundListJson = (query: string) =>
  sql<EpaperListItem>`json_build_object(${listFields}, 'foundOnPages', coalesce((select
      json_agg(p.number order by p.number) from asset_pages p
      where p.asset_id = "epapers"."file_id" and to_tsvector('simple', p.text) @@ to_tsquery('simple', ${query})),
    '[]'::json))`;

/** The whole edition: the list row and its PDF with the pages. */
const detailJson = prerendered(sql<Epaper>`json_build_object(${listFields},
  'file', (select json_build_object('_id', a.id, 'url', ${media(sql`a.key`)}, 'name', a.name, 'size', a.size,
      'pageCount', "epapers"."page_count", 'pages', ${pagesJson})
    from assets a where a.id = "epapers"."file_id"))`);

/** Published editions whose date has come: what the public site shows. */
const live = sql`"epapers"."status" in ('Published', 'Scheduled') and coalesce("epapers"."publish_date", "epapers"."created_at") <= now()`;

const publicFields = sql`'_id', "epapers"."id", 'title', "epapers"."title", 'slug', "epapers"."slug",
  'publishDate', ${isoJson(sql`coalesce("epapers"."publish_date", "epapers"."created_at")`)},
  'pageCount', "epapers"."page_count", 'coverUrl', ${coverJson}, 'seo', "epapers"."seo"`;
const publicJson = prerendered(sql<PublicEpaper>`json_build_object(${publicFields})`);
const publicDetailJson = prerendered(
  sql<PublicEpaperDetail>`json_build_object(${publicFields}, 'pdfUrl', coalesce(${pdfUrlJson}, ''), 'pages', ${pagesJson})`,
);

export interface EpaperFilters {
  search?: string;
  status?: EpaperStatus;
  /** Created, updated or published within [from, to). */
  from?: Date;
  to?: Date;
}

export interface EpaperWrite {
  title?: string;
  seo?: Seo;
  fileId?: string | null;
  pageCount?: number;
  pageText?: string;
  publishDate?: Date | null;
  status?: EpaperStatus;
}

function filtersWhere(filters: EpaperFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.search) {
    const query = prefixTsQuery(filters.search);
    if (query) conditions.push(sql`${epapers.search} @@ to_tsquery('simple', ${query})`);
  }
  if (filters.status) conditions.push(eq(epapers.status, filters.status));
  if (filters.from && filters.to) {
    const { from, to } = filters;
    conditions.push(
      or(
        sql`${epapers.createdAt} >= ${from} and ${epapers.createdAt} < ${to}`,
        sql`${epapers.publishDate} >= ${from} and ${epapers.publishDate} < ${to}`,
      ),
    );
  }
  return and(...conditions);
}

export function epaperRepo(db: Db) {
  return {
    async findPage(filters: EpaperFilters, page: number, pageSize: number | null) {
      const where = filtersWhere(filters);
      const query = filters.search ? prefixTsQuery(filters.search) : null;
      const list = db
        .select({ epaper: query ? foundListJson(query) : listJson })
        .from(epapers)
        .where(where)
        .orderBy(desc(epapers.createdAt), desc(epapers.id));
      const [rows, [{ total }]] = await Promise.all([
        pageSize === null ? list : list.limit(pageSize).offset(offsetOf(page, pageSize)),
        db.select({ total: count() }).from(epapers).where(where),
      ]);
      return { items: rows.map((row) => row.epaper), total };
    },

    async getById(id: string): Promise<Epaper | null> {
      const [row] = await db.select({ epaper: detailJson }).from(epapers).where(eq(epapers.id, id)).limit(1);
      return row?.epaper ?? null;
    },

    async slugsLike(base: string, exceptId?: string): Promise<string[]> {
      const rows = await db
        .select({ slug: epapers.slug })
        .from(epapers)
        .where(
          and(
            or(eq(epapers.slug, base), like(epapers.slug, `${base}-%`)),
            exceptId ? ne(epapers.id, exceptId) : undefined,
          ),
        );
      return rows.map((row) => row.slug);
    },

    /** A PDF upload's page count and printed text; null when `fileId` is not an uploaded PDF. */
    async pdfPages(fileId: string): Promise<{ pageCount: number; text: string } | null> {
      const [row] = rowsOf<{ page_count: number; text: string | null }>(
        await db.execute(sql`select count(p.number)::int as page_count, string_agg(p.text, E'\\n' order by p.number) as text
          from assets a left join asset_pages p on p.asset_id = a.id
          where a.id = ${fileId} and a.mime_type = 'application/pdf' group by a.id`),
      );
      return row ? { pageCount: row.page_count, text: row.text ?? '' } : null;
    },

    async insert(values: EpaperWrite & { title: string; slug: string }, actorId: string): Promise<string> {
      const [row] = await db
        .insert(epapers)
        .values({ ...values, userId: actorId, updatedById: actorId })
        .returning({ id: epapers.id });
      return row.id;
    },

    /** False when the row is gone or, with `expected`, was changed since that version. */
    async update(id: string, values: EpaperWrite & { slug?: string }, change: { actorId: string; expected?: string }) {
      const rows = await db
        .update(epapers)
        .set({ ...values, ...changedBy(change.actorId) })
        .where(and(eq(epapers.id, id), unchangedSince(epapers.updatedAt, change.expected)))
        .returning({ id: epapers.id });
      return rows.length > 0;
    },

    lastChange: (id: string) => lastChangeOf(db, epapers, id),

    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(epapers).where(eq(epapers.id, id)).returning({ id: epapers.id });
      return rows.length > 0;
    },

    /** Publishes scheduled editions whose date has come, once, whichever process gets there first. */
    async publishDue(now: Date): Promise<string[]> {
      return db.transaction(async (tx) => {
        const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(7240003) as locked`);
        if (!rowsOf<{ locked: boolean }>(lock)[0]?.locked) return [];
        const published = await tx
          .update(epapers)
          .set({ status: 'Published', updatedAt: sql`now()` })
          .where(and(eq(epapers.status, 'Scheduled'), lte(epapers.publishDate, now)))
          .returning({ id: epapers.id });
        return published.map((row) => row.id);
      });
    },

    /** When the next scheduled edition goes live (the public cache drops its answers then). */
    async nextDue(): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<Date | null>`min(${epapers.publishDate})` })
        .from(epapers)
        .where(and(sql`${epapers.status} in ('Published', 'Scheduled')`, sql`${epapers.publishDate} > now()`));
      return row?.at ? new Date(row.at) : null;
    },

    async publicPage(page: number, pageSize: number): Promise<{ items: PublicEpaper[]; total: number }> {
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ epaper: publicJson })
          .from(epapers)
          .where(live)
          .orderBy(sql`coalesce(${epapers.publishDate}, ${epapers.createdAt}) desc`, desc(epapers.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select({ total: count() }).from(epapers).where(live),
      ]);
      return { items: rows.map((row) => row.epaper), total };
    },

    async publicBySlug(slug: string): Promise<PublicEpaperDetail | null> {
      const [row] = await db
        .select({ epaper: publicDetailJson })
        .from(epapers)
        .where(and(eq(epapers.slug, slug), live))
        .limit(1);
      return row?.epaper ?? null;
    },
  };
}
export type EpaperRepo = ReturnType<typeof epaperRepo>;
