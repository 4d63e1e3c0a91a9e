import type { Asset } from '@masthead/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assets } from '../../db/schema.js';
import { mediaUrl } from '../../lib/media-url.js';

type AssetRow = typeof assets.$inferSelect;

function toAsset(row: AssetRow): Asset {
  return {
    _id: row.id,
    key: row.key,
    url: mediaUrl(row.key),
    name: row.name,
    tag: row.tag,
    mimeType: row.mimeType,
    size: row.size,
    thumbnailUrl: row.thumbnailKey ? mediaUrl(row.thumbnailKey) : null,
  };
}

export function assetRepo(db: Db) {
  return {
    async insert(values: typeof assets.$inferInsert): Promise<Asset> {
      const [row] = await db.insert(assets).values(values).returning();
      return toAsset(row);
    },
    /** Deletes the record; answers the storage keys it held. */
    async delete(id: string): Promise<{ key: string; thumbnailKey: string | null } | null> {
      const [row] = await db
        .delete(assets)
        .where(eq(assets.id, id))
        .returning({ key: assets.key, thumbnailKey: assets.thumbnailKey });
      return row ?? null;
    },
    /** Which of `ids` are stored files. */
    async existingIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: assets.id })
        .from(assets)
        .where(inArray(assets.id, [...new Set(ids)]));
      return new Set(rows.map((row) => row.id));
    },
    async getById(id: string): Promise<Asset | null> {
      const [row] = await db.select().from(assets).where(eq(assets.id, id)).limit(1);
      return row ? toAsset(row) : null;
    },
  };
}
export type AssetRepo = ReturnType<typeof assetRepo>;
