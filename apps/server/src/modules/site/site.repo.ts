import type { SiteDetail } from '@masthead/contract';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { assets, siteDetails } from '../../db/schema.js';
import { mediaUrl } from '../../lib/media-url.js';

const logo = alias(assets, 'logo');
const favicon = alias(assets, 'favicon');

export function siteRepo(db: Db) {
  return {
    /** The one site detail record, if it was ever saved. */
    async getDetail(): Promise<SiteDetail | null> {
      const [row] = await db
        .select({
          id: siteDetails.id,
          siteName: siteDetails.siteName,
          seo: siteDetails.seo,
          logoKey: logo.key,
          faviconKey: favicon.key,
        })
        .from(siteDetails)
        .leftJoin(logo, eq(logo.id, siteDetails.siteLogoId))
        .leftJoin(favicon, eq(favicon.id, siteDetails.siteFaviconId))
        .orderBy(asc(siteDetails.createdAt))
        .limit(1);
      if (!row) return null;
      return {
        _id: row.id,
        siteName: row.siteName,
        siteLogo: row.logoKey ? { url: mediaUrl(row.logoKey) } : null,
        siteFavicon: row.faviconKey ? { url: mediaUrl(row.faviconKey) } : null,
        seo: { title: row.seo.title, description: row.seo.description },
      };
    },
  };
}
export type SiteRepo = ReturnType<typeof siteRepo>;
