import type { ErrorBody } from '@masthead/contract';
import { errorCodeForStatus, fieldErrorsOf, messages } from '@masthead/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';

export function errorBody(status: number, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: { status, code: errorCodeForStatus(status), message, ...(fields ? { fields } : {}) } };
}

/** The validator names a field by its JSON pointer (`/roles/0`); the contract's field errors by its path. */
function fieldsFrom(validation: { instancePath: string; message?: string }[]): Record<string, string> {
  return fieldErrorsOf(
    validation.map(({ instancePath, message }) => ({ path: instancePath.split('/').slice(1), message })),
  );
}

/** Every failure leaves in the one wire format; a 500 never carries internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(errorBody(error.status, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsFrom(error.validation);
      const first = Object.values(fields)[0] ?? messages.validationFailed;
      return reply.status(400).send(errorBody(400, first, fields));
    }
    const status = error.statusCode ?? 500;
    // A route's own limit (uploads, web vitals): sign-in says its own words from its service.
    if (status === 429) return reply.status(429).send(errorBody(429, messages.tooManyRequests));
    if (status >= 400 && status < 500) {
      // Framework errors a caller can cause: malformed JSON, body too large, bad content type.
      const message = status === 413 ? messages.requestTooLarge : error.message;
      return reply.status(status).send(errorBody(status, message));
    }
    request.log.error({ err: error, req: request }, 'unhandled error');
    return reply.status(500).send(errorBody(500, messages.internalError));
  });
}
