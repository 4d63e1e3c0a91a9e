import type { BodyOf, Epaper, EpaperListItem, EpaperStatus, endpoints, Page, QueryOf } from '@masthead/contract';
import {
  emptySeo,
  epaperPublishProblems,
  epaperWorkflow,
  isLiveEpaper,
  messages,
  ownedRemovalRefusal,
  statusAfterStep,
  stepRefusal,
  takesStepByPublishRight,
  toPermalink,
  withPatch,
} from '@masthead/contract';
import type { Actor } from '../../lib/actor.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, forbidden, notFound, refuseProblems } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { localDayOf } from '../../lib/local-day.js';
import { pageFrom } from '../../lib/paging.js';
import { freeSlug, writeWithFreeSlug } from '../../lib/slugs.js';
import { checkVersion, staleWrite } from '../../lib/stale-write.js';
import type { EpaperRepo, EpaperWrite } from './epaper.repo.js';

type WriteInput = BodyOf<typeof endpoints.epaper.create>;
type PatchInput = BodyOf<typeof endpoints.epaper.update>;
type ListInput = QueryOf<typeof endpoints.epaper.list>;

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
    if (requested !== undefined) return statusAfterStep(epaperWorkflow, requested, actor, publishDate, now());
    return current ?? 'Draft';
  }

  return {
    getEpaper,

    async findEpapers(query: ListInput): Promise<Page<EpaperListItem>> {
      const { from, to } = query.date ? localDayOf(query.date, query.tz) : {};
      const { items, total } = await repo.findPage(
        { search: query.search || undefined, status: query.status, from, to },
        query.page,
        query.all ? null : query.pageSize,
      );
      return pageFrom(items, total, query);
    },

    async createEpaper(actor: Actor, input: WriteInput): Promise<Epaper> {
      const seo = input.seo ?? emptySeo;
      const publishDate = input.publishDate ? new Date(input.publishDate) : null;
      if (input.status === 'Published') {
        refuseProblems(
          epaperPublishProblems({ title: input.title, seo, file: input.file, publishDate: input.publishDate }),
        );
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
     * Edit (SPEC §6: Edit, or Edit:own on one's own), publish, un-publish, by the workflow table. A
     * live edition changes only with the Publish right; un-publishing needs it too. As for content,
     * a status change alone is a workflow step (Publish is enough); any other field sent is an edit
     * and needs the edit right as well, so a Publish-only holder cannot rewrite an edition while
     * un-publishing it.
     */
    async updateEpaper(actor: Actor, id: string, input: PatchInput): Promise<Epaper> {
      const current = await getEpaper(id);
      checkVersion({ updatedBy: null, updatedAt: new Date(current.updatedAt) }, input.updatedAt);
      const { _id: _ignored, updatedAt: _version, status: step, ...fields } = input;
      const editing = Object.values(fields).some((value) => value !== undefined);
      const item = { authorId: current.user?._id ?? null, status: current.status };
      // Un-Publish (SPEC §4) needs Publish whatever else the request carries (DECISIONS: a 403).
      const refused = step === undefined ? null : stepRefusal(epaperWorkflow, actor, actor.id, item, step);
      if (refused) throw refused.kind === 'state' ? badRequest(refused.message) : forbidden(refused.message);
      if (editing || step === undefined || !takesStepByPublishRight(epaperWorkflow, actor, item, step)) {
        const refusal = epaperWorkflow.editRefusal(actor, actor.id, item);
        if (refusal) throw forbidden(refusal);
      }
      const merged = {
        title: input.title ?? current.title,
        // SEO key by key: a patch naming its title keeps the stored description and keywords.
        seo: withPatch(current.seo, input.seo),
        file: input.file === undefined ? current.file?._id : input.file,
        publishDate: input.publishDate === undefined ? current.publishDate : input.publishDate,
      };
      if (input.status === 'Published') refuseProblems(epaperPublishProblems(merged));
      const publishDate = merged.publishDate ? new Date(merged.publishDate) : null;
      const status = statusFor(actor, input.status, current.status, publishDate);
      // A live edition whose date moves into the future waits for it again, and the other way round.
      const settled =
        isLiveEpaper(status) && input.status === undefined
          ? statusAfterStep(epaperWorkflow, 'Published', actor, publishDate, now())
          : status;
      const values: EpaperWrite = {
        title: input.title,
        seo: input.seo && merged.seo,
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
      const refusal = ownedRemovalRefusal(actor, 'Epaper', actor.id, current.user?._id);
      if (refusal) throw forbidden(refusal);
      if (!(await repo.delete(id))) throw notFound(messages.epaperNotFound);
    },

    publishDue: () => repo.publishDue(now()),
  };
}
export type EpaperService = ReturnType<typeof epaperService>;
