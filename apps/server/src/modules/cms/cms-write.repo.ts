import type { CmsItem, ContentStatus, ContentType } from '@masthead/contract';
import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cmsCategories, cmsEvents, cmsItems } from '../../db/schema.js';
import { changedBy, unchangedSince } from '../../lib/stale-write.js';
import { snapshotJson } from './cms-item-json.repo.js';
import { recordApproval, recordPendingChange, recordRevision } from './revision.repo.js';

/** The columns a save may set: the table's own insert type, less what the database or the repo decides. */
export type CmsWriteValues = Partial<
  Omit<
    typeof cmsItems.$inferInsert,
    'id' | 'createdById' | 'updatedById' | 'views' | 'deletedAt' | 'createdAt' | 'updatedAt'
  >
>;

/** A new item's columns: what a save may set, with what every item has. */
export type CmsInsertValues = CmsWriteValues & {
  title: string;
  type: ContentType;
  status: ContentStatus;
  permaLink: string;
};

export interface UpdateOptions {
  categoryIds?: string[];
  actorId: string;
  expected?: string;
  fromStatus: ContentStatus;
  /** The pending change this save approves. */
  resolves?: string;
}

async function replaceCategories(tx: Db, id: string, categoryIds: string[]): Promise<void> {
  await tx.delete(cmsCategories).where(eq(cmsCategories.cmsId, id));
  if (categoryIds.length > 0) {
    await tx.insert(cmsCategories).values(categoryIds.map((categoryId) => ({ cmsId: id, categoryId })));
  }
}

/** The write of a save in `tx`: the row (if still the expected version), its categories, its status event. */
async function applyUpdate(tx: Db, id: string, values: CmsWriteValues, options: UpdateOptions): Promise<boolean> {
  const rows = await tx
    .update(cmsItems)
    .set({ ...values, ...changedBy(options.actorId) })
    .where(and(eq(cmsItems.id, id), unchangedSince(cmsItems.updatedAt, options.expected)))
    .returning({ id: cmsItems.id });
  if (rows.length === 0) return false;
  if (options.categoryIds) await replaceCategories(tx, id, options.categoryIds);
  if (values.status && values.status !== options.fromStatus) {
    await tx
      .insert(cmsEvents)
      .values({ cmsId: id, userId: options.actorId, fromStatus: options.fromStatus, toStatus: values.status });
  }
  return true;
}

/**
 * The item as a save would make it, without making it: the save is made inside a savepoint
 * (every rule of the database applies, the permalink's uniqueness too), the item as it would be
 * is read, and the savepoint is rolled back. Null when the item is no longer the `expected` version.
 */
async function itemAfter(tx: Db, id: string, values: CmsWriteValues, options: UpdateOptions): Promise<CmsItem | null> {
  let item: CmsItem | null = null;
  try {
    await tx.transaction(async (savepoint) => {
      if (await applyUpdate(savepoint, id, values, options)) {
        const [row] = await savepoint
          .select({ item: sql<CmsItem>`${snapshotJson}` })
          .from(cmsItems)
          .where(eq(cmsItems.id, id));
        item = row.item;
      }
      savepoint.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return item;
}

/** The saves of content items: each kept as a revision, or kept as a pending change. */
export function cmsWriteRepo(db: Db) {
  return {
    async insert(values: CmsInsertValues, categoryIds: string[], actorId: string): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(cmsItems)
          .values({ ...values, createdById: actorId, updatedById: actorId })
          .returning({ id: cmsItems.id });
        if (categoryIds.length > 0) {
          await tx.insert(cmsCategories).values(categoryIds.map((categoryId) => ({ cmsId: row.id, categoryId })));
        }
        await tx
          .insert(cmsEvents)
          .values({ cmsId: row.id, userId: actorId, fromStatus: null, toStatus: values.status });
        await recordRevision(tx, row.id, { state: 'Saved', userId: actorId });
        return row.id;
      });
    },

    /**
     * Saves the item and keeps the result as its next revision. Nothing changes, and false comes
     * back, when the item is no longer the `expected` version. `resolves`: the pending change this
     * save approves (it is marked Approved, and the item no longer waits for review).
     */
    async update(id: string, values: CmsWriteValues, options: UpdateOptions): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await applyUpdate(tx, id, values, options))) return false;
        await recordRevision(tx, id, { state: 'Saved', userId: options.actorId });
        if (options.resolves) await recordApproval(tx, id, options.resolves, options.actorId);
        return true;
      });
    },

    /**
     * Keeps a change to a live item as a pending revision without changing the item (the author's
     * earlier pending change, if any, is superseded). False when the item is no longer the
     * `expected` version.
     */
    async savePending(id: string, values: CmsWriteValues, options: UpdateOptions): Promise<boolean> {
      return db.transaction(async (tx) => {
        // The item's row stays locked to the end, so revision numbers cannot collide.
        await tx.execute(sql`select 1 from cms_items where id = ${id} for update`);
        const item = await itemAfter(tx, id, values, options);
        if (!item) return false;
        await recordPendingChange(tx, id, item, options.actorId);
        return true;
      });
    },
  };
}
