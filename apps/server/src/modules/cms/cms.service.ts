import type { CmsListItem, ContentType, cmsListQuerySchema, Page } from '@masthead/contract';
import { can, defaultSortOrder } from '@masthead/contract';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.js';
import type { ContentSaved } from '../../lib/content-saved.js';
import { pageFrom } from '../../lib/paging.js';
import type { NewNotification } from '../notification/notification.face.js';
import type { CmsRepo } from './cms.repo.js';
import { bulkOperation } from './cms-bulk.service.js';
import { type CmsDeps, cmsContext } from './cms-context.service.js';
import { createOperation } from './cms-create.service.js';
import { reviewOperations } from './cms-review.service.js';
import { trashOperations } from './cms-trash.service.js';
import { updateOperation } from './cms-update.service.js';
import type { RevisionRepo } from './revision.repo.js';

type ListQuery = z.output<typeof cmsListQuerySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The list's filters as the repo takes them: the calendar day as the browser sees it, the sort with its order. */
function filtersOf(query: ListQuery) {
  let from: Date | undefined;
  let to: Date | undefined;
  if (query.date) {
    // Local midnight is UTC midnight minus the browser's offset.
    from = new Date(Date.parse(`${query.date}T00:00:00Z`) - query.tz * 60_000);
    to = new Date(from.getTime() + DAY_MS);
  }
  return {
    status: query.status,
    type: query.type,
    userId: query.user,
    categoryIds: query.categories === undefined ? undefined : [query.categories].flat(),
    search: query.search || undefined,
    from,
    to,
    trash: query.trash,
    sort: query.sort ? { by: query.sort, order: query.order ?? defaultSortOrder(query.sort) } : undefined,
  };
}

/** The content service: its operations (save, workflow, review, bulk, trash), each in its own file. */
export function cmsService(
  repo: CmsRepo,
  revisions: RevisionRepo,
  /** Whether the files, categories and users an item names exist (other modules' faces). */
  references: Pick<CmsDeps, 'requireAssets' | 'existingCategories' | 'existingUsers'>,
  clock: () => Date = () => new Date(),
  announce: (saved: ContentSaved) => Promise<void> = async () => {},
  tell: (notifications: NewNotification[]) => Promise<void> = async () => {},
) {
  const ctx = cmsContext({ repo, revisions, ...references, clock, announce, tell });
  const updateItem = updateOperation(ctx);
  const trash = trashOperations(ctx);

  return {
    getItem: ctx.getItem,

    async findItems(query: ListQuery): Promise<Page<CmsListItem>> {
      const { items, total } = await repo.findPage(filtersOf(query), query.page, query.pageSize);
      return pageFrom(items, total, query);
    },

    /** What waits in Need Review: everything for whoever may publish, else one's own items and changes (issue 30). */
    countNeedReview: (actor: Actor) =>
      can(actor, 'Cms', ['Publish']) ? repo.countNeedReview() : repo.countNeedReviewOf(actor.id),

    createItem: createOperation(ctx),
    updateItem,
    ...trash,
    ...reviewOperations(ctx, updateItem),
    bulk: bulkOperation(ctx, { updateItem, ...trash }),

    async publishDue(): Promise<string[]> {
      const published = await repo.publishDue(clock());
      for (const id of published) await ctx.announced(id);
      return published;
    },

    counts: (type?: ContentType) => repo.counts(type),

    tagSuggestions: (search: string) => repo.tagSuggestions(search),

    /** Thins the versions older than `keepDays` to one a day (never the live one or a pending one). */
    thinRevisions: (keepDays: number) => revisions.thin(new Date(clock().getTime() - keepDays * DAY_MS)),
  };
}
export type CmsService = ReturnType<typeof cmsService>;
