import type { PublicMenu } from '@masthead/contract';
import { faceKey } from '../registry.js';

/** What menus offer other modules. */
export interface MenuFace {
  /** The active menu of a place as the public site reads it, or null when none is active. */
  publicMenu(place: string): Promise<PublicMenu | null>;
}

export const menuFace = faceKey<MenuFace>('menu');
