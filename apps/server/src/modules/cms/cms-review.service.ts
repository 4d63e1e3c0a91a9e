import type { CmsItem, Revision, RevisionItem, RevisionSummary } from '@masthead/contract';
import { can, cmsPatchSchema, messages, patchFromItem } from '@masthead/contract';
import type { Actor } from '../../lib/actor.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import type { CmsContext, CmsInput } from './cms-context.service.js';

type UpdateItem = (actor: Actor, id: string, input: CmsInput, resolves?: string) => Promise<CmsItem>;

/** An item's kept versions: the history, a restore, and the review of a pending change (approve, reject). */
export function reviewOperations(ctx: CmsContext, updateItem: UpdateItem) {
  const { repo, revisions } = ctx;

  async function getRevision(id: string, revisionId: string): Promise<Revision> {
    const revision = isId(id) && isId(revisionId) ? await revisions.get(id, revisionId) : null;
    if (!revision) throw notFound(messages.revisionNotFound);
    return revision;
  }

  /** A kept version as a save's input: categories removed since are left out. */
  async function inputFrom(item: RevisionItem, updatedAt?: string): Promise<CmsInput> {
    const patch = patchFromItem(item);
    const categories = patch.categories ?? [];
    const found = await ctx.existingCategories(categories);
    return cmsPatchSchema.parse({ ...patch, categories: categories.filter((c) => found.has(c)), updatedAt });
  }

  function requirePublish(actor: Actor): void {
    if (!can(actor, 'Cms', ['Publish'])) throw forbidden(messages.needsPublishRight);
  }

  return {
    async history(id: string): Promise<RevisionSummary[]> {
      const state = isId(id) ? await repo.getState(id) : null;
      if (!state) throw notFound(messages.contentNotFound);
      return revisions.history(id);
    },

    getRevision,

    /** Writes an old version back as the newest, under every rule of a save (a pending change too). */
    async restoreRevision(actor: Actor, id: string, revisionId: string, updatedAt?: string): Promise<CmsItem> {
      const revision = await getRevision(id, revisionId);
      return updateItem(actor, id, await inputFrom(revision.item, updatedAt));
    },

    /** An editor with Publish puts a pending change live: saved under their name, the change marked Approved. */
    async approveChange(actor: Actor, id: string, revisionId: string): Promise<CmsItem> {
      requirePublish(actor);
      const revision = await getRevision(id, revisionId);
      if (!(await revisions.pending(id, revisionId))) throw conflict(messages.noPendingChange);
      const item = await updateItem(actor, id, await inputFrom(revision.item), revisionId);
      await ctx.tellDecision(actor, revision.user?._id ?? null, id, 'approved', true);
      return item;
    },

    async rejectChange(actor: Actor, id: string, revisionId: string, note: string): Promise<CmsItem> {
      requirePublish(actor);
      const revision = await getRevision(id, revisionId);
      if (!(await revisions.reject(id, revisionId, actor.id, note))) throw conflict(messages.noPendingChange);
      await ctx.tellDecision(actor, revision.user?._id ?? null, id, 'rejected', true, note);
      return ctx.announced(id);
    },
  };
}
