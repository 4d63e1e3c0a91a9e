import { existsSync } from 'node:fs';
import { cp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ListenHandlers, listenOnPg, type StopListening } from './listener.js';
import { noReadCache, type ReadCache, readCache } from './read-cache.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One type for both drivers: every repo is written once against it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Hot reads answered from memory until the next write: embedded only (see read-cache.ts). */
  readCache: ReadCache;
  migrate(): Promise<void>;
  /**
   * Runs one statement straight on the driver, prepared once per connection under `name` on
   * PostgreSQL: for a statement so hot that building it through drizzle costs more than running it.
   */
  run(name: string, text: string, values: unknown[]): Promise<void>;
  /** Hears NOTIFY on `channel` (sent by any process on this database) until stopped. */
  listen(channel: string, handlers: ListenHandlers): Promise<StopListening>;
  close(): Promise<void>;
}

/** The rows of a raw `db.execute()`: both drivers answer with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Where the build puts its files: this module runs from dist/ or dist/chunks/ (or src/db while developing). */
const bundleFolders = [import.meta.dirname, path.join(import.meta.dirname, '..')];

/** Migrations sit beside the bundle in production and in src/db while developing. */
export function migrationsFolder(): string {
  const candidates = bundleFolders.flatMap((folder) => [
    path.join(folder, 'migrations'),
    path.join(folder, 'db/migrations'),
  ]);
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`No migrations found in ${candidates.join(' or ')}`);
  return found;
}

/** The commands (as the engine names what a statement did) that change nothing. */
const READ_COMMANDS = new Set(['SELECT', 'SHOW']);
/** How a failed statement is judged, having no command: by its first word. */
const READ_WORDS = /^\s*(select|show|with)\b/i;
/**
 * A WITH whose part is an INSERT, UPDATE, DELETE or MERGE (`name AS [NOT MATERIALIZED] (insert …`):
 * the engine names the statement by its last part (SELECT), so such a part is looked for in its text.
 */
const WRITING_PART = /\bas\s*(?:(?:not\s+)?materialized\s*)?\(\s*(?:insert|update|delete|merge)\b/i;

/**
 * Whether a statement only read, by what the engine says it did (its command), so a search that
 * begins with WITH is a read like any SELECT; a part that writes, or a statement that failed and
 * does not begin as a read, counts as a write.
 */
export function onlyRead(command: string | undefined, text: string): boolean {
  if (WRITING_PART.test(text)) return false;
  return command === undefined ? READ_WORDS.test(text) : READ_COMMANDS.has(command);
}

/**
 * The client as drizzle sees it, counting the writes: a statement that did not only read once it
 * has run (`onlyRead`), a transaction once it has ended (whatever it did).
 */
function countingWrites(client: PGlite): { client: PGlite; writes: () => number } {
  let writes = 0;
  const counting: Partial<PGlite> = {
    async query<T>(...args: Parameters<PGlite['query']>) {
      let command: string | undefined;
      try {
        const result = await client.query<T>(...args);
        command = result.command;
        return result;
      } finally {
        if (!onlyRead(command, args[0])) writes += 1;
      }
    },
    async exec(...args: Parameters<PGlite['exec']>) {
      try {
        return await client.exec(...args);
      } finally {
        writes += 1;
      }
    },
    async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      try {
        return await client.transaction(callback);
      } finally {
        writes += 1;
      }
    },
  };
  const counted = new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(counting, property)) return counting[property as keyof typeof counting];
      const value = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they run on the engine itself.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { client: counted, writes: () => writes };
}

export function openPglite(engine: PGlite): Database {
  const { client, writes } = countingWrites(engine);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    readCache: readCache(writes),
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    // Through the counting client: a statement that writes drops the read cache.
    run: async (_name, text, values) => {
      await client.query(text, values);
    },
    // One embedded engine in this process: the subscription cannot drop.
    async listen(channel, handlers) {
      const unlisten = await engine.listen(channel, handlers.onMessage);
      handlers.onReady();
      return async () => {
        if (!engine.closed) await unlisten();
      };
    },
    close: () => engine.close(),
  };
}

/**
 * Each connection keeps the plan of a named statement (ADR 0052): the hot reads (a list tab, the
 * search, the users page, an item) are named, and their page size and offset are parameters, so
 * under the default (`auto`) PostgreSQL judged a fresh plan cheaper and planned every call again.
 * Unnamed statements are planned for their values as before.
 */
export const KEEP_NAMED_PLANS = '-c plan_cache_mode=force_generic_plan';

export function openPg(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max, options: KEEP_NAMED_PLANS });
  // An idle connection dropped by the server (restart, failover) must not end the process;
  // the pool replaces it and the next query reports any lasting failure.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  const db = drizzlePg(pool, { schema });
  return {
    db,
    driver: 'pg',
    readCache: noReadCache,
    migrate: () => migrateUnderLock(connectionString),
    run: async (name, text, values) => {
      await pool.query({ name, text, values });
    },
    listen: (channel, handlers) => listenOnPg(connectionString, channel, handlers),
    close: () => pool.end(),
  };
}

/** Any fixed number: the advisory lock every Masthead process takes to migrate. */
const MIGRATION_LOCK = 7_112_026;

/**
 * Migrates on one connection holding an advisory lock, so that several processes starting
 * together on one database migrate one after the other (the later ones find nothing to do).
 */
async function migrateUnderLock(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}

/**
 * PostgreSQL's settings for the embedded engine, sized for a small server (a 1 GB machine); PGlite
 * writes them as the data folder's postgresql.conf on every start. ADR 0011 gives the measured
 * effect of each. The last lines keep what initdb writes there (time zone, locale, text search).
 */
export const embeddedSettings = [
  // PostgreSQL's 128 MB default filled the WebAssembly memory, which never shrinks; reads past the
  // buffers come from the operating system's file cache.
  'shared_buffers = 16MB',
  // One session (PGlite is single-user): no slots for a hundred.
  'max_connections = 5',
  'maintenance_work_mem = 16MB',
  'work_mem = 4MB',
  'temp_buffers = 2MB',
  'max_wal_size = 256MB',
  'min_wal_size = 32MB',
  "timezone = 'UTC'",
  "log_timezone = 'UTC'",
  "datestyle = 'iso, mdy'",
  "lc_messages = 'C'",
  "lc_monetary = 'C'",
  "lc_numeric = 'C'",
  "lc_time = 'C'",
  "default_text_search_config = 'pg_catalog.english'",
];

/** The build's migrated empty data folder (dist/pglite-template); none while developing from the sources. */
export function pgliteTemplateFolder(): string | undefined {
  return bundleFolders
    .map((dir) => path.join(dir, 'pglite-template'))
    .find((folder) => existsSync(path.join(folder, 'PG_VERSION')));
}

/**
 * Makes a fresh data folder a copy of `template`, so that no start creates a cluster (initdb, the
 * costliest step in time and memory); a folder that holds a database already is left as it is.
 * The copy is made beside the folder and renamed, so a start stopped while copying leaves no half folder.
 */
export async function seedDataFolder(folder: string, template: string | undefined): Promise<void> {
  if (!template || existsSync(path.join(folder, 'PG_VERSION'))) return;
  const copying = `${folder}.copying`;
  await rm(copying, { recursive: true, force: true });
  await cp(template, copying, { recursive: true });
  await rm(folder, { recursive: true, force: true });
  await rename(copying, folder);
}

export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  /** The migrated empty data folder a fresh one starts from; the build's by default. */
  template?: string;
}): Promise<Database> {
  if (options.databaseUrl) return openPg(options.databaseUrl);
  const folder = path.join(options.dataDir, 'pglite');
  await seedDataFolder(folder, options.template ?? pgliteTemplateFolder());
  const client = await PGlite.create(folder, { postgresqlconf: embeddedSettings });
  return openPglite(client);
}
