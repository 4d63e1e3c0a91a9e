import type { CmsItem, cmsWriteSchema } from '@masthead/contract';
import { emptySeo, mayChooseAuthor, messages } from '@masthead/contract';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict, forbidden } from '../../lib/errors.js';
import { writeWithFreeSlug } from '../../lib/slugs.js';
import type { CmsContext } from './cms-context.service.js';
import { type ReadinessShape, type StepOutcome, stepOutcome } from './cms-readiness.js';
import { rowValuesOf, sanitizedInput } from './cms-row-values.js';

type CmsCreateInput = z.output<typeof cmsWriteSchema>;

/** The new item as publishing judges it: what the input names, the rest empty. */
function readinessOfNew(input: CmsCreateInput, userId: string): ReadinessShape {
  return {
    type: input.type ?? 'Article',
    title: input.title,
    description: input.description ?? '',
    body: input.body ?? [],
    image: input.image ?? null,
    categories: input.categories ?? [],
    user: userId,
    publishDate: input.publishDate ?? null,
    seo: input.seo ?? emptySeo,
  };
}

/** A new item: a draft, or published at once (to review without the Publish right). */
export function createOperation(ctx: CmsContext) {
  return async function createItem(actor: Actor, raw: CmsCreateInput): Promise<CmsItem> {
    // Refused rather than quietly replaced: the caller learns its request was not what it meant.
    if (raw.user && raw.user !== actor.id && !mayChooseAuthor(actor)) throw forbidden(messages.authorMustBeSelf);
    await ctx.checkReferences(raw);
    const input = sanitizedInput(raw);
    const userId = input.user ?? actor.id;
    const requested = input.status ?? 'Draft';
    if (requested !== 'Draft' && requested !== 'Published') throw forbidden(messages.needsPublishRight);
    const item = readinessOfNew(input, userId);
    const outcome: StepOutcome = stepOutcome(requested, actor, item, ctx.clock(), true);
    const values = { ...rowValuesOf(input, input.seo), ...outcome };
    try {
      const id = await writeWithFreeSlug(
        (skip) => ctx.permaLinkFor(input, input.title, undefined, skip),
        (permaLink) =>
          ctx.repo.insert(
            {
              ...values,
              title: input.title,
              type: item.type,
              userId,
              body: values.body ?? [{ title: '', body: '' }],
              permaLink,
            },
            [...new Set(input.categories ?? [])],
            actor.id,
          ),
      );
      return ctx.getItem(id);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(messages.slugTaken, { permaLink: messages.slugTaken });
      throw error;
    }
  };
}
