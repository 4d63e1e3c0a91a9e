/**
 * The practical limit: plain node:http + pg, one hand-written SQL query per call that
 * returns the same JSON as the product (PostgreSQL builds it). No framework, no auth.
 * Run as its own process (product.ts starts it): PORT and DATABASE_URL from the environment.
 */
import { createServer, type Server } from 'node:http';
import pg from 'pg';

const listSql = (where: string) => `
  select json_build_object('items', coalesce(json_agg(x order by x."createdAt" desc, x."_id" desc), '[]'::json),
    'total', (select count(*) from cms_items where deleted_at is null ${where}), 'page', $3::int, 'pageSize', $1::int) as body
  from (
    select i.id as "_id", i.title, i.type, i.status, i.perma_link as "permaLink", i.perma_link as slug,
      coalesce((select json_agg(json_build_object('_id', c.id, 'name', c.name, 'parent', c.parent_id) order by c.name)
        from cms_categories cc join categories c on c.id = cc.category_id where cc.cms_id = i.id), '[]'::json) as categories,
      (select json_build_object('_id', u.id, 'name', u.name) from users u where u.id = i.user_id) as "user",
      i.publish_date as "publishDate", i.created_at as "createdAt", i.updated_at as "updatedAt", i.deleted_at as "deletedAt"
    from (select id from cms_items where deleted_at is null ${where} order by created_at desc, id desc limit $1 offset $2) p
    join cms_items i on i.id = p.id
  ) x`;

const searchSql = `
  select json_build_object('items', coalesce(json_agg(x order by x.rank desc, x."createdAt" desc), '[]'::json),
    'total', (select count(*) from cms_items where deleted_at is null and search @@ websearch_to_tsquery('english', $3)), 'page', 1, 'pageSize', $1::int) as body
  from (
    select i.id as "_id", i.title, i.type, i.status, i.perma_link as "permaLink", p.rank,
      coalesce((select json_agg(json_build_object('_id', c.id, 'name', c.name, 'parent', c.parent_id) order by c.name)
        from cms_categories cc join categories c on c.id = cc.category_id where cc.cms_id = i.id), '[]'::json) as categories,
      (select json_build_object('_id', u.id, 'name', u.name) from users u where u.id = i.user_id) as "user",
      i.publish_date as "publishDate", i.created_at as "createdAt", i.updated_at as "updatedAt"
    from (select id, ts_rank(search, websearch_to_tsquery('english', $3)) as rank from cms_items
          where deleted_at is null and search @@ websearch_to_tsquery('english', $3)
          order by rank desc, created_at desc, id desc limit $1 offset $2) p
    join cms_items i on i.id = p.id
  ) x`;

const detailSql = `
  select json_build_object('_id', i.id, 'title', i.title, 'type', i.type, 'status', i.status, 'description', i.description,
    'body', i.body, 'permaLink', i.perma_link, 'seo', i.seo, 'tags', i.tags, 'publishDate', i.publish_date,
    'createdAt', i.created_at, 'updatedAt', i.updated_at,
    'categories', coalesce((select json_agg(json_build_object('_id', c.id, 'name', c.name, 'parent', c.parent_id))
        from cms_categories cc join categories c on c.id = cc.category_id where cc.cms_id = i.id), '[]'::json),
    'user', (select json_build_object('_id', u.id, 'name', u.name) from users u where u.id = i.user_id)) as body
  from cms_items i where i.id = $1`;

const usersSql = `
  select json_build_object('items', coalesce(json_agg(x order by x."createdAt" desc, x."_id" desc), '[]'::json),
    'total', (select count(*) from users), 'page', 1, 'pageSize', 10) as body
  from (
    select u.id as "_id", u.name, u.email, u.phone, u.status, u.created_at as "createdAt",
      coalesce((select json_agg(json_build_object('_id', r.id, 'name', r.name)) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '[]'::json) as roles
    from (select id from users order by created_at desc, id desc limit 10) p join users u on u.id = p.id
  ) x`;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => {});
const server: Server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  try {
    let result: pg.QueryResult<{ body: unknown }>;
    if (url.pathname === '/health') {
      res.writeHead(200).end('ok');
      return;
    } else if (url.pathname === '/api/cms' && url.searchParams.get('search')) {
      result = await pool.query(searchSql, [10, 0, url.searchParams.get('search')]);
    } else if (url.pathname === '/api/cms') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const status = url.searchParams.get('status');
      result = status
        ? await pool.query(listSql('and status = $4'), [10, (page - 1) * 10, page, status])
        : await pool.query(listSql(''), [10, (page - 1) * 10, page]);
    } else if (url.pathname.startsWith('/api/cms/detail/')) {
      result = await pool.query(detailSql, [url.pathname.split('/').pop()]);
    } else if (url.pathname === '/api/user') {
      result = await pool.query(usersSql);
    } else {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: result.rows[0]?.body }));
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1');
