import type { CmsItem, CmsListItem, ContentType, cmsListQuerySchema, cmsPatchSchema, Page } from '@masthead/contract';
import {
  can,
  contentEditRefusal,
  emptySeo,
  mayChooseAuthor,
  mayPurgeContent,
  mayTrashContent,
  messages,
  publishProblems,
  statusAfter,
  toPermalink,
  transitionRefusal,
} from '@masthead/contract';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { plainText, sanitizeRichText } from '../../lib/sanitize-html.js';
import { freeSlug, writeWithFreeSlug } from '../../lib/slugs.js';
import { checkVersion, staleWrite } from '../../lib/stale-write.js';
import type { RequireAssets } from '../asset/require-assets.js';
import type { CmsRepo, CmsWriteValues } from './cms.repo.js';

type ListQuery = z.output<typeof cmsListQuerySchema>;
type CmsInput = z.output<typeof cmsPatchSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
const _canPublish = (actor: Actor) => can(actor, 'Cms', ['Publish']);

export function cmsService(repo: CmsRepo, requireAssets: RequireAssets, clock: () => Date = () => new Date()) {
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

  /** The columns an input sets: HTML sanitised, plain text kept for search. */
  function valuesFrom(input: CmsInput): CmsWriteValues {
    const values: CmsWriteValues = {
      title: input.title,
      type: input.type,
      description: input.description,
      imageAlt: input.imageAlt,
      imageTitle: input.imageTitle,
      seo: input.seo,
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

  return {
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
        },
        query.page,
        query.pageSize,
      );
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    countNeedReview: () => repo.countNeedReview(),

    async createItem(actor: Actor, input: CmsInput & { title: string }): Promise<CmsItem> {
      // Refused rather than quietly replaced: the caller learns its request was not what it meant.
      if (input.user && input.user !== actor.id && !mayChooseAuthor(actor)) throw forbidden(messages.authorMustBeSelf);
      await checkReferences(input);
      const values = valuesFrom(input);
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

    async updateItem(actor: Actor, id: string, input: CmsInput): Promise<CmsItem> {
      const state = isId(id) ? await repo.getState(id) : null;
      if (!state || state.deletedAt) throw notFound(messages.contentNotFound);
      const { status: requested, updatedAt, _id: _ignored, ...content } = input;
      const changesContent = Object.values(content).some((value) => value !== undefined);
      const workflowItem = { authorId: state.userId, status: state.status };
      // A workflow step alone is judged by the workflow table (a publisher needs no edit right on the item).
      if (changesContent || requested === undefined) {
        const refusal = contentEditRefusal(actor, actor.id, workflowItem);
        if (refusal) throw forbidden(refusal);
      }
      if (requested !== undefined) {
        const refused = transitionRefusal(actor, actor.id, workflowItem, requested);
        if (refused) throw refused.kind === 'state' ? badRequest(refused.message) : forbidden(refused.message);
      }
      if (!mayChooseAuthor(actor) && input.user !== undefined && input.user !== state.userId) {
        throw forbidden(messages.cannotChangeAuthor);
      }
      checkVersion(state, updatedAt);
      await checkReferences(input);
      const values = valuesFrom(input);
      if (input.title !== undefined || input.permaLink !== undefined) {
        const wanted = input.permaLink?.trim();
        if (wanted !== undefined && wanted !== state.permaLink) {
          values.permaLink = await permaLinkFor(input, input.title ?? state.permaLink, id);
        }
      }
      if (requested !== undefined) {
        const current = await getItem(id);
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
        let status = statusAfter(requested, actor, merged.publishDate, clock());
        if (requested === 'Published') {
          if (merged.type === 'Page' && !merged.publishDate) merged.publishDate = clock();
          checkPublishable(merged);
          if (status === 'Published' && !merged.publishDate) values.publishDate = clock();
        }
        if (status === 'Scheduled' && !merged.publishDate) status = 'Published';
        values.status = status;
      }
      try {
        const saved = await repo.update(id, values, {
          categoryIds: input.categories ? [...new Set(input.categories)] : undefined,
          actorId: actor.id,
          expected: updatedAt,
          fromStatus: state.status,
        });
        if (!saved) throw staleWrite(await repo.lastChange(id));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(messages.slugTaken, { permaLink: messages.slugTaken });
        throw error;
      }
      return getItem(id);
    },

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

    publishDue: () => repo.publishDue(clock()),
  };
}
export type CmsService = ReturnType<typeof cmsService>;
