import { type ContentStatus, contentEditRefusal, isLiveStatus, type RequestedStatus } from './cms.js';
import { messages } from './messages.js';
import { can, type PermissionHolder } from './permissions.js';

/**
 * The editorial workflow, once (SPEC §4, DECISIONS): each step a save may ask for (`status` of
 * PATCH /cms/{id}), the statuses it starts from and the rights it needs. The server refuses by
 * it, the list's row actions and the form's buttons offer by it.
 */
interface WorkflowStep {
  /** The statuses the step starts from; null: any. */
  from: readonly ContentStatus[] | null;
  /** The message when the item is in another status. */
  fromMessage?: string;
  /**
   * The Publish right: `required` always, `when-live` when the item is live, `optional` (without
   * it the step still goes, to review). Without Publish, the actor must also be able to edit the item.
   */
  publish: 'required' | 'when-live' | 'optional';
}

export const workflow: Record<RequestedStatus, WorkflowStep> = {
  Draft: { from: null, publish: 'when-live' },
  Published: { from: null, publish: 'optional' },
  Approved: { from: ['Need Review', 'Pending'], fromMessage: messages.onlyInReviewApproved, publish: 'required' },
  Rejected: {
    from: ['Need Review', 'Pending', 'Approved'],
    fromMessage: messages.onlyInReviewRejected,
    publish: 'required',
  },
  Retract: { from: ['Published', 'Scheduled'], fromMessage: messages.onlyLiveRetracted, publish: 'required' },
};

export interface WorkflowItem {
  status: ContentStatus;
  authorId: string | null;
}

/** Why the step may not be taken: the item's status (`state`, 400) or the actor's rights (`right`, 403). */
export type TransitionRefusal = { kind: 'state' | 'right'; message: string };

export function transitionRefusal(
  actor: PermissionHolder,
  actorId: string,
  item: WorkflowItem,
  step: RequestedStatus,
): TransitionRefusal | null {
  const { from, fromMessage, publish } = workflow[step];
  if (from && !from.includes(item.status)) return { kind: 'state', message: fromMessage ?? messages.validationFailed };
  if (can(actor, 'Cms', ['Publish'])) return null;
  if (publish === 'required' || (publish === 'when-live' && isLiveStatus(item.status))) {
    return { kind: 'right', message: messages.needsPublishRight };
  }
  const refusal = contentEditRefusal(actor, actorId, item);
  return refusal ? { kind: 'right', message: refusal } : null;
}

export function canTransition(
  actor: PermissionHolder,
  actorId: string,
  item: WorkflowItem,
  step: RequestedStatus,
): boolean {
  return transitionRefusal(actor, actorId, item, step) === null;
}

/** Where a step lands: Publish without the right goes to review, with a future date it is scheduled. */
export function statusAfter(
  step: RequestedStatus,
  actor: PermissionHolder,
  publishDate: Date | null,
  now: Date,
): ContentStatus {
  if (step !== 'Published') return step;
  if (!can(actor, 'Cms', ['Publish'])) return 'Need Review';
  return publishDate && publishDate.getTime() > now.getTime() ? 'Scheduled' : 'Published';
}

/** The row actions of the article list that a status shows (SPEC §4), before rights are checked. */
export function rowActionsFor(status: ContentStatus): ('Edit' | 'Publish' | 'Approve' | 'Reject')[] {
  if (status === 'Need Review') return ['Edit', 'Publish', 'Approve', 'Reject'];
  if (status === 'Approved') return ['Edit', 'Publish'];
  return ['Edit'];
}
