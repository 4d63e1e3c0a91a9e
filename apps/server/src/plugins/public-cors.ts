import type { FastifyInstance } from 'fastify';
import { PUBLIC_API_PREFIX } from '../lib/public-answer-http.js';
import { publicCorsHeaders, publicPreflightHeaders } from '../lib/public-cors.js';

/**
 * CORS on every answer of the delivery API that Fastify gives (a built answer, a refusal, a 404 of
 * an unknown address), and its preflights: a site sending `If-None-Match` or another header that is
 * not safelisted asks `OPTIONS` first. A preflight of any address under the prefix is answered; the
 * request that follows learns whether it exists. Kept answers leave from the front with the same
 * headers (`publicAnswerHeaders`).
 */
export function registerPublicCors(app: FastifyInstance, allowedOrigin: string | null): void {
  if (allowedOrigin) {
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.startsWith(PUBLIC_API_PREFIX))
        reply.headers(publicCorsHeaders(request.headers.origin, allowedOrigin));
      done();
    });
  }
  app.options(
    `${PUBLIC_API_PREFIX}*`,
    { config: { permission: { public: true } }, schema: { hide: true } },
    (request, reply) => {
      reply.code(204).headers(publicPreflightHeaders(request.headers.origin, allowedOrigin)).send();
    },
  );
}
