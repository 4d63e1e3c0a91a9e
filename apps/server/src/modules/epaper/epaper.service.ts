import type {
  Epaper,
  EpaperListItem,
  EpaperStatus,
  epaperListQuerySchema,
  epaperPatchSchema,
  epaperWriteSchema,
  Page,
} from '@masthead/contract';
import {
  can,
  emptySeo,
  epaperEditRefusal,
  epaperPublishProblems,
  epaperStatusAfterPublish,
  isLiveEpaper,
  messages,
  toPermalink,
} from '@masthead/contract';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { freeSlug, writeWithFreeSlug } from '../../lib/slugs.js';
import { checkVersion, staleWrite } from '../../lib/stale-write.js';
import type { EpaperRepo, EpaperWrite } from './epaper.repo.js';

type WriteInput = z.output<typeof epaperWriteSchema>;
type PatchInput = z.output<typeof epaperPatchSchema>;
type ListInput = z.output<typeof epaperListQuerySchema>;

const DAY_MS = 86_400_000;

function refuse(problems: Record<string, string>): void {
  const fields = Object.keys(problems);
  if (fields.length > 0) throw badRequest(problems[fields[0] as string] as string, problems);
}

export function epaperService(repo: EpaperRepo, now: () => Date = () => new Date()) {
  async function getEpaper(id: string): Promise<Epaper> {
    const found = isId(id) ? await repo.getById(id) : null;
    if (!found) throw notFound(messages.epaperNotFound);
    return found;
  }

  /** The PDF named must be an uploaded PDF; its pages and text go with the edition. */
  async function fileFields(
    fileId: string | null | undefined,
  ): Promise<Pick<EpaperWrite, 'fileId' | 'pageCount' | 'pageText'>> {
    if (fileId === undefined) return {};
    if (fileId === null) return { fileId: null, pageCount: 0, pageText: '' };
    const pages = await repo.pdfPages(fileId);
    if (!pages) throw badRequest(messages.epaperFileNotPdf, { file: messages.epaperFileNotPdf });
    return { fileId, pageCount: pages.pageCount, pageText: pages.text };
  }

  /** Where a save lands: a draft stays one; Publish goes live, waits for review, or is scheduled. */
  function statusFor(
    actor: Actor,
    requested: 'Draft' | 'Published' | undefined,
    current: EpaperStatus | null,
    publishDate: Date | null,
  ): EpaperStatus {
    if (requested === 'Published') return epaperStatusAfterPublish(actor, publishDate, now());
    if (requested === 'Draft') return 'Draft';
    return current ?? 'Draft';
  }

  return {
    getEpaper,

    async findEpapers(query: ListInput): Promise<Page<EpaperListItem>> {
      let from: Date | undefined;
      let to: Date | undefined;
      if (query.date) {
        from = new Date(Date.parse(`${query.date}T00:00:00Z`) - query.tz * 60_000);
        to = new Date(from.getTime() + DAY_MS);
      }
      const { items, total } = await repo.findPage(
        { search: query.search || undefined, status: query.status, from, to },
        query.page,
        query.all ? null : query.pageSize,
      );
      return query.all
        ? { items, total, page: 1, pageSize: items.length }
        : { items, total, page: query.page, pageSize: query.pageSize };
    },

    async createEpaper(actor: Actor, input: WriteInput): Promise<Epaper> {
      const seo = input.seo ?? emptySeo;
      const publishDate = input.publishDate ? new Date(input.publishDate) : null;
      if (input.status === 'Published') {
        refuse(epaperPublishProblems({ title: input.title, seo, file: input.file, publishDate: input.publishDate }));
      }
      const file = await fileFields(input.file ?? null);
      const status = statusFor(actor, input.status, null, publishDate);
      const base = toPermalink(input.title).replace(/-+/g, '-').replace(/^-|-$/g, '') || 'epaper';
      const id = await writeWithFreeSlug(
        async (skip) => freeSlug(base, await repo.slugsLike(base), skip),
        (slug) => repo.insert({ title: input.title, slug, seo, publishDate, status, ...file }, actor.id),
      );
      return getEpaper(id);
    },

    /**
     * Edit (SPEC §6: Edit, or Edit:own on one's own), publish, un-publish. A live edition changes
     * only with the Publish right; un-publishing needs it too.
     */
    async updateEpaper(actor: Actor, id: string, input: PatchInput): Promise<Epaper> {
      const current = await getEpaper(id);
      checkVersion({ updatedBy: null, updatedAt: new Date(current.updatedAt) }, input.updatedAt);
      const mayPublish = can(actor, 'Epaper', ['Publish']);
      const editing = Object.keys(input).some((key) => !['_id', 'updatedAt', 'status'].includes(key));
      if (input.status === 'Draft' && isLiveEpaper(current.status)) {
        // Un-Publish (SPEC §4).
        if (!mayPublish) throw forbidden(messages.needsPublishRight);
      } else {
        const refusal = epaperEditRefusal(actor, actor.id, {
          authorId: current.user?._id ?? null,
          status: current.status,
        });
        // A Publish-only holder may publish (or approve) an edition waiting for it, without editing it.
        const publishingOnly = !editing && input.status === 'Published' && mayPublish;
        if (refusal && !publishingOnly) throw forbidden(refusal);
      }
      const merged = {
        title: input.title ?? current.title,
        seo: input.seo ?? current.seo,
        file: input.file === undefined ? current.file?._id : input.file,
        publishDate: input.publishDate === undefined ? current.publishDate : input.publishDate,
      };
      if (input.status === 'Published') refuse(epaperPublishProblems(merged));
      const publishDate = merged.publishDate ? new Date(merged.publishDate) : null;
      const status = statusFor(actor, input.status, current.status, publishDate);
      // A live edition whose date moves into the future waits for it again, and the other way round.
      const settled =
        isLiveEpaper(status) && input.status === undefined
          ? epaperStatusAfterPublish(actor, publishDate, now())
          : status;
      const values: EpaperWrite = {
        title: input.title,
        seo: input.seo,
        publishDate: input.publishDate === undefined ? undefined : publishDate,
        status: settled,
        ...(await fileFields(input.file)),
      };
      let saved: boolean;
      try {
        saved = await repo.update(id, values, { actorId: actor.id, expected: input.updatedAt });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(messages.validationFailed);
        throw error;
      }
      if (!saved) throw staleWrite(await repo.lastChange(id));
      return getEpaper(id);
    },

    async deleteEpaper(actor: Actor, id: string): Promise<void> {
      const current = await getEpaper(id);
      if (!can(actor, 'Epaper', ['Edit']) && current.user?._id !== actor.id) throw forbidden(messages.onlyOwnItems);
      if (!(await repo.delete(id))) throw notFound(messages.epaperNotFound);
    },

    publishDue: () => repo.publishDue(now()),
  };
}
export type EpaperService = ReturnType<typeof epaperService>;
