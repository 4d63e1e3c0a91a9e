import type { LayoutName } from '@masthead/contract';
import type { StoredLayoutBody } from '../../db/schema.js';
import { faceKey } from '../registry.js';

/** What layouts offer other modules: the bodies the public site builds its pages from. */
export interface LayoutFace {
  /** The stored layout of a page, or null. */
  current(name: LayoutName): Promise<StoredLayoutBody | null>;
  /** A preview's layout while it has not expired. */
  preview(token: string): Promise<{ body: StoredLayoutBody; expiresAt: Date } | null>;
}

export const layoutFace = faceKey<LayoutFace>('layout');
