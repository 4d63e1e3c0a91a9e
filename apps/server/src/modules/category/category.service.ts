import type { BodyOf, Category, CategoryNode, endpoints } from '@masthead/contract';
import { emptySeo, messages, toPermalink, withPatch } from '@masthead/contract';
import type { Actor } from '../../lib/actor.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { freeSlug, writeWithFreeSlug } from '../../lib/slugs.js';
import { staleWrite } from '../../lib/stale-write.js';
import type { RequireAssets } from '../asset/asset.face.js';
import type { CategoryRecord, CategoryRepo, CategoryWrite } from './category.repo.js';

type CategoryCreateInput = BodyOf<typeof endpoints.category.create>;
type CategoryUpdateInput = BodyOf<typeof endpoints.category.update>;

const slugTaken = () => conflict(messages.slugTaken, { slug: messages.slugTaken });

function publicShape({ parentId: _parentId, ...category }: CategoryRecord): Category {
  return category;
}

/** Nests the flat list under its parents; a category whose parent is missing becomes a root. */
export function buildTree(records: CategoryRecord[]): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>(records.map((r) => [r._id, { ...publicShape(r), children: [] }]));
  const roots: CategoryNode[] = [];
  for (const record of records) {
    const node = nodes.get(record._id) as CategoryNode;
    const parent = record.parentId ? nodes.get(record.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export function categoryService(repo: CategoryRepo, requireAssets: RequireAssets) {
  async function getRecord(id: string): Promise<CategoryRecord> {
    const found = isId(id) ? (await repo.findAll()).find((c) => c._id === id) : undefined;
    if (!found) throw notFound(messages.categoryNotFound);
    return found;
  }

  async function checkParent(parentId: string | null | undefined, selfId?: string): Promise<void> {
    if (!parentId) return;
    const all = await repo.findAll();
    const byId = new Map(all.map((c) => [c._id, c]));
    if (!byId.has(parentId)) throw badRequest(messages.categoryNotFound, { parent: messages.categoryNotFound });
    // Walk up from the new parent: meeting the category itself means a cycle.
    for (let at: string | null = parentId, steps = 0; at && steps <= all.length; steps++) {
      if (at === selfId) throw badRequest(messages.categoryCycle, { parent: messages.categoryCycle });
      at = byId.get(at)?.parentId ?? null;
    }
  }

  return {
    async findTree(): Promise<CategoryNode[]> {
      return buildTree(await repo.findAll());
    },

    async findList(): Promise<Category[]> {
      return (await repo.findAll()).map(publicShape);
    },

    async createCategory(actor: Actor, input: CategoryCreateInput): Promise<Category> {
      await checkParent(input.parent);
      await requireAssets([input.image]);
      const explicit = input.slug?.trim();
      const pickSlug = async (skip: number) => {
        if (explicit) {
          if ((await repo.slugsLike(explicit)).includes(explicit)) throw slugTaken();
          return explicit;
        }
        const base = toPermalink(input.name) || 'category';
        return freeSlug(base, await repo.slugsLike(base), skip);
      };
      try {
        const id = await writeWithFreeSlug(pickSlug, (slug) =>
          repo.insert({
            name: input.name,
            slug,
            url: input.url ?? '',
            description: input.description ?? '',
            parentId: input.parent ?? null,
            imageId: input.image ?? null,
            seo: input.seo ?? emptySeo,
            updatedById: actor.id,
          }),
        );
        return publicShape(await getRecord(id));
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },

    async updateCategory(actor: Actor, id: string, input: CategoryUpdateInput): Promise<Category> {
      const current = await getRecord(id);
      if (input.parent !== undefined) await checkParent(input.parent, id);
      if (input.image !== undefined) await requireAssets([input.image]);
      const values: CategoryWrite = {
        name: input.name,
        url: input.url,
        description: input.description,
        active: input.active,
        // SEO key by key: a patch naming its title keeps the stored description and keywords.
        seo: input.seo && withPatch(current.seo, input.seo),
      };
      if (input.parent !== undefined) values.parentId = input.parent;
      if (input.image !== undefined) values.imageId = input.image;
      if (input.slug !== undefined && input.slug !== current.slug) {
        const slug = input.slug || toPermalink(input.name ?? current.name) || 'category';
        if ((await repo.slugsLike(slug, id)).includes(slug)) throw slugTaken();
        values.slug = slug;
      }
      try {
        const saved = await repo.update(id, values, { actorId: actor.id, expected: input.updatedAt });
        if (!saved) throw staleWrite(await repo.lastChange(id));
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
      return publicShape(await getRecord(id));
    },

    async removeCategory(id: string): Promise<void> {
      await getRecord(id);
      const usage = await repo.usage(id);
      if (usage.children > 0 || usage.content > 0) throw conflict(messages.categoryInUse);
      await repo.remove(id);
    },
  };
}
export type CategoryService = ReturnType<typeof categoryService>;
