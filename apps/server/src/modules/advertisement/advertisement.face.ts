import { faceKey } from '../registry.js';

/** What advertisements offer other modules. */
export interface AdvertisementFace {
  /** One featured ad running now per position (the home page preview shows it, uncounted). */
  featuredNow(): Promise<Map<string, { title: string; imageUrl: string }>>;
}

export const advertisementFace = faceKey<AdvertisementFace>('advertisement');
