import { messages } from '@masthead/contract';
import { badRequest } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import type { AssetRepo } from './asset.repo.js';

/**
 * Refuses a write that links files which were never uploaded (400 naming `field`): every module
 * that stores a file's id (an avatar, a cover, gallery images, a PDF) checks it through this.
 */
export type RequireAssets = (ids: readonly (string | null | undefined)[], field?: string) => Promise<void>;

export function requireAssetsFrom(repo: AssetRepo): RequireAssets {
  return async (ids, field = 'image') => {
    const wanted = ids.filter((id): id is string => typeof id === 'string' && id !== '');
    if (wanted.length === 0) return;
    const found = wanted.every(isId) ? await repo.existingIds(wanted) : new Set<string>();
    if (wanted.some((id) => !found.has(id)))
      throw badRequest(messages.assetNotFound, { [field]: messages.assetNotFound });
  };
}
