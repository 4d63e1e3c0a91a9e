import { endpoints, isWebUrl, messages } from '@masthead/contract';
import { notFound } from '../../lib/errors.js';
import { publicCacheControl } from '../../lib/public-answer-http.js';
import { route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import { defineModule } from '../registry.js';
import { siteFace } from '../site/site.face.js';
import { ownPaths } from './own-paths.js';
import { inRedirectTurn, redirectRepo } from './redirect.repo.js';
import { redirectService } from './redirect.service.js';
import { REDIRECTS_CHANNEL, type RedirectDelivery, redirectDelivery } from './redirect-delivery.js';
import { redirectFront } from './redirect-front.js';

const api = endpoints.redirect;

/** The host of an address, or nothing when it is not an http(s) one. */
const hostOf = (url: string | null | undefined) => (url && isWebUrl(url) ? [new URL(url).host.toLowerCase()] : []);

export const redirectModule = defineModule({
  name: 'redirect',
  needs: { site: siteFace },
  create({ db, database, config, answerAtFront }, { site }) {
    const repo = redirectRepo(db);
    // Made with the routes (it knows the app's own paths and logs through it), started beside them.
    let delivery: RedirectDelivery | null = null;
    return {
      api(app) {
        const isOwnPath = ownPaths(app, config.webDir);
        const serving = redirectDelivery(repo, 1000, app.log, isOwnPath);
        delivery = serving;
        const redirects = redirectService(repo, serving, {
          inTurn: inRedirectTurn(db),
          isOwnPath,
          siteHosts: async () => [...hostOf(await site.siteUrl()), ...hostOf(config.publicSiteUrl)],
        });
        route(app, api.list, async (request) => ({ data: await redirects.findRedirects(request.query) }));
        route(app, api.notFound, async (request) => ({ data: await redirects.notFound(request.query) }));
        route(app, api.get, async (request) => ({ data: await redirects.getRedirect(request.params.id) }));
        route(app, api.create, async (request) => ({
          data: await redirects.createRedirect(actorOf(request), request.body, request.host),
        }));
        route(app, api.import, async (request) => ({
          data: await redirects.importCsv(actorOf(request), request.body.csv, request.host),
        }));
        route(app, api.update, async (request) => ({
          data: await redirects.updateRedirect(actorOf(request), request.params.id, request.body, request.host),
        }));
        route(app, api.delete, async (request) => redirects.deleteRedirect(request.params.id));
        route(app, api.resolve, async (request, reply) => {
          reply.header('cache-control', publicCacheControl.short);
          const found = serving.resolve(request.query.path, request.ip);
          if (!found) throw notFound(messages.redirectNotFound);
          return { data: found };
        });
      },

      /**
       * Reads the redirects, hears of edits from every process, and answers a GET of an old path on
       * this server itself with its redirect (a public site served from here, the previews).
       */
      async app(app) {
        const serving = delivery;
        if (!serving) return;
        await serving.start();
        const stopListening = await database.listen(REDIRECTS_CHANNEL, serving.handlers);
        answerAtFront(redirectFront(serving, config.publicSiteOrigin));
        app.addHook('onClose', async () => {
          await stopListening();
          await serving.stop();
        });
        // Never an address this server answers itself: the delivery serves no redirect of one.
        app.addHook('onRequest', (request, reply, done) => {
          const found = request.method === 'GET' ? serving.find(request.url) : null;
          if (!found) return done();
          reply.header('cache-control', 'no-store').redirect(found.redirectUrl, found.statusCode);
        });
      },
    };
  },
});
