/**
 * The plain way to serve and count an advertisement, for ads.bench.ts to measure against:
 * node:http + pg, one prepared statement per request that picks a running ad at the position at
 * random and counts its view in one atomic `UPDATE … WHERE views < cap RETURNING`. No framework,
 * no pacing, no robots check. Run as its own process: PORT and DATABASE_URL.
 */
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const serveSql = `update advertisements a set views = a.views + 1
  where a.id = (select id from advertisements
      where position = $1 and is_featured and start_date <= now() and end_date > now() and views < max_impressions
      order by random() limit 1)
    and a.views < a.max_impressions
  returning json_build_object('_id', a.id, 'title', a.title, 'position', a.position, 'screenType', 'Mobile',
    'imageUrl', (select '/media/' || m.key from assets m where m.id = a.mobile_image_id),
    'clickUrl', '/api/public/ad/' || a.id || '/click') as ad`;

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') {
    res.writeHead(200).end('ok');
    return;
  }
  if (url.pathname !== '/api/public/ad') {
    res.writeHead(404).end();
    return;
  }
  pool
    .query({ name: 'serve', text: serveSql, values: [url.searchParams.get('position') ?? 'Top'] })
    .then((result) => {
      const row = result.rows[0] as { ad: unknown } | undefined;
      if (!row) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"status":404}}');
        return;
      }
      const body = JSON.stringify({ data: row.ad });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(body);
    })
    .catch(() => res.writeHead(500).end());
}).listen(Number(process.env.PORT), '127.0.0.1');
