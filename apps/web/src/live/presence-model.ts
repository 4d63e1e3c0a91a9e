/** What each editor of an item tells the others (Yjs awareness): who, in which field, active when. */
export interface PresenceState {
  user: { id: string; name: string; color: string };
  /** The label of the field being edited, or null. */
  field: string | null;
  /** When this editor last typed or moved between fields (ms since the epoch). */
  activeAt: number;
}

export interface Peer extends PresenceState {
  clientId: number;
  idle: boolean;
}

/** Someone who has done nothing for this long shows as idle (faded). */
export const IDLE_AFTER_MS = 60_000;

/** Colours with white text at 4.5:1 or more, one per editor, the same for a user everywhere. */
const palette = ['#1864ab', '#5f3dc4', '#a61e4d', '#237032', '#c92a2a', '#0b7285', '#862e9c', '#a33a0a'];

export function colorFor(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? palette[0];
}

/**
 * The other editors from the awareness states: this browser's own connection left out, the rest
 * by name, idle ones marked. One person in two tabs shows once (the more recent tab).
 */
export function peersFrom(states: Map<number, unknown>, ownClientId: number, now: number): Peer[] {
  const byUser = new Map<string, Peer>();
  for (const [clientId, raw] of states) {
    if (clientId === ownClientId) continue;
    const state = raw as Partial<PresenceState>;
    if (!state.user?.id) continue;
    const peer: Peer = {
      clientId,
      user: state.user,
      field: state.field ?? null,
      activeAt: state.activeAt ?? 0,
      idle: now - (state.activeAt ?? 0) > IDLE_AFTER_MS,
    };
    const known = byUser.get(peer.user.id);
    if (!known || known.activeAt < peer.activeAt) byUser.set(peer.user.id, peer);
  }
  return [...byUser.values()].sort((a, b) => a.user.name.localeCompare(b.user.name));
}

/** The name a focused control goes by: its label, else its aria-label. */
export function fieldLabelOf(element: Element | null): string | null {
  if (!element) return null;
  const labelled = element as HTMLInputElement;
  const label = labelled.labels?.[0]?.textContent ?? element.getAttribute('aria-label');
  return label ? label.replace(/\s*\*\s*$/, '').trim() || null : null;
}
