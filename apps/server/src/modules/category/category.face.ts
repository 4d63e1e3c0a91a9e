import { faceKey } from '../registry.js';

/** What the category module offers other modules. */
export interface CategoryFace {
  /** Of these ids, those of categories that exist. */
  existingIds(ids: readonly string[]): Promise<Set<string>>;
}

export const categoryFace = faceKey<CategoryFace>('category');
