import { endpoints } from '@masthead/contract';
import { route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import { siteFileReads } from '../../read-models/site-files.js';
import { assetFace } from '../asset/asset.face.js';
import { defineModule } from '../registry.js';
import { publicSite } from './public-site.js';
import { siteFace } from './site.face.js';
import { siteRepo } from './site.repo.js';
import { siteService } from './site.service.js';
import { registerSiteFiles } from './site-files.js';

const api = endpoints.site;

export const siteModule = defineModule({
  name: 'site',
  offers: siteFace,
  needs: { assets: assetFace },
  create({ db, storage, config }, { assets }) {
    const repo = siteRepo(db);
    const site = siteService(repo, assets);
    return {
      face: {
        publicSite: async () => publicSite(await repo.getAll()),
        siteUrl: async () => (await repo.getAll())?.siteUrl ?? null,
      },
      api(app) {
        route(app, api.detail, async () => ({ data: await site.getSiteDetail() }));
        route(app, api.get, async () => ({ data: await site.getSettings() }));
        route(app, api.create, async (request) => ({
          data: await site.createSettings(actorOf(request), request.body),
        }));
        route(app, api.update, async (request) => ({
          data: await site.updateSettings(actorOf(request), request.params.id, request.body),
        }));
      },

      /** The public site's sitemap, robots file and feeds, outside /api. */
      app(app) {
        registerSiteFiles(app, { files: siteFileReads(db), site: repo, storage, publicSiteUrl: config.publicSiteUrl });
      },
    };
  },
});
