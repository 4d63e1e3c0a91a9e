import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers on every answer: the Content-Security-Policy the web app needs and Helmet's
 * other defaults. The middleware is built once; @fastify/helmet built it again for every request
 * (a twentieth of the CPU of a detail answer).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const secure = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    secure(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
