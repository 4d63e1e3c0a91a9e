import { type Endpoint, endpoints, messages, previewQuerySchema } from '@masthead/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PREVIEW_PAGE_POLICY } from '../../lib/html.js';
import { namesEtag, publicAnswerHeaders } from '../../lib/public-answer-http.js';
import type { PublicCache } from '../../lib/public-cache.js';
import { type Api, type EndpointHandler, route } from '../../lib/route.js';
import { errorBody } from '../../plugins/errors.js';
import { type AdDeliveryRepo, adDeliveryRepo } from '../advertisement/ad-delivery.repo.js';
import { epaperRepo } from '../epaper/epaper.repo.js';
import { type LayoutRepo, layoutRepo } from '../layout/layout.repo.js';
import { menuRepo } from '../menu/menu.repo.js';
import { menuService } from '../menu/menu.service.js';
import { defineModule } from '../registry.js';
import { publicSite } from '../site/public-site.js';
import { siteRepo } from '../site/site.repo.js';
import { renderHomePreview } from './home-preview-page.js';
import { publicRepo } from './public.repo.js';
import { type PublicResult, type PublicService, publicService } from './public.service.js';

const api = endpoints.public;

/**
 * A home page preview: the unsaved layout of one editor, built for each call and kept by no cache
 * (its token is its only key, and it expires).
 */
function previewAnswer<E extends Endpoint>(
  build: (token: string) => Promise<PublicResult>,
  published: EndpointHandler<E>,
): EndpointHandler<E> {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = (request.query as { preview?: string }).preview;
    if (!token) return (published as unknown as (q: FastifyRequest, r: FastifyReply) => unknown)(request, reply);
    const result = await build(token);
    // CORS as on every answer under /api/public/ (plugins/public-cors.ts).
    reply.header('Cache-Control', 'private, no-store');
    return result.status === 200
      ? reply.code(200).send({ data: result.data })
      : reply.code(404).send(errorBody(404, result.message));
  };
  return handler as unknown as EndpointHandler<E>;
}

/**
 * A public call: its answer built, kept under the URL as asked (the same URL always asks the same
 * thing) unless something changed meanwhile, and sent with its ETag, Cache-Control, CORS, or a
 * 304 when the caller has this version. While it is kept, the server's front sends it without
 * reaching this handler (lib/public-answer-http.ts).
 */
function publicAnswer<E extends Endpoint>(
  answers: PublicCache,
  allowedOrigin: string | null,
  build: (request: FastifyRequest) => Promise<PublicResult>,
): EndpointHandler<E> {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
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
  return handler as unknown as EndpointHandler<E>;
}

/** The built-in preview of the home page, outside /api: the preview's token is the only way in. */
function homePreviewPage(app: Api, layouts: LayoutRepo, site: PublicService, ads: AdDeliveryRepo): void {
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

export const publicModule = defineModule({
  name: 'public',
  api(app, { db, config, publicAnswers }) {
    const site = publicService(publicRepo(db), layoutRepo(db));
    const menus = menuService(menuRepo(db));
    const editions = epaperRepo(db);
    const sites = siteRepo(db);
    const answered = <E extends Endpoint>(e: E, build: (request: FastifyRequest) => Promise<PublicResult>) =>
      route(app, e, publicAnswer<E>(publicAnswers, config.publicSiteOrigin, build));
    type Params = { permaLink?: string; slug?: string; name?: string };
    type Query = { page: number; pageSize: number };

    route(
      app,
      api.home,
      previewAnswer(
        (token) => site.previewHome(token),
        publicAnswer<typeof api.home>(publicAnswers, config.publicSiteOrigin, () => site.home()),
      ),
    );
    answered(api.menu, async (request) => {
      const menu = await menus.publicMenu((request.params as Params).name ?? '');
      return menu ? { status: 200, data: menu } : { status: 404, message: messages.menuNotFound };
    });
    answered(api.breakingNews, () => site.breakingNews());
    answered(api.content, (request) => site.content((request.params as Params).permaLink ?? ''));
    answered(api.site, async () => {
      const settings = await sites.getAll();
      return { status: 200, data: publicSite(settings) };
    });
    answered(api.epapers, async (request) => {
      const { page, pageSize } = request.query as Query;
      const { items, total } = await editions.publicPage(page, pageSize);
      return { status: 200, data: { items, total, page, pageSize } };
    });
    answered(api.epaper, async (request) => {
      const edition = await editions.publicBySlug((request.params as Params).slug ?? '');
      return edition ? { status: 200, data: edition } : { status: 404, message: messages.epaperNotFound };
    });
    answered(api.category, (request) => {
      const { page, pageSize } = request.query as Query;
      return site.category((request.params as Params).slug ?? '', page, pageSize);
    });
  },
  app(app, { db }) {
    const layouts = layoutRepo(db);
    homePreviewPage(app, layouts, publicService(publicRepo(db), layouts), adDeliveryRepo(db));
  },
});
