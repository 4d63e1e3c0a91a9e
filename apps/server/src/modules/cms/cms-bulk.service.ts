import type { CmsBulkResult, CmsItem, ContentStatus, cmsBulkSchema } from '@masthead/contract';
import { savesAsPendingChange } from '@masthead/contract';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import type { CmsContext, CmsInput } from './cms-context.service.js';

type CmsBulkInput = z.output<typeof cmsBulkSchema>;

/** The operations a bulk action runs for each item, under the rules of one at a time. */
export interface BulkSteps {
  updateItem(actor: Actor, id: string, input: CmsInput): Promise<CmsItem>;
  trashItem(actor: Actor, id: string): Promise<unknown>;
  restoreItem(actor: Actor, id: string): Promise<unknown>;
}

/** One item's step of a bulk action; what happened, in words, or the refusal thrown. */
async function bulkStep(
  steps: BulkSteps,
  actor: Actor,
  id: string,
  body: CmsBulkInput,
  status?: ContentStatus,
): Promise<string> {
  const pending = status !== undefined && savesAsPendingChange(actor, status);
  switch (body.action) {
    case 'trash':
      await steps.trashItem(actor, id);
      return 'Moved to the trash';
    case 'restore':
      await steps.restoreItem(actor, id);
      return 'Restored';
    case 'category':
      await steps.updateItem(actor, id, { categories: [body.category as string] });
      return pending ? 'Change sent for review' : 'Category changed';
    case 'publish': {
      const saved = await steps.updateItem(actor, id, { status: 'Published' });
      if (pending) return 'Change sent for review';
      if (saved.status === 'Scheduled') return 'Scheduled';
      if (saved.status === 'Need Review') return 'Sent for review';
      return 'Published';
    }
  }
}

/** The list's bulk bar: each item under the rules of one at a time, each with its own result. */
export function bulkOperation(ctx: CmsContext, steps: BulkSteps) {
  return async function bulk(actor: Actor, body: CmsBulkInput): Promise<CmsBulkResult> {
    const results: CmsBulkResult['results'] = [];
    for (const id of [...new Set(body.ids)]) {
      const before = await ctx.repo.getDetail(id);
      const title = before?.title ?? '';
      try {
        results.push({ _id: id, title, ok: true, message: await bulkStep(steps, actor, id, body, before?.status) });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ _id: id, title, ok: false, message: error.message });
      }
    }
    return { results };
  };
}
