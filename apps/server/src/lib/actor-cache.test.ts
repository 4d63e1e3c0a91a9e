import { describe, expect, it } from 'vitest';
import { type ActorRecord, actorCache, EVERYONE } from './actor-cache.js';

const record = (name: string): ActorRecord => ({
  enabled: true,
  tokenVersion: 0,
  actor: { id: 'u1', name, email: 'u1@example.com', isSuperAdmin: false, modelPermissions: {} },
});

describe('actor cache', () => {
  it('reads the database on every call until it hears change notices, then once', async () => {
    const cache = actorCache();
    let reads = 0;
    const read = async () => {
      reads += 1;
      return record(`read ${reads}`);
    };
    await cache.get('u1', read);
    await cache.get('u1', read);
    expect(reads).toBe(2);
    cache.handlers.onReady();
    await cache.get('u1', read);
    expect((await cache.get('u1', read))?.actor.name).toBe('read 3');
    expect(reads).toBe(3);
  });

  it('forgets a user on their notice, everyone on "*", and everything when the subscription drops', async () => {
    const cache = actorCache();
    cache.handlers.onReady();
    let reads = 0;
    const read = async () => {
      reads += 1;
      return record(`read ${reads}`);
    };
    await cache.get('u1', read);
    cache.handlers.onMessage('u2');
    await cache.get('u1', read);
    expect(reads).toBe(1);
    cache.handlers.onMessage('u1');
    await cache.get('u1', read);
    expect(reads).toBe(2);
    cache.handlers.onMessage(EVERYONE);
    await cache.get('u1', read);
    expect(reads).toBe(3);
    cache.handlers.onLost();
    await cache.get('u1', read);
    await cache.get('u1', read);
    expect(reads).toBe(5);
  });

  it('does not keep a read that a change notice overtook', async () => {
    const cache = actorCache();
    cache.handlers.onReady();
    let reads = 0;
    await cache.get('u1', async () => {
      reads += 1;
      cache.handlers.onMessage('u1'); // the change commits while the old row is on its way
      return record('stale');
    });
    expect((await cache.get('u1', async () => record('fresh')))?.actor.name).toBe('fresh');
    expect(reads).toBe(1);
  });

  it('keeps at most the given number of users', async () => {
    const cache = actorCache(2);
    cache.handlers.onReady();
    let reads = 0;
    const read = async () => {
      reads += 1;
      return record('x');
    };
    for (const id of ['a', 'b', 'c', 'a']) await cache.get(id, read);
    expect(reads).toBe(4);
  });
});
