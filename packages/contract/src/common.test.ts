import { describe, expect, it } from 'vitest';
import { errorCodeForStatus } from './common.js';

describe('errorCodeForStatus', () => {
  it('names each failure status of the wire format, and anything else INTERNAL', () => {
    expect(errorCodeForStatus(400)).toBe('VALIDATION_FAILED');
    expect(errorCodeForStatus(401)).toBe('UNAUTHORIZED');
    expect(errorCodeForStatus(409)).toBe('CONFLICT');
    expect(errorCodeForStatus(429)).toBe('RATE_LIMITED');
    expect(errorCodeForStatus(500)).toBe('INTERNAL');
    expect(errorCodeForStatus(502)).toBe('INTERNAL');
  });
});
