import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { S3Settings } from './storage/s3-storage.js';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server URL; without it the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | null;
  /** JWT_SECRET; null: the key kept in the database (shared by every process on it). */
  jwtSecret: string | null;
  /** Uploaded media: MEDIA_DIR (a folder every process shares), or DATA_DIR/media. */
  mediaDir: string;
  /** S3-compatible storage for media instead of `mediaDir`, when S3_BUCKET is set. */
  s3: S3Settings | null;
  tokenTtlSeconds: number;
  adminEmail: string | null;
  adminPassword: string | null;
  /** Built SPA to serve; null when it is not built (API only). */
  webDir: string | null;
  logLevel: string;
  /** The public site that renders previews; without it the server's own preview page does. */
  publicSiteUrl: string | null;
  /** The one origin (scheme, host, port) whose pages may read the delivery API from a browser (CORS). */
  publicSiteOrigin: string | null;
  /** Memory for the delivery API's kept answers (PUBLIC_CACHE_MB, 32 by default); 0 keeps none. */
  publicCacheBytes: number;
  /** How often the scheduled-publishing job looks for due items; 0 turns it off. */
  publishIntervalMs: number;
  /** Redis that the collaboration servers of several processes share (REDIS_URL); null: this process alone. */
  redisUrl: string | null;
  /** How often each collaboration socket is pinged; one that has not answered the last ping is ended (COLLAB_PING_MS, 15 s). */
  collabPingMs: number;
  /**
   * Live sockets one client address may hold open at once (COLLAB_SOCKETS_PER_ADDRESS, 100): one per
   * open item per tab, and a newsroom behind one NAT address shares it. Of them, at most
   * COLLAB_SIGNING_IN_PER_ADDRESS (8) may be not yet signed in.
   */
  collabSockets: { perAddress: number; signingInPerAddress: number };
  /** Revisions older than this many days are thinned to one a day (REVISION_KEEP_DAYS, 30); 0 keeps all. */
  revisionKeepDays: number;
  /**
   * Advertisement serving (ADR 0013, 0028): how often counts are written, the pacing lead, how long
   * a reader's view of an ad counts once (AD_VIEW_WINDOW_MINUTES, 30; 0 counts every view), and
   * requests per address per minute to the ad (AD_REQUESTS_PER_MINUTE, 120) and click
   * (AD_CLICKS_PER_MINUTE, 30) addresses; 0 lifts a limit.
   */
  ads: {
    flushMs: number;
    refreshMs: number;
    leadSeconds: number;
    viewWindowSeconds: number;
    requestsPerMinute: number;
    clicksPerMinute: number;
  };
  loginLimits: { perIpPerMinute: number; failuresPerEmail: number; emailWindowMinutes: number };
  /** Upload attempts per user per minute (a gallery of a hundred images fits). */
  uploadsPerMinute: number;
  /**
   * Whose `X-Forwarded-For` to believe: nobody (false), the last `n` hops, or the listed
   * proxy addresses / CIDR ranges. Never everybody: that lets any client pick its address.
   */
  trustProxy: false | number | string[];
  /**
   * How long an idle keep-alive connection stays open (KEEP_ALIVE_TIMEOUT_MS, 72 s): longer than the
   * proxies and load balancers in front keep theirs (nginx and AWS ALB 60 s), so the server never
   * closes one the proxy is about to send on (a 502 for a POST it cannot retry).
   */
  keepAliveTimeoutMs: number;
}

/** TRUST_PROXY: unset or `false` → nobody; a number → that many proxy hops; else a comma list of addresses. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true' || text === '*') {
    throw new Error(
      'TRUST_PROXY=true would believe X-Forwarded-For from any client; set the number of proxies in front (e.g. 1) or their addresses',
    );
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Fastify's own default, which it applies only to a server it makes itself (ours comes from `serverFactory`). */
export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 72_000;

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** PORT: 0–65535, where 0 asks the system for a free port; 3000 when unset. */
function portFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535 (0: any free port), not "${value}"`);
  }
  return port;
}

/** The project folder (this file runs from apps/server/src or apps/server/dist), so every way of starting agrees. */
const projectDir = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Relative DATA_DIR values are read from the folder the command runs in; the default is one folder
  // for `npm start`, `npm run dev` and a server started from apps/server alike.
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(projectDir, '.data');
  mkdirSync(dataDir, { recursive: true });
  const defaultWebDir = path.resolve(import.meta.dirname, '../../web/dist');
  const webDir = env.WEB_DIR ? path.resolve(env.WEB_DIR) : defaultWebDir;
  return {
    port: portFrom(env.PORT),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    jwtSecret: env.JWT_SECRET || null,
    mediaDir: env.MEDIA_DIR ? path.resolve(env.MEDIA_DIR) : path.join(dataDir, 'media'),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || null,
          region: env.S3_REGION || 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID || null,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
          // MinIO, s3rver and most self-hosted servers want the bucket in the path.
          forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
        }
      : null,
    tokenTtlSeconds: intFrom(env.TOKEN_TTL_SECONDS, 12 * 60 * 60),
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    webDir: existsSync(path.join(webDir, 'index.html')) ? webDir : null,
    logLevel: env.LOG_LEVEL ?? 'info',
    publicSiteUrl: env.PUBLIC_SITE_URL || null,
    publicSiteOrigin: env.PUBLIC_SITE_ORIGIN ? new URL(env.PUBLIC_SITE_ORIGIN).origin : null,
    publicCacheBytes: env.PUBLIC_CACHE_MB === '0' ? 0 : intFrom(env.PUBLIC_CACHE_MB, 32) * 1024 * 1024,
    publishIntervalMs: env.PUBLISH_INTERVAL_MS === '0' ? 0 : intFrom(env.PUBLISH_INTERVAL_MS, 30_000),
    revisionKeepDays: env.REVISION_KEEP_DAYS === '0' ? 0 : intFrom(env.REVISION_KEEP_DAYS, 30),
    redisUrl: env.REDIS_URL || null,
    collabPingMs: intFrom(env.COLLAB_PING_MS, 15_000),
    collabSockets: {
      perAddress: intFrom(env.COLLAB_SOCKETS_PER_ADDRESS, 100),
      signingInPerAddress: intFrom(env.COLLAB_SIGNING_IN_PER_ADDRESS, 8),
    },
    ads: {
      flushMs: intFrom(env.AD_FLUSH_MS, 1000),
      refreshMs: 60_000,
      leadSeconds: intFrom(env.AD_PACING_LEAD_MINUTES, 60) * 60,
      viewWindowSeconds: env.AD_VIEW_WINDOW_MINUTES === '0' ? 0 : intFrom(env.AD_VIEW_WINDOW_MINUTES, 30) * 60,
      requestsPerMinute: env.AD_REQUESTS_PER_MINUTE === '0' ? 0 : intFrom(env.AD_REQUESTS_PER_MINUTE, 120),
      clicksPerMinute: env.AD_CLICKS_PER_MINUTE === '0' ? 0 : intFrom(env.AD_CLICKS_PER_MINUTE, 30),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    keepAliveTimeoutMs: intFrom(env.KEEP_ALIVE_TIMEOUT_MS, DEFAULT_KEEP_ALIVE_TIMEOUT_MS),
    uploadsPerMinute: intFrom(env.UPLOAD_LIMIT_PER_MINUTE, 300),
    loginLimits: {
      perIpPerMinute: intFrom(env.LOGIN_LIMIT_PER_IP, 30),
      failuresPerEmail: intFrom(env.LOGIN_LIMIT_PER_EMAIL, 10),
      emailWindowMinutes: intFrom(env.LOGIN_LIMIT_WINDOW_MINUTES, 15),
    },
  };
}
