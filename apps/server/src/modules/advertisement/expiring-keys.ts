/**
 * Keys remembered until a time, never more than `max` of them: when full, the oldest go first, so
 * memory stays bounded whatever clients send. Keys are swept from the oldest while they have
 * expired; entries added with one lifetime (the usual case) expire in the order they were added.
 */
export function expiringKeys(max: number) {
  const until = new Map<string, number>();

  function sweep(now: number): void {
    for (const [key, expiresAt] of until) {
      if (expiresAt > now && until.size <= max) break;
      until.delete(key);
    }
  }

  return {
    /** When the key stops being remembered, or undefined when it is not (any more). */
    get(key: string, now: number): number | undefined {
      const expiresAt = until.get(key);
      if (expiresAt === undefined) return undefined;
      if (expiresAt > now) return expiresAt;
      until.delete(key);
      return undefined;
    },
    add(key: string, expiresAt: number, now: number): void {
      until.delete(key);
      until.set(key, expiresAt);
      sweep(now);
    },
    get size(): number {
      return until.size;
    },
  };
}
export type ExpiringKeys = ReturnType<typeof expiringKeys>;
