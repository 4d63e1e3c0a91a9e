import type {
  CmsBulkResult,
  CmsItem,
  CmsListItem,
  ContentStatus,
  ContentType,
  cmsBulkSchema,
  cmsListQuerySchema,
  cmsWriteSchema,
  Page,
  RequestedStatus,
  Revision,
  RevisionItem,
  RevisionSummary,
  Seo,
} from '@masthead/contract';
import {
  can,
  cmsPatchSchema,
  contentEditRefusal,
  defaultSortOrder,
  emptySeo,
  mayChooseAuthor,
  mayPurgeContent,
  mayTrashContent,
  messages,
  patchFromItem,
  publishProblems,
  savesAsPendingChange,
  statusAfter,
  toPermalink,
  transitionRefusal,
  withPatch,
} from '@masthead/contract';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.js';
import type { ContentSaved } from '../../lib/content-saved.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { plainText, sanitizeRichText } from '../../lib/sanitize-html.js';
import { freeSlug, writeWithFreeSlug } from '../../lib/slugs.js';
import { checkVersion, staleWrite } from '../../lib/stale-write.js';
import type { RequireAssets } from '../asset/asset.face.js';
import type { NewNotification } from '../notification/notification.face.js';
import type { CmsRepo, CmsWriteValues } from './cms.repo.js';
import type { RevisionRepo } from './revision.repo.js';

type ListQuery = z.output<typeof cmsListQuerySchema>;
type CmsInput = z.output<typeof cmsPatchSchema>;
type CmsCreateInput = z.output<typeof cmsWriteSchema>;
type CmsBulkInput = z.output<typeof cmsBulkSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The workflow steps out of Need Review that its author is told of. */
const decisions: Partial<Record<RequestedStatus, NewNotification['kind']>> = {
  Approved: 'approved',
  Rejected: 'rejected',
  Published: 'published',
};
const _canPublish = (actor: Actor) => can(actor, 'Cms', ['Publish']);

export function cmsService(
  repo: CmsRepo,
  revisions: RevisionRepo,
  requireAssets: RequireAssets,
  clock: () => Date = () => new Date(),
  announce: (saved: ContentSaved) => Promise<void> = async () => {},
  tell: (notifications: NewNotification[]) => Promise<void> = async () => {},
) {
  /** The author of an item that waited in review hears of an editor's decision on it (issue 30). */
  async function tellDecision(
    actor: Actor,
    authorId: string | null,
    id: string,
    kind: NewNotification['kind'],
    change: boolean,
    note = '',
  ) {
    if (!authorId || authorId === actor.id) return;
    await tell([{ userId: authorId, kind, change, cmsId: id, byId: actor.id, note }]);
  }

  /** The item as it is after a save, once everyone who must hear of the save has (ADR 0021). */
  async function announced(id: string): Promise<CmsItem> {
    const item = await getItem(id);
    await announce({ itemId: id, updatedAt: item.updatedAt, status: item.status });
    return item;
  }

  async function getItem(id: string): Promise<CmsItem> {
    const item = isId(id) ? await repo.getDetail(id) : null;
    if (!item) throw notFound(messages.contentNotFound);
    return item;
  }

  /** Trash and restore reach only items the actor may edit (EditOwn: its own); `inTrash` is where the item must be. */
  async function checkTrashRight(actor: Actor, id: string, inTrash: boolean): Promise<void> {
    const state = isId(id) ? await repo.getState(id) : null;
    if (!state || (state.deletedAt !== null) !== inTrash) throw notFound(messages.contentNotFound);
    if (!mayTrashContent(actor, actor.id, state.userId)) {
      throw forbidden(can(actor, 'Cms', ['EditOwn']) ? messages.onlyOwnItems : messages.noPermission);
    }
  }

  /** References must exist: categories, author, files. */
  async function checkReferences(input: CmsInput): Promise<void> {
    const fields: Record<string, string> = {};
    if (input.categories?.length) {
      const found = await repo.existingIds('categories', input.categories);
      if (input.categories.some((id) => !found.has(id))) fields.categories = messages.categoryNotFound;
    }
    if (input.user && !(await repo.existingIds('users', [input.user])).has(input.user)) {
      fields.user = messages.userNotFound;
    }
    if (Object.keys(fields).length > 0) throw badRequest(Object.values(fields)[0], fields);
    await requireAssets([
      input.image,
      ...(input.gallery ?? []).map((g) => g.file),
      ...(input.videos ?? []).map((v) => v.file),
    ]);
  }

  /** The columns an input names (`seo` whole, merged by the caller): HTML sanitised, plain text kept for search. */
  function valuesFrom(input: Omit<CmsInput, 'seo'>, seo: Seo | undefined): CmsWriteValues {
    const values: CmsWriteValues = {
      title: input.title,
      type: input.type,
      description: input.description,
      imageAlt: input.imageAlt,
      imageTitle: input.imageTitle,
      seo,
      canonicalUrl: input.canonicalUrl,
      isFeatured: input.isFeatured,
      isSponsored: input.isSponsored,
      inpress: input.inpress,
    };
    if (input.body !== undefined) {
      values.body = input.body.map((section) => ({ title: section.title, body: sanitizeRichText(section.body) }));
      values.bodyText = values.body.map((section) => `${section.title} ${plainText(section.body)}`).join(' ');
    }
    if (input.image !== undefined) values.imageId = input.image;
    if (input.user !== undefined) values.userId = input.user;
    if (input.publishDate !== undefined) values.publishDate = input.publishDate ? new Date(input.publishDate) : null;
    if (input.tags !== undefined) values.tags = [...new Set(input.tags)];
    if (input.gallery !== undefined) {
      values.gallery = input.gallery.map((g) => ({
        fileId: g.file ?? null,
        url: g.url ?? '',
        description: g.description ?? '',
      }));
    }
    if (input.videos !== undefined)
      values.videos = input.videos.map((v) => ({ fileId: v.file ?? null, url: v.url ?? '' }));
    return values;
  }

  /** Publishing or sending for review needs every marked field; a draft only a title. */
  function checkPublishable(merged: {
    type: ContentType;
    title: string;
    description: string;
    body: { body: string }[];
    imageId: string | null;
    categories: unknown[];
    userId: string | null;
    publishDate: Date | null;
    seo: { title: string; description: string };
  }): void {
    const problems = publishProblems(
      {
        ...merged,
        image: merged.imageId,
        user: merged.userId,
        publishDate: merged.publishDate?.toISOString() ?? null,
      },
      plainText,
    );
    if (Object.keys(problems).length > 0) throw badRequest(Object.values(problems)[0], problems);
  }

  async function permaLinkFor(input: CmsInput, title: string, exceptId?: string, skip = 0): Promise<string> {
    const explicit = input.permaLink?.trim();
    if (explicit) {
      if ((await repo.permaLinksLike(explicit, exceptId)).includes(explicit)) {
        throw conflict(messages.slugTaken, { permaLink: messages.slugTaken });
      }
      return explicit;
    }
    const base = toPermalink(title) || 'item';
    return freeSlug(base, await repo.permaLinksLike(base, exceptId), skip);
  }

  /**
   * Saves an item, or moves it through the workflow. A save of a live item by someone without
   * Publish becomes a pending change (the item stays as it is). `resolves`: the pending change an
   * editor with Publish approves by this save (the edit right on the item is not asked then).
   */
  async function updateItem(actor: Actor, id: string, input: CmsInput, resolves?: string): Promise<CmsItem> {
    const state = isId(id) ? await repo.getState(id) : null;
    if (!state || state.deletedAt) throw notFound(messages.contentNotFound);
    const { status: asked, updatedAt, _id: _ignored, ...content } = input;
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
    checkVersion(state, updatedAt);
    await checkReferences(input);
    // The stored item, where the patch is checked or merged against it.
    const current = input.seo !== undefined || requested !== undefined || pending ? await getItem(id) : null;
    // SEO key by key: a patch naming its title keeps the stored description and keywords.
    const values = valuesFrom(input, current && input.seo ? withPatch(current.seo, input.seo) : undefined);
    if (input.title !== undefined || input.permaLink !== undefined) {
      const wanted = input.permaLink?.trim();
      if (wanted !== undefined && wanted !== state.permaLink) {
        values.permaLink = await permaLinkFor(input, input.title ?? state.permaLink, id);
      }
    }
    if (current && (requested !== undefined || pending)) {
      const merged = {
        type: values.type ?? current.type,
        title: values.title ?? current.title,
        description: values.description ?? current.description,
        body: values.body ?? current.body,
        imageId: values.imageId !== undefined ? values.imageId : (current.image?._id ?? null),
        categories: input.categories ?? current.categories,
        userId: values.userId !== undefined ? values.userId : (current.user?._id ?? null),
        publishDate:
          values.publishDate !== undefined
            ? values.publishDate
            : current.publishDate
              ? new Date(current.publishDate)
              : null,
        seo: values.seo ?? current.seo,
      };
      if (requested === undefined) {
        // A change to a live item must leave it publishable: it goes live as it is when approved.
        checkPublishable(merged);
      } else {
        let status = statusAfter(requested, actor, merged.publishDate, clock());
        if (requested === 'Published') {
          if (merged.type === 'Page' && !merged.publishDate) merged.publishDate = clock();
          checkPublishable(merged);
          if (status === 'Published' && !merged.publishDate) values.publishDate = clock();
        }
        if (status === 'Scheduled' && !merged.publishDate) status = 'Published';
        values.status = status;
      }
    }
    try {
      const options = {
        categoryIds: input.categories ? [...new Set(input.categories)] : undefined,
        actorId: actor.id,
        expected: updatedAt,
        fromStatus: state.status,
        resolves,
      };
      const saved = pending ? await repo.savePending(id, values, options) : await repo.update(id, values, options);
      if (!saved) throw staleWrite(await repo.lastChange(id));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(messages.slugTaken, { permaLink: messages.slugTaken });
      throw error;
    }
    const decided =
      requested && state.status === 'Need Review' && _canPublish(actor) ? decisions[requested] : undefined;
    if (decided && resolves === undefined) await tellDecision(actor, state.userId, id, decided, false);
    return announced(id);
  }

  async function getRevision(id: string, revisionId: string): Promise<Revision> {
    const revision = isId(id) && isId(revisionId) ? await revisions.get(id, revisionId) : null;
    if (!revision) throw notFound(messages.revisionNotFound);
    return revision;
  }

  /** A kept version as a save's input: categories removed since are left out. */
  async function inputFrom(item: RevisionItem, updatedAt?: string): Promise<CmsInput> {
    const patch = patchFromItem(item);
    const categories = patch.categories ?? [];
    const found = await repo.existingIds('categories', categories);
    return cmsPatchSchema.parse({ ...patch, categories: categories.filter((c) => found.has(c)), updatedAt });
  }

  /** One item's step of a bulk action; what happened, in words, or the refusal thrown. */
  async function bulkStep(actor: Actor, id: string, body: CmsBulkInput, status?: ContentStatus): Promise<string> {
    const pending = status !== undefined && savesAsPendingChange(actor, status);
    switch (body.action) {
      case 'trash':
        await service.trashItem(actor, id);
        return 'Moved to the trash';
      case 'restore':
        await service.restoreItem(actor, id);
        return 'Restored';
      case 'category':
        await updateItem(actor, id, { categories: [body.category as string] });
        return pending ? 'Change sent for review' : 'Category changed';
      case 'publish': {
        const saved = await updateItem(actor, id, { status: 'Published' });
        if (pending) return 'Change sent for review';
        if (saved.status === 'Scheduled') return 'Scheduled';
        if (saved.status === 'Need Review') return 'Sent for review';
        return 'Published';
      }
    }
  }

  const service = {
    getItem,

    async findItems(query: ListQuery): Promise<Page<CmsListItem>> {
      let from: Date | undefined;
      let to: Date | undefined;
      if (query.date) {
        // The calendar day as the browser sees it: local midnight is UTC midnight minus its offset.
        from = new Date(Date.parse(`${query.date}T00:00:00Z`) - query.tz * 60_000);
        to = new Date(from.getTime() + DAY_MS);
      }
      const categoryIds = query.categories === undefined ? undefined : [query.categories].flat();
      const { items, total } = await repo.findPage(
        {
          status: query.status,
          type: query.type,
          userId: query.user,
          categoryIds,
          search: query.search || undefined,
          from,
          to,
          trash: query.trash,
          sort: query.sort ? { by: query.sort, order: query.order ?? defaultSortOrder(query.sort) } : undefined,
        },
        query.page,
        query.pageSize,
      );
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    /** What waits in Need Review: everything for whoever may publish, else one's own items and changes (issue 30). */
    countNeedReview: (actor: Actor) => (_canPublish(actor) ? repo.countNeedReview() : repo.countNeedReviewOf(actor.id)),

    async createItem(actor: Actor, input: CmsCreateInput): Promise<CmsItem> {
      // Refused rather than quietly replaced: the caller learns its request was not what it meant.
      if (input.user && input.user !== actor.id && !mayChooseAuthor(actor)) throw forbidden(messages.authorMustBeSelf);
      await checkReferences(input);
      const values = valuesFrom(input, input.seo);
      const type = input.type ?? 'Article';
      const userId = input.user ?? actor.id;
      const publishDate = values.publishDate ?? null;
      const requested = input.status ?? 'Draft';
      if (requested !== 'Draft' && requested !== 'Published') throw forbidden(messages.needsPublishRight);
      let status = statusAfter(requested, actor, publishDate, clock());
      if (requested === 'Published') {
        checkPublishable({
          type,
          title: input.title,
          description: values.description ?? '',
          body: values.body ?? [],
          imageId: values.imageId ?? null,
          categories: input.categories ?? [],
          userId,
          publishDate: type === 'Page' ? (publishDate ?? clock()) : publishDate,
          seo: values.seo ?? emptySeo,
        });
        if (status === 'Published' && !publishDate) values.publishDate = clock();
        if (status === 'Scheduled' && !publishDate) status = 'Published';
      }
      try {
        const id = await writeWithFreeSlug(
          (skip) => permaLinkFor(input, input.title, undefined, skip),
          (permaLink) =>
            repo.insert(
              {
                ...values,
                title: input.title,
                type,
                status,
                userId,
                body: values.body ?? [{ title: '', body: '' }],
                permaLink,
              },
              [...new Set(input.categories ?? [])],
              actor.id,
            ),
        );
        return getItem(id);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(messages.slugTaken, { permaLink: messages.slugTaken });
        throw error;
      }
    },

    updateItem,

    async trashItem(actor: Actor, id: string): Promise<void> {
      await checkTrashRight(actor, id, false);
      if (!(await repo.setDeleted(id, true))) throw notFound(messages.contentNotFound);
    },

    async restoreItem(actor: Actor, id: string): Promise<CmsItem> {
      await checkTrashRight(actor, id, true);
      if (!(await repo.setDeleted(id, false))) throw notFound(messages.contentNotFound);
      return getItem(id);
    },

    async purgeItem(actor: Actor, id: string): Promise<void> {
      if (!mayPurgeContent(actor)) throw forbidden(messages.purgeNeedsEdit);
      if (!isId(id) || !(await repo.purge(id))) throw notFound(messages.contentNotFound);
    },

    async publishDue(): Promise<string[]> {
      const published = await repo.publishDue(clock());
      for (const id of published) await announced(id);
      return published;
    },

    counts: (type?: ContentType) => repo.counts(type),

    tagSuggestions: (search: string) => repo.tagSuggestions(search),

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
      if (!can(actor, 'Cms', ['Publish'])) throw forbidden(messages.needsPublishRight);
      const revision = await getRevision(id, revisionId);
      if (!(await revisions.pending(id, revisionId))) throw conflict(messages.noPendingChange);
      const item = await updateItem(actor, id, await inputFrom(revision.item), revisionId);
      await tellDecision(actor, revision.user?._id ?? null, id, 'approved', true);
      return item;
    },

    async rejectChange(actor: Actor, id: string, revisionId: string, note: string): Promise<CmsItem> {
      if (!can(actor, 'Cms', ['Publish'])) throw forbidden(messages.needsPublishRight);
      const revision = await getRevision(id, revisionId);
      if (!(await revisions.reject(id, revisionId, actor.id, note))) throw conflict(messages.noPendingChange);
      await tellDecision(actor, revision.user?._id ?? null, id, 'rejected', true, note);
      return announced(id);
    },

    /** Thins the versions older than `keepDays` to one a day (never the live one or a pending one). */
    thinRevisions: (keepDays: number) => revisions.thin(new Date(clock().getTime() - keepDays * DAY_MS)),

    /** The list's bulk bar: each item under the rules of one at a time, each with its own result. */
    async bulk(actor: Actor, body: CmsBulkInput): Promise<CmsBulkResult> {
      const results: CmsBulkResult['results'] = [];
      for (const id of [...new Set(body.ids)]) {
        const before = await repo.getDetail(id);
        const title = before?.title ?? '';
        try {
          results.push({ _id: id, title, ok: true, message: await bulkStep(actor, id, body, before?.status) });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ _id: id, title, ok: false, message: error.message });
        }
      }
      return { results };
    },
  };
  return service;
}
export type CmsService = ReturnType<typeof cmsService>;
