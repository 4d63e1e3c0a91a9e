import { describe, expect, it } from 'vitest';
import { formatDateTime, formatVital, pageCount } from './format';

describe('formatDateTime', () => {
  it('shows a date as DD/MM/YYYY HH:mm in the local zone', () => {
    const local = new Date(2024, 0, 5, 9, 7, 30);
    expect(formatDateTime(local.toISOString())).toBe('05/01/2024 09:07');
  });

  it('shows minutes, not seconds, in the last slot', () => {
    const local = new Date(2023, 11, 31, 23, 59, 1);
    expect(formatDateTime(local.toISOString())).toBe('31/12/2023 23:59');
  });

  it('shows an em dash for a missing or broken date', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});

describe('formatVital', () => {
  it('keeps CLS unitless and timings in ms or s', () => {
    expect(formatVital('CLS', 0.04567)).toBe('0.046');
    expect(formatVital('LCP', 812.4)).toBe('812 ms');
    expect(formatVital('TTFB', 2345)).toBe('2.35 s');
  });
});

describe('pageCount', () => {
  it('rounds up and never drops below one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(95, 10)).toBe(10);
  });
});
