import { faceKey } from '../registry.js';

/**
 * Refuses a write that links files which were never uploaded (400 naming `field`): every module
 * that stores a file's id (an avatar, a cover, gallery images, a PDF) checks it through this.
 */
export type RequireAssets = (ids: readonly (string | null | undefined)[], field?: string) => Promise<void>;

/** The stored MIME type of each of these files, by id (unknown ids are left out): a write checks a file's kind by it. */
export type FileTypes = (ids: readonly string[]) => Promise<Map<string, string>>;

/** What the file library offers other modules. */
export interface AssetFace {
  requireAssets: RequireAssets;
  fileTypes: FileTypes;
}

export const assetFace = faceKey<AssetFace>('asset');
