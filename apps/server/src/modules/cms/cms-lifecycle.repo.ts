import { proposalCopyName, sharedCopyName } from '@masthead/contract';
import { and, eq, isNotNull, isNull, like, lte, or, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.js';
import { cmsEvents, cmsItems, collabDocuments } from '../../db/schema.js';

/** The changes of an item other than a save: into and out of the trash, for good, and the scheduler's. */
export function cmsLifecycleRepo(db: Db) {
  return {
    async setDeleted(id: string, deleted: boolean): Promise<boolean> {
      const rows = await db
        .update(cmsItems)
        .set({ deletedAt: deleted ? sql`now()` : null, updatedAt: sql`now()` })
        .where(and(eq(cmsItems.id, id), deleted ? isNull(cmsItems.deletedAt) : isNotNull(cmsItems.deletedAt)))
        .returning({ id: cmsItems.id });
      return rows.length > 0;
    },

    /** Deletes a trashed item for good, with its working copies (its notes and versions go by cascade). */
    async purge(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(cmsItems)
          .where(and(eq(cmsItems.id, id), isNotNull(cmsItems.deletedAt)))
          .returning({ id: cmsItems.id });
        if (rows.length === 0) return false;
        await tx
          .delete(collabDocuments)
          .where(
            or(
              eq(collabDocuments.name, sharedCopyName(id)),
              like(collabDocuments.name, `${proposalCopyName(id, '')}%`),
            ),
          );
        return true;
      });
    },

    /**
     * Publishes every scheduled item whose date has come, once: the transaction-scoped
     * advisory lock lets one process at a time in, and the status check inside the
     * UPDATE makes a second pass find nothing.
     */
    async publishDue(now: Date): Promise<string[]> {
      return db.transaction(async (tx) => {
        const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(7240002) as locked`);
        if (!rowsOf<{ locked: boolean }>(lock)[0]?.locked) return [];
        const published = await tx
          .update(cmsItems)
          .set({ status: 'Published', updatedAt: sql`now()` })
          .where(and(eq(cmsItems.status, 'Scheduled'), lte(cmsItems.publishDate, now), isNull(cmsItems.deletedAt)))
          .returning({ id: cmsItems.id });
        if (published.length > 0) {
          await tx
            .insert(cmsEvents)
            .values(
              published.map((p) => ({ cmsId: p.id, userId: null, fromStatus: 'Scheduled', toStatus: 'Published' })),
            );
        }
        return published.map((p) => p.id);
      });
    },
  };
}
