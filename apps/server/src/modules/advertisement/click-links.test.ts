import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clickLinks } from './click-links.js';
import { expiringKeys } from './expiring-keys.js';

const mac = (message: string) => createHmac('sha256', 'test key').update(message).digest('base64url');
const links = clickLinks(mac, 3600);
const adId = '6f1c2d3e-0000-4000-8000-000000000000';

function proofOf(url: string) {
  const query = new URL(url, 'http://site').searchParams;
  return { view: query.get('view') ?? '', at: query.get('at') ?? '', sig: query.get('sig') ?? '' };
}

describe('click addresses', () => {
  it('prove a served view for an hour, and nothing once expired, forged or for another ad', () => {
    const reader = links.readerOf('203.0.113.9', 'Firefox');
    expect(reader).not.toContain('203.0.113.9');
    expect(links.readerOf('203.0.113.9', 'Chrome')).not.toBe(reader);
    const proof = proofOf(links.url(adId, reader, 1_000_000));
    expect(links.verify(adId, proof, 1_000_000 + 3600)).toBe(`${reader}.1000000`);
    expect(links.verify(adId, proof, 1_000_000 + 3601)).toBeNull();
    expect(links.verify(adId, proof, 1_000_000 - 120)).toBeNull();
    expect(links.verify(adId, { ...proof, sig: `${proof.sig.slice(0, -1)}x` }, 1_000_000)).toBeNull();
    expect(links.verify(adId, { ...proof, view: 'someone-else' }, 1_000_000)).toBeNull();
    expect(links.verify('7f1c2d3e-0000-4000-8000-000000000000', proof, 1_000_000)).toBeNull();
    expect(links.verify(adId, {}, 1_000_000)).toBeNull();
    expect(clickLinks((m) => mac(`other key ${m}`), 3600).verify(adId, proof, 1_000_000)).toBeNull();
  });
});

describe('expiring keys', () => {
  it('forget a key at its time, and the oldest first past the bound', () => {
    const keys = expiringKeys(3);
    keys.add('a', 100, 0);
    expect(keys.get('a', 99)).toBe(100);
    expect(keys.get('a', 100)).toBeUndefined();
    for (const key of ['b', 'c', 'd', 'e']) keys.add(key, 1000, 0);
    expect(keys.size).toBe(3);
    expect(keys.get('b', 0)).toBeUndefined();
    expect(keys.get('e', 0)).toBe(1000);
  });
});
