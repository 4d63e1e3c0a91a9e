/**
 * The limit for a kept answer: node:http returning fixed bytes from memory, with the headers the
 * product sends for them. Nothing is read, parsed or built per request. Run as its own process
 * (product.ts starts it): PORT, and ANSWERS (a JSON file of path → { body, etag }).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answers = new Map(
  Object.entries(
    JSON.parse(readFileSync(process.env.ANSWERS ?? '', 'utf8')) as Record<string, { body: string; etag: string }>,
  ).map(([path, { body, etag }]) => [path, { body: Buffer.from(body), etag }]),
);

createServer((req, res) => {
  if (req.url === '/health') {
    res.writeHead(200).end('ok');
    return;
  }
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    etag: answer.etag,
    'cache-control': 'public, max-age=30, stale-while-revalidate=300',
    'content-length': answer.body.length,
  });
  res.end(answer.body);
}).listen(Number(process.env.PORT), '127.0.0.1');
