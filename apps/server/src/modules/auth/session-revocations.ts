import type { Db } from '../../db/client.js';
import type { ListenHandlers } from '../../db/listener.js';
import { sessionRevocationsRepo } from './session-revocations.repo.js';

export { SESSION_CHANNEL } from './session-revocations.repo.js';

/**
 * Sessions ended by signing out, known to every process without a query per request: each
 * process loads the unexpired ones when its subscription is (re)established and hears the
 * others' sign-outs as they happen. While it cannot hear them, it asks the database.
 */
export function sessionRevocations(db: Db, maxRemembered = 10_000) {
  const repo = sessionRevocationsRepo(db);
  /** Revoked session id → when its token expires (ms); at most `maxRemembered` of them. */
  const revoked = new Map<string, number>();
  let listening = false;
  let loading: Promise<void> | null = null;
  /** More unexpired sign-outs than the memory keeps: until the next reload, ask the database. */
  let overflowed = false;
  /** Told after each sign-out heard or made here, and after sign-outs missed while deaf were loaded. */
  const watchers = new Set<() => void>();
  const tell = () => {
    for (const watcher of watchers) watcher();
  };

  function remember(sessionId: string, expiresAt: number): void {
    const now = Date.now();
    if (expiresAt <= now) return;
    if (revoked.size >= maxRemembered) {
      for (const [id, expiry] of revoked) if (expiry <= now) revoked.delete(id);
    }
    if (revoked.size >= maxRemembered) overflowed = true;
    else revoked.set(sessionId, expiresAt);
  }

  async function load(): Promise<void> {
    const rows = await repo.unexpired();
    for (const row of rows) remember(row.sessionId, row.expiresAt.getTime());
  }

  const handlers: ListenHandlers = {
    onMessage(payload) {
      const [sessionId, expiresAt] = payload.split(' ');
      if (sessionId) remember(sessionId, Number(expiresAt) || Date.now() + 86_400_000);
      tell();
    },
    onReady() {
      // Sign-outs missed while deaf are in the table; until they are loaded, ask per request.
      revoked.clear();
      overflowed = false;
      loading = load()
        .then(() => {
          listening = true;
          tell();
        })
        .catch(() => {})
        .finally(() => {
          loading = null;
        });
    },
    onLost() {
      listening = false;
    },
  };

  return {
    handlers,
    /** How many sign-outs the memory holds (never more than `maxRemembered`). */
    remembered: () => revoked.size,
    /** Calls `watcher` whenever a session may have ended; returns the unsubscribe. */
    watch(watcher: () => void): () => void {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },

    /** Ends one session; every process stops accepting its token at once. */
    async revoke(sessionId: string, expiresAt: Date): Promise<void> {
      remember(sessionId, expiresAt.getTime());
      tell();
      await repo.revoke(sessionId, expiresAt);
    },

    async isRevoked(sessionId: string): Promise<boolean> {
      const expiresAt = revoked.get(sessionId);
      if (expiresAt !== undefined) {
        if (expiresAt > Date.now()) return true;
        revoked.delete(sessionId);
      }
      if (listening && !loading && !overflowed) return false;
      return repo.isRevoked(sessionId);
    },
  };
}
export type SessionRevocations = ReturnType<typeof sessionRevocations>;
