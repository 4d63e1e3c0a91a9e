/**
 * CORS of the delivery API (`/api/public/`), for `PUBLIC_SITE_ORIGIN` only: the headers of its
 * answers, whether they leave from the front of the server or from Fastify, and of its preflights.
 */

/** What the delivery API does: it only reads. */
const METHODS = 'GET, HEAD, OPTIONS';

/**
 * The request headers a site's script may send: content negotiation, revalidation and its cache
 * wish. Not `Authorization`: the delivery API needs no sign-in, and its answers are shared by caches.
 */
const REQUEST_HEADERS =
  'Accept, Accept-Language, Content-Language, Content-Type, Cache-Control, If-None-Match, If-Modified-Since';

/** Headers a script may read besides the safelisted ones (Cache-Control, Content-Type …): the ETag it revalidates with. */
const EXPOSED_HEADERS = 'ETag';

/** Browsers keep a preflight this long at most (Chromium caps it at two hours). */
const PREFLIGHT_MAX_AGE = '7200';

/** The CORS headers of an answer: none without a site origin; `Vary: Origin` always with one; the allowance for it alone. */
export function publicCorsHeaders(origin: string | undefined, allowedOrigin: string | null): Record<string, string> {
  if (!allowedOrigin) return {};
  if (origin !== allowedOrigin) return { vary: 'Origin' };
  return {
    vary: 'Origin',
    'access-control-allow-origin': allowedOrigin,
    'access-control-expose-headers': EXPOSED_HEADERS,
  };
}

/** The answer to `OPTIONS` (a preflight or not): what the API allows, and for the site's origin, the CORS allowance. */
export function publicPreflightHeaders(
  origin: string | undefined,
  allowedOrigin: string | null,
): Record<string, string> {
  const headers: Record<string, string> = { allow: METHODS, ...publicCorsHeaders(origin, allowedOrigin) };
  if (headers['access-control-allow-origin']) {
    headers['access-control-allow-methods'] = METHODS;
    headers['access-control-allow-headers'] = REQUEST_HEADERS;
    headers['access-control-max-age'] = PREFLIGHT_MAX_AGE;
    headers['cache-control'] = `public, max-age=${PREFLIGHT_MAX_AGE}`;
  }
  return headers;
}
