import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { ActorCache } from '../lib/actor-cache.js';
import type { ContentSavedHub } from '../lib/content-saved.js';
import type { PublicCache } from '../lib/public-cache.js';
import type { Api } from '../lib/route.js';
import type { TokenService } from '../lib/tokens.js';
import type { Storage } from '../storage/storage.js';
import type { RequireAssets } from './asset/require-assets.js';
import type { AuthService } from './auth/auth.service.js';

/** Answers a request before the framework sees it (true), or leaves it (false). */
export type FrontHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

/** What the app builds once and every module may use. */
export interface Shared {
  config: Config;
  database: Database;
  db: Db;
  storage: Storage;
  tokens: TokenService;
  /** Forget cached rights (one user's id, or `EVERYONE`) after a write that changes them. */
  actors: ActorCache;
  requireAssets: RequireAssets;
  /** Sign-in, sign-out and tokens (the permission guard resolves every request through it). */
  auth: AuthService;
  /** The delivery API's kept answers (dropped on every write, here or in another process). */
  publicAnswers: PublicCache;
  /**
   * Puts a handler in front of the framework: for the hottest public reads, answered from memory
   * (kept answers, redirects). It must leave anything it does not fully answer to Fastify.
   */
  answerAtFront(front: FrontHandler): void;
  /** Every save of an item, announced by content and heard by the working copies (ADR 0021). */
  contentSaved: ContentSavedHub;
}

/**
 * One feature area of the server: it builds its own repo and service and registers its
 * endpoints of the contract's catalogue. Adding one is a line in `modules/index.ts`.
 */
export interface AppModule {
  name: string;
  /** Its endpoints, registered under /api. */
  api(api: Api, shared: Shared): Promise<void> | void;
  /** What it serves outside /api (pages) and starts beside the routes (jobs). */
  app?(app: Api, shared: Shared): Promise<void> | void;
}

export function defineModule(module: AppModule): AppModule {
  return module;
}
