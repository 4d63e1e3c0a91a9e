import { describe, expect, it } from 'vitest';
import { MISS_LIMITS, missCounter } from './miss-counter.js';

const limits = { ...MISS_LIMITS, perClientPerMinute: 3, maxPending: 4, maxClients: 2 };

describe('the miss counter', () => {
  it('holds at most so many paths between flushes, still counting those it holds', () => {
    const misses = missCounter({ ...limits, perClientPerMinute: 100 });
    for (let i = 0; i < 10; i++) misses.count(`/p/${i}`, 'a');
    misses.count('/p/0', 'a');
    expect(misses.size).toBe(4);
    expect(misses.take().map(({ path, count }) => [path, count])).toEqual([
      ['/p/0', 2],
      ['/p/1', 1],
      ['/p/2', 1],
      ['/p/3', 1],
    ]);
    expect(misses.size).toBe(0);
  });

  it('remembers so many addresses a minute, and gives each its allowance again the next minute', () => {
    let now = 0;
    const misses = missCounter(limits, () => now);
    for (let i = 0; i < 5; i++) misses.count(`/a/${i}`, 'a');
    misses.count('/b', 'b');
    misses.count('/c', 'c');
    expect(misses.take().map(({ path }) => path)).toEqual(['/a/0', '/a/1', '/a/2', '/b']);
    now = 60_000;
    misses.count('/c', 'c');
    misses.count('/a/9', 'a');
    expect(misses.take().map(({ path }) => path)).toEqual(['/c', '/a/9']);
  });
});
