import type { HocuspocusProvider } from '@hocuspocus/provider';
import { useEffect, useRef, useState } from 'react';
import { colorFor, type Peer, type PresenceState, peersFrom } from './presence-model';

/** How this person appears to the others (presence list, carets): the same colour everywhere. */
export function presenceUser(me: { _id: string; name: string }): PresenceState['user'] {
  return { id: me._id, name: me.name, color: colorFor(me._id) };
}

/**
 * Who else is in the item (from the working copy's awareness), and shows them where this user
 * is: `field` is the field being edited now.
 */
export function usePresence(
  provider: HocuspocusProvider | null,
  me: { _id: string; name: string },
  field: string | null,
) {
  const [peers, setPeers] = useState<Peer[]>([]);

  useEffect(() => {
    const awareness = provider?.awareness;
    if (!awareness) return;
    const refresh = () => setPeers(peersFrom(awareness.getStates(), awareness.clientID, Date.now()));
    awareness.on('change', refresh);
    refresh();
    // Idle is a matter of time passing: look again now and then.
    const timer = window.setInterval(refresh, 15_000);
    return () => {
      window.clearInterval(timer);
      awareness.off('change', refresh);
      setPeers([]);
    };
  }, [provider]);

  const { _id: id, name } = me;
  useEffect(() => {
    const awareness = provider?.awareness;
    if (!awareness) return;
    awareness.setLocalStateField('user', presenceUser({ _id: id, name }));
    awareness.setLocalStateField('field', field);
    awareness.setLocalStateField('activeAt', Date.now());
  }, [provider, id, name, field]);

  /** Says this user is active (typing), at most every ten seconds. */
  const lastTouch = useRef(0);
  const touch = () => {
    const awareness = provider?.awareness;
    const now = Date.now();
    if (!awareness || now - lastTouch.current < 10_000) return;
    lastTouch.current = now;
    awareness.setLocalStateField('activeAt', now);
  };

  return { peers, touch };
}
