import type { SiteDetail, SiteManagement } from '@masthead/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assetRefJson, assetUrlSql } from '../../db/json.js';
import { siteDetails } from '../../db/schema.js';
import { changedBy, lastChangeOf, unchangedSince } from '../../lib/stale-write.js';

const file = (column: string) => assetRefJson(sql.raw(`"site_details"."${column}"`));

export type SiteValues = Omit<typeof siteDetails.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'updatedById'>;
/** What an update sets: the columns named (one left undefined keeps its value). */
export type SiteChange = Partial<SiteValues>;

export function siteRepo(db: Db) {
  return {
    /** The one site detail record, if it was ever saved. */
    async getDetail(): Promise<SiteDetail | null> {
      const [row] = await db
        .select({
          id: siteDetails.id,
          siteName: siteDetails.siteName,
          seo: siteDetails.seo,
          logoUrl: assetUrlSql(sql`"site_details"."site_logo_id"`),
          faviconUrl: assetUrlSql(sql`"site_details"."site_favicon_id"`),
        })
        .from(siteDetails)
        .orderBy(asc(siteDetails.createdAt))
        .limit(1);
      if (!row) return null;
      return {
        _id: row.id,
        siteName: row.siteName,
        siteLogo: row.logoUrl ? { url: row.logoUrl } : null,
        siteFavicon: row.faviconUrl ? { url: row.faviconUrl } : null,
        seo: { title: row.seo.title, description: row.seo.description },
      };
    },

    /** Every setting, with its files; null while none were saved. */
    async getAll(): Promise<SiteManagement | null> {
      const [row] = await db
        .select({
          site: siteDetails,
          siteLogo: file('site_logo_id'),
          siteFavicon: file('site_favicon_id'),
          footerLogo: file('footer_logo_id'),
          sitemap: file('sitemap_id'),
          robotFile: file('robot_file_id'),
        })
        .from(siteDetails)
        .orderBy(asc(siteDetails.createdAt))
        .limit(1);
      if (!row) return null;
      const { site } = row;
      return {
        _id: site.id,
        siteName: site.siteName,
        siteUrl: site.siteUrl,
        siteLogo: row.siteLogo,
        siteFavicon: row.siteFavicon,
        footerLogo: row.footerLogo,
        sitemap: row.sitemap,
        robotFile: row.robotFile,
        googleAnalytics: site.googleAnalytics,
        facebookAnalytics: site.facebookAnalytics,
        footerCopyright: site.footerCopyright,
        facebookProfile: site.facebookProfile,
        youtubeProfile: site.youtubeProfile,
        twitterProfile: site.twitterProfile,
        instagramProfile: site.instagramProfile,
        linkedInProfile: site.linkedInProfile,
        seo: site.seo,
        updatedAt: site.updatedAt.toISOString(),
      };
    },

    /** The first save; null when a record exists already (another save got there first). */
    async insert(values: SiteValues, actorId: string): Promise<string | null> {
      return db.transaction(async (tx) => {
        // One record only: the second of two first saves waits here, then finds the first one.
        await tx.execute(sql`select pg_advisory_xact_lock(7240004)`);
        const [existing] = await tx.select({ id: siteDetails.id }).from(siteDetails).limit(1);
        if (existing) return null;
        const [row] = await tx
          .insert(siteDetails)
          .values({ ...values, updatedById: actorId })
          .returning({ id: siteDetails.id });
        return row?.id ?? null;
      });
    },

    /** False when the row is gone or, with `expected`, was changed since that version. */
    async update(id: string, values: SiteChange, change: { actorId: string; expected?: string }): Promise<boolean> {
      const rows = await db
        .update(siteDetails)
        .set({ ...values, ...changedBy(change.actorId) })
        .where(and(eq(siteDetails.id, id), unchangedSince(siteDetails.updatedAt, change.expected)))
        .returning({ id: siteDetails.id });
      return rows.length > 0;
    },

    lastChange: (id: string) => lastChangeOf(db, siteDetails, id),
  };
}
export type SiteRepo = ReturnType<typeof siteRepo>;
