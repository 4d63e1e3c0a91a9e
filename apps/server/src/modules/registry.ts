import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { ActorCache } from '../lib/actor-cache.js';
import type { Api } from '../lib/route.js';
import type { TokenService } from '../lib/tokens.js';
import type { Storage } from '../storage/storage.js';

/** Answers a request before the framework sees it (true), or leaves it (false). */
export type FrontHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

/** What the app builds once and every module may use: neutral things, none of them a module's. */
export interface Shared {
  config: Config;
  database: Database;
  db: Db;
  storage: Storage;
  tokens: TokenService;
  /** Forget cached rights (one user's id, or `EVERYONE`) after a write that changes them. */
  actors: ActorCache;
  /**
   * Puts a handler in front of the framework: for the hottest public reads, answered from memory
   * (kept answers, redirects). It must leave anything it does not fully answer to Fastify.
   */
  answerAtFront(front: FrontHandler): void;
}

declare const faceType: unique symbol;

/**
 * The name a module's face is asked for by, carrying the face's type: a module that offers it
 * exports the key from its `<module>.face.ts`, and whoever needs it names the key (ADR 0034).
 */
export interface FaceKey<Face> {
  readonly module: string;
  readonly [faceType]?: Face;
}

export function faceKey<Face>(module: string): FaceKey<Face> {
  return { module };
}

type FaceKeys = Record<string, FaceKey<unknown>>;
/** The faces a module asked for, under the names it gave them. */
export type FacesOf<Needs extends FaceKeys> = { [K in keyof Needs]: Needs[K] extends FaceKey<infer F> ? F : never };

/** What a module made of itself: the face others get, and its registrations. */
export interface ModuleParts {
  /** Its endpoints, registered under /api. */
  api?(api: Api): Promise<void> | void;
  /**
   * What it serves outside /api (pages) and starts beside the routes (jobs, listening to the
   * database): `create` only builds, so an app is made without a database answering.
   */
  app?(app: Api): Promise<void> | void;
}

interface Definition<Needs extends FaceKeys> {
  name: string;
  /** The faces of other modules it uses, under the names `create` gets them by. */
  needs?: Needs;
}

interface OfferingDefinition<Face, Needs extends FaceKeys> extends Definition<Needs> {
  /** Its face's key: what it offers other modules, and nothing else of it is theirs. */
  offers: FaceKey<Face>;
  create(shared: Shared, faces: FacesOf<Needs>): Promise<ModuleParts & { face: Face }> | (ModuleParts & { face: Face });
}

interface PlainDefinition<Needs extends FaceKeys> extends Definition<Needs> {
  offers?: undefined;
  create(shared: Shared, faces: FacesOf<Needs>): Promise<ModuleParts> | ModuleParts;
}

/** The faces made so far, by module name. */
export type FaceBook = ReadonlyMap<string, unknown>;

/**
 * One feature area of the server, built once per app: `create` makes its repos and services and
 * returns its face and registrations. Adding one is a line in `modules/index.ts`.
 */
export interface AppModule {
  readonly name: string;
  readonly offers: string | null;
  readonly needs: readonly string[];
  build(shared: Shared, faces: FaceBook): Promise<ModuleParts & { face?: unknown }>;
}

export function defineModule<Face, Needs extends FaceKeys = Record<never, never>>(
  definition: OfferingDefinition<Face, Needs>,
): AppModule;
export function defineModule<Needs extends FaceKeys = Record<never, never>>(
  definition: PlainDefinition<Needs>,
): AppModule;
export function defineModule(definition: OfferingDefinition<unknown, FaceKeys> | PlainDefinition<FaceKeys>): AppModule {
  const needs = definition.needs ?? {};
  if (definition.offers && definition.offers.module !== definition.name) {
    throw new Error(`module ${definition.name} offers the face of ${definition.offers.module}`);
  }
  return {
    name: definition.name,
    offers: definition.offers?.module ?? null,
    needs: Object.values(needs).map((key) => key.module),
    async build(shared, book) {
      const faces: Record<string, unknown> = {};
      for (const [as, key] of Object.entries(needs)) {
        if (!book.has(key.module)) throw new Error(`module ${definition.name} needs the face of ${key.module}`);
        faces[as] = book.get(key.module);
      }
      return definition.create(shared, faces);
    },
  };
}

/** The modules made, each once, with the faces they offer; `parts` in the order of the list. */
export interface BuiltModules {
  parts: readonly ModuleParts[];
  face<Face>(key: FaceKey<Face>): Face;
}

/**
 * Makes every module once: a module after the faces it needs (whatever its place in the list,
 * which is the order routes are registered in). A need nobody offers, or a circle, stops the start.
 */
export async function buildModules(modules: readonly AppModule[], shared: Shared): Promise<BuiltModules> {
  const book = new Map<string, unknown>();
  const built = new Map<AppModule, ModuleParts>();
  while (built.size < modules.length) {
    const ready = modules.filter((module) => !built.has(module) && module.needs.every((name) => book.has(name)));
    if (ready.length === 0) {
      const waiting = modules.filter((module) => !built.has(module)).map((m) => `${m.name} (${m.needs.join(', ')})`);
      throw new Error(`modules wait for faces nobody can make first: ${waiting.join('; ')}`);
    }
    for (const module of ready) {
      const made = await module.build(shared, book);
      if (module.offers) book.set(module.offers, made.face);
      built.set(module, made);
    }
  }
  return {
    parts: modules.flatMap((module) => built.get(module) ?? []),
    face<Face>(key: FaceKey<Face>): Face {
      if (!book.has(key.module)) throw new Error(`no module offers the face of ${key.module}`);
      return book.get(key.module) as Face;
    },
  };
}
