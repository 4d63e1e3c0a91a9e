import type { FastifyInstance } from 'fastify';

/** A refused body up to this size is read and dropped so the connection stays open; a larger one closes it. */
export const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

/**
 * A refusal sent before its request body was read (an upload too large for its kind, a wrong
 * type, no right) would leave the rest of the body on a kept-alive connection, where it hangs the
 * next request the browser sends on it. Node drops an unread body only when nobody started
 * reading it; a multipart parser that stopped halfway must be detached here. A body of known
 * length up to the limit is then read and dropped; anything larger closes the connection.
 */
export function registerUnreadBodyGuard(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const raw = request.raw;
    if (raw.complete || raw.readableEnded || raw.destroyed) {
      done(null, payload);
      return;
    }
    const length = Number(raw.headers['content-length']);
    raw.unpipe();
    if (Number.isFinite(length) && length <= DRAIN_LIMIT_BYTES) {
      raw.resume();
    } else {
      reply.header('connection', 'close');
    }
    done(null, payload);
  });
}
