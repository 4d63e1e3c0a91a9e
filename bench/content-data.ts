/**
 * Generates realistic content in the database: 200 authors, a nested category tree, and
 * `items` content items (title, description, three sections of text, two tags, one or two
 * categories). Set-based SQL only: texts are drawn from pools made once, items are inserted in
 * batches (side by side on as many connections as given), and the list and search indexes are
 * built once after the load instead of row by row. 1,000,000 items take minutes, not hours.
 * Every value is one the contract accepts (no NULL tag or word).
 */
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../apps/server/src/db/client.js';

/** 55 words; every index below stays within them. */
const words =
  'government minister parliament budget election market shares economy storm harbour football league final ' +
  'championship weather city council school hospital police court verdict report science climate energy prices ' +
  'housing transport rail strike talks agreement summit border trade exports farmers festival music film award ' +
  'technology startup investment bank inflation interest rates record season coach injury victory defeat';

/** Texts per pool: items combine three paragraphs from different places, so few bodies repeat. */
const POOL = 20_000;
const BATCH = 50_000;

/** A word: 70% real, else made up from syllables (15 × 15 × 13 of them), like names and places. */
const randomWord = sql.raw(`(case when random() < 0.7
  then (string_to_array('${words}', ' '))[1 + floor(55 * random())::int]
  else (array['ba','ce','di','fo','gu','ka','le','mi','no','pu','ra','se','ti','vo','zu'])[1 + floor(15 * random())::int]
    || (array['lan','mer','dor','vik','sol','ten','bar','quin','rus','fel','gor','hal','nim','pex','tas'])[1 + floor(15 * random())::int]
    || (array['a','e','i','o','u','an','en','on','is','us','ar','or','ix'])[1 + floor(13 * random())::int] end)`);

/** A pool table of `POOL` texts of `length` random words each, numbered from 0. */
async function makePool(db: Db, name: string, length: number): Promise<void> {
  await db.execute(sql.raw(`create unlogged table if not exists ${name} (i int primary key, text text not null)`));
  await db.execute(sql.raw(`truncate ${name}`));
  await db.execute(sql`
    insert into ${sql.raw(name)} (i, text)
    select p, string_agg(${randomWord} || '', ' ')
    from generate_series(0, ${POOL - 1}) p cross join generate_series(1, ${length}) w
    group by p`);
}

/** Items `from`..`to` (inclusive), texts from the pools, as one statement. */
function insertItems(from: number, to: number) {
  return sql`
    insert into cms_items (title, type, status, description, body, body_text, user_id, publish_date, perma_link, created_at, updated_at, tags)
    select
      initcap(t.text), (array['Article','Article','Article','Video','Gallery','Blog','Page'])[1 + g % 7],
      (array['Published','Published','Published','Published','Draft','Draft','Need Review','Approved','Rejected','Retract','Scheduled','Pending'])[1 + (g * 13) % 12],
      d.text,
      jsonb_build_array(
        jsonb_build_object('title', 'Background', 'body', '<p>' || p1.text || '</p>'),
        jsonb_build_object('title', 'What happened', 'body', '<p>' || p2.text || '</p>'),
        jsonb_build_object('title', 'What next', 'body', '<p>' || p3.text || '</p>')),
      p1.text || ' ' || p2.text || ' ' || p3.text,
      a.ids[1 + (g % 200)],
      timestamptz '2024-11-22' + g * interval '10 minutes' + interval '2 hours',
      'item-' || g,
      timestamptz '2024-11-22' + g * interval '10 minutes',
      timestamptz '2024-11-22' + g * interval '10 minutes',
      array[(string_to_array(${words}, ' '))[1 + g % 55], (string_to_array(${words}, ' '))[1 + (g * 7) % 55]]
    from generate_series(${from}::int, ${to}::int) g
    cross join bench_authors a
    join bench_titles t on t.i = (g::bigint * 7919) % ${POOL}
    join bench_descriptions d on d.i = (g::bigint * 104729) % ${POOL}
    join bench_paragraphs p1 on p1.i = g % ${POOL}
    join bench_paragraphs p2 on p2.i = (g::bigint * 31 + 17) % ${POOL}
    join bench_paragraphs p3 on p3.i = (g::bigint * 131 + 7) % ${POOL}`;
}

/** The indexes of cms_items other than its keys, as their definitions, so they can be built after the load. */
async function secondaryIndexes(db: Db): Promise<{ name: string; definition: string }[]> {
  return rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.tablename = 'cms_items' and i.indexname not in (
        select conname from pg_constraint where conrelid = 'cms_items'::regclass)`),
  );
}

/**
 * Returns a two-word search that matches a small share of the items, as real searches do.
 * `parallel`: how many statements run side by side (a PostgreSQL pool gives each its connection).
 */
export async function generateContent(db: Db, items: number, parallel = 1): Promise<{ searchQuery: string }> {
  let phaseStart = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    if (process.env.BENCH_PHASES) console.log(`    ${name}: ${((now - phaseStart) / 1000).toFixed(1)} s`);
    phaseStart = now;
  };
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
  // Unlogged tables rather than temporary ones: every connection that inserts reads them.
  await db.execute(sql`create unlogged table if not exists bench_authors as select array_agg(id) as ids from users`);
  await makePool(db, 'bench_titles', 8);
  await makePool(db, 'bench_descriptions', 25);
  await makePool(db, 'bench_paragraphs', 30);
  phase('authors, categories, text pools');

  const indexes = await secondaryIndexes(db);
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  const batches: [number, number][] = [];
  for (let from = 1; from <= items; from += BATCH) batches.push([from, Math.min(items, from + BATCH - 1)]);
  const workers = Array.from({ length: parallel }, () => db);
  await Promise.all(
    workers.map(async (worker, w) => {
      for (let b = w; b < batches.length; b += workers.length) await worker.execute(insertItems(...batches[b]));
    }),
  );
  phase(`${items} items inserted`);
  // Built side by side too: each index is one statement.
  await Promise.all(
    workers.map(async (worker, w) => {
      for (let i = w; i < indexes.length; i += workers.length) await worker.execute(sql.raw(indexes[i].definition));
    }),
  );

  phase(`${indexes.length} indexes built`);
  await db.execute(
    sql`create unlogged table if not exists bench_categories as select array_agg(id order by slug) as ids from categories`,
  );
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
  phase('categories of the items');
  for (const pool of ['bench_titles', 'bench_descriptions', 'bench_paragraphs', 'bench_authors', 'bench_categories']) {
    await db.execute(sql.raw(`drop table ${pool}`));
  }
  // The steady state autovacuum reaches: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze`);
  phase('vacuum analyze');
  // Two made-up words (each in about 1 item of 50): a search as rare as a real one.
  return { searchQuery: 'bavika tisolen' };
}
