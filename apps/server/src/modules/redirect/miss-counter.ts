/**
 * How much of the editors' 404 list anonymous callers may fill (ADR 0027). A client is its address
 * as the app reads it (`request.ip`: forwarded headers only under `TRUST_PROXY`).
 */
export const MISS_LIMITS = {
  /** Misses counted per client address a minute; more are answered but not counted. */
  perClientPerMinute: 60,
  /** Paths kept in the list, the most asked; a flush drops the rest (fewest hits, oldest first). */
  kept: 1000,
  /** A longer path is not a mistyped address worth a redirect: answered, never stored. */
  maxPathLength: 300,
  /** Distinct paths held in memory between two flushes (a second apart). */
  maxPending: 1000,
  /** Client addresses remembered in one minute's window. */
  maxClients: 10_000,
} as const;

export type MissLimits = { [K in keyof typeof MISS_LIMITS]: number };

const WINDOW_MS = 60_000;

export interface CountedMiss {
  path: string;
  count: number;
  at: Date;
}

/** Paths that found nothing, counted in memory until `take()`, within the limits above. */
export function missCounter(limits: MissLimits = MISS_LIMITS, now: () => number = Date.now) {
  let pending = new Map<string, { count: number; at: Date }>();
  let perClient = new Map<string, number>();
  let windowStart = now();

  /** Whether this client may add one more miss in the current minute (and takes it). */
  function allow(client: string): boolean {
    const time = now();
    if (time - windowStart >= WINDOW_MS) {
      perClient = new Map();
      windowStart = time;
    }
    const used = perClient.get(client);
    if (used === undefined && perClient.size >= limits.maxClients) return false;
    if ((used ?? 0) >= limits.perClientPerMinute) return false;
    perClient.set(client, (used ?? 0) + 1);
    return true;
  }

  return {
    count(path: string, client: string): void {
      if (path.length > limits.maxPathLength) return;
      const entry = pending.get(path);
      if (!entry && pending.size >= limits.maxPending) return;
      if (!allow(client)) return;
      const at = new Date(now());
      if (entry) {
        entry.count += 1;
        entry.at = at;
      } else pending.set(path, { count: 1, at });
    },

    /** The misses counted since the last take. */
    take(): CountedMiss[] {
      const taken = [...pending].map(([path, entry]) => ({ path, ...entry }));
      pending = new Map();
      return taken;
    },

    get size(): number {
      return pending.size;
    },
  };
}
export type MissCounter = ReturnType<typeof missCounter>;
