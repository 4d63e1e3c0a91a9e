import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { SESSION_CHANNEL, sessionRevocations } from './session-revocations.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-outs kept in memory', () => {
  it('keeps at most its bound, and still refuses every signed-out session beyond it', async () => {
    const sessions = sessionRevocations(t.database.db, 3);
    const stop = await t.database.listen(SESSION_CHANNEL, sessions.handlers);
    try {
      // Wait until the subscription has loaded what the table holds.
      await expect.poll(() => sessions.isRevoked(randomUUID())).toBe(false);
      const inAnHour = new Date(Date.now() + 3_600_000);
      const ended = Array.from({ length: 5 }, () => randomUUID());
      for (const id of ended) await sessions.revoke(id, inAnHour);
      expect(sessions.remembered()).toBe(3);
      for (const id of ended) expect(await sessions.isRevoked(id)).toBe(true);
      expect(await sessions.isRevoked(randomUUID())).toBe(false);
    } finally {
      await stop();
    }
  });
});
