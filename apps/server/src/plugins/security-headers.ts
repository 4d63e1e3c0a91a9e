import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { PUBLIC_API_PREFIX } from '../lib/public-answer-http.js';

/**
 * Helmet's headers on every answer of the back office: the Content-Security-Policy the web app
 * needs and Helmet's other defaults; the delivery API's JSON gets the two that apply to it. The middleware is built once; @fastify/helmet built it again for every request
 * (a twentieth of the CPU of a detail answer).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const secure = backOfficeHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith(PUBLIC_API_PREFIX)) {
      // JSON for another site to read: no page to protect; its two headers come with the answer
      // (publicAnswerHeaders), and an error says nosniff too.
      reply.raw.setHeader('X-Content-Type-Options', 'nosniff');
      done();
      return;
    }
    secure(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}

/** The back office's headers as a Node middleware: also set by the front door on the pages it answers while the app starts. */
export function backOfficeHeaders() {
  return helmet({
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
}
