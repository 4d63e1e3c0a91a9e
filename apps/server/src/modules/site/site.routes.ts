import { endpoints } from '@masthead/contract';
import { route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import { defineModule } from '../registry.js';
import { siteRepo } from './site.repo.js';
import { siteService } from './site.service.js';
import { registerSiteFiles } from './site-files.js';
import { siteFilesRepo } from './site-files.repo.js';

const api = endpoints.site;

export const siteModule = defineModule({
  name: 'site',
  api(app, { db, requireAssets }) {
    const site = siteService(siteRepo(db), requireAssets);
    route(app, api.detail, async () => ({ data: await site.getSiteDetail() }));
    route(app, api.get, async () => ({ data: await site.getSettings() }));
    route(app, api.create, async (request) => ({ data: await site.createSettings(actorOf(request), request.body) }));
    route(app, api.update, async (request) => ({
      data: await site.updateSettings(actorOf(request), request.params.id, request.body),
    }));
  },

  /** The public site's sitemap, robots file and feeds, outside /api. */
  app(app, { db, storage, config }) {
    registerSiteFiles(app, {
      files: siteFilesRepo(db),
      site: siteRepo(db),
      storage,
      publicSiteUrl: config.publicSiteUrl,
    });
  },
});
