import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { endpoints, messages } from '@masthead/contract';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { signingKey } from './bootstrap/signing-key.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { ACTOR_CHANNEL, actorCache } from './lib/actor-cache.js';
import { API_PREFIX } from './lib/api-address.js';
import { unauthorized } from './lib/errors.js';
import type { FrontDoor } from './lib/front-door.js';
import { PUBLIC_API_PREFIX } from './lib/public-answer-http.js';
import { createTokenService } from './lib/tokens.js';
import { authFace } from './modules/auth/auth.face.js';
import { appModules } from './modules/index.js';
import { buildModules, type FrontHandler, type Shared } from './modules/registry.js';
import { errorBody, registerErrorHandler } from './plugins/errors.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { loggerOptions, registerRequestLogging } from './plugins/logging.js';
import { registerPermissionGuard } from './plugins/permission.js';
import { registerPublicCors } from './plugins/public-cors.js';
import { rateLimitsPerMinute, registerRateLimits } from './plugins/rate-limits.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerUnreadBodyGuard } from './plugins/unread-body.js';
import type { S3Storage } from './storage/s3-storage.js';
import { localStorage } from './storage/storage.js';

const DOCS_PREFIX = `${API_PREFIX}/docs`;
/** The largest upload any kind allows; each kind's own cap is checked while streaming. */
const MAX_UPLOAD_BYTES = 1024 * 1024 * 1024;

/**
 * Fastify's `trustProxy` from ours. A hop count is a function: Fastify would read a bare
 * number differently across versions, and `true` is never used (any client could set its address).
 */
function trustProxyOption(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/**
 * Holds the place of Fastify's compiler factories until the zod compilers replace them (below), so
 * Fastify never loads its own. Its option is typed for Ajv's factories only; `setValidatorCompiler`
 * takes ours as they are, and installs the very factory the option would have held.
 */
function zodCompilersComeNext(): never {
  throw new Error('The zod compilers are set right after the app is made');
}

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Modules left out by name: a bench measures what one costs (bench/audit.bench.ts). Never set by the product. */
  leaveOut?: readonly string[];
  /**
   * The server already listening since the start began (lib/front-door.ts, ADR 0031): the app
   * answers through it once the caller opens it. Without one, the app makes its own server.
   */
  door?: FrontDoor;
}

export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
  leaveOut = [],
  door,
}: AppOptions): Promise<FastifyInstance> {
  const modules = appModules.filter((module) => !leaveOut.includes(module.name));
  // Handlers in front of the framework, tried in order: each answers a request itself (true) or
  // leaves it to Fastify. Modules add them (the delivery API's kept answers, redirects).
  const fronts: FrontHandler[] = [];
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    // Fastify's own two lines per request at info are replaced by one at debug (plugins/logging.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // The delivery API's reads log nothing of their own: no per-request child logger (a tenth of
    // the CPU of a kept answer); their rare errors are logged with the URL instead of a request id.
    childLoggerFactory: (parent, bindings, options, raw) =>
      raw.url?.startsWith(PUBLIC_API_PREFIX) ? parent : parent.child(bindings, options),
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    // The contract's zod schemas check requests and answers; given here, Fastify never loads its
    // own JSON-schema compilers (Ajv and fast-json-stringify: a sixth of a start, and their memory).
    schemaController: {
      compilersFactory: { buildValidator: zodCompilersComeNext, buildSerializer: zodCompilersComeNext },
    },
    // In front of the framework: the delivery API's kept answers leave from here as bytes.
    serverFactory: (handler) => {
      const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
        for (const front of fronts) if (front(request, response)) return;
        handler(request, response);
      };
      if (door) {
        door.handOver(handle);
        return door.server;
      }
      const server = http.createServer(handle);
      // Fastify sets its keep-alive timeout only on a server it makes; Node's own 5 s would close idle
      // connections a proxy still sends on (nginx keeps them 60 s): a 502. `headersTimeout` (60 s) may
      // stay below it: since Node 18 it counts from a request's first byte, not from the idle time before.
      server.keepAliveTimeout = config.keepAliveTimeoutMs;
      return server;
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLogging(app);
  registerInputGuard(app);
  registerUnreadBodyGuard(app);

  const { db } = database;
  // The S3 client loads only when a bucket is configured (it is large, and slows every start).
  const storage = config.s3
    ? (await import('./storage/s3-storage.js')).s3Storage(config.s3, path.join(config.dataDir, 'uploads-tmp'))
    : localStorage(config.mediaDir);
  const tokens = createTokenService(config.jwtSecret ?? (await signingKey(db, config.dataDir)), config.tokenTtlSeconds);
  const actors = actorCache();
  const stopListening = await database.listen(ACTOR_CHANNEL, actors.handlers);
  app.addHook('onClose', stopListening);
  const shared: Shared = {
    config,
    database,
    db,
    storage,
    tokens,
    actors,
    answerAtFront: (front) => fronts.push(front),
  };
  // Each module made once, after the faces it needs; the permission guard asks the auth module's.
  const built = await buildModules(modules, shared);
  const auth = built.face(authFace);

  registerSecurityHeaders(app);
  // JSON and other text over 1 KB goes compressed; brotli at a level that costs little CPU per
  // request. The web app's files are compressed once at build time and sent as they are.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await registerRateLimits(app, rateLimitsPerMinute(config));
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Masthead API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
      tags: [
        {
          name: 'public',
          description:
            'The delivery API a public site reads: no sign-in, read-only, published content and active things only. Every answer carries a weak ETag (304 to If-None-Match) and Cache-Control, and changes the moment an editor saves. Browsers may read it from PUBLIC_SITE_ORIGIN only (CORS).',
        },
      ],
    },
    transform: jsonSchemaTransform,
    // Schemas used more than once become components; without this their $refs point nowhere.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });

  registerPermissionGuard(app, {
    publicPrefixes: [DOCS_PREFIX],
    openBeforePasswordChange: [endpoints.user.me, endpoints.user.update, endpoints.auth.logout],
    async resolveActor(request) {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) throw unauthorized(messages.signInRequired);
      return auth.resolveToken(header.slice('Bearer '.length).trim());
    },
  });
  // Outside the /api plugin: a preflight is no write (no audit row, kept answers stay).
  registerPublicCors(app, config.publicSiteOrigin);

  await app.register(
    async (api) => {
      for (const module of built.parts) await module.api?.(api);
    },
    { prefix: API_PREFIX },
  );
  for (const module of built.parts) await module.app?.(app);

  // Uploaded media: never sniffed, and an SVG opened directly runs nothing.
  const mediaHeaders = (reply: { header: (name: string, value: string) => unknown }, key: string) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    if (key.endsWith('.svg')) {
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    }
  };
  if (storage.kind === 's3') {
    const bucket = storage as S3Storage;
    app.get('/media/*', { config: { permission: { public: true } } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const object = /(^|\/)\.\.?(\/|$)/.test(key) ? null : await bucket.read(key);
      if (!object) return reply.status(404).send(errorBody(404, messages.notFound));
      mediaHeaders(reply, key);
      reply.type(object.contentType);
      if (object.length !== undefined) reply.header('Content-Length', String(object.length));
      return reply.send(object.body);
    });
  } else {
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: '/media/',
      decorateReply: false,
      wildcard: true,
      index: false,
      allowedPath: (pathName) => !pathName.includes('/.tmp/'),
      setHeaders: (res, filePath) => mediaHeaders(res, filePath),
    });
  }

  // Read on each screen request (it is small) so a rebuilt web app needs no restart.
  const indexFile = config.webDir ? path.join(config.webDir, 'index.html') : null;
  if (config.webDir) {
    await app.register(fastifyStatic, {
      root: config.webDir,
      prefix: '/',
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  // History fallback: every screen path answers with the SPA; the API answers JSON.
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    const isScreen = !url.startsWith(`${API_PREFIX}/`) && !url.startsWith('/media/') && !/\.[a-z0-9]+$/i.test(url);
    if (indexFile && request.method === 'GET' && isScreen) {
      const html = await readFile(indexFile, 'utf8');
      return reply.type('text/html').header('Cache-Control', 'no-cache').send(html);
    }
    return reply.status(404).send(errorBody(404, `${messages.notFound}: ${request.method} ${url}`));
  });

  return app;
}
