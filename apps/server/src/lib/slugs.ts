import { isUniqueViolation } from './db-errors.js';

/**
 * `base`, or `base-2`, `base-3`… : the first that is not taken; with `skip`, that many free ones are
 * passed over first (a write that lost its slug to another tries a later one than its rivals).
 */
export function freeSlug(base: string, taken: readonly string[], skip = 0): string {
  const used = new Set(taken);
  let free = skip;
  if (!used.has(base) && free-- === 0) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`) && free-- === 0) return `${base}-${n}`;
}

/** How often a write picks its slug again before the conflict stands. */
const SLUG_ATTEMPTS = 8;

/**
 * Writes with the slug `pick` chooses, and picks again when another write took that slug in the
 * meantime (two people saving the same title at the same moment): both are saved, with different
 * slugs. `pick` passes over `skip` free slugs; a slug the person typed it checks itself, refusing
 * it once it is taken.
 */
export async function writeWithFreeSlug<T>(
  pick: (skip: number) => Promise<string>,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    // After a clash the rivals spread over the next free slugs instead of all taking the same one.
    const slug = await pick(attempt === 1 ? 0 : Math.floor(Math.random() * attempt * 2));
    try {
      return await write(slug);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}
