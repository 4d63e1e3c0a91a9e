import { gt, lt, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.js';
import { revokedSessions } from '../../db/schema.js';

/** The NOTIFY channel a sign-out announces its session id on. */
export const SESSION_CHANNEL = 'masthead_session_revoked';

/** The sign-outs table: every process's memory of ended sessions is loaded from it and falls back on it. */
export function sessionRevocationsRepo(db: Db) {
  return {
    /** The sign-outs whose tokens have not expired yet. */
    async unexpired(): Promise<{ sessionId: string; expiresAt: Date }[]> {
      return db
        .select({ sessionId: revokedSessions.sessionId, expiresAt: revokedSessions.expiresAt })
        .from(revokedSessions)
        .where(gt(revokedSessions.expiresAt, sql`now()`));
    },

    /** Keeps a sign-out and tells every process of it. */
    async revoke(sessionId: string, expiresAt: Date): Promise<void> {
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
      const rows = rowsOf<{ found: number }>(
        await db.execute(
          sql`select 1 as found from ${revokedSessions} where ${revokedSessions.sessionId} = ${sessionId}`,
        ),
      );
      return rows.length > 0;
    },
  };
}
