import type { ContentSavedListener } from '../../lib/content-saved.js';
import { faceKey } from '../registry.js';
import type { CmsRepo } from './cms.repo.js';

/** What content offers other modules. */
export interface CmsFace {
  /** Hears every save of an item, wherever it came from (the working copies, ADR 0021). */
  onSave(listener: ContentSavedListener): void;
  /** A page of the content list, by the list's fast paths (the layout's pickers). */
  findPage: CmsRepo['findPage'];
}

export const cmsFace = faceKey<CmsFace>('cms');
