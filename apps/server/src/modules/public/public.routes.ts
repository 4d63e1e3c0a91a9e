import { type Endpoint, endpoints, messages, previewQuerySchema } from '@masthead/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PREVIEW_PAGE_POLICY } from '../../lib/html.js';
import type { PublicCache } from '../../lib/public-cache.js';
import { type Api, type EndpointHandler, route } from '../../lib/route.js';
import { errorBody } from '../../plugins/errors.js';
import { type LayoutRepo, layoutRepo } from '../layout/layout.repo.js';
import { menuRepo } from '../menu/menu.repo.js';
import { menuService } from '../menu/menu.service.js';
import { defineModule } from '../registry.js';
import { renderHomePreview } from './home-preview-page.js';
import { publicRepo } from './public.repo.js';
import { type PublicResult, type PublicService, publicService } from './public.service.js';

const api = endpoints.public;

/** Caches in front of the site keep an answer briefly and may serve it a while longer as they ask again. */
const FOUND_CACHE = 'public, max-age=30, stale-while-revalidate=300';
/** DECISIONS: something gone is a 404 with a short max-age, so caches drop their old copy. */
const GONE_CACHE = 'public, max-age=30';

/** Whether `If-None-Match` names this ETag (weak comparison, as for GET). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** CORS for the public site's origin only. */
function allowOrigin(request: FastifyRequest, reply: FastifyReply, allowedOrigin: string | null): void {
  if (!allowedOrigin) return;
  reply.header('Vary', 'Origin');
  if (request.headers.origin === allowedOrigin) reply.header('Access-Control-Allow-Origin', allowedOrigin);
}

/**
 * A home page preview: the unsaved layout of one editor, built for each call and kept by no cache
 * (its token is its only key, and it expires).
 */
function previewAnswer<E extends Endpoint>(
  allowedOrigin: string | null,
  build: (token: string) => Promise<PublicResult>,
  published: EndpointHandler<E>,
): EndpointHandler<E> {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = (request.query as { preview?: string }).preview;
    if (!token) return (published as unknown as (q: FastifyRequest, r: FastifyReply) => unknown)(request, reply);
    const result = await build(token);
    reply.header('Cache-Control', 'private, no-store');
    allowOrigin(request, reply, allowedOrigin);
    return result.status === 200
      ? reply.code(200).send({ data: result.data })
      : reply.code(404).send(errorBody(404, result.message));
  };
  return handler as unknown as EndpointHandler<E>;
}

/**
 * Answers a public call from the kept answers: ETag, Cache-Control, 304 when the caller has this
 * version, and CORS for the public site's origin only.
 */
function publicAnswer<E extends Endpoint>(
  answers: PublicCache,
  allowedOrigin: string | null,
  key: (request: FastifyRequest) => string,
  build: (request: FastifyRequest) => Promise<PublicResult>,
): EndpointHandler<E> {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await answers.get(key(request), async () => {
      const result = await build(request);
      return result.status === 200
        ? { status: 200, body: { data: result.data } }
        : { status: 404, body: errorBody(404, result.message) };
    });
    const etag = `W/${answer.etag}`;
    reply.header('ETag', etag);
    reply.header('Cache-Control', answer.status === 200 ? FOUND_CACHE : GONE_CACHE);
    allowOrigin(request, reply, allowedOrigin);
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
  };
  return handler as unknown as EndpointHandler<E>;
}

/** The built-in preview of the home page, outside /api: the preview's token is the only way in. */
function homePreviewPage(app: Api, layouts: LayoutRepo, site: PublicService): void {
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
      return renderHomePreview(await site.homeOf(preview.body), preview.expiresAt.toISOString(), tz);
    },
  );
}

export const publicModule = defineModule({
  name: 'public',
  api(app, { db, config, publicAnswers }) {
    const site = publicService(publicRepo(db), layoutRepo(db));
    const menus = menuService(menuRepo(db));
    const answer = <E extends Endpoint>(
      key: (request: FastifyRequest) => string,
      build: (request: FastifyRequest) => Promise<PublicResult>,
    ) => publicAnswer<E>(publicAnswers, config.publicSiteOrigin, key, build);
    type Params = { permaLink?: string; slug?: string; name?: string };
    type Query = { page: number; pageSize: number };

    route(
      app,
      api.home,
      previewAnswer(
        config.publicSiteOrigin,
        (token) => site.previewHome(token),
        answer(
          () => 'home',
          () => site.home(),
        ),
      ),
    );
    route(
      app,
      api.menu,
      answer(
        (request) => `menu:${(request.params as Params).name}`,
        async (request) => {
          const menu = await menus.publicMenu((request.params as Params).name ?? '');
          return menu ? { status: 200, data: menu } : { status: 404, message: messages.menuNotFound };
        },
      ),
    );
    route(
      app,
      api.breakingNews,
      answer(
        () => 'breaking-news',
        () => site.breakingNews(),
      ),
    );
    route(
      app,
      api.content,
      answer(
        (request) => `content:${(request.params as Params).permaLink}`,
        (request) => site.content((request.params as Params).permaLink ?? ''),
      ),
    );
    route(
      app,
      api.category,
      answer(
        (request) => {
          const { page, pageSize } = request.query as Query;
          return `category:${(request.params as Params).slug}:${page}:${pageSize}`;
        },
        (request) => {
          const { page, pageSize } = request.query as Query;
          return site.category((request.params as Params).slug ?? '', page, pageSize);
        },
      ),
    );
  },
  app(app, { db }) {
    const layouts = layoutRepo(db);
    homePreviewPage(app, layouts, publicService(publicRepo(db), layouts));
  },
});
