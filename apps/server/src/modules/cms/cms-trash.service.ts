import type { CmsItem } from '@masthead/contract';
import { mayPurgeContent, messages, ownedRemovalRefusal } from '@masthead/contract';
import type { Actor } from '../../lib/actor.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import type { CmsContext } from './cms-context.service.js';

/** Into the trash, back out of it, and deleted for good. */
export function trashOperations(ctx: CmsContext) {
  const { repo } = ctx;

  /** Trash and restore reach only items the actor may edit (EditOwn: its own); `inTrash` is where the item must be. */
  async function checkTrashRight(actor: Actor, id: string, inTrash: boolean): Promise<void> {
    const state = isId(id) ? await repo.getState(id) : null;
    if (!state || (state.deletedAt !== null) !== inTrash) throw notFound(messages.contentNotFound);
    const refusal = ownedRemovalRefusal(actor, 'Cms', actor.id, state.userId);
    if (refusal) throw forbidden(refusal);
  }

  return {
    async trashItem(actor: Actor, id: string): Promise<void> {
      await checkTrashRight(actor, id, false);
      if (!(await repo.setDeleted(id, true))) throw notFound(messages.contentNotFound);
      // A new version of the item: the working copy's saves build on it from now on.
      await ctx.announced(id);
    },

    async restoreItem(actor: Actor, id: string): Promise<CmsItem> {
      await checkTrashRight(actor, id, true);
      if (!(await repo.setDeleted(id, false))) throw notFound(messages.contentNotFound);
      return ctx.announced(id);
    },

    async purgeItem(actor: Actor, id: string): Promise<void> {
      if (!mayPurgeContent(actor)) throw forbidden(messages.purgeNeedsEdit);
      if (!isId(id) || !(await repo.purge(id))) throw notFound(messages.contentNotFound);
    },
  };
}
