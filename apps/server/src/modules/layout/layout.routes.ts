import { endpoints } from '@masthead/contract';
import { route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import { layoutItemReads } from '../../read-models/layout-items.js';
import { cmsFace } from '../cms/cms.face.js';
import { defineModule } from '../registry.js';
import { layoutFace } from './layout.face.js';
import { layoutRepo } from './layout.repo.js';
import { layoutService } from './layout.service.js';

const api = endpoints.layout;

/** Where the preview opens: the public site's home page with `?preview=`, or the server's own page. */
function previewUrl(token: string, publicSiteUrl: string | null, tz: number | undefined): string {
  if (publicSiteUrl) return `${publicSiteUrl.replace(/\/$/, '')}/?preview=${token}`;
  return `/preview/home?token=${token}${tz === undefined ? '' : `&tz=${tz}`}`;
}

export const layoutModule = defineModule({
  name: 'layout',
  offers: layoutFace,
  needs: { cms: cmsFace },
  create({ db, config }, { cms }) {
    const repo = layoutRepo(db);
    const layouts = layoutService(repo, layoutItemReads(db), cms.findPage);
    return {
      face: {
        current: async (name) => (await repo.getByName(name))?.body ?? null,
        preview: repo.preview,
      },
      api(app) {
        route(app, api.candidates, async (request) => ({ data: await layouts.findCandidates(request.query) }));
        route(app, api.get, async (request) => ({ data: await layouts.getLayout(request.params.name) }));
        route(app, api.update, async (request) => ({
          data: await layouts.updateLayout(actorOf(request), request.params.id, request.body),
        }));
        route(app, api.preview, async (request) => {
          const { token, expiresAt } = await layouts.previewLayout(request.params.id, request.body.body);
          return {
            data: {
              url: previewUrl(token, config.publicSiteUrl, request.query.tz),
              expiresAt: expiresAt.toISOString(),
            },
          };
        });
      },
    };
  },
});
