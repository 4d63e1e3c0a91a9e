import type { CmsItem, ContentStatus, ContentType, RequestedStatus, Section, Seo } from '@masthead/contract';
import { plainText, publishProblems, statusAfter, withPatch } from '@masthead/contract';
import type { Actor } from '../../lib/actor.js';
import { badRequest } from '../../lib/errors.js';
import type { CmsInput } from './cms-context.service.js';

/** What publishing is judged on: the item in the contract's (the wire's) names. */
export interface ReadinessShape {
  type: ContentType;
  title: string;
  description: string;
  body: Section[];
  image: string | null;
  categories: string[];
  user: string | null;
  publishDate: string | null;
  seo: Seo;
}

/** The stored item as publishing judges it. */
export function readinessShapeOf(item: CmsItem): ReadinessShape {
  return {
    type: item.type,
    title: item.title,
    description: item.description,
    body: item.body,
    image: item.image?._id ?? null,
    categories: item.categories.map((category) => category._id),
    user: item.user?._id ?? null,
    publishDate: item.publishDate,
    seo: item.seo,
  };
}

/** The stored item as a save would leave it: the fields the patch names change (SEO key by key). */
export function withSave(item: ReadinessShape, patch: CmsInput): ReadinessShape {
  const { type, title, description, body, image, categories, user, publishDate } = patch;
  const seo = patch.seo && withPatch(item.seo, patch.seo);
  return withPatch(item, { type, title, description, body, image, categories, user, publishDate, seo });
}

/** Refuses, field by field, an item that may not go live (or to review) as it is. */
export function assertPublishable(item: ReadinessShape): void {
  const problems = publishProblems(item, plainText);
  if (Object.keys(problems).length > 0) throw badRequest(Object.values(problems)[0], problems);
}

/** Where a workflow step lands, and the publish date it sets when going live undated. */
export interface StepOutcome {
  status: ContentStatus;
  publishDate?: Date;
}

/**
 * A workflow step on the item as it would be: Publish needs every marked field, lands in review
 * without the right, or is scheduled for a future date. An undated item going live is dated now;
 * `datesPage`: a page too (a new one is; a saved one keeps no date, as it always has).
 */
export function stepOutcome(
  step: RequestedStatus,
  actor: Actor,
  item: ReadinessShape,
  now: Date,
  datesPage: boolean,
): StepOutcome {
  const date = item.publishDate ? new Date(item.publishDate) : null;
  const status = statusAfter(step, actor, date, now);
  if (step !== 'Published') return { status };
  assertPublishable(item);
  const undated = !date && (datesPage || item.type !== 'Page');
  return status === 'Published' && undated ? { status, publishDate: now } : { status };
}
