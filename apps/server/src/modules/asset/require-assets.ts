import { messages } from '@masthead/contract';
import { badRequest } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import type { RequireAssets } from './asset.face.js';
import type { AssetRepo } from './asset.repo.js';

export function requireAssetsFrom(repo: AssetRepo): RequireAssets {
  return async (ids, field = 'image') => {
    const wanted = ids.filter((id): id is string => typeof id === 'string' && id !== '');
    if (wanted.length === 0) return;
    const found = wanted.every(isId) ? await repo.existingIds(wanted) : new Set<string>();
    if (wanted.some((id) => !found.has(id)))
      throw badRequest(messages.assetNotFound, { [field]: messages.assetNotFound });
  };
}
