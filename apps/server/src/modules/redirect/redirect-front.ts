import { messages } from '@masthead/contract';
import { errorBody } from '../../plugins/errors.js';
import type { FrontHandler } from '../registry.js';
import type { RedirectDelivery } from './redirect-delivery.js';

const RESOLVE = '/api/public/redirect?';

/**
 * `GET /api/public/redirect?path=…` answered in front of the framework: one map lookup, counted,
 * the JSON written directly. Anything it would have to refuse (no path, two of them, too long)
 * goes on to the route, whose validation says why.
 */
export function redirectFront(delivery: RedirectDelivery, allowedOrigin: string | null): FrontHandler {
  return (request, response) => {
    const url = request.url;
    if (request.method !== 'GET' || !url?.startsWith(RESOLVE)) return false;
    const query = new URLSearchParams(url.slice(RESOLVE.length));
    const asked = query.getAll('path');
    const path = asked[0];
    if (asked.length !== 1 || !path || path.length > 2000) return false;
    const found = delivery.resolve(path);
    const body = JSON.stringify(found ? { data: found } : errorBody(404, messages.redirectNotFound));
    const headers: Record<string, string | number> = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'public, max-age=30',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    };
    if (allowedOrigin) {
      headers.vary = 'Origin';
      if (request.headers.origin === allowedOrigin) headers['access-control-allow-origin'] = allowedOrigin;
    }
    response.writeHead(found ? 200 : 404, headers);
    response.end(body);
    return true;
  };
}
