import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { API_PREFIX } from './api-address.js';
import type { PublicAnswer, PublicCache } from './public-cache.js';
import { publicCorsHeaders } from './public-cors.js';

/** The Cache-Control of what the public site reads, said once for every answer that carries one. */
export const publicCacheControl = {
  /** Caches in front of the site keep an answer briefly and may serve it a while longer as they ask again. */
  found: 'public, max-age=30, stale-while-revalidate=300',
  /** DECISIONS: something gone is a 404 with a short max-age, so caches drop their old copy (a redirect lookup too). */
  short: 'public, max-age=30',
  /** An answer for one reader only (a preview): kept by no cache. */
  personal: 'private, no-store',
} as const;

/** The delivery API's address space. */
export const PUBLIC_API_PREFIX = `${API_PREFIX}/public/`;

/** Whether `If-None-Match` names this ETag (weak comparison, as for GET). */
export function namesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * The headers of every answer of the delivery API, whoever sends it (a kept answer at the front,
 * a handler, the redirects' front): Cache-Control, the two security headers that apply to JSON
 * read by another site, and CORS for the public site's origin only.
 */
export function publicHeaders(
  cacheControl: string,
  origin: string | undefined,
  allowedOrigin: string | null,
): Record<string, string> {
  return {
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'cross-origin',
    ...publicCorsHeaders(origin, allowedOrigin),
  };
}

/** The headers of a kept public answer: its weak ETag and the headers of every public answer. */
export function publicAnswerHeaders(
  answer: PublicAnswer,
  origin: string | undefined,
  allowedOrigin: string | null,
): Record<string, string> {
  const cacheControl = answer.status === 200 ? publicCacheControl.found : publicCacheControl.short;
  return { etag: `W/${answer.etag}`, ...publicHeaders(cacheControl, origin, allowedOrigin) };
}

type Encoding = 'br' | 'gzip';
/** Each kept answer compressed once, on the first request that accepts it, and dropped with it. */
const compressed = new WeakMap<PublicAnswer, Partial<Record<Encoding, Buffer>>>();

function encodingFor(accept: string | undefined, size: number): Encoding | null {
  if (!accept || size < 1024) return null;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

function encoded(answer: PublicAnswer, encoding: Encoding): Buffer {
  const kept = compressed.get(answer) ?? {};
  let body = kept[encoding];
  if (!body) {
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(answer.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : zlib.gzipSync(answer.body, { level: 6 });
    compressed.set(answer, { ...kept, [encoding]: body });
  }
  return body;
}

/**
 * The front of the HTTP server: a GET or HEAD of the delivery API whose answer is kept leaves
 * from here, as bytes already made (and compressed at most once), without entering the
 * framework; anything else is left to it (returns false). The same URL always asks the same
 * thing, so the URL is the key; only answers the handlers built are ever kept.
 */
export function serveKeptAnswer(
  cache: PublicCache,
  allowedOrigin: string | null,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  return (request, response) => {
    const url = request.url;
    if (!url?.startsWith(PUBLIC_API_PREFIX) || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const answer = cache.peek(url);
    if (!answer) return false;
    const headers = publicAnswerHeaders(answer, request.headers.origin, allowedOrigin);
    if (namesEtag(request.headers['if-none-match'], headers.etag)) {
      response.writeHead(304, headers).end();
      return true;
    }
    const encoding = encodingFor(request.headers['accept-encoding'], answer.body.length);
    const body = encoding ? encoded(answer, encoding) : answer.body;
    headers['content-type'] = 'application/json; charset=utf-8';
    headers['content-length'] = String(body.length);
    if (answer.body.length >= 1024)
      headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
    if (encoding) headers['content-encoding'] = encoding;
    response.writeHead(answer.status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  };
}
