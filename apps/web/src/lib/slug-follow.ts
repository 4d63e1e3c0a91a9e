import { toPermalink } from '@masthead/contract';

/** A permalink or slug field and whether it still follows its source (title or name) as that is typed. */
export interface SlugState {
  slug: string;
  follows: boolean;
}

/**
 * Where a slug starts: it follows its source when it is empty or still equal to the source's
 * permalink — also after a save, since a saved slug the person never touched is no hand-made one.
 * A `fixed` slug (its address is public: a live item, a stored category) stays as it is unless empty.
 */
export function initialSlugState(slug: string, source: string, options: { fixed: boolean }): SlugState {
  const follows = slug === '' || (!options.fixed && slug === toPermalink(source));
  return { slug, follows };
}

/** The source changed: a following slug is derived again, a hand-edited one stays. */
export function slugAfterSourceChange(state: SlugState, source: string): SlugState {
  return state.follows ? { slug: toPermalink(source), follows: true } : state;
}

/** The slug was typed by hand: it stops following, unless it was cleared, which hands it back to the source. */
export function slugAfterManualEdit(slug: string): SlugState {
  return { slug, follows: slug === '' };
}

/** On leaving the field, whatever was typed becomes a valid slug (spaces to hyphens, other characters dropped). */
export function normalizeSlug(slug: string): string {
  return toPermalink(slug.trim());
}
