import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './config.js';
import { createTestApp } from './test/harness.js';

const login = (forwardedFor: string) => ({
  method: 'POST' as const,
  url: '/api/auth/login',
  payload: { email: 'nobody@example.com', password: 'wrong-password' },
  remoteAddress: '203.0.113.7',
  headers: { 'x-forwarded-for': forwardedFor },
});

describe('TRUST_PROXY', () => {
  it('is off unless set, takes a hop count or a list of addresses, and refuses "true"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(() => parseTrustProxy('true')).toThrow(/any client/);
  });

  it('by default, a client cannot dodge the sign-in limit per address with X-Forwarded-For', async () => {
    const t = await createTestApp({
      loginLimits: { perIpPerMinute: 3, failuresPerEmail: 1000, emailWindowMinutes: 15 },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await t.call(login(`198.51.100.${i}`))).statusCode);
      expect(codes).toEqual([400, 400, 400, 429, 429]);
    } finally {
      await t.close();
    }
  });

  it('by default, the anonymous web-vitals route keeps its limit whatever X-Forwarded-For says', async () => {
    const t = await createTestApp();
    try {
      const codes = new Set<number>();
      for (let i = 0; i < 125; i++) {
        const response = await t.call({
          method: 'POST',
          url: '/api/metrics/web-vitals',
          remoteAddress: '203.0.113.8',
          headers: { 'x-forwarded-for': `198.51.100.${i % 250}` },
          payload: { name: 'LCP', value: 1200, rating: 'good', id: `v${i}`, path: '/' },
        });
        codes.add(response.statusCode);
      }
      expect(codes.has(429)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('behind one proxy (TRUST_PROXY=1), counts the address the proxy saw, not what the client wrote', async () => {
    const t = await createTestApp({
      trustProxy: 1,
      loginLimits: { perIpPerMinute: 2, failuresPerEmail: 1000, emailWindowMinutes: 15 },
    });
    try {
      // The proxy appends the real client; anything before it was written by the client.
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await t.call(login(`10.1.1.${i}, 198.51.100.9`))).statusCode);
      expect(codes).toEqual([400, 400, 429, 429]);
      // Another real client behind the same proxy has its own count.
      expect((await t.call(login('198.51.100.10'))).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
