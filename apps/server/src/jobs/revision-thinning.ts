import type { FastifyBaseLogger } from 'fastify';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Thins old revisions a minute after start and then every six hours: one pass deletes what has
 * aged past the kept days since the last, so it stays short. Safe with several processes (a
 * second pass finds nothing more to delete).
 */
export function startRevisionThinning(thin: () => Promise<number>, log: FastifyBaseLogger): () => void {
  const tick = async () => {
    try {
      const removed = await thin();
      if (removed > 0) log.info({ removed }, 'old revisions thinned');
    } catch (error) {
      log.error({ err: error }, 'revision thinning failed');
    }
  };
  const first = setTimeout(tick, 60_000);
  const timer = setInterval(tick, 6 * HOUR_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
