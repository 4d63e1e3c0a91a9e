import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.js';

/** The tags in use, offered as one types a tag. */
export function cmsTagsRepo(db: Db) {
  return {
    /** Tags in use that begin with `prefix` (any case), most used first, among the newest 5,000 items. */
    async tagSuggestions(prefix: string, limit = 10): Promise<string[]> {
      const result = await db.execute(sql`select tag from (
          select unnest(tags) as tag from (
            select tags from cms_items where deleted_at is null order by created_at desc limit 5000) recent) used
        where starts_with(lower(tag), lower(${prefix}))
        group by tag order by count(*) desc, tag limit ${limit}`);
      return rowsOf<{ tag: string }>(result).map((row) => row.tag);
    },
  };
}
