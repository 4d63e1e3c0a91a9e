import type { SiteDetail } from '@masthead/contract';
import { DEFAULT_SITE_TITLE } from '@masthead/contract';
import type { SiteRepo } from './site.repo.js';

const defaults: SiteDetail = {
  _id: null,
  siteName: DEFAULT_SITE_TITLE,
  siteLogo: null,
  siteFavicon: null,
  seo: { title: DEFAULT_SITE_TITLE, description: '' },
};

export function siteService(repo: SiteRepo) {
  return {
    /** The stored site detail, or the defaults while none was saved. */
    async getSiteDetail(): Promise<SiteDetail> {
      return (await repo.getDetail()) ?? defaults;
    },
  };
}
export type SiteService = ReturnType<typeof siteService>;
