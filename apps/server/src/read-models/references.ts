import type { ContentType } from '@masthead/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * An item as another record names it (a notification's subject): `{_id, title, type}`, or null
 * when it is gone. Read-only, beside `db/json.ts`'s references to people and files (ADR 0034).
 */
export function itemRefJson(itemId: SQL): SQL<{ _id: string; title: string; type: ContentType } | null> {
  return sql`(select json_build_object('_id', i.id, 'title', i.title, 'type', i.type) from cms_items i where i.id = ${itemId})`;
}
