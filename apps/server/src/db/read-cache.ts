/**
 * Answers of hot reads kept in memory until the next write. Only for the embedded database:
 * every write to it passes through this process (the data folder is locked to one server), so
 * counting the writes here is enough to know an answer is still true. Any write drops them all.
 */
export interface ReadCache {
  /** The answer kept for `key` if nothing was written since it was read; otherwise `read()`, kept. */
  get<T>(key: string, read: () => Promise<T>): Promise<T>;
  /** How many answers are kept (never more than the bound). */
  size(): number;
}

/** No cache: every read asks the database (PostgreSQL, where other processes write too). */
export const noReadCache: ReadCache = { get: (_key, read) => read(), size: () => 0 };

/**
 * A cache of at most `maxEntries` answers (the oldest goes first), valid while `writes()`
 * returns what it returned when the answer was read.
 */
export function readCache(writes: () => number, maxEntries = 1_000): ReadCache {
  const entries = new Map<string, { writes: number; value: unknown }>();
  let keptAt = writes();
  return {
    async get<T>(key: string, read: () => Promise<T>): Promise<T> {
      const now = writes();
      if (now !== keptAt) {
        entries.clear();
        keptAt = now;
      }
      const kept = entries.get(key);
      if (kept) return kept.value as T;
      const value = await read();
      // A write that finished while this read ran may or may not be in its answer: not kept then.
      if (writes() === now) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { writes: now, value });
      }
      return value;
    },
    size: () => entries.size,
  };
}
