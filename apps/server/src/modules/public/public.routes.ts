import { type Endpoint, endpoints, messages } from '@masthead/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicCache } from '../../lib/public-cache.js';
import { type EndpointHandler, route } from '../../lib/route.js';
import { errorBody } from '../../plugins/errors.js';
import { layoutRepo } from '../layout/layout.repo.js';
import { menuRepo } from '../menu/menu.repo.js';
import { menuService } from '../menu/menu.service.js';
import { defineModule } from '../registry.js';
import { publicRepo } from './public.repo.js';
import { type PublicResult, publicService } from './public.service.js';

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
    if (allowedOrigin) {
      reply.header('Vary', 'Origin');
      if (request.headers.origin === allowedOrigin) reply.header('Access-Control-Allow-Origin', allowedOrigin);
    }
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
  };
  return handler as unknown as EndpointHandler<E>;
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
      answer(
        () => 'home',
        () => site.home(),
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
});
