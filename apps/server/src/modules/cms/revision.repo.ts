import type { CmsItem, RevisionItem, RevisionState, RevisionSummary } from '@masthead/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.js';
import { isoJson, userRefJson } from '../../db/json.js';
import { cmsItems, cmsRevisions } from '../../db/schema.js';
import { snapshotJson } from './cms-item-json.repo.js';

/**
 * Keeps the item as it now is in `tx` as its next revision (number one past its last) and
 * returns the revision's id. Called in the transaction of the write, after it.
 */
export async function recordRevision(
  tx: Db,
  cmsId: string,
  revision: { state: RevisionState; userId: string | null },
): Promise<string> {
  const result = await tx.execute(sql`insert into cms_revisions (cms_id, number, state, status, user_id, item)
    select "cms_items"."id",
      coalesce((select max(r.number) from cms_revisions r where r.cms_id = "cms_items"."id"), 0) + 1,
      ${revision.state}, "cms_items"."status", ${revision.userId}, ${snapshotJson}
    from cms_items where "cms_items"."id" = ${cmsId}
    returning id`);
  return rowsOf<{ id: string }>(result)[0].id;
}

/** Marks the pending change a save approved (in the save's `tx`): the item no longer waits for review. */
export async function recordApproval(tx: Db, cmsId: string, revisionId: string, reviewerId: string): Promise<void> {
  await tx
    .update(cmsRevisions)
    .set({ state: 'Approved', reviewedById: reviewerId, reviewedAt: sql`now()` })
    .where(and(eq(cmsRevisions.id, revisionId), eq(cmsRevisions.cmsId, cmsId)));
  await tx
    .update(cmsItems)
    .set({ pendingRevisionId: null })
    .where(and(eq(cmsItems.id, cmsId), eq(cmsItems.pendingRevisionId, revisionId)));
}

/**
 * Keeps `item` (the item as a change would make it) as the item's pending change, in `tx` with
 * the item's row locked; the author's earlier pending change, if any, is superseded.
 */
export async function recordPendingChange(tx: Db, cmsId: string, item: CmsItem, authorId: string): Promise<void> {
  const [state] = await tx.select({ pending: cmsItems.pendingRevisionId }).from(cmsItems).where(eq(cmsItems.id, cmsId));
  if (state?.pending) {
    await tx.update(cmsRevisions).set({ state: 'Superseded' }).where(eq(cmsRevisions.id, state.pending));
  }
  const [revision] = await tx
    .insert(cmsRevisions)
    .values({
      cmsId,
      number: sql`coalesce((select max(r.number) from cms_revisions r where r.cms_id = ${cmsId}), 0) + 1`,
      state: 'Pending',
      status: item.status,
      userId: authorId,
      item,
    })
    .returning({ id: cmsRevisions.id });
  // Not a change of the live item: its version (updatedAt) stays, so other saves are not stale.
  await tx.update(cmsItems).set({ pendingRevisionId: revision.id }).where(eq(cmsItems.id, cmsId));
}

/** A revision's summary as JSON (the history's row); `r` is the revision. */
const summaryJson = sql<RevisionSummary>`json_build_object('_id', r.id, 'number', r.number, 'state', r.state,
  'status', r.status, 'title', r.item->>'title', 'user', ${userRefJson(sql`r.user_id`)},
  'createdAt', ${isoJson(sql`r.created_at`)}, 'reviewedBy', ${userRefJson(sql`r.reviewed_by_id`)},
  'reviewedAt', ${isoJson(sql`r.reviewed_at`)}, 'note', r.note)`;

/** The kept versions of content items: the history, one version whole, reviews, and thinning. */
export function revisionRepo(db: Db) {
  const historyQuery = db
    .select({ revision: sql<RevisionSummary>`${summaryJson}` })
    .from(sql`cms_revisions r`)
    .where(sql`r.cms_id = ${sql.placeholder('id')}`)
    .orderBy(sql`r.number desc`)
    .limit(sql.placeholder('limit'))
    .prepare('cms_revision_history');

  return {
    /** An item's revisions, newest first (the history panel): one index range, no content read. */
    async history(cmsId: string, limit = 200): Promise<RevisionSummary[]> {
      const rows = await historyQuery.execute({ id: cmsId, limit });
      return rows.map((row) => row.revision);
    },

    /** One revision with the item as it was; null when it is not one of this item's. */
    async get(cmsId: string, revisionId: string): Promise<(RevisionSummary & { item: RevisionItem }) | null> {
      const result = await db.execute(
        sql`select ${summaryJson} as summary, r.item from cms_revisions r where r.id = ${revisionId} and r.cms_id = ${cmsId}`,
      );
      const row = rowsOf<{ summary: RevisionSummary; item: RevisionItem }>(result)[0];
      return row ? { ...row.summary, item: row.item } : null;
    },

    /** The pending change of the item, if `revisionId` is it. */
    async pending(cmsId: string, revisionId: string): Promise<boolean> {
      const rows = await db
        .select({ id: cmsItems.id })
        .from(cmsItems)
        .where(and(eq(cmsItems.id, cmsId), eq(cmsItems.pendingRevisionId, revisionId)));
      return rows.length > 0;
    },

    /** Turns a pending change down with a note: the item no longer waits, the live version stays. */
    async reject(cmsId: string, revisionId: string, reviewerId: string, note: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const cleared = await tx
          .update(cmsItems)
          .set({ pendingRevisionId: null })
          .where(and(eq(cmsItems.id, cmsId), eq(cmsItems.pendingRevisionId, revisionId)))
          .returning({ id: cmsItems.id });
        if (cleared.length === 0) return false;
        await tx
          .update(cmsRevisions)
          .set({ state: 'Rejected', reviewedById: reviewerId, reviewedAt: sql`now()`, note })
          .where(eq(cmsRevisions.id, revisionId));
        return true;
      });
    },

    /**
     * Thins revisions made before `cutoff` to the newest of each item's day. A pending change is
     * never removed, nor the newest version of an item (it is what the item is now).
     */
    async thin(cutoff: Date): Promise<number> {
      const before = cutoff.toISOString();
      // Ranked among the versions that can go: a pending change neither goes nor takes a day's place.
      const result = await db.execute(sql`delete from cms_revisions r using (
          select id,
            row_number() over (partition by cms_id, date_trunc('day', created_at) order by number desc) as in_day,
            row_number() over (partition by cms_id, state = 'Saved' order by number desc) as newest_of_kind
          from cms_revisions
          where state <> 'Pending'
            and cms_id in (select cms_id from cms_revisions where created_at < ${before})
        ) ranked
        where r.id = ranked.id and ranked.in_day > 1 and r.created_at < ${before}
          and not (r.state = 'Saved' and ranked.newest_of_kind = 1)
          and not exists (select 1 from cms_items i where i.pending_revision_id = r.id)
        returning r.id`);
      return rowsOf(result).length;
    },

    /** The newest revisions first, for tests and the bench. */
    async newest(cmsId: string) {
      return db.select().from(cmsRevisions).where(eq(cmsRevisions.cmsId, cmsId)).orderBy(desc(cmsRevisions.number));
    },
  };
}
export type RevisionRepo = ReturnType<typeof revisionRepo>;
