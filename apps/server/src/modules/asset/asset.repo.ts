import type { Asset, PdfPage } from '@masthead/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assetPages, assets } from '../../db/schema.js';
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

/** A page as stored: its thumbnail's key and its printed text. */
export interface StoredPage {
  number: number;
  thumbnailKey: string;
  width: number;
  height: number;
  text: string;
}

function toPage(row: StoredPage): PdfPage {
  return { number: row.number, thumbnailUrl: mediaUrl(row.thumbnailKey), width: row.width, height: row.height };
}

export function assetRepo(db: Db) {
  async function pagesOf(id: string): Promise<PdfPage[]> {
    const rows = await db.select().from(assetPages).where(eq(assetPages.assetId, id)).orderBy(asc(assetPages.number));
    return rows.map(toPage);
  }

  return {
    /** The record, and a PDF's pages with it (one transaction). */
    async insert(values: typeof assets.$inferInsert, pages: StoredPage[] = []): Promise<Asset> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(assets).values(values).returning();
        if (pages.length === 0) return toAsset(row);
        await tx.insert(assetPages).values(pages.map((page) => ({ ...page, assetId: row.id })));
        return { ...toAsset(row), pages: pages.map(toPage) };
      });
    },
    pagesOf,
    /** Each page's printed text, in order. */
    async pageTexts(id: string): Promise<string[]> {
      const rows = await db
        .select({ text: assetPages.text })
        .from(assetPages)
        .where(eq(assetPages.assetId, id))
        .orderBy(asc(assetPages.number));
      return rows.map((row) => row.text);
    },
    /** The storage keys of a PDF's page thumbnails. */
    async pageKeys(id: string): Promise<string[]> {
      const rows = await db.select({ key: assetPages.thumbnailKey }).from(assetPages).where(eq(assetPages.assetId, id));
      return rows.map((row) => row.key);
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
    /** The MIME type of each of `ids` that is a stored file, by id. */
    async fileTypes(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: assets.id, mimeType: assets.mimeType })
        .from(assets)
        .where(inArray(assets.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.mimeType]));
    },
    async getById(id: string): Promise<Asset | null> {
      const [row] = await db.select().from(assets).where(eq(assets.id, id)).limit(1);
      if (!row) return null;
      return row.mimeType === 'application/pdf' ? { ...toAsset(row), pages: await pagesOf(id) } : toAsset(row);
    },
  };
}
export type AssetRepo = ReturnType<typeof assetRepo>;
