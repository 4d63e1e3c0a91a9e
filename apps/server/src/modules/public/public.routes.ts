import { type DataOf, type Endpoint, endpoints, messages, previewQuerySchema } from '@masthead/contract';
import { z } from 'zod';
import { PREVIEW_PAGE_POLICY } from '../../lib/html.js';
import { namesEtag, publicAnswerHeaders, publicCacheControl, serveKeptAnswer } from '../../lib/public-answer-http.js';
import { PUBLIC_CHANNEL, type PublicCache, publicCache } from '../../lib/public-cache.js';
import { type Api, type EndpointHandler, type EndpointRequest, route } from '../../lib/route.js';
import { errorBody } from '../../plugins/errors.js';
import { deliveryReads } from '../../read-models/delivery.js';
import { type AdvertisementFace, advertisementFace } from '../advertisement/advertisement.face.js';
import { epaperFace } from '../epaper/epaper.face.js';
import { type LayoutFace, layoutFace } from '../layout/layout.face.js';
import { menuFace } from '../menu/menu.face.js';
import { defineModule } from '../registry.js';
import { siteFace } from '../site/site.face.js';
import { renderHomePreview } from './home-preview-page.js';
import { foundOrGone, type PublicResult, type PublicService, publicService } from './public.service.js';

const api = endpoints.public;

/** An endpoint the catalogue declares kept (`publicCache`): only those get a kept answer. */
type KeptEndpoint = Endpoint & { publicCache: true };

/** Builds what a public call shows, from its typed request. */
type Build<E extends Endpoint> = (request: EndpointRequest<E>) => Promise<PublicResult<DataOf<E>>>;

/**
 * A public call: its answer built, kept under the URL as asked (the same URL always asks the same
 * thing) unless something changed meanwhile, and sent with its ETag, Cache-Control, CORS, or a
 * 304 when the caller has this version. While it is kept, the server's front sends it without
 * reaching this handler (lib/public-answer-http.ts).
 */
function publicAnswer<E extends KeptEndpoint>(answers: PublicCache, allowedOrigin: string | null, build: Build<E>) {
  const handler: EndpointHandler<E> = async (request, reply) => {
    const answer = await answers.get(request.url, async () => {
      const result = await build(request);
      return result.status === 200
        ? { status: 200, body: { data: result.data } }
        : { status: 404, body: errorBody(404, result.message) };
    });
    reply.headers(publicAnswerHeaders(answer, request.headers.origin, allowedOrigin));
    if (namesEtag(request.headers['if-none-match'], `W/${answer.etag}`)) return reply.code(304).send();
    return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
  };
  return handler;
}

/**
 * The home page, or its preview: the unsaved layout of one editor, built for each call and kept
 * by no cache (its token is its only key, and it expires).
 */
function homeAnswer(site: PublicService, published: EndpointHandler<typeof api.home>) {
  const handler: EndpointHandler<typeof api.home> = async (request, reply) => {
    const token = request.query.preview;
    if (!token) return published(request, reply);
    const result = await site.previewHome(token);
    // CORS as on every answer under /api/public/ (plugins/public-cors.ts).
    reply.header('Cache-Control', publicCacheControl.personal);
    return result.status === 200
      ? reply.code(200).send({ data: result.data })
      : reply.code(404).send(errorBody(404, result.message));
  };
  return handler;
}

/** The built-in preview of the home page, outside /api: the preview's token is the only way in. */
function homePreviewPage(app: Api, layouts: LayoutFace, site: PublicService, ads: AdvertisementFace): void {
  app.get(
    '/preview/home',
    {
      schema: {
        hide: true,
        querystring: previewQuerySchema.extend({ token: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      reply
        .header('Content-Security-Policy', PREVIEW_PAGE_POLICY)
        .header('Cache-Control', 'no-store')
        .type('text/html');
      const { token, tz } = request.query;
      const preview = token ? await layouts.preview(token) : null;
      if (!preview) {
        return reply
          .status(401)
          .send(`<!doctype html><title>Preview link expired</title><p>${messages.layoutPreviewExpired}</p>`);
      }
      const [home, featured] = await Promise.all([site.homeOf(preview.body), ads.featuredNow()]);
      return renderHomePreview(home, preview.expiresAt.toISOString(), tz, featured);
    },
  );
}

/**
 * The delivery API (ADR 0012): what a public site reads, kept as bytes until a write, a NOTIFY
 * from another process or a publish time drops it, and sent from the front of the server.
 */
export const publicModule = defineModule({
  name: 'public',
  needs: {
    layouts: layoutFace,
    menus: menuFace,
    editions: epaperFace,
    site: siteFace,
    ads: advertisementFace,
  },
  create({ db, database, config, answerAtFront }, { layouts, menus, editions, site, ads }) {
    const reads = deliveryReads(db);
    const delivery = publicService(reads, layouts);
    const answers = publicCache({ maxBytes: config.publicCacheBytes, nextDue: reads.nextDue });
    answerAtFront(serveKeptAnswer(answers, config.publicSiteOrigin));
    const origin = config.publicSiteOrigin;
    return {
      api(app) {
        // A write that succeeded drops the kept answers before its own answer leaves, so the next
        // public read in this process shows it (other processes hear the NOTIFY).
        app.addHook('onSend', (request, reply, payload, done) => {
          if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) answers.clear();
          done(null, payload);
        });
        // Each read is a public answer: kept, and sent with its ETag, cache and CORS headers.
        const serve = <E extends KeptEndpoint>(endpoint: E, build: Build<E>) =>
          route(app, endpoint, publicAnswer(answers, origin, build));
        route(
          app,
          api.home,
          homeAnswer(
            delivery,
            publicAnswer(answers, origin, () => delivery.home()),
          ),
        );
        serve(api.menu, async (request) =>
          foundOrGone(await menus.publicMenu(request.params.name), messages.menuNotFound),
        );
        serve(api.breakingNews, () => delivery.breakingNews());
        serve(api.content, (request) => delivery.content(request.params.permaLink));
        serve(api.site, async () => ({ status: 200, data: await site.publicSite() }));
        serve(api.epapers, async (request) => {
          const { page, pageSize } = request.query;
          const { items, total } = await editions.publicPage(page, pageSize);
          return { status: 200, data: { items, total, page, pageSize } };
        });
        serve(api.epaper, async (request) =>
          foundOrGone(await editions.publicBySlug(request.params.slug), messages.epaperNotFound),
        );
        serve(api.category, (request) =>
          delivery.category(request.params.slug, request.query.page, request.query.pageSize),
        );
      },

      async app(app) {
        homePreviewPage(app, layouts, delivery, ads);
        const stopHearingChanges = await database.listen(PUBLIC_CHANNEL, answers.handlers);
        app.addHook('onClose', async () => {
          answers.stop();
          await stopHearingChanges();
        });
      },
    };
  },
});
