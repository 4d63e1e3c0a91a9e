import {
  type AnswerOf,
  answerSchema,
  type BodyOf,
  type Endpoint,
  messages,
  type ParamsOf,
  type QueryOf,
  successStatus,
  unknownFields,
} from '@masthead/contract';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from './errors.js';

export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What a call brings, typed by its endpoint: Fastify's route generic. */
type EndpointParts<E extends Endpoint> = {
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
};

/** The request of an endpoint's route, as the zod-typed app hands it to the handler. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<
  EndpointParts<E>,
  RawServerDefault,
  RawRequestDefaultExpression,
  FastifySchema,
  ZodTypeProvider
>;

/**
 * Answers the call: the whole success answer (`{ data }`), nothing for a 204 endpoint, or the
 * reply when the handler sent the answer itself (kept bytes, a 304).
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<E['data'] extends null ? void : AnswerOf<E>> | Promise<FastifyReply>;

/** 400 naming every field of a JSON body its schema does not have (and its answer does not carry). */
function refuseUnknownFields(body: z.ZodType, answer: z.ZodType | null) {
  return async (request: FastifyRequest) => {
    const unknown = unknownFields(body, request.body, answer);
    if (unknown.length === 0) return;
    const fields = Object.fromEntries(unknown.map((field) => [field, messages.unknownField]));
    throw badRequest(messages.unknownFieldNamed(unknown[0] as string), fields);
  };
}

/** A download's answer (`AnswerOf` of an endpoint with `download`): its text and the name of its file. */
function isFileAnswer(answer: unknown): answer is { data: unknown; filename: string } {
  return typeof answer === 'object' && answer !== null && 'filename' in answer && typeof answer.filename === 'string';
}

/**
 * Registers an endpoint of the contract's catalogue: its path, schemas, permission and success
 * status come from there, so the route cannot drift from what the browser and the docs say. The
 * endpoint rides in the route's config: the app-wide hooks (permission, audit, rate limits) read
 * its policy there, never the URL.
 */
export function route<E extends Endpoint>(app: Api, e: E, handler: EndpointHandler<E>) {
  const status = successStatus(e);
  app.route<EndpointParts<E>>({
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
          : e.download
            ? { description: 'A file to download', content: { [e.download]: { schema: e.data } } }
            : (answerSchema(e) ?? z.null().describe('No content')),
      } as Record<number, unknown>,
    },
    config: { permission: e.permission, endpoint: e },
    // After the permission guard, before the schema: a field the body's model does not have is
    // refused by name, instead of being dropped by zod (ADR 0022).
    ...(e.body ? { preValidation: refuseUnknownFields(e.body, e.data) } : {}),
    handler: async (request, reply) => {
      const answer = await handler(request, reply);
      // A handler that answered itself (kept bytes, a file) hands back the reply.
      if (reply.sent || (answer as unknown) === reply) return reply;
      if (e.download) {
        if (!isFileAnswer(answer)) throw new Error(`${e.method} ${e.path}: a download answers { data, filename }`);
        const { data, filename } = answer;
        return reply
          .status(status)
          .type(`${e.download}; charset=utf-8`)
          .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
          .send(data);
      }
      return status === 204 ? reply.status(204).send() : reply.status(status).send(answer);
    },
  });
}
