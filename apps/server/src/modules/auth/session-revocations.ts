import { gt, lt, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.js';
import type { ListenHandlers } from '../../db/listener.js';
import { revokedSessions } from '../../db/schema.js';

/** The NOTIFY channel a sign-out announces its session id on. */
export const SESSION_CHANNEL = 'masthead_session_revoked';

/**
 * Sessions ended by signing out, known to every process without a query per request: each
 * process loads the unexpired ones when its subscription is (re)established and hears the
 * others' sign-outs as they happen. While it cannot hear them, it asks the database.
 */
export function sessionRevocations(db: Db, maxRemembered = 10_000) {
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
    const rows = await db
      .select({ sessionId: revokedSessions.sessionId, expiresAt: revokedSessions.expiresAt })
      .from(revokedSessions)
      .where(gt(revokedSessions.expiresAt, sql`now()`));
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
      await db.transaction(async (tx) => {
        await tx.insert(revokedSessions).values({ sessionId, expiresAt }).onConflictDoNothing();
        await tx.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${`${sessionId} ${expiresAt.getTime()}`})`);
        // Rows of expired tokens tell nothing any more: each sign-out clears a few.
        await tx.execute(
          sql`delete from ${revokedSessions} where ${revokedSessions.sessionId} in (
            select ${revokedSessions.sessionId} from ${revokedSessions}
            where ${lt(revokedSessions.expiresAt, sql`now()`)} limit 100)`,
        );
      });
    },

    async isRevoked(sessionId: string): Promise<boolean> {
      const expiresAt = revoked.get(sessionId);
      if (expiresAt !== undefined) {
        if (expiresAt > Date.now()) return true;
        revoked.delete(sessionId);
      }
      if (listening && !loading && !overflowed) return false;
      const rows = rowsOf<{ found: number }>(
        await db.execute(
          sql`select 1 as found from ${revokedSessions} where ${revokedSessions.sessionId} = ${sessionId}`,
        ),
      );
      return rows.length > 0;
    },
  };
}
export type SessionRevocations = ReturnType<typeof sessionRevocations>;
