import { type ContentStatus, contentEditRefusal, isLiveStatus, type RequestedStatus } from './cms.js';
import { type EpaperStatus, epaperEditRefusal, type epaperRequests, isLiveEpaper } from './epaper.js';
import { messages } from './messages.js';
import { can, type PermissionHolder, type PermissionModel } from './permissions.js';

/**
 * The editorial workflow, once (SPEC §4, DECISIONS): each step a save may ask for (`status` of
 * PATCH /cms/{id}, of PATCH /epaper/{id}), the statuses it starts from and the rights it needs.
 * The server refuses by it, the lists' row actions and the forms' buttons offer by it.
 */
interface WorkflowStep<Status extends string> {
  /** The statuses the step starts from; null: any. */
  from: readonly Status[] | null;
  /** The message when the item is in another status. */
  fromMessage?: string;
  /**
   * The Publish right: `required` always, `when-live` when the item is live, `optional` (without
   * it the step still goes, to review). Without Publish, the actor must also be able to edit the item.
   */
  publish: 'required' | 'when-live' | 'optional';
}

export interface WorkflowItem<Status extends string = ContentStatus> {
  status: Status;
  authorId: string | null;
}

/** A model with a life cycle: its steps, which statuses are live, and who may edit one of its items. */
export interface Lifecycle<Status extends string, Step extends Status> {
  model: PermissionModel;
  steps: Record<Step, WorkflowStep<Status>>;
  isLive: (status: Status) => boolean;
  editRefusal: (actor: PermissionHolder, actorId: string, item: WorkflowItem<Status>) => string | null;
}

/** The steps of every model with a life cycle: keep (or take back) as a draft, and publish. */
const publishingSteps = {
  Draft: { from: null, publish: 'when-live' },
  Published: { from: null, publish: 'optional' },
} as const satisfies Record<'Draft' | 'Published', WorkflowStep<never>>;

export const workflow: Record<RequestedStatus, WorkflowStep<ContentStatus>> = {
  ...publishingSteps,
  Approved: { from: ['Need Review', 'Pending'], fromMessage: messages.onlyInReviewApproved, publish: 'required' },
  Rejected: {
    from: ['Need Review', 'Pending', 'Approved'],
    fromMessage: messages.onlyInReviewRejected,
    publish: 'required',
  },
  Retract: { from: ['Published', 'Scheduled'], fromMessage: messages.onlyLiveRetracted, publish: 'required' },
};

export const contentWorkflow: Lifecycle<ContentStatus, RequestedStatus> = {
  model: 'Cms',
  steps: workflow,
  isLive: isLiveStatus,
  editRefusal: contentEditRefusal,
};

/** E-papers (SPEC §4: Publish and Un-Publish) take the publishing steps of the content table. */
export const epaperWorkflow: Lifecycle<EpaperStatus, (typeof epaperRequests)[number]> = {
  model: 'Epaper',
  steps: publishingSteps,
  isLive: isLiveEpaper,
  editRefusal: epaperEditRefusal,
};

/** Why the step may not be taken: the item's status (`state`, 400) or the actor's rights (`right`, 403). */
export type TransitionRefusal = { kind: 'state' | 'right'; message: string };

export function stepRefusal<Status extends string, Step extends Status>(
  lifecycle: Lifecycle<Status, Step>,
  actor: PermissionHolder,
  actorId: string,
  item: WorkflowItem<Status>,
  step: Step,
): TransitionRefusal | null {
  const { from, fromMessage, publish } = lifecycle.steps[step];
  if (from && !from.includes(item.status)) return { kind: 'state', message: fromMessage ?? messages.validationFailed };
  if (can(actor, lifecycle.model, ['Publish'])) return null;
  if (publish === 'required' || (publish === 'when-live' && lifecycle.isLive(item.status))) {
    return { kind: 'right', message: messages.needsPublishRight };
  }
  const refusal = lifecycle.editRefusal(actor, actorId, item);
  return refusal ? { kind: 'right', message: refusal } : null;
}

/**
 * Whether the actor takes this step by the Publish right alone, without the right to edit the
 * item: publishing, un-publishing a live item, the review steps (not a draft's save as a draft).
 */
export function takesStepByPublishRight<Status extends string, Step extends Status>(
  lifecycle: Lifecycle<Status, Step>,
  actor: PermissionHolder,
  item: WorkflowItem<Status>,
  step: Step,
): boolean {
  const { publish } = lifecycle.steps[step];
  return can(actor, lifecycle.model, ['Publish']) && (publish !== 'when-live' || lifecycle.isLive(item.status));
}

/** Where a step lands: Publish without the right goes to review, with a future date it is scheduled. */
export function statusAfterStep<Status extends string, Step extends Status>(
  lifecycle: Lifecycle<Status, Step>,
  step: Step,
  actor: PermissionHolder,
  publishDate: Date | null,
  now: Date,
): Step | 'Need Review' | 'Scheduled' | 'Published' {
  if (step !== 'Published') return step;
  if (!can(actor, lifecycle.model, ['Publish'])) return 'Need Review';
  return publishDate && publishDate.getTime() > now.getTime() ? 'Scheduled' : 'Published';
}

/** Content's steps, as the content screens and service ask for them. */
export function transitionRefusal(
  actor: PermissionHolder,
  actorId: string,
  item: WorkflowItem,
  step: RequestedStatus,
): TransitionRefusal | null {
  return stepRefusal(contentWorkflow, actor, actorId, item, step);
}

export function canTransition(
  actor: PermissionHolder,
  actorId: string,
  item: WorkflowItem,
  step: RequestedStatus,
): boolean {
  return transitionRefusal(actor, actorId, item, step) === null;
}

export function statusAfter(
  step: RequestedStatus,
  actor: PermissionHolder,
  publishDate: Date | null,
  now: Date,
): ContentStatus {
  return statusAfterStep(contentWorkflow, step, actor, publishDate, now);
}

/** The row actions of the article list that a status shows (SPEC §4), before rights are checked. */
export function rowActionsFor(status: ContentStatus): ('Edit' | 'Publish' | 'Approve' | 'Reject')[] {
  if (status === 'Need Review') return ['Edit', 'Publish', 'Approve', 'Reject'];
  if (status === 'Approved') return ['Edit', 'Publish'];
  return ['Edit'];
}
