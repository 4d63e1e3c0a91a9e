import { timingSafeEqual } from 'node:crypto';
import { endpoints } from '@masthead/contract';
import { apiAddress } from '../../lib/api-address.js';

/** What a click address carries beside the ad's id: which served view, when, and the server's signature. */
export interface ClickProof {
  view?: string;
  at?: string;
  sig?: string;
}

/** Clocks of several processes may differ this much (s). */
const SKEW_SECONDS = 60;

/**
 * Readers and click addresses, both signed with the server's key (ADR 0028). A reader is its
 * address and user agent, keyed so that the id in a click address tells nothing of either; a
 * click address proves that this server served this ad to that reader at that time, and counts
 * a click only within `ttlSeconds` of it.
 */
export function clickLinks(mac: (message: string) => string, ttlSeconds: number) {
  const signed = (adId: string, view: string, at: string) => mac(`${adId}\n${view}\n${at}`);
  return {
    /** The same reader (address and user agent) has the same id, 22 characters of base64url. */
    readerOf(address: string, userAgent: string): string {
      return mac(`reader\n${address}\n${userAgent}`).slice(0, 22);
    },

    url(adId: string, view: string, atSeconds: number): string {
      const at = String(atSeconds);
      return apiAddress(endpoints.advertisement.click, { id: adId }, { view, at, sig: signed(adId, view, at) });
    },

    /** The served view a click address proves (`view.at`), or null: unsigned, forged, expired. */
    verify(adId: string, proof: ClickProof, nowSeconds: number): string | null {
      const { view, at, sig } = proof;
      if (!view || !at || !sig || !/^\d{1,12}$/.test(at)) return null;
      const age = nowSeconds - Number(at);
      if (age > ttlSeconds || age < -SKEW_SECONDS) return null;
      const expected = Buffer.from(signed(adId, view, at));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return `${view}.${at}`;
    },
  };
}
export type ClickLinks = ReturnType<typeof clickLinks>;
