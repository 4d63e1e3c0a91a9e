import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as idle } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { ADMIN, createTestApp, type TestApp } from './test/harness.js';

interface Answer {
  status: number;
  head: string;
  body: string;
}

/** One keep-alive connection, as a proxy keeps to its upstream: requests written on it one after another. */
async function connectionTo(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const socket = net.connect(typeof address === 'object' && address ? address.port : 0, '127.0.0.1');
  await once(socket, 'connect');
  let received = Buffer.alloc(0);
  let wake: (() => void) | null = null;
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    wake?.();
  });
  const closed = once(socket, 'close').then(() => performance.now());
  closed.then(() => wake?.());

  /** The next whole answer (the server gives a Content-Length); throws if the server closes first. */
  async function answer(): Promise<Answer> {
    for (;;) {
      const end = received.indexOf('\r\n\r\n');
      if (end >= 0) {
        const head = received.subarray(0, end).toString('latin1');
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (received.length >= end + 4 + length) {
          const body = received.subarray(end + 4, end + 4 + length).toString('utf8');
          received = received.subarray(end + 4 + length);
          return { status: Number(head.split(' ')[1]), head, body };
        }
      }
      if (socket.destroyed) throw new Error('the server closed the connection before answering');
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  }

  return {
    closed,
    async health(): Promise<Answer> {
      socket.write('GET /api/health HTTP/1.1\r\nHost: masthead.test\r\n\r\n');
      return answer();
    },
    async signIn(): Promise<Answer> {
      const body = JSON.stringify({ email: ADMIN.email, password: ADMIN.password });
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: masthead.test\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      return answer();
    },
    end: () => socket.destroy(),
  };
}

describe('idle keep-alive connections', () => {
  it('are kept 72 s unless KEEP_ALIVE_TIMEOUT_MS says otherwise: longer than nginx (60 s) keeps its upstream ones', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-keep-alive-'));
    try {
      const env = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) };
      expect(loadConfig(env).keepAliveTimeoutMs).toBe(72_000);
      expect(loadConfig({ ...env, KEEP_ALIVE_TIMEOUT_MS: '650000' }).keepAliveTimeoutMs).toBe(650_000);
      expect(loadConfig({ ...env, KEEP_ALIVE_TIMEOUT_MS: 'soon' }).keepAliveTimeoutMs).toBe(72_000);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('take a POST after 6 s of idling (past Node’s own 5 s) and answer it as usual', async () => {
    const t = await createTestApp();
    const connection = await connectionTo(t);
    try {
      const first = await connection.health();
      expect(first.status).toBe(200);
      expect(first.head).toMatch(/\r\nkeep-alive: timeout=72(\r\n|$)/i);
      // The idle time is what is tested: a proxy's pooled connection waits this long between requests.
      await idle(6_000);
      const signedIn = await connection.signIn();
      expect(signedIn.status, signedIn.body).toBe(200);
      expect(JSON.parse(signedIn.body).data.token).toEqual(expect.any(String));
    } finally {
      connection.end();
      await t.close();
    }
  }, 30_000);

  it('close after the configured time and not before, on the same connection', async () => {
    const t = await createTestApp({ keepAliveTimeoutMs: 1_500 });
    const connection = await connectionTo(t);
    try {
      expect((await connection.health()).status).toBe(200);
      await idle(1_000);
      expect((await connection.signIn()).status).toBe(200);
      const answered = performance.now();
      // Closed by the server once idle for the configured 1.5 s, well before Node's own 5 s.
      const idleFor = (await connection.closed) - answered;
      expect(idleFor).toBeGreaterThanOrEqual(1_400);
      expect(idleFor).toBeLessThan(4_500);
    } finally {
      connection.end();
      await t.close();
    }
  }, 30_000);
});
