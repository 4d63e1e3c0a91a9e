import { describe, expect, it } from 'vitest';
import { freeSlug } from './slugs.js';

describe('freeSlug', () => {
  it('takes the base, then the first free number', () => {
    expect(freeSlug('storm', [])).toBe('storm');
    expect(freeSlug('storm', ['storm', 'storm-2'])).toBe('storm-3');
  });

  it('passes over as many free slugs as asked', () => {
    expect(freeSlug('storm', ['storm-3'], 1)).toBe('storm-2');
    expect(freeSlug('storm', ['storm-3'], 2)).toBe('storm-4');
    expect(freeSlug('storm', ['storm'], 2)).toBe('storm-4');
  });
});
