import { z } from 'zod';
import { expectedVersionSchema, idSchema, listQuerySchema, optionalUrl } from './common.js';
import { messages } from './messages.js';
import { patchOf } from './patch.js';

/** SPEC §3 Menu names: menu-1 is the Top Menu, menu-2 the Footer Menu. */
export const menuNames = ['menu-1', 'menu-2'] as const;
export type MenuName = (typeof menuNames)[number];
export const menuNameLabels: Record<MenuName, string> = { 'menu-1': 'Top Menu', 'menu-2': 'Footer Menu' };
/** The public API names them by place. */
export const menuPlaces: Record<'top' | 'footer', MenuName> = { top: 'menu-1', footer: 'menu-2' };

/** What a menu entry points at (SPEC §3 menuType). */
export const menuTypes = ['Category', 'Page', 'Blog'] as const;
export type MenuType = (typeof menuTypes)[number];

/** A menu is at most this deep: top entries, their children and grandchildren. */
export const MAX_MENU_DEPTH = 3;
export const MAX_MENU_ITEMS = 200;

/**
 * One entry of the menu tree, as a flat list in display order: `parent` is the `itemId` of the
 * entry it hangs under (null at the top), and comes before it in the list.
 */
export const menuItemSchema = z.object({
  itemId: idSchema,
  menuType: z.enum(menuTypes),
  title: z.string().trim().min(1, { error: messages.menuTitleRequired }).max(100),
  /** A site path or http(s) address (DECISIONS, "URL fields"); empty: the item's own address. */
  url: optionalUrl({ max: 500, sitePath: true }).default(''),
  parent: idSchema.nullable().default(null),
  expanded: z.boolean().default(true),
});
export type MenuItem = z.output<typeof menuItemSchema>;
export type MenuItemInput = z.input<typeof menuItemSchema>;

/** Where an entry sits: its depth (1 at the top), or a message when the list is not a tree. */
export function menuTreeProblem(
  items: readonly { itemId: string; menuType: string; parent: string | null }[],
): string | null {
  const depth = new Map<string, number>();
  const seen = new Set<string>();
  for (const item of items) {
    const key = `${item.menuType}:${item.itemId}`;
    if (seen.has(key)) return messages.menuItemTwice;
    seen.add(key);
    let level = 1;
    if (item.parent !== null) {
      const parentDepth = depth.get(item.parent);
      if (parentDepth === undefined) return messages.menuParentMissing;
      level = parentDepth + 1;
    }
    if (level > MAX_MENU_DEPTH) return messages.menuTooDeep;
    depth.set(item.itemId, level);
  }
  return null;
}

const menuItemsSchema = z
  .array(menuItemSchema)
  .max(MAX_MENU_ITEMS)
  .superRefine((items, ctx) => {
    const problem = menuTreeProblem(items);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const menuSchema = z.object({
  _id: z.string(),
  name: z.enum(menuNames),
  active: z.boolean(),
  items: z.array(
    z.object({
      itemId: z.string(),
      menuType: z.enum(menuTypes),
      title: z.string(),
      url: z.string(),
      parent: z.string().nullable(),
      expanded: z.boolean(),
    }),
  ),
  /** The categories the menu names (the editor's checked boxes). */
  categories: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Menu = z.infer<typeof menuSchema>;

export const menuCreateSchema = z.object({
  name: z.enum(menuNames, { error: messages.menuNameRequired }),
  items: menuItemsSchema.default([]),
});
export type MenuCreate = z.input<typeof menuCreateSchema>;

/** SPEC §7: `{_id, active}` (the list's Activate / De-Activate) or the full menu. */
export const menuUpdateSchema = patchOf(menuCreateSchema).extend({
  _id: z.string().optional(),
  active: z.boolean().optional(),
  updatedAt: expectedVersionSchema,
});
export type MenuUpdate = z.input<typeof menuUpdateSchema>;

export const menuListQuerySchema = listQuerySchema;

/** The public menu: a tree (at most three levels) with every address resolved. */
const publicMenuNode = <C extends z.ZodType>(children: C) =>
  z.object({ title: z.string(), url: z.string(), type: z.enum(menuTypes), children: z.array(children) });
export const publicMenuSchema = z.object({
  name: z.enum(menuNames),
  items: z.array(publicMenuNode(publicMenuNode(publicMenuNode(z.never())))),
});
export type PublicMenu = z.infer<typeof publicMenuSchema>;
export interface PublicMenuNode {
  title: string;
  url: string;
  type: MenuType;
  children: PublicMenuNode[];
}
export const menuPlaceParamsSchema = z.object({
  name: z.enum(['top', 'footer', ...menuNames], { error: messages.menuNotFound }),
});
