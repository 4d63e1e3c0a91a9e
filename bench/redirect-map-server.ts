/**
 * The plainest redirect lookup, for redirects.bench.ts to measure against: node:http answering
 * `GET /api/public/redirect?path=…` from a Map read once from the database at start, with the
 * product's JSON. No counting, no framework. Run as its own process: PORT and DATABASE_URL.
 */
import { createServer } from 'node:http';
import pg from 'pg';

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const rows = (await client.query(`select old_url, redirect_url, status_code from redirects where status = 'Enable'`))
  .rows as {
  old_url: string;
  redirect_url: string;
  status_code: number;
}[];
await client.end();
const map = new Map(rows.map((row) => [row.old_url, { redirectUrl: row.redirect_url, statusCode: row.status_code }]));

createServer((req, res) => {
  if (req.url === '/health') {
    res.writeHead(200).end('ok');
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const found = map.get(url.searchParams.get('path') ?? '');
  const body = JSON.stringify(found ? { data: found } : { error: { status: 404 } });
  res.writeHead(found ? 200 : 404, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
