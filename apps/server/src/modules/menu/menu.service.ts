import {
  type BodyOf,
  type endpoints,
  isSafeUrl,
  type ListQuery,
  type Menu,
  type MenuItem,
  type MenuName,
  menuPlaces,
  messages,
  type Page,
  type PublicMenu,
  type PublicMenuNode,
} from '@masthead/contract';
import type { Actor } from '../../lib/actor.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { pageFrom } from '../../lib/paging.js';
import { staleWrite } from '../../lib/stale-write.js';
import type { MenuRepo } from './menu.repo.js';

type CreateInput = BodyOf<typeof endpoints.menu.create>;
type UpdateInput = BodyOf<typeof endpoints.menu.update>;

/**
 * Where an entry leads on the public site: its own address when that is a site path or http(s)
 * address, else its target's. A menu saved before addresses were checked may hold `javascript:`
 * or `//host`; those never reach a reader. Null when neither is safe.
 */
function publicUrl(own: string, target: string): string | null {
  if (own && isSafeUrl(own, { sitePath: true })) return own;
  return isSafeUrl(target, { sitePath: true }) ? target : null;
}

/** Builds the public tree from the flat list: entries whose target is gone drop out with what hangs under them. */
function publicTree(items: MenuItem[], targets: Map<string, string>): PublicMenuNode[] {
  const nodes = new Map<string, PublicMenuNode>();
  const roots: PublicMenuNode[] = [];
  for (const item of items) {
    const target = targets.get(`${item.menuType}:${item.itemId}`);
    const url = target === undefined ? null : publicUrl(item.url, target);
    if (url === null) continue;
    const parent = item.parent === null ? null : nodes.get(item.parent);
    if (item.parent !== null && !parent) continue;
    const node: PublicMenuNode = { title: item.title, url, type: item.menuType, children: [] };
    nodes.set(item.itemId, node);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export function menuService(repo: MenuRepo) {
  async function getMenu(id: string): Promise<Menu> {
    const found = isId(id) ? await repo.getById(id) : null;
    if (!found) throw notFound(messages.menuNotFound);
    return found;
  }

  /** Every entry points at a category, page or blog that exists. */
  async function checkTargets(items: MenuItem[]): Promise<void> {
    const ids = (type: string) => items.filter((item) => item.menuType === type).map((item) => item.itemId);
    const [categories, pages, blogs] = await Promise.all([
      repo.existingCategories(ids('Category')),
      repo.existingItems('Page', ids('Page')),
      repo.existingItems('Blog', ids('Blog')),
    ]);
    const exists = (item: MenuItem) =>
      (item.menuType === 'Category' ? categories : item.menuType === 'Page' ? pages : blogs).has(item.itemId);
    if (!items.every(exists)) throw badRequest(messages.menuItemMissing);
  }

  return {
    getMenu,

    async findMenus(query: ListQuery): Promise<Page<Menu>> {
      const { items, total } = await repo.findPage(query.page, query.all ? null : query.pageSize);
      return pageFrom(items, total, query);
    },

    async createMenu(actor: Actor, input: CreateInput): Promise<Menu> {
      await checkTargets(input.items);
      return getMenu(await repo.insert({ name: input.name, items: input.items }, actor.id));
    },

    async updateMenu(actor: Actor, id: string, input: UpdateInput): Promise<Menu> {
      await getMenu(id);
      if (input.items) await checkTargets(input.items);
      const saved = await repo.update(
        id,
        { name: input.name, items: input.items, active: input.active },
        { actorId: actor.id, expected: input.updatedAt },
      );
      if (!saved) throw staleWrite(await repo.lastChange(id));
      return getMenu(id);
    },

    async deleteMenu(id: string): Promise<void> {
      if (!isId(id) || !(await repo.delete(id))) throw notFound(messages.menuNotFound);
    },

    /** The active menu of a place as the public site reads it, or null when none is active. */
    async publicMenu(place: string): Promise<PublicMenu | null> {
      const name = (place in menuPlaces ? menuPlaces[place as keyof typeof menuPlaces] : place) as MenuName;
      const menu = await repo.activeByName(name);
      if (!menu) return null;
      return { name, items: publicTree(menu.items, await repo.liveTargets(menu.items)) as PublicMenu['items'] };
    },
  };
}
export type MenuService = ReturnType<typeof menuService>;
