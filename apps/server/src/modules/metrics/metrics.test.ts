import { WEB_VITAL_BEACONS_PER_MINUTE } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const vital = (name: string, value: number) => ({ name, value, rating: 'good', id: `v-${name}`, path: '/article' });
const beacon = (payload: object, remoteAddress = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/metrics/web-vitals/page', payload, remoteAddress });
const summary = (token?: string) => t.call({ method: 'GET', url: '/api/metrics/web-vitals/summary', token });

describe('web vitals', () => {
  it('stores one page load’s measurements from one beacon; the summary is the admin’s alone', async () => {
    const sent = await beacon({ vitals: [vital('LCP', 1200), vital('CLS', 0.02), vital('TTFB', 80)] });
    expect(sent.statusCode, sent.body).toBe(204);
    const read = await summary(t.adminToken);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'LCP', p75: 1200, count: 1 })]),
    );
    const editor = await t.userWith({ Cms: ['Read', 'Write', 'Edit', 'Publish'] }, 'Vera Editor');
    expect((await summary(editor.token)).statusCode).toBe(403);
    expect((await summary()).statusCode).toBe(401);
  });

  it('refuses a beacon that is empty, too long, or carries what a measurement has not', async () => {
    for (const payload of [
      {},
      { vitals: [] },
      { vitals: Array.from({ length: 11 }, () => vital('FCP', 10)) },
      { vitals: [{ ...vital('LCP', 5), extra: 1 }] },
      { vitals: [vital('XYZ', 5)] },
      { vitals: [vital('LCP', -1)] },
    ]) {
      expect((await beacon(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('takes so many beacons per address and minute, then answers 429', async () => {
    const address = '198.51.100.9';
    for (let i = 0; i < WEB_VITAL_BEACONS_PER_MINUTE; i += 1) {
      expect((await beacon({ vitals: [vital('FCP', 100 + i)] }, address)).statusCode).toBe(204);
    }
    expect((await beacon({ vitals: [vital('FCP', 1)] }, address)).statusCode).toBe(429);
    expect((await beacon({ vitals: [vital('FCP', 1)] }, '198.51.100.10')).statusCode).toBe(204);
  });
});
