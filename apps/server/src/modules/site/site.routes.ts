import { endpoints } from '@masthead/contract';
import { route } from '../../lib/route.js';
import { defineModule } from '../registry.js';
import { siteRepo } from './site.repo.js';
import { siteService } from './site.service.js';

export const siteModule = defineModule({
  name: 'site',
  api(app, { db }) {
    const site = siteService(siteRepo(db));
    route(app, endpoints.site.detail, async () => ({ data: await site.getSiteDetail() }));
  },
});
