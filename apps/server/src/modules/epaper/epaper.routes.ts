import { endpoints } from '@masthead/contract';
import { startScheduledPublishing } from '../../jobs/scheduled-publishing.js';
import { route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import { defineModule } from '../registry.js';
import { epaperFace } from './epaper.face.js';
import { epaperRepo } from './epaper.repo.js';
import { epaperService } from './epaper.service.js';

const api = endpoints.epaper;

export const epaperModule = defineModule({
  name: 'epaper',
  offers: epaperFace,
  create({ db, config }) {
    const repo = epaperRepo(db);
    const epapers = epaperService(repo);
    return {
      face: { publicPage: repo.publicPage, publicBySlug: repo.publicBySlug },
      api(app) {
        route(app, api.list, async (request) => ({ data: await epapers.findEpapers(request.query) }));
        route(app, api.get, async (request) => ({ data: await epapers.getEpaper(request.params.id) }));
        route(app, api.create, async (request) => ({
          data: await epapers.createEpaper(actorOf(request), request.body),
        }));
        route(app, api.update, async (request) => ({
          data: await epapers.updateEpaper(actorOf(request), request.params.id, request.body),
        }));
        route(app, api.delete, async (request) => epapers.deleteEpaper(actorOf(request), request.params.id));
      },

      /** Scheduled editions go live at their date, once, whichever process gets there first (DECISIONS). */
      app(app) {
        if (config.publishIntervalMs <= 0) return;
        const stop = startScheduledPublishing(epapers.publishDue, config.publishIntervalMs, app.log);
        app.addHook('onClose', async () => stop());
      },
    };
  },
});
