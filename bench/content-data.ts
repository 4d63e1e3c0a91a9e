/**
 * Generates realistic content in the database: 200 authors, a nested category tree,
 * and `items` content items with several sections of text each. Done with
 * `generate_series` inside the database, so 100,000 items take seconds, not minutes.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.js';

/** 55 words; every index below stays within them, so no NULL tag or word is made. */
const words =
  'government minister parliament budget election market shares economy storm harbour football league final ' +
  'championship weather city council school hospital police court verdict report science climate energy prices ' +
  'housing transport rail strike talks agreement summit border trade exports farmers festival music film award ' +
  'technology startup investment bank inflation interest rates record season coach injury victory defeat';

/** Returns a two-word search that matches a small share of the items, as real searches do. */
export async function generateContent(db: Db, items: number): Promise<{ searchQuery: string }> {
  await db.execute(sql`
    insert into users (name, email, phone, password_hash)
    select 'Author ' || g, 'author' || g || '@example.com', '+44 20 7946 ' || lpad(g::text, 4, '0'), 'x'
    from generate_series(1, 200) g`);
  await db.execute(sql`
    insert into categories (name, slug)
    select 'Section ' || g, 'section-' || g from generate_series(1, 20) g`);
  await db.execute(sql`
    insert into categories (name, slug, parent_id)
    select 'Topic ' || p.n || '.' || c, 'topic-' || p.n || '-' || c, p.id
    from (select id, row_number() over (order by slug) n from categories) p, generate_series(1, 5) c`);
  await db.execute(sql`
    create temporary table bench_authors as select array_agg(id) as ids from users`);
  await db.execute(sql`
    create temporary table bench_categories as select array_agg(id order by slug) as ids from categories`);
  await db.execute(sql`
    insert into cms_items (title, type, status, description, body, body_text, user_id, publish_date, perma_link, created_at, updated_at, tags)
    select
      initcap(t.title), t.type, t.status, t.description,
      jsonb_build_array(
        jsonb_build_object('title', 'Background', 'body', '<p>' || t.p1 || '</p>'),
        jsonb_build_object('title', 'What happened', 'body', '<p>' || t.p2 || '</p>'),
        jsonb_build_object('title', 'What next', 'body', '<p>' || t.p3 || '</p>')),
      t.p1 || ' ' || t.p2 || ' ' || t.p3,
      a.ids[1 + (g % 200)],
      t.created + interval '2 hours',
      'item-' || g,
      t.created, t.created,
      array[(string_to_array(${words}, ' '))[1 + g % 55], (string_to_array(${words}, ' '))[1 + (g * 7) % 55]]
    from generate_series(1, ${items}) g
    cross join bench_authors a
    cross join lateral (
      select
        (select string_agg((case when random() < 0.7 then (string_to_array(${words}, ' '))[1 + floor(55 * random())::int + 0 * i] else (array['ba','ce','di','fo','gu','ka','le','mi','no','pu','ra','se','ti','vo','zu'])[1 + floor(15 * random())::int] || (array['lan','mer','dor','vik','sol','ten','bar','quin','rus','fel','gor','hal','nim','pex','tas'])[1 + floor(15 * random())::int] || (array['a','e','i','o','u','an','en','on','is','us','ar','or','ix'])[1 + floor(13 * random())::int] end), ' ') from generate_series(1, 8 + 0 * g) i) as title,
        (array['Article','Article','Article','Video','Gallery','Blog','Page'])[1 + g % 7] as type,
        (array['Published','Published','Published','Published','Draft','Draft','Need Review','Approved','Rejected','Retract','Scheduled','Pending'])[1 + (g * 13) % 12] as status,
        (select string_agg((case when random() < 0.7 then (string_to_array(${words}, ' '))[1 + floor(55 * random())::int + 0 * i] else (array['ba','ce','di','fo','gu','ka','le','mi','no','pu','ra','se','ti','vo','zu'])[1 + floor(15 * random())::int] || (array['lan','mer','dor','vik','sol','ten','bar','quin','rus','fel','gor','hal','nim','pex','tas'])[1 + floor(15 * random())::int] || (array['a','e','i','o','u','an','en','on','is','us','ar','or','ix'])[1 + floor(13 * random())::int] end), ' ') from generate_series(1, 25 + 0 * g) i) as description,
        (select string_agg((case when random() < 0.7 then (string_to_array(${words}, ' '))[1 + floor(55 * random())::int + 0 * i] else (array['ba','ce','di','fo','gu','ka','le','mi','no','pu','ra','se','ti','vo','zu'])[1 + floor(15 * random())::int] || (array['lan','mer','dor','vik','sol','ten','bar','quin','rus','fel','gor','hal','nim','pex','tas'])[1 + floor(15 * random())::int] || (array['a','e','i','o','u','an','en','on','is','us','ar','or','ix'])[1 + floor(13 * random())::int] end), ' ') from generate_series(1, 60 + 0 * g) i) as p1,
        (select string_agg((case when random() < 0.7 then (string_to_array(${words}, ' '))[1 + floor(55 * random())::int + 0 * i] else (array['ba','ce','di','fo','gu','ka','le','mi','no','pu','ra','se','ti','vo','zu'])[1 + floor(15 * random())::int] || (array['lan','mer','dor','vik','sol','ten','bar','quin','rus','fel','gor','hal','nim','pex','tas'])[1 + floor(15 * random())::int] || (array['a','e','i','o','u','an','en','on','is','us','ar','or','ix'])[1 + floor(13 * random())::int] end), ' ') from generate_series(1, 60 + 0 * g) i) as p2,
        (select string_agg((case when random() < 0.7 then (string_to_array(${words}, ' '))[1 + floor(55 * random())::int + 0 * i] else (array['ba','ce','di','fo','gu','ka','le','mi','no','pu','ra','se','ti','vo','zu'])[1 + floor(15 * random())::int] || (array['lan','mer','dor','vik','sol','ten','bar','quin','rus','fel','gor','hal','nim','pex','tas'])[1 + floor(15 * random())::int] || (array['a','e','i','o','u','an','en','on','is','us','ar','or','ix'])[1 + floor(13 * random())::int] end), ' ') from generate_series(1, 60 + 0 * g) i) as p3,
        timestamptz '2024-11-22' + (g * interval '10 minutes') as created
    ) t`);
  await db.execute(sql`
    insert into cms_categories (cms_id, category_id)
    select i.id, c.ids[1 + (abs(hashtext(i.id::text)) % array_length(c.ids, 1))]
    from cms_items i cross join bench_categories c
    on conflict do nothing`);
  await db.execute(sql`
    insert into cms_categories (cms_id, category_id)
    select i.id, c.ids[1 + (abs(hashtext(i.id::text || 'b')) % array_length(c.ids, 1))]
    from cms_items i cross join bench_categories c
    where abs(hashtext(i.id::text)) % 3 = 0
    on conflict do nothing`);
  // The steady state autovacuum reaches: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze`);
  // Two made-up words (about 2% of items hold each): a search as rare as a real one.
  return { searchQuery: 'bavika tisolen' };
}
