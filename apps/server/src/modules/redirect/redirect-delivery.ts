import { normalizeOldUrl } from '@masthead/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ListenHandlers } from '../../db/listener.js';
import { type MissCounter, missCounter } from './miss-counter.js';
import type { RedirectCounts, RedirectRepo } from './redirect.repo.js';

export const REDIRECTS_CHANNEL = 'masthead_redirects';

interface Target {
  id: string;
  redirectUrl: string;
  statusCode: number;
  /** Its old path is one this server answers itself (stored before that was refused): never served. Known on first use. */
  own?: boolean;
}

/** The longest chain followed before giving up (a loop that got in some other way). */
const MAX_HOPS = 20;

/**
 * Every enabled redirect in memory (old path → target), read again on a NOTIFY from any process
 * (within a second of a save), so resolving a path is one map lookup. Hits and paths that found
 * nothing are counted in memory (misses within `MISS_LIMITS`) and written every `flushMs`; a
 * graceful stop writes them. A redirect of an address `isOwnPath` says this server answers is never served.
 */
export function redirectDelivery(
  repo: RedirectRepo,
  flushMs: number,
  log: FastifyBaseLogger,
  isOwnPath: (path: string) => boolean,
  misses: MissCounter = missCounter(),
) {
  let targets = new Map<string, Target>();
  let loading: Promise<void> | null = null;
  let again = false;
  let hits = new Map<string, { count: number; at: Date }>();
  let flushing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  async function load(): Promise<void> {
    const rows = await repo.enabled();
    targets = new Map(
      rows.map((row) => [row.oldUrl, { id: row.id, redirectUrl: row.redirectUrl, statusCode: row.statusCode }]),
    );
  }

  function reload(): Promise<void> {
    if (loading) {
      again = true;
      return loading;
    }
    loading = load()
      .catch((error: unknown) => log.error({ err: error }, 'reading the redirects failed'))
      .finally(() => {
        loading = null;
        if (again) {
          again = false;
          void reload();
        }
      });
    return loading;
  }

  function bump(id: string): void {
    const entry = hits.get(id);
    if (entry) {
      entry.count += 1;
      entry.at = new Date();
    } else hits.set(id, { count: 1, at: new Date() });
  }

  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      if (hits.size === 0 && misses.size === 0) return;
      const counts: RedirectCounts = {
        hits: [...hits].map(([id, entry]) => ({ id, ...entry })),
        misses: misses.take(),
      };
      hits = new Map();
      try {
        await repo.add(counts);
      } catch (error) {
        log.error({ err: error }, 'writing redirect hits failed');
      }
    });
    return flushing;
  }

  /** The served redirect under `key`, if any. */
  function served(key: string): Target | undefined {
    const target = targets.get(key);
    if (!target) return undefined;
    target.own ??= isOwnPath(key);
    return target.own ? undefined : target;
  }

  /** The redirect of a path: the exact path and query first, then the path alone. */
  function lookup(path: string): Target | undefined {
    const exact = served(path);
    if (exact) return exact;
    const question = path.indexOf('?');
    return question > 0 ? served(path.slice(0, question)) : undefined;
  }

  /** Where a path goes, counted as a hit; null when nowhere (not counted). */
  function find(raw: string): { redirectUrl: string; statusCode: number } | null {
    const path = normalizeOldUrl(raw);
    const found = path ? lookup(path) : undefined;
    if (!found) return null;
    bump(found.id);
    return { redirectUrl: found.redirectUrl, statusCode: found.statusCode };
  }

  return {
    handlers: {
      onMessage: () => void reload(),
      onReady: () => void reload(),
      onLost: () => {},
    } satisfies ListenHandlers,

    async start(): Promise<void> {
      timer = setInterval(() => void flush(), flushMs);
      timer.unref();
      await reload();
    },

    reload,
    flush,
    find,

    /**
     * Where a path goes, counted as a hit; a path that goes nowhere is counted as a miss of
     * `client` (its address), within the limits of the 404 list.
     */
    resolve(raw: string, client: string): { redirectUrl: string; statusCode: number } | null {
      const found = find(raw);
      if (found) return found;
      const path = normalizeOldUrl(raw);
      if (path && !isOwnPath(path)) misses.count(path.split('?')[0] as string, client);
      return null;
    },

    /** Where a chain that starts at `target` ends, if `target` is itself redirected; null otherwise. */
    chainEnd(target: string): string | null {
      let current = target;
      const seen = new Set<string>();
      for (let hop = 0; hop < MAX_HOPS; hop++) {
        const next = targets.get(current);
        if (!next || seen.has(current)) break;
        seen.add(current);
        current = next.redirectUrl;
      }
      return current === target ? null : current;
    },

    async stop(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}
export type RedirectDelivery = ReturnType<typeof redirectDelivery>;
