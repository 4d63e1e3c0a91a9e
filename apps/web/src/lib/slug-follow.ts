import { toPermalink } from '@masthead/contract';

/** A permalink or slug field and whether it still follows its source (title or name) as that is typed. */
export interface SlugState {
  slug: string;
  follows: boolean;
}

/**
 * Where a slug starts: a new record follows its source unless the slug was already set apart from it;
 * a stored record keeps its slug (its address may be public) unless it has none yet.
 */
export function initialSlugState(slug: string, source: string, isNew: boolean): SlugState {
  const follows = slug === '' || (isNew && slug === toPermalink(source));
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
