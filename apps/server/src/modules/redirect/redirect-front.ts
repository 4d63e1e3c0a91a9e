import { endpoints } from '@masthead/contract';
import { apiAddress } from '../../lib/api-address.js';
import { publicCacheControl, publicHeaders } from '../../lib/public-answer-http.js';
import type { FrontHandler } from '../registry.js';
import type { RedirectDelivery } from './redirect-delivery.js';

const RESOLVE = `${apiAddress(endpoints.redirect.resolve)}?`;

/**
 * `GET /api/public/redirect?path=…` answered in front of the framework when the path has a
 * redirect: one map lookup, counted, the JSON written directly. A path without one goes on to the
 * route, which counts the miss against the client's address as the app reads it (`TRUST_PROXY`);
 * so does anything it would have to refuse (no path, two of them, too long), whose validation says why.
 */
export function redirectFront(delivery: RedirectDelivery, allowedOrigin: string | null): FrontHandler {
  return (request, response) => {
    const url = request.url;
    if (request.method !== 'GET' || !url?.startsWith(RESOLVE)) return false;
    const query = new URLSearchParams(url.slice(RESOLVE.length));
    const asked = query.getAll('path');
    const path = asked[0];
    if (asked.length !== 1 || !path || path.length > 2000) return false;
    const found = delivery.find(path);
    if (!found) return false;
    const body = JSON.stringify({ data: found });
    const headers: Record<string, string | number> = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      ...publicHeaders(publicCacheControl.short, request.headers.origin, allowedOrigin),
    };
    response.writeHead(200, headers);
    response.end(body);
    return true;
  };
}
