import { describe, expect, it } from 'vitest';
import { prefixTsQuery } from './cms.js';

describe('the search words as a full-text query', () => {
  it('takes the last word as a beginning and the words before it whole, every one required', () => {
    expect(prefixTsQuery('parlia')).toBe('parlia:*');
    expect(prefixTsQuery('Budget  parlia')).toBe('budget & parlia:*');
    expect(prefixTsQuery('budget p')).toBe('budget & p');
  });

  it('keeps letters and digits only, and nothing when nothing searchable is left', () => {
    expect(prefixTsQuery("Vextholm's & | ! (quarrymen)")).toBe('vextholm & s & quarrymen:*');
    expect(prefixTsQuery('&|!')).toBeNull();
    expect(prefixTsQuery('Zürich 2026')).toBe('zürich & 2026:*');
  });
});
