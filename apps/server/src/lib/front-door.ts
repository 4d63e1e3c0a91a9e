import { readFile } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { paths } from '@masthead/contract/routes';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/** The web app's screen addresses (`/article/edit/:id` as one segment for the id): no redirect or route takes them (ADR 0027). */
const screenPatterns = [...new Set(Object.values(paths))].map(
  (screen) => new RegExp(`^${screen.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
);

export function isScreenPath(url: string): boolean {
  const pathname = url.split(/[?#]/)[0] ?? '';
  return screenPatterns.some((pattern) => pattern.test(pathname));
}

export interface FrontDoor {
  /** The HTTP server: listening from the first moment, before the database and the app are ready. */
  server: http.Server;
  /** The app's request handler (given by its server factory); used once `open()` is called. */
  handOver(handler: Handler): void;
  /** From now on the app answers everything; the requests that waited go to it first, in order. */
  open(): void;
  /** The app could not start: the requests that waited are answered 503 and the door stays shut. */
  fail(): void;
}

/**
 * The server a start listens on at once (ADR 0031). Until the app is ready, a GET of a screen
 * (the sign-in page first) is answered with the web app's page and the headers the app gives it,
 * so a browser opened with `npm start` has its page while the embedded database opens and
 * migrates; every other request (the API, files, media, previews) waits and is handed to the app
 * when it is ready: answered as it would have been, a little later, never refused.
 */
export function frontDoor(options: {
  /** The built web app's folder; without one, every request waits for the app. */
  webDir: string | null;
  /** The security headers every page of the back office carries (plugins/security-headers.ts). */
  secure: Middleware;
  keepAliveTimeoutMs: number;
}): FrontDoor {
  let app: Handler | null = null;
  let state: 'starting' | 'open' | 'failed' = 'starting';
  const waiting: [IncomingMessage, ServerResponse][] = [];
  const indexFile = options.webDir ? path.join(options.webDir, 'index.html') : null;
  let page: Promise<string> | null = null;

  const answerScreen = (request: IncomingMessage, response: ServerResponse) => {
    page ??= readFile(indexFile ?? '', 'utf8');
    page.then(
      (html) =>
        options.secure(request, response, () => {
          response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-cache' });
          response.end(request.method === 'HEAD' ? undefined : html);
        }),
      () => waiting.push([request, response]),
    );
  };

  const server = http.createServer((request, response) => {
    if (state === 'open' && app) return app(request, response);
    if (state === 'failed') return refuse(response);
    const method = request.method ?? '';
    if (indexFile && (method === 'GET' || method === 'HEAD') && isScreenPath(request.url ?? '')) {
      answerScreen(request, response);
      return;
    }
    waiting.push([request, response]);
  });
  // Node's own 5 s would close idle connections a proxy still sends on (app.ts says why).
  server.keepAliveTimeout = options.keepAliveTimeoutMs;

  return {
    server,
    handOver(handler) {
      app = handler;
    },
    open() {
      if (!app) throw new Error('The front door was opened before the app handed over its handler');
      state = 'open';
      for (const [request, response] of waiting.splice(0)) app(request, response);
    },
    fail() {
      state = 'failed';
      for (const [, response] of waiting.splice(0)) refuse(response);
    },
  };
}

function refuse(response: ServerResponse): void {
  if (response.headersSent) return;
  response.writeHead(503, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
  response.end(JSON.stringify({ error: { status: 503, code: 'UNAVAILABLE', message: 'The server could not start' } }));
}
