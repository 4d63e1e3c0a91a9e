import type { ContentType, PublicCard, PublicContent } from '@masthead/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.js';
import { isoJson, prerendered } from '../db/json.js';
import { categoryAndDescendants } from '../lib/category-tree.js';
import { MEDIA_PREFIX } from '../lib/media-url.js';
import { offsetOf } from '../lib/paging.js';
import { liveItem } from './live-items.js';

const media = sql.raw(`'${MEDIA_PREFIX}'`);

/** A card's fields as `json_build_object` arguments: what the site needs, nothing internal. */
const cardFields = sql`'_id', "cms_items"."id", 'title', "cms_items"."title", 'type', "cms_items"."type",
  'permaLink', "cms_items"."perma_link", 'description', "cms_items"."description",
  'image', (select json_build_object('url', ${media} || a.key, 'alt', "cms_items"."image_alt")
    from assets a where a.id = "cms_items"."image_id"),
  'publishDate', ${isoJson(sql`"cms_items"."publish_date"`)},
  'categories', coalesce((select json_agg(json_build_object('name', c.name, 'slug', c.slug) order by c.name)
    from cms_categories cc join categories c on c.id = cc.category_id
    where cc.cms_id = "cms_items"."id" and c.active), '[]'::json),
  'author', (select u.name from users u where u.id = "cms_items"."user_id")`;

const cardJson = prerendered(sql<PublicCard>`json_build_object(${cardFields})`);

const contentJson = prerendered(sql<PublicContent>`json_build_object(${cardFields},
  'body', coalesce((select json_agg(json_build_object('title', coalesce(s.value->>'title', ''),
    'body', coalesce(s.value->>'body', '')) order by s.position)
    from jsonb_array_elements("cms_items"."body") with ordinality as s(value, position)), '[]'::json),
  'tags', to_json("cms_items"."tags"),
  'seo', json_build_object('title', coalesce("cms_items"."seo"->>'title', ''),
    'description', coalesce("cms_items"."seo"->>'description', ''),
    'keywords', coalesce("cms_items"."seo"->'metaTags'->0->>'content', '')),
  'canonicalUrl', "cms_items"."canonical_url",
  'gallery', coalesce((select json_agg(json_build_object('url', coalesce(
      (select ${media} || a.key from assets a where a.id = (g.value->>'fileId')::uuid), g.value->>'url', ''),
      'description', coalesce(g.value->>'description', '')) order by g.position)
    from jsonb_array_elements("cms_items"."gallery") with ordinality as g(value, position)), '[]'::json),
  'videos', coalesce((select json_agg(json_build_object('url', coalesce(
      (select ${media} || a.key from assets a where a.id = (v.value->>'fileId')::uuid), v.value->>'url', ''))
      order by v.position)
    from jsonb_array_elements("cms_items"."videos") with ordinality as v(value, position)), '[]'::json),
  'updatedAt', ${isoJson(sql`"cms_items"."updated_at"`)})`);

type PublicCategory = { name: string; slug: string; description: string };

/**
 * The live items of a category and of its active subcategories, each once, as (cms_id, listed_at)
 * rows from the listing (kept by the triggers of migration 0015); `roots` answers the category's id.
 */
const listedUnder = (roots: readonly string[] | SQL) =>
  sql`select distinct cc.cms_id, cc.listed_at from cms_categories cc
    where cc.category_id in (${categoryAndDescendants(roots, { activeOnly: true })})
      and cc.listed and cc.listed_at <= now()`;

/** Newest first, the same order everywhere on the site. */
const newestFirst = sql.raw(
  `coalesce("cms_items"."publish_date", "cms_items"."created_at") desc, "cms_items"."id" desc`,
);

/**
 * What the delivery API shows (read model, ADR 0034): live items as cards and pages, a category's
 * listing, the breaking news, and when the next scheduled thing goes live. Read-only.
 */
export function deliveryReads(db: Db) {
  return {
    /** The live items among these ids, by id (the others are left out). */
    async cardsByIds(ids: readonly string[]): Promise<Map<string, PublicCard>> {
      if (ids.length === 0) return new Map();
      const rows = rowsOf<{ card: PublicCard }>(
        await db.execute(
          sql`select ${cardJson} as card from cms_items where cms_items.id = any(${sql.param([...ids])}::uuid[]) and ${liveItem}`,
        ),
      );
      return new Map(rows.map(({ card }) => [card._id, card]));
    },

    /** The newest live items of a type and/or a category, leaving out some. */
    async newestCards(filter: {
      type?: ContentType;
      categoryId?: string | null;
      exclude: readonly string[];
      limit: number;
    }): Promise<PublicCard[]> {
      if (filter.limit <= 0) return [];
      const typeIs = filter.type ? sql`and cms_items.type = ${filter.type}` : sql``;
      const notPicked =
        filter.exclude.length > 0 ? sql`and cms_items.id <> all(${sql.param([...filter.exclude])}::uuid[])` : sql``;
      // A category's items in the order of its listing index; the others in the order of the items' own.
      const query = filter.categoryId
        ? sql`select ${cardJson} as card from (${listedUnder([filter.categoryId])}) cc
            join cms_items on cms_items.id = cc.cms_id
            where true ${typeIs} ${notPicked}
            order by cc.listed_at desc, cc.cms_id desc limit ${filter.limit}`
        : sql`select ${cardJson} as card from cms_items where ${liveItem} ${typeIs} ${notPicked}
            order by ${newestFirst} limit ${filter.limit}`;
      return rowsOf<{ card: PublicCard }>(await db.execute(query)).map((row) => row.card);
    },

    async contentByPermaLink(permaLink: string): Promise<PublicContent | null> {
      const [row] = rowsOf<{ item: PublicContent }>(
        await db.execute(
          sql`select ${contentJson} as item from cms_items where cms_items.perma_link = ${permaLink} and ${liveItem} limit 1`,
        ),
      );
      return row?.item ?? null;
    },

    /** Active categories among these ids, as the site names them. */
    async categoryRefs(ids: readonly string[]): Promise<Map<string, { name: string; slug: string }>> {
      if (ids.length === 0) return new Map();
      const rows = rowsOf<{ id: string; name: string; slug: string }>(
        await db.execute(
          sql`select id, name, slug from categories where id = any(${sql.param([...new Set(ids)])}::uuid[]) and active`,
        ),
      );
      return new Map(rows.map((row) => [row.id, { name: row.name, slug: row.slug }]));
    },

    /**
     * An active category and a page of its live items and its active subcategories', newest first,
     * with how many there are, in one statement: the page and the count are ranges of one index
     * (cms_categories_listed_idx) per category, then only the items shown are read. Null when no
     * active category has this slug.
     */
    async categoryPage(slug: string, page: number, pageSize: number) {
      const root = sql`select id from categories where slug = ${slug} and active`;
      const [row] = rowsOf<{ category: PublicCategory; items: PublicCard[]; total: number }>(
        await db.execute(sql`select
          json_build_object('name', c.name, 'slug', c.slug, 'description', c.description) as category,
          coalesce((select json_agg(${cardJson} order by cc.listed_at desc, cc.cms_id desc)
            from (${listedUnder(root)}
              order by listed_at desc, cms_id desc limit ${pageSize} offset ${offsetOf(page, pageSize)}) cc
            join cms_items on cms_items.id = cc.cms_id), '[]'::json) as items,
          (select count(*)::int from (${listedUnder(root)}) cc) as total
          from categories c where c.slug = ${slug} and c.active limit 1`),
      );
      return row ? { category: row.category, items: row.items, total: Number(row.total) } : null;
    },

    async activeBreakingNews() {
      return rowsOf<{ _id: string; title: string; url: string; createdAt: string }>(
        await db.execute(sql`select id as "_id", title, url, ${isoJson(sql`created_at`)} as "createdAt"
          from breaking_news where status = 'Enable' order by created_at desc, id desc limit 50`),
      );
    },

    /**
     * When the next scheduled (or future-dated) item goes live; null when nothing waits. Written
     * as the listing index is (an item without a publish date is live from its creation).
     */
    async nextDue(): Promise<Date | null> {
      const [row] = rowsOf<{ due: string | Date | null }>(
        await db.execute(sql`select min(due) as due from (
            select min(coalesce(publish_date, created_at)) as due from cms_items
              where status in ('Published', 'Scheduled') and deleted_at is null
                and coalesce(publish_date, created_at) > now()
            union all
            select min(publish_date) from epapers
              where status in ('Published', 'Scheduled') and publish_date > now()) as upcoming`),
      );
      return row?.due ? new Date(row.due) : null;
    },
  };
}
export type DeliveryReads = ReturnType<typeof deliveryReads>;
