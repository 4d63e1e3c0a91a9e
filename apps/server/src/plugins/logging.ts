import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';

/** Query parameters whose values are secrets (preview links carry a token). */
const SECRET_PARAMS = /([?&](?:token|access_token|password)=)[^&#]*/gi;

/** A URL as the logs may show it: secrets in the query string replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** What the logs keep of an error besides its name, message and stack. */
const LOGGED_ERROR_FIELDS = ['code', 'statusCode', 'table', 'column', 'constraint', 'routine', 'severity'] as const;
type LoggedErrorField = (typeof LOGGED_ERROR_FIELDS)[number];

/**
 * An error as the logs may show it. Database errors carry the statement's bound values
 * (`params`: an argon2 hash, an e-mail) and PostgreSQL's `detail` ("Key (email)=(…)"); neither
 * is needed to find the fault, and both are personal or secret.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error) || depth > 3) return { message: String(error) };
  const plain: Record<string, unknown> = { type: error.name, message: error.message, stack: error.stack };
  // Database and HTTP errors add these to an Error; any one may be missing.
  const fields: Error & Partial<Record<LoggedErrorField, unknown>> = error;
  for (const key of LOGGED_ERROR_FIELDS) {
    const value = fields[key];
    if (value !== undefined) plain[key] = value;
  }
  // Drizzle's message repeats the SQL and its parameters after "params:"; the stack repeats the message.
  plain.message = String(plain.message).replace(/\nparams:.*$/s, '\nparams: [redacted]');
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  plain.stack = [`${error.name}: ${plain.message}`, ...frames].join('\n');
  if (error.cause !== undefined) plain.cause = serializeError(error.cause, depth + 1);
  return plain;
}

/** Logger options: what every line may contain. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
      err: (error: Error) => serializeError(error) as { type: string; message: string; stack: string },
    },
  };
}

/**
 * One line per request at `debug` (Fastify's own two lines per request at `info` flood
 * the log): method, URL without secrets, status and time.
 */
export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const log: FastifyBaseLogger = request.log;
    if (log.level !== 'debug' && log.level !== 'trace') {
      done();
      return;
    }
    log.debug(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
}
