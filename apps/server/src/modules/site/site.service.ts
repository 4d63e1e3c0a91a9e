import type { SiteDetail, SiteManagement, siteUpdateSchema, siteWriteSchema, UploadKind } from '@masthead/contract';
import { DEFAULT_SITE_TITLE, emptySeo, isOfUploadKind, messages, withPatch } from '@masthead/contract';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { staleWrite } from '../../lib/stale-write.js';
import type { AssetFace } from '../asset/asset.face.js';
import type { SiteChange, SiteRepo, SiteValues } from './site.repo.js';

type WriteInput = z.output<typeof siteWriteSchema>;
type UpdateInput = z.output<typeof siteUpdateSchema>;

const defaults: SiteDetail = {
  _id: null,
  siteName: DEFAULT_SITE_TITLE,
  siteLogo: null,
  siteFavicon: null,
  seo: { title: DEFAULT_SITE_TITLE, description: '' },
};

const emptySettings: SiteManagement = {
  _id: null,
  siteName: '',
  siteUrl: '',
  siteLogo: null,
  siteFavicon: null,
  footerLogo: null,
  sitemap: null,
  robotFile: null,
  googleAnalytics: '',
  facebookAnalytics: '',
  footerCopyright: '',
  facebookProfile: '',
  youtubeProfile: '',
  twitterProfile: '',
  instagramProfile: '',
  linkedInProfile: '',
  seo: emptySeo,
  updatedAt: null,
};

/** The columns a write names; a field left out is left out (a PATCH keeps its stored value). */
function columnsOf(input: Omit<UpdateInput, 'seo'>): Omit<SiteChange, 'seo'> {
  return {
    siteName: input.siteName,
    siteUrl: input.siteUrl,
    siteLogoId: input.siteLogo,
    siteFaviconId: input.siteFavicon,
    footerLogoId: input.footerLogo,
    sitemapId: input.sitemap,
    robotFileId: input.robotFile,
    googleAnalytics: input.googleAnalytics,
    facebookAnalytics: input.facebookAnalytics,
    footerCopyright: input.footerCopyright,
    facebookProfile: input.facebookProfile,
    youtubeProfile: input.youtubeProfile,
    twitterProfile: input.twitterProfile,
    instagramProfile: input.instagramProfile,
    linkedInProfile: input.linkedInProfile,
  };
}

function valuesOf(input: WriteInput): SiteValues {
  const columns = columnsOf(input);
  return {
    ...columns,
    siteName: input.siteName,
    siteLogoId: input.siteLogo ?? null,
    siteFaviconId: input.siteFavicon ?? null,
    footerLogoId: input.footerLogo ?? null,
    sitemapId: input.sitemap ?? null,
    robotFileId: input.robotFile ?? null,
    seo: input.seo,
  };
}

export function siteService(repo: SiteRepo, assets: AssetFace) {
  /** Each file was uploaded, and is of its field's kind (an image, the XML sitemap, the robots text). */
  async function checkFiles(input: UpdateInput): Promise<void> {
    const fields: Record<string, { id: string | null | undefined; kind: UploadKind; message: string }> = {
      siteLogo: { id: input.siteLogo, kind: 'image', message: messages.siteImageType },
      siteFavicon: { id: input.siteFavicon, kind: 'image', message: messages.siteImageType },
      footerLogo: { id: input.footerLogo, kind: 'image', message: messages.siteImageType },
      sitemap: { id: input.sitemap, kind: 'sitemap', message: messages.sitemapNotXml },
      robotFile: { id: input.robotFile, kind: 'robots', message: messages.robotsNotText },
    };
    for (const [field, { id }] of Object.entries(fields)) await assets.requireAssets([id], field);
    const types = await assets.fileTypes(Object.values(fields).flatMap(({ id }) => (id ? [id] : [])));
    for (const [field, { id, kind, message }] of Object.entries(fields)) {
      const type = id ? types.get(id) : undefined;
      if (type && !isOfUploadKind(kind, type)) throw badRequest(message, { [field]: message });
    }
  }

  return {
    /** The stored site detail, or the defaults while none was saved. */
    async getSiteDetail(): Promise<SiteDetail> {
      return (await repo.getDetail()) ?? defaults;
    },

    async getSettings(): Promise<SiteManagement> {
      return (await repo.getAll()) ?? emptySettings;
    },

    /** The first save (SPEC §2: create when no site id is known). */
    async createSettings(actor: Actor, input: WriteInput): Promise<SiteManagement> {
      await checkFiles(input);
      const id = await repo.insert(valuesOf(input), actor.id);
      if (!id) throw conflict(messages.siteExists);
      return (await repo.getAll()) as SiteManagement;
    },

    async updateSettings(actor: Actor, id: string, input: UpdateInput): Promise<SiteManagement> {
      const current = await repo.getAll();
      if (!current || !isId(id) || current._id !== id) throw notFound(messages.notFound);
      await checkFiles(input);
      // SEO key by key: a patch naming its title keeps the stored description and keywords.
      const values = { ...columnsOf(input), ...(input.seo ? { seo: withPatch(current.seo, input.seo) } : {}) };
      const saved = await repo.update(id, values, { actorId: actor.id, expected: input.updatedAt });
      if (!saved) throw staleWrite(await repo.lastChange(id));
      return (await repo.getAll()) as SiteManagement;
    },
  };
}
export type SiteService = ReturnType<typeof siteService>;
