import { randomBytes, randomUUID } from 'node:crypto';
import {
  LAYOUT_PREVIEW_MINUTES,
  type Layout,
  type LayoutItem,
  type LayoutName,
  type LayoutSection,
  type layoutCandidatesQuerySchema,
  type layoutPatchSchema,
  messages,
  type Page,
} from '@masthead/contract';
import type { z } from 'zod';
import type { StoredLayoutBody, StoredSection } from '../../db/schema.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { pageFrom } from '../../lib/paging.js';
import { staleWrite } from '../../lib/stale-write.js';
import type { LayoutItemReads } from '../../read-models/layout-items.js';
import type { CmsFace } from '../cms/cms.face.js';
import type { LayoutRepo, LayoutRow } from './layout.repo.js';

type PatchInput = z.output<typeof layoutPatchSchema>;
type CandidatesInput = z.output<typeof layoutCandidatesQuerySchema>;

/** Every item and category id a stored body names. */
function referencesOf(body: StoredLayoutBody): { items: string[]; categories: string[] } {
  const items = [
    ...body.headlines,
    ...body.topStory,
    ...body.sections.flatMap((section) => section.articles),
    ...(body.coverStory ? [body.coverStory] : []),
  ];
  const categories = body.sections.flatMap((section) => (section.category ? [section.category] : []));
  return { items: [...new Set(items)], categories: [...new Set(categories)] };
}

/** A section as stored: what its type does not use is dropped; a new one gets its id. */
function storedSection(section: PatchInput['body']['sections'] extends (infer S)[] | undefined ? S : never) {
  const advertisement = section.type === 'Advertisement';
  return {
    _id: section._id || randomUUID(),
    type: section.type,
    name: section.name,
    color: section.color.toLowerCase(),
    template: section.template,
    category: advertisement ? null : (section.category ?? null),
    articles: advertisement ? [] : section.articles,
    position: advertisement ? (section.position ?? null) : null,
  } satisfies StoredSection;
}

/** The stored body with the parts a manager sent in place of the stored ones. */
function mergedBody(stored: StoredLayoutBody, parts: PatchInput['body']): StoredLayoutBody {
  const { headlines, topStory, sections, coverStory } = parts;
  const next: StoredLayoutBody = {
    headlines: headlines ?? stored.headlines,
    topStory: topStory ?? stored.topStory,
    sections: sections ? sections.map(storedSection) : stored.sections,
    coverStory: coverStory !== undefined ? coverStory : stored.coverStory,
  };
  if (new Set(next.sections.map((section) => section._id)).size !== next.sections.length) {
    throw badRequest(messages.sectionTwice);
  }
  return next;
}

export function layoutService(repo: LayoutRepo, reads: LayoutItemReads, findContentPage: CmsFace['findPage']) {
  /** The stored body with its references filled in; items that are gone drop out, the rest carry `live`. */
  async function populate(row: LayoutRow): Promise<Layout> {
    const { body } = row;
    const references = referencesOf(body);
    const [items, categories] = await Promise.all([
      reads.itemsByIds(references.items),
      reads.categoriesByIds(references.categories),
    ]);
    const itemsOf = (ids: string[]): LayoutItem[] => ids.flatMap((id) => items.get(id) ?? []);
    const sections: LayoutSection[] = body.sections.map((section) => ({
      _id: section._id,
      type: section.type,
      name: section.name,
      color: section.color,
      template: section.template,
      category: section.category ? (categories.get(section.category) ?? null) : null,
      articles: itemsOf(section.articles),
      position: section.position as LayoutSection['position'],
    }));
    return {
      _id: row.id,
      name: row.name,
      body: {
        headlines: itemsOf(body.headlines),
        topStory: itemsOf(body.topStory),
        sections,
        coverStory: body.coverStory ? (items.get(body.coverStory) ?? null) : null,
      },
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
    };
  }

  /**
   * References must exist; an item newly placed must be live (the pickers offer only those). An
   * item placed before and unpublished since may stay: the manager flags it, the site drops it.
   */
  async function checkReferences(next: StoredLayoutBody, before: StoredLayoutBody | null): Promise<void> {
    const references = referencesOf(next);
    const [items, categories] = await Promise.all([
      reads.itemsByIds(references.items),
      reads.categoriesByIds(references.categories),
    ]);
    if (references.items.some((id) => !items.has(id))) throw badRequest(messages.layoutItemMissing);
    if (references.categories.some((id) => !categories.has(id))) throw badRequest(messages.layoutCategoryMissing);
    if (!before) return;
    const placedBefore = new Set(referencesOf(before).items);
    const newlyPlaced = references.items.filter((id) => !placedBefore.has(id));
    const notLive = newlyPlaced.map((id) => items.get(id)).find((item) => item && !item.live);
    if (notLive) throw badRequest(messages.layoutItemNotLive(notLive.title));
  }

  return {
    async getLayout(name: LayoutName): Promise<Layout> {
      const row = await repo.getByName(name);
      if (!row) throw notFound(messages.layoutNotFound);
      return populate(row);
    },

    /** Published items for the pickers: the content list's fast paths, then the layout's shape. */
    async findCandidates(query: CandidatesInput): Promise<Page<LayoutItem>> {
      const { items, total } = await findContentPage(
        {
          status: 'Published',
          type: query.type,
          categoryIds: query.category ? [query.category] : undefined,
          search: query.search || undefined,
          trash: false,
        },
        query.page,
        query.pageSize,
      );
      const shaped = await reads.itemsByIds(items.map((item) => item._id));
      return pageFrom(
        items.flatMap((item) => shaped.get(item._id) ?? []),
        total,
        query,
      );
    },

    /** Saves the parts the patch names; the others stay as stored. */
    async updateLayout(actor: Actor, id: string, patch: PatchInput): Promise<Layout> {
      const row = isId(id) ? await repo.getById(id) : null;
      if (!row) throw notFound(messages.layoutNotFound);
      const next = mergedBody(row.body, patch.body);
      await checkReferences(next, row.body);
      const saved = await repo.update(id, next, { actorId: actor.id, expected: patch.updatedAt });
      if (!saved) throw staleWrite(await repo.lastChange(id));
      const stored = await repo.getById(id);
      if (!stored) throw notFound(messages.layoutNotFound);
      return populate(stored);
    },

    /**
     * Keeps the layout with a manager's unsaved part for a preview, under a token nobody can
     * guess; the preview shows what the public site would (items not live are left out there).
     */
    async previewLayout(id: string, parts: PatchInput['body']): Promise<{ token: string; expiresAt: Date }> {
      const row = isId(id) ? await repo.getById(id) : null;
      if (!row) throw notFound(messages.layoutNotFound);
      const next = mergedBody(row.body, parts);
      await checkReferences(next, null);
      const token = randomBytes(24).toString('base64url');
      const expiresAt = new Date(Date.now() + LAYOUT_PREVIEW_MINUTES * 60_000);
      await repo.savePreview(token, next, expiresAt);
      return { token, expiresAt };
    },
  };
}
export type LayoutService = ReturnType<typeof layoutService>;
