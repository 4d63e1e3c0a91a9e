import { WEB_VITAL_BEACONS_PER_MINUTE } from '@masthead/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { takeBeaconPlace } from './report-web-vitals';

describe('the web-vitals beacon budget', () => {
  beforeEach(() => localStorage.clear());

  it('lets this browser send half the server limit per minute, counted across its tabs, then frees places as they age', () => {
    const start = 1_000_000;
    const budget = WEB_VITAL_BEACONS_PER_MINUTE / 2;
    const places = Array.from({ length: budget + 5 }, (_, i) => takeBeaconPlace(start + i));
    expect(places.filter(Boolean)).toHaveLength(budget);
    expect(places.slice(budget).every((place) => !place)).toBe(true);
    // Another tab reads the same ledger.
    expect(localStorage.getItem('masthead-web-vitals')).toContain(String(start));
    expect(takeBeaconPlace(start + 60_000)).toBe(true);
  });

  it('keeps sending after a damaged ledger', () => {
    localStorage.setItem('masthead-web-vitals', '{not json');
    expect(takeBeaconPlace()).toBe(true);
  });
});
