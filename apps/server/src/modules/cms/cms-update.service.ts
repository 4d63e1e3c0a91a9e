import type { CmsItem, ContentStatus, RequestedStatus } from '@masthead/contract';
import {
  can,
  contentEditRefusal,
  mayChooseAuthor,
  messages,
  savesAsPendingChange,
  transitionRefusal,
  withPatch,
} from '@masthead/contract';
import type { Actor } from '../../lib/actor.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { checkVersion, staleWrite } from '../../lib/stale-write.js';
import type { NewNotification } from '../notification/notification.face.js';
import type { CmsWriteValues, UpdateOptions } from './cms.repo.js';
import type { CmsContext, CmsInput } from './cms-context.service.js';
import { assertPublishable, readinessShapeOf, stepOutcome, withSave } from './cms-readiness.js';
import { rowValuesOf, sanitizedInput } from './cms-row-values.js';

/** The workflow steps out of Need Review that its author is told of. */
const decisions: Partial<Record<RequestedStatus, NewNotification['kind']>> = {
  Approved: 'approved',
  Rejected: 'rejected',
  Published: 'published',
};

type ItemState = NonNullable<Awaited<ReturnType<CmsContext['repo']['getState']>>>;

/** What a save asks for, once the rights allow it: the step, and whether it waits for review. */
interface SaveRequest {
  requested: RequestedStatus | undefined;
  pending: boolean;
  /** It names fields besides the status. */
  changesContent: boolean;
}

/** The rights and the workflow table on a save; throws the refusal, or says what the save is. */
function judgeSave(actor: Actor, state: ItemState, input: CmsInput, resolves: string | undefined): SaveRequest {
  const { status: asked, updatedAt: _version, _id: _ignored, ...content } = input;
  const changesContent = Object.values(content).some((value) => value !== undefined);
  const workflowItem = { authorId: state.userId, status: state.status };
  const pending = resolves === undefined && savesAsPendingChange(actor, state.status);
  // Submitting a pending change is a save: the live item's status stays what it is.
  const requested = pending && asked === 'Published' ? undefined : asked;
  // A workflow step alone is judged by the workflow table (a publisher needs no edit right on the item).
  if (resolves === undefined && (changesContent || requested === undefined)) {
    const refusal = contentEditRefusal(actor, actor.id, workflowItem);
    if (refusal) throw forbidden(refusal);
  }
  // Judged before "nothing to review": unpublishing or retracting a live item without Publish is a 403 (DECISIONS).
  if (requested !== undefined) {
    const refused = transitionRefusal(actor, actor.id, workflowItem, requested);
    if (refused) throw refused.kind === 'state' ? badRequest(refused.message) : forbidden(refused.message);
  }
  // A change to a live item waits for review; with no change there is nothing to review.
  if (pending && !changesContent) throw badRequest(messages.nothingToReview);
  if (!mayChooseAuthor(actor) && input.user !== undefined && input.user !== state.userId) {
    throw forbidden(messages.cannotChangeAuthor);
  }
  return { requested, pending, changesContent };
}

/** A save of an item, or a step of it through the workflow (with a review's approval, `resolves`). */
export function updateOperation(ctx: CmsContext) {
  const { repo } = ctx;

  /**
   * What the workflow step sets, publish-readiness judged once: on the stored item with the save's
   * fields, in the contract's names (only the save's own fields become columns, once).
   */
  function stepValues(actor: Actor, current: CmsItem, input: CmsInput, save: SaveRequest): CmsWriteValues {
    const after = withSave(readinessShapeOf(current), input);
    // A change to a live item must leave it publishable: it goes live as it is when approved.
    if (save.requested === undefined) {
      assertPublishable(after);
      return {};
    }
    const { status, publishDate } = stepOutcome(save.requested, actor, after, ctx.clock(), false);
    return publishDate ? { status, publishDate } : { status };
  }

  /** Writes the save (or keeps it as a pending change); a stale version or a taken permalink is refused. */
  async function write(id: string, values: CmsWriteValues, pending: boolean, options: UpdateOptions): Promise<void> {
    try {
      const saved = pending ? await repo.savePending(id, values, options) : await repo.update(id, values, options);
      if (!saved) throw staleWrite(await repo.lastChange(id));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(messages.slugTaken, { permaLink: messages.slugTaken });
      throw error;
    }
  }

  /**
   * Saves an item, or moves it through the workflow. A save of a live item by someone without
   * Publish becomes a pending change (the item stays as it is). `resolves`: the pending change an
   * editor with Publish approves by this save (the edit right on the item is not asked then).
   */
  return async function updateItem(actor: Actor, id: string, raw: CmsInput, resolves?: string): Promise<CmsItem> {
    const state = isId(id) ? await repo.getState(id) : null;
    if (!state || state.deletedAt) throw notFound(messages.contentNotFound);
    const save = judgeSave(actor, state, raw, resolves);
    checkVersion(state, raw.updatedAt);
    await ctx.checkReferences(raw);
    const input = sanitizedInput(raw);
    const judged = save.requested !== undefined || save.pending;
    // The stored item, where the patch is checked or merged against it.
    const current = input.seo !== undefined || judged ? await ctx.getItem(id) : null;
    // SEO key by key: a patch naming its title keeps the stored description and keywords.
    const values = rowValuesOf(input, current && input.seo ? withPatch(current.seo, input.seo) : undefined);
    const wanted = input.permaLink?.trim();
    if (wanted !== undefined && wanted !== state.permaLink) {
      values.permaLink = await ctx.permaLinkFor(input, input.title ?? state.permaLink, id);
    }
    if (current && judged) Object.assign(values, stepValues(actor, current, input, save));
    await write(id, values, save.pending, {
      categoryIds: input.categories ? [...new Set(input.categories)] : undefined,
      actorId: actor.id,
      expected: input.updatedAt,
      fromStatus: state.status,
      resolves,
    });
    const decided = decidedFromReview(actor, state.status, save.requested);
    if (decided && resolves === undefined) await ctx.tellDecision(actor, state.userId, id, decided, false);
    // A step that also wrote a field (a publish date set on publishing) changed what a copy holds.
    const fieldsChanged =
      save.changesContent || Object.entries(values).some(([k, v]) => k !== 'status' && v !== undefined);
    return ctx.announced(id, fieldsChanged);
  };
}

/** The decision an editor with Publish made on an item in review, which its author hears of. */
function decidedFromReview(actor: Actor, from: ContentStatus, requested: RequestedStatus | undefined) {
  const decides = requested && from === 'Need Review' && can(actor, 'Cms', ['Publish']);
  return decides ? decisions[requested] : undefined;
}
