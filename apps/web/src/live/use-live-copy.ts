import { HocuspocusProvider } from '@hocuspocus/provider';
import { collabSocketUrl } from '@masthead/contract';
import { useEffect, useState } from 'react';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { getToken } from '../api/token';
import { LiveSocket } from './live-socket';

/** The collaboration server, on the page's own host (ws: or wss: as the page is http: or https:). */
function collabUrl(): string {
  return collabSocketUrl(window.location.origin);
}

/** How long an item waits for the server before it opens from the copy kept in this browser. */
export const OFFLINE_AFTER_MS = 4_000;

export interface LiveCopy {
  doc: Y.Doc;
  provider: HocuspocusProvider;
}

export interface LiveCopyState {
  copy: LiveCopy | null;
  /** The copy holds what the server (or, offline, this browser) has: the form may start from it. */
  ready: boolean;
  /** Connected to the collaboration server and in sync with it (what each side had has reached the other). */
  online: boolean;
  /** Changes made here that the server has not confirmed yet (kept in this browser meanwhile). */
  unsynced: boolean;
}

/**
 * Joins a live working copy of an item (the shared one, or one's proposal: `name`): a Yjs document served by our collaboration server, also
 * kept in this browser (IndexedDB), so what is typed while the network is down survives a closed
 * tab and merges when the connection returns. Leaving the screen leaves at once.
 */
export function useLiveCopy(name: string | null): LiveCopyState {
  const [copy, setCopy] = useState<LiveCopy | null>(null);
  const [ready, setReady] = useState(false);
  const [online, setOnline] = useState(false);
  const [unsynced, setUnsynced] = useState(false);

  useEffect(() => {
    if (!name) return;
    const doc = new Y.Doc();
    let stored = false;
    let synced = false;
    let timedOut = false;
    const settle = () => {
      if (synced || (stored && timedOut)) setReady(true);
    };
    // A browser without IndexedDB (some private windows) still edits live, without the offline copy.
    let persistence: IndexeddbPersistence | null = null;
    try {
      persistence = new IndexeddbPersistence(`masthead-${name.replaceAll('/', '-')}`, doc);
      persistence.on('synced', () => {
        stored = true;
        settle();
      });
    } catch {
      stored = true;
    }
    const socket = new LiveSocket(collabUrl());
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name,
      token: () => getToken() ?? '',
      document: doc,
      // Live only once the server's state has arrived over this socket (ours goes back in the same exchange).
      onSynced: () => {
        synced = true;
        settle();
        setOnline(true);
        // Says who is here again with a newer clock, so the server counts this presence as this
        // socket's (not a dropped one's, whose late close would otherwise take it away).
        const awareness = provider.awareness;
        const state = awareness?.getLocalState();
        if (awareness && state) awareness.setLocalState({ ...state });
      },
      onStatus: ({ status }) => {
        if (status !== 'connected') setOnline(false);
      },
      // The server closed this item on a socket it keeps open (a missed ping): join again on a fresh one.
      onClose: () => {
        setOnline(false);
        if (socket.webSocket?.readyState === WebSocket.OPEN) socket.replace('document closed');
      },
      onUnsyncedChanges: ({ number }) => setUnsynced(number > 0),
    });
    provider.attach();
    // The browser knows first when the network goes: leave at once; when it returns, a fresh
    // socket (the old one may still be closing) and a full sync both ways.
    const goOffline = () => socket.pause();
    const goOnline = () => socket.resume();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    const timer = window.setTimeout(() => {
      timedOut = true;
      settle();
    }, OFFLINE_AFTER_MS);
    setCopy({ doc, provider });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      provider.destroy();
      socket.destroy();
      void persistence?.destroy();
      doc.destroy();
      setCopy(null);
      setReady(false);
      setOnline(false);
    };
  }, [name]);

  return { copy, ready: copy !== null && ready, online, unsynced };
}
