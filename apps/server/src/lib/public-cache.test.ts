import { describe, expect, it } from 'vitest';
import { publicCache } from './public-cache.js';

/** A build that counts its calls and answers the count. */
function counter() {
  let calls = 0;
  return {
    calls: () => calls,
    build: async () => {
      calls += 1;
      return { status: 200 as const, body: { data: calls } };
    },
  };
}

describe('the kept public answers', () => {
  it('keep an answer while other processes can be heard, until something changes', async () => {
    const cache = publicCache();
    const home = counter();
    await cache.get('home', home.build);
    expect(home.calls()).toBe(1);
    cache.handlers.onReady();
    const first = await cache.get('home', home.build);
    const again = await cache.get('home', home.build);
    expect(home.calls()).toBe(2);
    expect(again).toBe(first);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    cache.handlers.onMessage('');
    const after = await cache.get('home', home.build);
    expect(home.calls()).toBe(3);
    expect(after.etag).not.toBe(first.etag);
    cache.handlers.onLost();
    await cache.get('home', home.build);
    expect(home.calls()).toBe(4);
  });

  it('keep nothing with no memory given (PUBLIC_CACHE_MB=0), and drop the oldest past the limits', async () => {
    const none = publicCache({ maxBytes: 0 });
    none.handlers.onReady();
    const home = counter();
    await none.get('home', home.build);
    await none.get('home', home.build);
    expect(home.calls()).toBe(2);
    expect(none.size()).toBe(0);

    const two = publicCache({ maxEntries: 2 });
    two.handlers.onReady();
    for (const key of ['a', 'b', 'c']) await two.get(key, counter().build);
    expect(two.size()).toBe(2);
  });
});
