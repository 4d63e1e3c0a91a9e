/**
 * The cheapest correct hand-written server for the calls the benches measure (content.bench.ts,
 * and the category pages of public.bench.ts): node:http + pg,
 * one prepared statement per call (two for a far page), the same kept counts and the same far-page reading as the
 * product, and byte for byte the product's JSON (content.bench.ts checks that before timing). Its own best choices
 * (ADR 0052): each named statement planned once per connection, a page's categories and authors joined once.
 * No framework, no auth, no validation. Run as its own process (product.ts starts it): PORT
 * and DATABASE_URL from the environment.
 */
import { createServer, type Server } from 'node:http';
import { prefixTsQuery } from '@masthead/contract';
import pg from 'pg';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const userRef = (id: string) =>
  `(select json_build_object('_id', u.id, 'name', u.name) from users u where u.id = ${id})`;
const assetRef = (id: string) =>
  `(select json_build_object('_id', a.id, 'name', a.name, 'url', '/media/' || a.key) from assets a where a.id = ${id})`;

/** The fields of one item (the detail): categories and author looked up for it. */
const listItemFields = `'_id', i.id, 'title', i.title, 'type', i.type, 'status', i.status,
  'permaLink', i.perma_link, 'slug', i.perma_link,
  'categories', coalesce((select json_agg(json_build_object('_id', c.id, 'name', c.name, 'parent', c.parent_id) order by c.name)
    from cms_categories cc join categories c on c.id = cc.category_id where cc.cms_id = i.id), '[]'::json),
  'user', ${userRef('i.user_id')}, 'publishDate', ${iso('i.publish_date')}, 'createdAt', ${iso('i.created_at')},
  'updatedAt', ${iso('i.updated_at')}, 'deletedAt', ${iso('i.deleted_at')},
  'pendingChanges', i.pending_revision_id is not null`;

/** The fields of a page's row: categories and author from joins made once for the page (`pageJoins`). */
const pageRowFields = `'_id', i.id, 'title', i.title, 'type', i.type, 'status', i.status,
  'permaLink', i.perma_link, 'slug', i.perma_link, 'categories', coalesce(pc.list, '[]'::json),
  'user', case when pu.id is null then null else json_build_object('_id', pu.id, 'name', pu.name) end,
  'publishDate', ${iso('i.publish_date')}, 'createdAt', ${iso('i.created_at')},
  'updatedAt', ${iso('i.updated_at')}, 'deletedAt', ${iso('i.deleted_at')},
  'pendingChanges', i.pending_revision_id is not null`;

/** The page `p` (a CTE of ids) joined to its items, their authors and their categories, once each. */
const pageJoins = `from p join cms_items i on i.id = p.id
  left join users pu on pu.id = i.user_id
  left join (select cc.cms_id, json_agg(json_build_object('_id', c.id, 'name', c.name, 'parent', c.parent_id) order by c.name) as list
    from cms_categories cc join categories c on c.id = cc.category_id where cc.cms_id in (select id from p)
    group by cc.cms_id) pc on pc.cms_id = i.id`;

// JSONB keeps keys sorted; the contract's order (which the product's answers follow) is written out.

/** The filters of a list tab: `status = $4`, `type = $5` (or `$4` alone when only one is given). */
function tabFilter(status: string | null, type: string | null): string {
  const conditions: string[] = [];
  if (status) conditions.push('status = $4');
  if (type) conditions.push(`type = $${status ? 5 : 4}`);
  return conditions.map((condition) => ` and ${condition}`).join('');
}

/**
 * A page of a list tab, one statement per shape of filter and direction. `$1` page size, `$2`
 * offset, `$3` page, then the filter values. The total is the kept count; `fromEnd` reads the
 * page backwards from the list's end.
 */
function listSql(fromEnd: boolean, status: string | null, type: string | null): string {
  const filter = tabFilter(status, type);
  const total = `(select coalesce(sum(total), 0)::int from cms_status_counts where not in_trash${filter})`;
  const forward = `select id from cms_items where deleted_at is null${filter} order by created_at desc, id desc limit $1 offset $2`;
  // Backwards with a constant LIMIT (so the plan is an index scan); a partial last page keeps its oldest rows.
  const backward = `select id from (
      select id, row_number() over (order by created_at, id) as position from (
        select id, created_at from cms_items where deleted_at is null${filter}
        order by created_at, id limit $1 offset greatest(${total} - $2::int - $1::int, 0)) oldest) numbered
    where position <= ${total} - $2::int`;
  return `with p as (${fromEnd ? backward : forward})
    select json_build_object('items', coalesce(json_agg(json_build_object(${pageRowFields}) order by i.created_at desc, i.id desc), '[]'::json),
      'total', ${total}, 'page', $3::int, 'pageSize', $1::int) as body
    ${pageJoins}`;
}

const searchRank = `ts_rank(search, to_tsquery('english', $3))`;
const searchSql = `with p as (select id, ${searchRank} as rank, count(*) over () as matches from cms_items
    where deleted_at is null and search @@ to_tsquery('english', $3)
    order by rank desc, created_at desc, id desc limit $1 offset $2)
  select json_build_object('items', coalesce(json_agg(json_build_object(${pageRowFields}) order by p.rank desc, i.created_at desc, i.id desc), '[]'::json),
    'total', coalesce(max(p.matches), 0),
    'page', 1, 'pageSize', $1::int) as body
  ${pageJoins}`;

const detailSql = `select json_build_object(${listItemFields},
    'description', i.description,
    'body', coalesce((select json_agg(json_build_object('title', coalesce(s.value->>'title', ''),
      'body', coalesce(s.value->>'body', '')) order by s.position)
      from jsonb_array_elements(i.body) with ordinality as s(value, position)), '[]'::json),
    'image', ${assetRef('i.image_id')}, 'imageAlt', i.image_alt, 'imageTitle', i.image_title,
    'seo', json_build_object('title', coalesce(i.seo->>'title', ''), 'description', coalesce(i.seo->>'description', ''),
      'metaTags', coalesce((select json_agg(json_build_object('property', m.value->>'property', 'content', m.value->>'content')
        order by m.position) from jsonb_array_elements(i.seo->'metaTags') with ordinality as m(value, position)), '[]'::json)),
    'canonicalUrl', i.canonical_url,
    'views', i.views, 'isFeatured', i.is_featured, 'isSponsored', i.is_sponsored, 'inpress', i.inpress,
    'tags', to_json(i.tags),
    'gallery', coalesce((select json_agg(json_build_object('url', g.value->>'url', 'description', g.value->>'description',
      'file', ${assetRef("(g.value->>'fileId')::uuid")}) order by g.position)
      from jsonb_array_elements(i.gallery) with ordinality as g(value, position)), '[]'::json),
    'videos', coalesce((select json_agg(json_build_object('url', v.value->>'url', 'file', ${assetRef("(v.value->>'fileId')::uuid")})
      order by v.position) from jsonb_array_elements(i.videos) with ordinality as v(value, position)), '[]'::json),
    'updatedBy', ${userRef('i.updated_by_id')},
    'pendingChange', (select json_build_object('revision', r.id, 'user', ${userRef('r.user_id')}, 'createdAt', ${iso('r.created_at')})
      from cms_revisions r where r.id = i.pending_revision_id),
    'rejectedChange', (select json_build_object('revision', r.id, 'user', ${userRef('r.user_id')},
        'reviewedBy', ${userRef('r.reviewed_by_id')}, 'reviewedAt', ${iso('r.reviewed_at')}, 'note', r.note)
      from cms_revisions r where r.cms_id = i.id and r.state = 'Rejected' and r.reviewed_at > i.updated_at
      order by r.reviewed_at desc limit 1)) as body
  from cms_items i where i.id = $1`;

const usersSql = `select json_build_object('items', coalesce(json_agg(json_build_object('_id', u.id, 'name', u.name,
    'email', u.email, 'phone', u.phone,
    'roles', coalesce((select json_agg(json_build_object('_id', r.id, 'name', r.name) order by r.name)
      from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '[]'::json),
    'status', u.status, 'isSuperAdmin', u.is_super_admin,
    'image', ${assetRef('u.image_id')}, 'addressLine1', u.address_line1, 'addressLine2', u.address_line2,
    'city', u.city, 'pincode', u.pincode, 'createdAt', ${iso('u.created_at')}, 'updatedAt', ${iso('u.updated_at')},
    'modelPermissions', (select coalesce(json_object_agg(model, actions), '{}'::json) from (
      select granted.key as model, json_agg(distinct action) as actions
      from user_roles ur join roles r on r.id = ur.role_id,
        jsonb_each(r.model_permissions) granted, jsonb_array_elements_text(granted.value) action
      where ur.user_id = u.id group by granted.key) rights)
    ) order by u.created_at desc, u.id desc), '[]'::json),
    'total', (select count(*)::int from users), 'page', $3::int, 'pageSize', $1::int) as body
  from (select id from users order by created_at desc, id desc limit $1 offset $2) p join users u on u.id = p.id`;

/** A category's live items, from its listing (cms_categories repeats its item's status and date). */
const listed = `cc.category_id = c.id and cc.listed and cc.listed_at <= now()`;

/** GET /api/public/category/{slug}: `$1` slug, `$2` page size, `$3` offset, `$4` page. */
const categoryPageSql = `select json_build_object(
    'category', json_build_object('name', c.name, 'slug', c.slug, 'description', c.description),
    'items', coalesce((select json_agg(json_build_object('_id', i.id, 'title', i.title, 'type', i.type,
      'permaLink', i.perma_link, 'description', i.description,
      'image', (select json_build_object('url', '/media/' || a.key, 'alt', i.image_alt) from assets a where a.id = i.image_id),
      'publishDate', ${iso('i.publish_date')},
      'categories', coalesce((select json_agg(json_build_object('name', k.name, 'slug', k.slug) order by k.name)
        from cms_categories kc join categories k on k.id = kc.category_id where kc.cms_id = i.id and k.active), '[]'::json),
      'author', (select u.name from users u where u.id = i.user_id)) order by p.listed_at desc, p.cms_id desc)
      from (select cms_id, listed_at from cms_categories cc where ${listed}
        order by listed_at desc, cms_id desc limit $2 offset $3) p join cms_items i on i.id = p.cms_id), '[]'::json),
    'total', (select count(*)::int from cms_categories cc where ${listed}),
    'page', $4::int, 'pageSize', $2::int) as body
  from categories c where c.slug = $1 and c.active`;

// Its own best choice: a named statement is planned once per connection, not for each call's values.
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  options: '-c plan_cache_mode=force_generic_plan',
});
pool.on('error', () => {});

/** Runs a named (prepared once per connection) statement and answers its one JSON column, parsed. */
async function body(name: string, text: string, values: unknown[]): Promise<unknown> {
  const result = await pool.query<{ body: unknown }>({ name, text, values });
  return result.rows[0].body;
}

async function listBody(url: URL): Promise<unknown> {
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
  const pageSize = 10;
  const offset = (page - 1) * pageSize;
  const status = url.searchParams.get('status');
  const type = url.searchParams.get('type');
  const filterValues = [status, type].filter((value) => value !== null);
  const shape = `${status ? 's' : ''}${type ? 'y' : ''}`;
  let fromEnd = false;
  if (offset >= 500) {
    const { rows } = await pool.query<{ total: number }>({
      name: `total_${shape}`,
      text: `select coalesce(sum(total), 0)::int as total from cms_status_counts where not in_trash${tabFilter(status, type).replaceAll('$5', '$2').replaceAll('$4', '$1')}`,
      values: filterValues,
    });
    fromEnd = offset > rows[0].total / 2;
  }
  const name = `list_${shape}${fromEnd ? '_end' : ''}`;
  return body(name, listSql(fromEnd, status, type), [pageSize, offset, page, ...filterValues]);
}

const server: Server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  try {
    let data: unknown;
    if (url.pathname === '/health') {
      res.writeHead(200).end('ok');
      return;
    } else if (url.pathname === '/api/cms' && url.searchParams.get('search')) {
      data = await body('search', searchSql, [10, 0, prefixTsQuery(url.searchParams.get('search') ?? '')]);
    } else if (url.pathname === '/api/cms') {
      data = await listBody(url);
    } else if (url.pathname.startsWith('/api/cms/detail/')) {
      data = await body('detail', detailSql, [url.pathname.split('/').pop()]);
    } else if (url.pathname.startsWith('/api/public/category/')) {
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      const slug = decodeURIComponent(url.pathname.split('/').pop() ?? '');
      data = await body('category', categoryPageSql, [slug, 10, (page - 1) * 10, page]);
    } else if (url.pathname === '/api/user') {
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      data = await body('users', usersSql, [10, (page - 1) * 10, page]);
    } else {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    // PostgreSQL writes JSON with spaces; written compactly here, as the product answers.
    res.end(JSON.stringify({ data }));
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1');
