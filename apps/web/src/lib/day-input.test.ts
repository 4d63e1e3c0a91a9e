import { describe, expect, it } from 'vitest';
import { isoToLocal, localToIso, parseDay } from './day-input';

describe('parseDay', () => {
  it('reads DD/MM/YYYY and ISO days', () => {
    expect(parseDay('09/03/2025')).toBe('2025-03-09');
    expect(parseDay('9/3/2025')).toBe('2025-03-09');
    expect(parseDay('2025-03-09')).toBe('2025-03-09');
  });

  it('refuses impossible days', () => {
    expect(parseDay('31/02/2025')).toBeNull();
    expect(parseDay('yesterday')).toBeNull();
  });
});

describe('local date-time and ISO', () => {
  it('round-trips through the browser zone', () => {
    const iso = localToIso('2025-03-09 14:30:00');
    expect(iso).toBe(new Date(2025, 2, 9, 14, 30, 0).toISOString());
    expect(isoToLocal(iso)).toBe('2025-03-09 14:30:00');
    expect(localToIso(null)).toBeNull();
    expect(isoToLocal(null)).toBeNull();
  });
});
