import type { Category, Seo } from '@masthead/contract';
import { and, count, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assetRefJson } from '../../db/json.js';
import { categories, cmsCategories } from '../../db/schema.js';
import { isId } from '../../lib/ids.js';
import { changedBy, lastChangeOf, unchangedSince } from '../../lib/stale-write.js';

export interface CategoryRecord extends Category {
  parentId: string | null;
}

export interface CategoryWrite {
  name?: string;
  slug?: string;
  url?: string;
  description?: string;
  parentId?: string | null;
  active?: boolean;
  imageId?: string | null;
  seo?: Seo;
}

export function categoryRepo(db: Db) {
  return {
    /** Every category with its parent's name and its image, ordered by name. */
    async findAll(): Promise<CategoryRecord[]> {
      // Qualified: with one table in the query drizzle prints bare names, and "parent_id" would be p's.
      const parent = sql<string | null>`(select p.name from categories p where p.id = "categories"."parent_id")`;
      const rows = await db
        .select({
          row: categories,
          parentName: parent,
          image: assetRefJson(sql`"categories"."image_id"`),
        })
        .from(categories)
        .orderBy(sql`lower(${categories.name})`, categories.id);
      return rows.map(({ row, parentName, image }) => ({
        _id: row.id,
        name: row.name,
        slug: row.slug,
        url: row.url,
        description: row.description,
        parent: row.parentId ? [{ _id: row.parentId, name: parentName ?? '' }] : [],
        parentId: row.parentId,
        active: row.active,
        image,
        seo: row.seo,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      }));
    },

    async existingIds(ids: readonly string[]): Promise<Set<string>> {
      const wanted = [...new Set(ids)].filter(isId);
      if (wanted.length === 0) return new Set();
      const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, wanted));
      return new Set(rows.map((row) => row.id));
    },

    async getUpdatedAt(id: string): Promise<Date | null> {
      const [row] = await db
        .select({ updatedAt: categories.updatedAt })
        .from(categories)
        .where(eq(categories.id, id))
        .limit(1);
      return row?.updatedAt ?? null;
    },

    /** Slugs equal to `base` or `base-N`, to pick a free one. */
    async slugsLike(base: string, exceptId?: string): Promise<string[]> {
      const rows = await db
        .select({ slug: categories.slug })
        .from(categories)
        .where(
          and(
            or(eq(categories.slug, base), like(categories.slug, `${base}-%`)),
            exceptId ? ne(categories.id, exceptId) : undefined,
          ),
        );
      return rows.map((r) => r.slug);
    },

    async insert(values: CategoryWrite & { name: string; slug: string; updatedById: string }): Promise<string> {
      const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
      return row.id;
    },

    /** False when the category is gone or, with `expected`, was changed since that version. */
    async update(id: string, values: CategoryWrite, change: { actorId: string; expected?: string }): Promise<boolean> {
      const rows = await db
        .update(categories)
        .set({ ...values, ...changedBy(change.actorId) })
        .where(and(eq(categories.id, id), unchangedSince(categories.updatedAt, change.expected)))
        .returning({ id: categories.id });
      return rows.length > 0;
    },

    lastChange: (id: string) => lastChangeOf(db, categories, id),

    async usage(id: string): Promise<{ children: number; content: number }> {
      const [[{ children }], [{ content }]] = await Promise.all([
        db.select({ children: count() }).from(categories).where(eq(categories.parentId, id)),
        db.select({ content: count() }).from(cmsCategories).where(eq(cmsCategories.categoryId, id)),
      ]);
      return { children, content };
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
      return rows.length > 0;
    },
  };
}
export type CategoryRepo = ReturnType<typeof categoryRepo>;
