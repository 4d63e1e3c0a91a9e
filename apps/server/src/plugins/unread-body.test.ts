import { readdir } from 'node:fs/promises';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import type { Socket } from 'node:net';
import { messages } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

/**
 * A refusal answered before the body was read must leave a kept-alive connection usable:
 * browsers send the next request (a save, a list, another upload) on the same socket.
 */
let t: TestApp;
let origin: string;
let noRightsToken: string;
beforeAll(async () => {
  t = await createTestApp({ uploadsPerMinute: 3 });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  noRightsToken = (await t.userWith({}, 'Nobody Uploads')).token;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  socket: Socket;
}

function send(agent: Agent, method: string, url: string, headers: Record<string, string>, body?: Buffer) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(`${origin}${url}`, { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
          socket: req.socket as Socket,
        }),
      );
    });
    req.on('error', reject);
    req.setTimeout(5000, () => req.destroy(new Error(`${method} ${url}: no answer within 5 s`)));
    req.end(body);
  });
}

const boundary = '----masthead-keepalive';
function multipart(file: Buffer, fields: Record<string, string>) {
  const head = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.concat([
    Buffer.from(head.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngOf = (bytes: number) => Buffer.concat([PNG_MAGIC, Buffer.alloc(bytes - PNG_MAGIC.length, 7)]);

function uploadHeaders(token: string | null, body: Buffer): Record<string, string> {
  return {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': String(body.length),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

/** Every file under the media folder, temporary ones included. */
async function mediaFiles(): Promise<string[]> {
  const entries = await readdir(t.config.mediaDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => `${entry.parentPath}/${entry.name}`);
}

/** Sends the refused request, then a health check on the same connection; both must be answered. */
async function refusedThenNext(refused: (agent: Agent) => Promise<Answer>) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await refused(agent);
    const started = performance.now();
    const next = await send(agent, 'GET', '/api/health', {});
    return { first, next, nextMs: performance.now() - started };
  } finally {
    agent.destroy();
  }
}

describe('a refusal answered before the body is read', () => {
  it('too large for its kind: 413, and the next request on the same socket is answered', async () => {
    const body = multipart(pngOf(3.5 * 1024 * 1024), { tag: 'image' });
    const before = await mediaFiles();
    const { first, next, nextMs } = await refusedThenNext((agent) =>
      send(agent, 'POST', '/api/asset/upload', uploadHeaders(t.adminToken, body), body),
    );
    expect(first.status).toBe(413);
    expect(JSON.parse(first.body).error.message).toBe(messages.fileTooLarge(3));
    expect(next.status).toBe(200);
    expect(next.socket).toBe(first.socket);
    expect(nextMs).toBeLessThan(1000);
    expect(await mediaFiles()).toEqual(before);
  });

  it('wrong type by content: 415, and the connection stays usable', async () => {
    const body = multipart(Buffer.alloc(2 * 1024 * 1024, 'x'), { tag: 'image' });
    const { first, next } = await refusedThenNext((agent) =>
      send(agent, 'POST', '/api/asset/upload', uploadHeaders(t.adminToken, body), body),
    );
    expect(first.status).toBe(415);
    expect(next.status).toBe(200);
    expect(next.socket).toBe(first.socket);
  });

  it('an unknown tag: 400 naming the tag field, and the connection stays usable', async () => {
    const body = multipart(pngOf(2 * 1024 * 1024), { tag: 'wallpaper' });
    const { first, next } = await refusedThenNext((agent) =>
      send(agent, 'POST', '/api/asset/upload', uploadHeaders(t.adminToken, body), body),
    );
    expect(first.status).toBe(400);
    expect(JSON.parse(first.body).error.fields).toHaveProperty('tag');
    expect(next.status).toBe(200);
    expect(next.socket).toBe(first.socket);
  });

  it('no right to upload (403) and no token (401): the connection stays usable', async () => {
    const body = multipart(pngOf(2 * 1024 * 1024), { tag: 'image' });
    for (const [token, status] of [
      [noRightsToken, 403],
      [null, 401],
    ] as const) {
      const { first, next } = await refusedThenNext((agent) =>
        send(agent, 'POST', '/api/asset/upload', uploadHeaders(token, body), body),
      );
      expect(first.status).toBe(status);
      expect(next.status).toBe(200);
      expect(next.socket).toBe(first.socket);
    }
  });

  it('too many uploads in a minute: 429, and the connection stays usable', async () => {
    const { token } = await t.userWith({ Asset: ['Write'] }, 'Busy Uploader');
    const small = multipart(pngOf(1024), { tag: 'image' });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let i = 0; i < 3; i += 1) {
        // Not an image a decoder can read, but counted all the same: the limit is on attempts.
        await send(agent, 'POST', '/api/asset/upload', uploadHeaders(token, small), small);
      }
      const body = multipart(pngOf(2 * 1024 * 1024), { tag: 'image' });
      const first = await send(agent, 'POST', '/api/asset/upload', uploadHeaders(token, body), body);
      expect(first.status).toBe(429);
      expect(JSON.parse(first.body).error.message).toBe(messages.tooManyRequests);
      const next = await send(agent, 'GET', '/api/health', {});
      expect(next.status).toBe(200);
      expect(next.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  });

  it('a JSON body over the limit is refused with Connection: close, and the next request is answered', async () => {
    const body = Buffer.from(JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }));
    const { first, next, nextMs } = await refusedThenNext((agent) =>
      send(
        agent,
        'POST',
        '/api/cms/create',
        {
          'content-type': 'application/json',
          'content-length': String(body.length),
          authorization: `Bearer ${t.adminToken}`,
        },
        body,
      ),
    );
    expect(first.status).toBe(413);
    expect(next.status).toBe(200);
    expect(nextMs).toBeLessThan(1000);
  });
});
