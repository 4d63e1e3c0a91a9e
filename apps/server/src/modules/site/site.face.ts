import type { PublicSite } from '@masthead/contract';
import { faceKey } from '../registry.js';

/** What the site settings offer other modules. */
export interface SiteFace {
  /** What the public site gets of the settings (defaults before they are saved). */
  publicSite(): Promise<PublicSite>;
  /** The public site's address as the settings give it, or null. */
  siteUrl(): Promise<string | null>;
}

export const siteFace = faceKey<SiteFace>('site');
