import { sharedCopyName } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { CollabRepo } from './collab.repo.js';
import { collabServer } from './collab.server.js';

/** A repo whose database refuses the first `failures` stores, as one does across a restart. */
function flakyRepo(failures: number) {
  const stored = new Map<string, Uint8Array>();
  let refused = 0;
  const repo = {
    async load(name: string) {
      return stored.get(name) ?? null;
    },
    async store(name: string, state: Uint8Array) {
      if (refused < failures) {
        refused += 1;
        throw new Error('Connection terminated unexpectedly');
      }
      stored.set(name, state);
    },
    async exists(name: string) {
      return stored.has(name);
    },
    async item() {
      return null;
    },
  } as unknown as CollabRepo;
  return { repo, stored, refusedCount: () => refused };
}

async function until(check: () => boolean, what: string, ms = 15_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('storing a working copy when the database refuses', () => {
  it('tries again and keeps the copy, and never leaves a rejection that would end the process', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const errors: unknown[] = [];
    const { repo, stored, refusedCount } = flakyRepo(2);
    const { hocuspocus } = collabServer({
      repo,
      resolveToken: async () => null,
      redisUrl: null,
      pingMs: 60_000,
      onError: (error) => errors.push(error),
    });
    try {
      const connection = await hocuspocus.openDirectConnection(
        sharedCopyName('00000000-0000-4000-8000-000000000001'),
        {},
      );
      await connection.transact((doc) => doc.getText('title').insert(0, 'Kept across a refusal'));
      await connection.disconnect();
      await until(() => stored.size === 1, 'the store after the refusals');
      expect(refusedCount()).toBe(2);
      expect(errors).toHaveLength(2);
      const doc = new Y.Doc();
      Y.applyUpdate(doc, [...stored.values()][0] as Uint8Array);
      expect(doc.getText('title').toString()).toBe('Kept across a refusal');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      hocuspocus.closeConnections();
    }
  });
});
