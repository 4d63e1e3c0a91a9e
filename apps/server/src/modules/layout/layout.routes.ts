import { endpoints } from '@masthead/contract';
import { route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import { cmsRepo } from '../cms/cms.repo.js';
import { defineModule } from '../registry.js';
import { layoutRepo } from './layout.repo.js';
import { layoutService } from './layout.service.js';

const api = endpoints.layout;

export const layoutModule = defineModule({
  name: 'layout',
  api(app, { db, database }) {
    const layouts = layoutService(layoutRepo(db), cmsRepo(db, database.readCache));
    route(app, api.candidates, async (request) => ({ data: await layouts.findCandidates(request.query) }));
    route(app, api.get, async (request) => ({ data: await layouts.getLayout(request.params.name) }));
    route(app, api.update, async (request) => ({
      data: await layouts.updateLayout(actorOf(request), request.params.id, request.body),
    }));
  },
});
