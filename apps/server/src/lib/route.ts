import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  type AnswerOf,
  answerSchema,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  successStatus,
} from '@masthead/contract';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/** Answers the call: the whole success answer (`{ data }`), or nothing for a 204 endpoint. */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<E['data'] extends null ? void : AnswerOf<E>>;

export interface RouteOptions {
  /** Per-route limit (the limit plugin is registered with `global: false`). */
  rateLimit?: RateLimitOptions;
}

/**
 * Registers an endpoint of the contract's catalogue: its path, schemas, permission and success
 * status come from there, so the route cannot drift from what the browser and the docs say.
 */
export function route<E extends Endpoint>(app: Api, e: E, handler: EndpointHandler<E>, options: RouteOptions = {}) {
  const status = successStatus(e);
  app.route({
    method: e.method,
    url: e.path,
    schema: {
      tags: [e.tag],
      // No sign-in: the document says so, instead of the API's default bearer token.
      ...('public' in e.permission && e.permission.public ? { security: [] } : {}),
      ...(e.summary ? { summary: e.summary } : {}),
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      ...(e.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: {
        [e.redirect ? 302 : status]: e.redirect
          ? z.null().describe('Found: the address to go to is in Location')
          : (answerSchema(e) ?? z.null().describe('No content')),
      } as Record<number, z.ZodType>,
    },
    config: { permission: e.permission, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    handler: async (request, reply) => {
      const answer = await handler(request as unknown as EndpointRequest<E>, reply);
      // A handler that answered itself (kept bytes, a file) hands back the reply.
      if (reply.sent || (answer as unknown) === reply) return reply;
      return status === 204 ? reply.status(204).send() : reply.status(status).send(answer);
    },
  });
}
