import type { PublicEpaper, PublicEpaperDetail } from '@masthead/contract';
import { faceKey } from '../registry.js';

/** What e-papers offer other modules: the editions the public site shows. */
export interface EpaperFace {
  publicPage(page: number, pageSize: number): Promise<{ items: PublicEpaper[]; total: number }>;
  publicBySlug(slug: string): Promise<PublicEpaperDetail | null>;
}

export const epaperFace = faceKey<EpaperFace>('epaper');
