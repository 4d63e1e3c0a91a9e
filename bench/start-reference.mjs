// The start bench's reference: what `npm start` of the least possible server takes on this machine
// (npm, Node, one file read, node:http answering the sign-in page). Not the product.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const page = readFileSync(path.resolve(import.meta.dirname, '../apps/web/dist/index.html'));
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html' }).end(page);
}).listen(Number(process.env.PORT), '127.0.0.1');
