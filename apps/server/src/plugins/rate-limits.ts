import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { type RateLimitName, rateLimits, WEB_VITAL_BEACONS_PER_MINUTE } from '@masthead/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { rateLimited } from '../lib/errors.js';

/** Single web-vitals measurements per address per minute (the sign-in screen sends them too). */
const WEB_VITALS_PER_MINUTE = 120;

/** The number behind each limit the catalogue names: calls per minute, 0 for none. */
export function rateLimitsPerMinute(config: Config): Record<RateLimitName, number> {
  return {
    webVital: WEB_VITALS_PER_MINUTE,
    webVitalBeacon: WEB_VITAL_BEACONS_PER_MINUTE,
    upload: config.uploadsPerMinute,
    adRequest: config.ads.requestsPerMinute,
    adClick: config.ads.clicksPerMinute,
  };
}

/**
 * A limit's options: per address (Fastify's `request.ip`, proxies believed only per TRUST_PROXY)
 * or per user, in a window of a minute, refused in its own words if it has some; none for 0.
 */
function limitOptions(name: RateLimitName, max: number): RateLimitOptions | null {
  if (max === 0) return null;
  const limit: { per: 'address' | 'user'; message?: string } = rateLimits[name];
  const { message } = limit;
  return {
    max,
    timeWindow: '1 minute',
    ...(limit.per === 'user' ? { keyGenerator: (request) => request.actor?.id ?? request.ip } : {}),
    ...(message
      ? {
          errorResponseBuilder: (_request, context) => rateLimited(message, Math.max(1, Math.ceil(context.ttl / 1000))),
        }
      : {}),
  };
}

/**
 * Holds each route whose endpoint names a limit (`rateLimit` in the catalogue) to that limit's
 * number; other routes are not limited (`global: false`). The endpoint is in the route's config
 * (`route()` puts it there); this hook is added before the limiter's own, which reads the options.
 */
export async function registerRateLimits(app: FastifyInstance, perMinute: Record<RateLimitName, number>) {
  app.addHook('onRoute', (route) => {
    const name = route.config?.endpoint?.rateLimit;
    const options = name ? limitOptions(name, perMinute[name]) : null;
    if (options) route.config = { ...route.config, rateLimit: options };
  });
  await app.register(rateLimit, { global: false });
}
