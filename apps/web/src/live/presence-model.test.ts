import { describe, expect, it } from 'vitest';
import { colorFor, IDLE_AFTER_MS, peersFrom } from './presence-model';

const state = (id: string, name: string, activeAt: number, field: string | null = null) => ({
  user: { id, name, color: colorFor(id) },
  field,
  activeAt,
});

describe('presence', () => {
  it('lists the others by name, once per person, idle ones marked, leaving this tab out', () => {
    const now = 1_000_000;
    const states = new Map<number, unknown>([
      [1, state('me', 'Me', now)],
      [2, state('u2', 'Zoe', now - 1000, 'Title')],
      [3, state('u3', 'Adam', now - IDLE_AFTER_MS - 1)],
      [4, state('u2', 'Zoe', now - 5000, 'SEO title')],
      [5, { something: 'else' }],
    ]);
    const peers = peersFrom(states, 1, now);
    expect(peers.map((peer) => [peer.user.name, peer.field, peer.idle])).toEqual([
      ['Adam', null, true],
      ['Zoe', 'Title', false],
    ]);
  });

  it('gives a user the same colour every time', () => {
    expect(colorFor('abc')).toBe(colorFor('abc'));
    expect(colorFor('abc')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
