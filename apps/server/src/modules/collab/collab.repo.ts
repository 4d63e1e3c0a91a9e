import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cmsItems, collabDocuments } from '../../db/schema.js';

/** The stored working copies, and what the collaboration server must know of an item to let someone in. */
export function collabRepo(db: Db) {
  return {
    async load(name: string): Promise<Uint8Array | null> {
      const [row] = await db
        .select({ state: collabDocuments.state })
        .from(collabDocuments)
        .where(eq(collabDocuments.name, name));
      return row ? new Uint8Array(row.state) : null;
    },

    async store(name: string, state: Uint8Array): Promise<void> {
      await db
        .insert(collabDocuments)
        .values({ name, state })
        .onConflictDoUpdate({ target: collabDocuments.name, set: { state, updatedAt: sql`now()` } });
    },

    async exists(name: string): Promise<boolean> {
      const [row] = await db
        .select({ name: collabDocuments.name })
        .from(collabDocuments)
        .where(eq(collabDocuments.name, name));
      return row !== undefined;
    },

    async item(id: string) {
      const [row] = await db
        .select({ userId: cmsItems.userId, status: cmsItems.status, deletedAt: cmsItems.deletedAt })
        .from(cmsItems)
        .where(eq(cmsItems.id, id));
      return row ?? null;
    },
  };
}
export type CollabRepo = ReturnType<typeof collabRepo>;
