import type { FastifyBaseLogger } from 'fastify';

/**
 * Publishes scheduled items whose date has come, every `intervalMs`, and once at start
 * (catching up after downtime). Safe with several processes: see `publishDue`.
 */
export function startScheduledPublishing(
  publishDue: () => Promise<string[]>,
  intervalMs: number,
  log: FastifyBaseLogger,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const published = await publishDue();
      if (published.length > 0) log.info({ published }, 'scheduled items published');
    } catch (error) {
      log.error({ err: error }, 'scheduled publishing failed');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
