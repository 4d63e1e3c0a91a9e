import { HocuspocusProvider } from '@hocuspocus/provider';
import { useEffect, useState } from 'react';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { getToken } from '../../api/token';

/** The collaboration server, on the page's own host (ws: or wss: as the page is http: or https:). */
function collabUrl(): string {
  return `${window.location.origin.replace(/^http/, 'ws')}/collab`;
}

/** How long an item waits for the server before it opens from the copy kept in this browser. */
export const OFFLINE_AFTER_MS = 4_000;

/** Back soon after a drop: retries from half a second on, never more than five seconds apart (read by the provider's socket). */
const reconnecting = { delay: 500, minDelay: 500, factor: 1.5, maxDelay: 5_000 };

export interface LiveCopy {
  doc: Y.Doc;
  provider: HocuspocusProvider;
}

export interface LiveCopyState {
  copy: LiveCopy | null;
  /** The copy holds what the server (or, offline, this browser) has: the form may start from it. */
  ready: boolean;
  /** Connected to the collaboration server now. */
  online: boolean;
  /** Changes made here that the server has not confirmed yet (kept in this browser meanwhile). */
  unsynced: boolean;
}

/**
 * Joins an item's live working copy: a Yjs document served by our collaboration server, also
 * kept in this browser (IndexedDB), so what is typed while the network is down survives a closed
 * tab and merges when the connection returns. Leaving the screen leaves at once.
 */
export function useLiveCopy(itemId: string | null): LiveCopyState {
  const [copy, setCopy] = useState<LiveCopy | null>(null);
  const [ready, setReady] = useState(false);
  const [online, setOnline] = useState(false);
  const [unsynced, setUnsynced] = useState(false);

  useEffect(() => {
    if (!itemId) return;
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
      persistence = new IndexeddbPersistence(`masthead-cms-${itemId}`, doc);
      persistence.on('synced', () => {
        stored = true;
        settle();
      });
    } catch {
      stored = true;
    }
    const provider = new HocuspocusProvider({
      url: collabUrl(),
      name: `cms/${itemId}`,
      token: () => getToken() ?? '',
      document: doc,
      ...reconnecting,
      onStatus: ({ status }) => setOnline(status === 'connected'),
      onSynced: () => {
        synced = true;
        settle();
      },
      onUnsyncedChanges: ({ number }) => setUnsynced(number > 0),
    });
    // The browser knows first when the network goes: leave at once, come back when it returns.
    const goOffline = () => {
      setOnline(false);
      provider.disconnect();
    };
    const goOnline = () => void provider.connect();
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
      void persistence?.destroy();
      doc.destroy();
      setCopy(null);
      setReady(false);
      setOnline(false);
    };
  }, [itemId]);

  return { copy, ready: copy !== null && ready, online, unsynced };
}
