import type { CmsItem, cmsPatchSchema } from '@masthead/contract';
import { messages, toPermalink } from '@masthead/contract';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.js';
import type { ContentSaved } from '../../lib/content-saved.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { freeSlug } from '../../lib/slugs.js';
import type { RequireAssets } from '../asset/asset.face.js';
import type { NewNotification } from '../notification/notification.face.js';
import type { CmsRepo } from './cms.repo.js';
import type { RevisionRepo } from './revision.repo.js';

export type CmsInput = z.output<typeof cmsPatchSchema>;

/** What the content service's operations are given. */
export interface CmsDeps {
  repo: CmsRepo;
  revisions: RevisionRepo;
  requireAssets: RequireAssets;
  /** Of these ids, those of categories that exist (the category module's). */
  existingCategories: (ids: readonly string[]) => Promise<Set<string>>;
  /** Of these ids, those of users that exist (the user module's). */
  existingUsers: (ids: readonly string[]) => Promise<Set<string>>;
  clock: () => Date;
  /** Everyone who must hear of a change of an item (the working copies' commit mark, ADR 0021). */
  announce: (saved: ContentSaved) => Promise<void>;
  tell: (notifications: NewNotification[]) => Promise<void>;
}

/** The steps every operation of the content service shares. */
export function cmsContext(deps: CmsDeps) {
  const { repo } = deps;

  async function getItem(id: string): Promise<CmsItem> {
    const item = isId(id) ? await repo.getDetail(id) : null;
    if (!item) throw notFound(messages.contentNotFound);
    return item;
  }

  return {
    ...deps,
    getItem,

    /**
     * The item as it is after a change, once everyone who must hear of the change has (ADR 0021).
     * `fieldsChanged`: the change wrote fields a working copy holds, not only the status (ADR 0039).
     */
    async announced(id: string, fieldsChanged = false): Promise<CmsItem> {
      const item = await getItem(id);
      await deps.announce({ itemId: id, updatedAt: item.updatedAt, status: item.status, fieldsChanged });
      return item;
    },

    /** The author of an item that waited in review hears of an editor's decision on it (issue 30). */
    async tellDecision(
      actor: Actor,
      authorId: string | null,
      id: string,
      kind: NewNotification['kind'],
      change: boolean,
      note = '',
    ): Promise<void> {
      if (!authorId || authorId === actor.id) return;
      await deps.tell([{ userId: authorId, kind, change, cmsId: id, byId: actor.id, note }]);
    },

    /** References must exist: categories, author, files. */
    async checkReferences(input: CmsInput): Promise<void> {
      const fields: Record<string, string> = {};
      if (input.categories?.length) {
        const found = await deps.existingCategories(input.categories);
        if (input.categories.some((id) => !found.has(id))) fields.categories = messages.categoryNotFound;
      }
      if (input.user && !(await deps.existingUsers([input.user])).has(input.user)) {
        fields.user = messages.userNotFound;
      }
      if (Object.keys(fields).length > 0) throw badRequest(Object.values(fields)[0], fields);
      await deps.requireAssets([
        input.image,
        ...(input.gallery ?? []).map((g) => g.file),
        ...(input.videos ?? []).map((v) => v.file),
      ]);
    },

    /** The permalink asked for (refused when taken), or one made free from the title. */
    async permaLinkFor(input: CmsInput, title: string, exceptId?: string, skip = 0): Promise<string> {
      const explicit = input.permaLink?.trim();
      if (explicit) {
        if ((await repo.permaLinksLike(explicit, exceptId)).includes(explicit)) {
          throw conflict(messages.slugTaken, { permaLink: messages.slugTaken });
        }
        return explicit;
      }
      const base = toPermalink(title) || 'item';
      return freeSlug(base, await repo.permaLinksLike(base, exceptId), skip);
    },
  };
}
export type CmsContext = ReturnType<typeof cmsContext>;
