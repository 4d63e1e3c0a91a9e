/**
 * What the delivery API bench reads, added to the generated content: the home layout (5 headlines,
 * 7 top stories, a cover story, 8 sections) and a category holding half the items.
 */
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../apps/server/src/db/client.js';

/** The category as large as a real archive's: its page 1,000 exists. */
export const BIG_CATEGORY = 'newsroom';

const live = sql.raw(`status in ('Published', 'Scheduled') and deleted_at is null
  and (publish_date is null or publish_date <= now())`);

/** The newsroom's home page and a category as large as a real one's archive; returns an item's permalink. */
export async function preparePublic(database: Database): Promise<{ permaLink: string }> {
  const { db } = database;
  const [{ id: newsroom }] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into categories (name, slug, description)
      values ('Newsroom', ${BIG_CATEGORY}, 'Everything the newsroom wrote') returning id`),
  );
  await db.execute(sql`insert into cms_categories (cms_id, category_id)
    select id, ${newsroom} from cms_items where abs(hashtext(id::text || 'n')) % 2 = 0`);
  const newest = rowsOf<{ id: string }>(
    await db.execute(sql`select id from cms_items where ${live}
      order by coalesce(publish_date, created_at) desc, id desc limit 15`),
  ).map((row) => row.id);
  const sectionCategories = rowsOf<{ id: string }>(
    await db.execute(sql`select id from categories where slug like 'section-%' order by slug limit 5`),
  ).map((row) => row.id);
  const section = (index: number, type: string, extra: Record<string, unknown>) => ({
    _id: `00000000-0000-4000-8000-00000000000${index}`,
    type,
    name: `Section ${index}`,
    color: '#1c7ed6',
    template: `template-${(index % 6) + 1}`,
    category: null,
    articles: [],
    position: null,
    ...extra,
  });
  const body = {
    headlines: newest.slice(0, 5),
    topStory: newest.slice(5, 12),
    coverStory: newest[12],
    sections: [
      ...sectionCategories.map((category, i) =>
        section(i + 1, 'Category', { category, articles: i === 0 ? newest.slice(13, 15) : [] }),
      ),
      section(6, 'Video', {}),
      section(7, 'Gallery', {}),
      section(8, 'Advertisement', { template: 'template-1', position: 'RightTop' }),
    ],
  };
  await db.execute(sql`update layouts set body = ${JSON.stringify(body)}::jsonb where name = 'home'`);
  await db.execute(sql`vacuum analyze`);
  // A headline: the page readers open most.
  const [{ permaLink }] = rowsOf<{ permaLink: string }>(
    await db.execute(sql`select perma_link as "permaLink" from cms_items where id = ${newest[0]}`),
  );
  return { permaLink };
}
