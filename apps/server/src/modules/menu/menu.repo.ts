import type { Menu, MenuItem, MenuName } from '@masthead/contract';
import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, cmsItems, menus } from '../../db/schema.js';
import { offsetOf } from '../../lib/paging.js';
import { changedBy, lastChangeOf } from '../../lib/stale-write.js';

type Row = typeof menus.$inferSelect;

function toMenu(row: Row): Menu {
  return {
    _id: row.id,
    name: row.name as MenuName,
    active: row.active,
    items: row.items,
    categories: row.items.filter((item) => item.menuType === 'Category').map((item) => item.itemId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function menuRepo(db: Db) {
  return {
    async findPage(page: number, pageSize: number | null): Promise<{ items: Menu[]; total: number }> {
      const list = db.select().from(menus).orderBy(desc(menus.createdAt), desc(menus.id));
      const [rows, [{ total }]] = await Promise.all([
        pageSize === null ? list : list.limit(pageSize).offset(offsetOf(page, pageSize)),
        db.select({ total: count() }).from(menus),
      ]);
      return { items: rows.map(toMenu), total };
    },

    async getById(id: string): Promise<Menu | null> {
      const [row] = await db.select().from(menus).where(eq(menus.id, id)).limit(1);
      return row ? toMenu(row) : null;
    },

    async activeByName(name: MenuName): Promise<Menu | null> {
      const [row] = await db
        .select()
        .from(menus)
        .where(and(eq(menus.name, name), eq(menus.active, true)))
        .limit(1);
      return row ? toMenu(row) : null;
    },

    async insert(values: { name: MenuName; items: MenuItem[] }, actorId: string): Promise<string> {
      const [row] = await db
        .insert(menus)
        .values({ ...values, updatedById: actorId })
        .returning({ id: menus.id });
      return row.id;
    },

    /**
     * Saves the menu; activating it deactivates the other active menu of its name in the same
     * transaction (at most one active per name, which a unique index also guards). False when
     * the row is gone or, with `expected`, was changed since that version.
     */
    async update(
      id: string,
      values: { name?: MenuName; items?: MenuItem[]; active?: boolean },
      change: { actorId: string; expected?: string },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ name: menus.name, active: menus.active, updatedAt: menus.updatedAt })
          .from(menus)
          .where(eq(menus.id, id))
          .for('update');
        if (!current) return false;
        if (change.expected !== undefined && new Date(change.expected).getTime() !== current.updatedAt.getTime()) {
          return false;
        }
        const name = values.name ?? current.name;
        if (values.active ?? current.active) {
          await tx
            .update(menus)
            .set({ active: false, ...changedBy(change.actorId) })
            .where(and(eq(menus.name, name), eq(menus.active, true), ne(menus.id, id)));
        }
        await tx
          .update(menus)
          .set({ ...values, ...changedBy(change.actorId) })
          .where(eq(menus.id, id));
        return true;
      });
    },

    lastChange: (id: string) => lastChangeOf(db, menus, id),

    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(menus).where(eq(menus.id, id)).returning({ id: menus.id });
      return rows.length > 0;
    },

    /** Which of these category ids exist. */
    async existingCategories(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /** Which of these ids are items of the type, not in the trash. */
    async existingItems(type: 'Page' | 'Blog', ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: cmsItems.id })
        .from(cmsItems)
        .where(and(inArray(cmsItems.id, ids), eq(cmsItems.type, type), isNull(cmsItems.deletedAt)));
      return new Set(rows.map((row) => row.id));
    },

    /** What the public menu shows of its entries: active categories and live pages and blogs, with their addresses. */
    async liveTargets(items: MenuItem[]): Promise<Map<string, string>> {
      const categoryIds = items.filter((item) => item.menuType === 'Category').map((item) => item.itemId);
      const itemIds = items.filter((item) => item.menuType !== 'Category').map((item) => item.itemId);
      const found = new Map<string, string>();
      if (categoryIds.length > 0) {
        const rows = await db
          .select({ id: categories.id, slug: categories.slug })
          .from(categories)
          .where(and(inArray(categories.id, categoryIds), eq(categories.active, true)));
        for (const row of rows) found.set(`Category:${row.id}`, `/category/${row.slug}`);
      }
      if (itemIds.length > 0) {
        const rows = await db
          .select({ id: cmsItems.id, type: cmsItems.type, permaLink: cmsItems.permaLink })
          .from(cmsItems)
          .where(
            and(
              inArray(cmsItems.id, itemIds),
              sql`${cmsItems.status} in ('Published', 'Scheduled') and ${cmsItems.deletedAt} is null
                and (${cmsItems.publishDate} is null or ${cmsItems.publishDate} <= now())`,
            ),
          );
        for (const row of rows) found.set(`${row.type}:${row.id}`, `/${row.permaLink}`);
      }
      return found;
    },
  };
}
export type MenuRepo = ReturnType<typeof menuRepo>;
