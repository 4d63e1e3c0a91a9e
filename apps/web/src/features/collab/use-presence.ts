import { HocuspocusProvider } from '@hocuspocus/provider';
import { useEffect, useRef, useState } from 'react';
import * as Y from 'yjs';
import { getToken } from '../../api/token';
import { colorFor, type Peer, type PresenceState, peersFrom } from './presence-model';

/** The collaboration server, on the page's own host (ws: or wss: as the page is http: or https:). */
function collabUrl(): string {
  return `${window.location.origin.replace(/^http/, 'ws')}/collab`;
}

/**
 * Joins the item's live working copy to see who else is in it and to show them where this user
 * is. `field` is the field being edited now. Leaving the screen leaves at once.
 */
export function usePresence(itemId: string | null, me: { _id: string; name: string }, field: string | null) {
  const [peers, setPeers] = useState<Peer[]>([]);
  const [connected, setConnected] = useState(false);
  const providerRef = useRef<HocuspocusProvider | null>(null);

  useEffect(() => {
    if (!itemId) return;
    const provider = new HocuspocusProvider({
      url: collabUrl(),
      name: `cms/${itemId}`,
      token: () => getToken() ?? '',
      document: new Y.Doc(),
      onStatus: ({ status }) => setConnected(status === 'connected'),
    });
    providerRef.current = provider;
    const awareness = provider.awareness;
    const refresh = () => {
      if (awareness) setPeers(peersFrom(awareness.getStates(), awareness.clientID, Date.now()));
    };
    awareness?.on('change', refresh);
    // Idle is a matter of time passing: look again now and then.
    const timer = window.setInterval(refresh, 15_000);
    return () => {
      window.clearInterval(timer);
      awareness?.off('change', refresh);
      provider.destroy();
      providerRef.current = null;
    };
  }, [itemId]);

  useEffect(() => {
    const awareness = providerRef.current?.awareness;
    if (!awareness) return;
    const state: PresenceState = {
      user: { id: me._id, name: me.name, color: colorFor(me._id) },
      field,
      activeAt: Date.now(),
    };
    awareness.setLocalState(state);
  }, [me._id, me.name, field]);

  /** Says this user is active (typing), at most every ten seconds. */
  const lastTouch = useRef(0);
  const touch = () => {
    const awareness = providerRef.current?.awareness;
    const now = Date.now();
    if (!awareness || now - lastTouch.current < 10_000) return;
    lastTouch.current = now;
    awareness.setLocalStateField('activeAt', now);
  };

  return { peers, connected, touch };
}
