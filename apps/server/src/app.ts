import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { messages } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { signingKey } from './bootstrap/signing-key.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { startScheduledPublishing } from './jobs/scheduled-publishing.js';
import { unauthorized } from './lib/errors.js';
import { createTokenService } from './lib/tokens.js';
import { assetRepo } from './modules/asset/asset.repo.js';
import { assetRoutes } from './modules/asset/asset.routes.js';
import { assetService } from './modules/asset/asset.service.js';
import { ACTOR_CHANNEL, actorCache } from './modules/auth/actor-cache.js';
import { authRepo } from './modules/auth/auth.repo.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { authService } from './modules/auth/auth.service.js';
import { loginThrottle } from './modules/auth/login-throttle.js';
import { SESSION_CHANNEL, sessionRevocations } from './modules/auth/session-revocations.js';
import { categoryRepo } from './modules/category/category.repo.js';
import { categoryRoutes } from './modules/category/category.routes.js';
import { categoryService } from './modules/category/category.service.js';
import { cmsRepo } from './modules/cms/cms.repo.js';
import { cmsRoutes, previewPageRoutes } from './modules/cms/cms.routes.js';
import { cmsService } from './modules/cms/cms.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { metricsRepo } from './modules/metrics/metrics.repo.js';
import { metricsRoutes } from './modules/metrics/metrics.routes.js';
import { metricsService } from './modules/metrics/metrics.service.js';
import { roleRepo } from './modules/role/role.repo.js';
import { roleRoutes } from './modules/role/role.routes.js';
import { roleService } from './modules/role/role.service.js';
import { siteRepo } from './modules/site/site.repo.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { siteService } from './modules/site/site.service.js';
import { userRepo } from './modules/user/user.repo.js';
import { userRoutes } from './modules/user/user.routes.js';
import { userService } from './modules/user/user.service.js';
import { errorBody, registerErrorHandler } from './plugins/errors.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { loggerOptions, registerRequestLogging } from './plugins/logging.js';
import { registerPermissionGuard } from './plugins/permission.js';
import { registerUnreadBodyGuard } from './plugins/unread-body.js';
import { type S3Storage, s3Storage } from './storage/s3-storage.js';
import { localStorage } from './storage/storage.js';

const require = createRequire(import.meta.url);
const DOCS_PREFIX = '/api/docs';
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

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp({ config, database, logger = true, logStream }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    // Fastify's own two lines per request at info are replaced by one at debug (plugins/logging.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLogging(app);
  registerInputGuard(app);
  registerUnreadBodyGuard(app);

  const { db } = database;
  const storage = config.s3
    ? s3Storage(config.s3, path.join(config.dataDir, 'uploads-tmp'))
    : localStorage(config.mediaDir);
  const tokens = createTokenService(config.jwtSecret ?? (await signingKey(db, config.dataDir)), config.tokenTtlSeconds);
  const users = userRepo(db);
  const actors = actorCache();
  const stopListening = await database.listen(ACTOR_CHANNEL, actors.handlers);
  app.addHook('onClose', stopListening);
  const { perIpPerMinute, failuresPerEmail, emailWindowMinutes } = config.loginLimits;
  const throttles = {
    byIp: loginThrottle(db, 'ip', perIpPerMinute, 60_000),
    failuresByEmail: loginThrottle(db, 'email', failuresPerEmail, emailWindowMinutes * 60_000),
  };
  const sessions = sessionRevocations(db);
  const stopHearingSignOuts = await database.listen(SESSION_CHANNEL, sessions.handlers);
  app.addHook('onClose', stopHearingSignOuts);
  const auth = authService(authRepo(db), users, tokens, throttles, actors, sessions);
  const cms = cmsService(cmsRepo(db));

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Masthead API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });

  registerPermissionGuard(app, {
    publicPrefixes: [DOCS_PREFIX],
    async resolveActor(request) {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) throw unauthorized(messages.signInRequired);
      return auth.resolveToken(header.slice('Bearer '.length).trim());
    },
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { check: async () => void (await db.execute(sql`select 1`)) });
      await api.register(authRoutes, { auth });
      await api.register(userRoutes, {
        users: userService(users, actors.forget),
        auth,
        authorOptions: cms.authorOptions,
      });
      await api.register(roleRoutes, { roles: roleService(roleRepo(db), actors.forget) });
      await api.register(assetRoutes, {
        assets: assetService(assetRepo(db), storage),
        uploadsPerMinute: config.uploadsPerMinute,
      });
      await api.register(siteRoutes, { site: siteService(siteRepo(db)) });
      await api.register(metricsRoutes, { metrics: metricsService(metricsRepo(db)) });
      await api.register(categoryRoutes, { categories: categoryService(categoryRepo(db)) });
      await api.register(cmsRoutes, { cms, tokens, publicSiteUrl: config.publicSiteUrl });
    },
    { prefix: '/api' },
  );

  await app.register(previewPageRoutes, { cms, tokens });
  await app.register(fastifyStatic, {
    root: path.join(path.dirname(require.resolve('katex/package.json')), 'dist'),
    prefix: '/preview-assets/katex/',
    decorateReply: false,
    wildcard: true,
    index: false,
  });

  if (config.publishIntervalMs > 0) {
    const stop = startScheduledPublishing(cms.publishDue, config.publishIntervalMs, app.log);
    app.addHook('onClose', async () => stop());
  }

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
    const isScreen = !url.startsWith('/api/') && !url.startsWith('/media/') && !/\.[a-z0-9]+$/i.test(url);
    if (indexFile && request.method === 'GET' && isScreen) {
      const html = await readFile(indexFile, 'utf8');
      return reply.type('text/html').header('Cache-Control', 'no-cache').send(html);
    }
    return reply.status(404).send(errorBody(404, `${messages.notFound}: ${request.method} ${url}`));
  });

  return app;
}
