/**
 * Answers of hot reads kept in memory until the next write. Only for the embedded database:
 * every write to it passes through this process (the data folder is locked to one server), so
 * counting the writes here is enough to know an answer is still true. Any write drops them all.
 */
export interface ReadCache {
  /** The answer kept for `key` if nothing was written since it was read; otherwise `read()`, kept. */
  get<T>(key: string, read: () => Promise<T>): Promise<T>;
  /** How many answers are kept (never more than the bounds allow). */
  size(): number;
  /** Their size as JSON, in characters (never more than `maxBytes`). */
  bytes(): number;
}

/** No cache: every read asks the database (PostgreSQL, where other processes write too). */
export const noReadCache: ReadCache = { get: (_key, read) => read(), size: () => 0, bytes: () => 0 };

export interface ReadCacheBounds {
  /** At most this many answers (the oldest goes first). */
  maxEntries?: number;
  /** At most this much JSON in all; one answer larger than a quarter of it is not kept. */
  maxBytes?: number;
}

/** How much an answer holds: its JSON length (measured once, when it is kept). */
function sizeOf(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}

/**
 * A cache bounded by count and by size (items can be long: a bound on the count alone would let
 * a thousand long stories fill the memory), valid while `writes()` returns what it returned
 * when the answer was read.
 */
export function readCache(
  writes: () => number,
  { maxEntries = 1_000, maxBytes = 16 * 1024 * 1024 }: ReadCacheBounds = {},
): ReadCache {
  const entries = new Map<string, { value: unknown; bytes: number }>();
  let keptAt = writes();
  let total = 0;

  const clear = () => {
    entries.clear();
    total = 0;
  };
  const dropOldest = () => {
    const [key, entry] = entries.entries().next().value as [string, { bytes: number }];
    entries.delete(key);
    total -= entry.bytes;
  };

  return {
    async get<T>(key: string, read: () => Promise<T>): Promise<T> {
      const now = writes();
      if (now !== keptAt) {
        clear();
        keptAt = now;
      }
      const kept = entries.get(key);
      if (kept) return kept.value as T;
      const value = await read();
      // A write that finished while this read ran may or may not be in its answer: not kept then.
      if (writes() !== now || keptAt !== now) return value;
      const bytes = sizeOf(value);
      if (bytes > maxBytes / 4) return value;
      while (entries.size > 0 && (entries.size >= maxEntries || total + bytes > maxBytes)) dropOldest();
      entries.set(key, { value, bytes });
      total += bytes;
      return value;
    },
    size: () => entries.size,
    bytes: () => total,
  };
}
