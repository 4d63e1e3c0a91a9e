import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { type RateLimitName, rateLimits, WEB_VITAL_BEACONS_PER_MINUTE } from '@masthead/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { rateLimited } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Calls per minute of each limit the catalogue names (0: none), from the configuration. */
    rateLimitPerMinute: Readonly<Record<RateLimitName, number>>;
  }
}

/** Single web-vitals measurements per address per minute (the sign-in screen sends them too). */
const WEB_VITALS_PER_MINUTE = 120;

/** The number behind each limit the catalogue names. */
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
 * The limiter, for the routes whose endpoint names a limit only (`global: false`); `route()`
 * gives each its options (`rateLimitOf`).
 */
export async function registerRateLimits(app: FastifyInstance, perMinute: Record<RateLimitName, number>) {
  app.decorate('rateLimitPerMinute', perMinute);
  await app.register(rateLimit, { global: false });
}

/**
 * A route's options for the limit its endpoint names: per address (Fastify's `request.ip`, proxies
 * believed only per TRUST_PROXY) or per user, in a window of a minute; none when it is 0.
 */
export function rateLimitOf(app: FastifyInstance, name: RateLimitName): RateLimitOptions | undefined {
  const max = app.rateLimitPerMinute?.[name];
  if (max === undefined) throw new Error(`Rate limit ${name} has no number: registerRateLimits() first`);
  if (max === 0) return undefined;
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
