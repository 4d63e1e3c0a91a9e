import { HocuspocusProvider } from '@hocuspocus/provider';
import { collabSocketUrl, type InboxSignal, inboxCopyName, inboxSignals } from '@masthead/contract';
import * as Y from 'yjs';
import { getToken } from '../api/token';
import { LiveSocket } from './live-socket';

/** The collaboration server, on the page's own host (ws: or wss: as the page is http: or https:). */
const collabUrl = () => collabSocketUrl(window.location.origin);

/**
 * Listens at the signed-in user's doorbell on the collaboration server (ADR 0029): a read-only,
 * empty document that only carries the server's rings. `onConnected` runs on each (re)connection:
 * what rang while away is read then. Returns the hang-up.
 */
export function connectDoorbell(
  userId: string,
  onSignal: (signal: InboxSignal) => void,
  onConnected: () => void,
): () => void {
  const socket = new LiveSocket(collabUrl());
  const doc = new Y.Doc();
  let connectedOnce = false;
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: inboxCopyName(userId),
    token: () => getToken() ?? '',
    document: doc,
    onSynced: () => {
      if (connectedOnce) onConnected();
      connectedOnce = true;
    },
    onStateless: ({ payload }) => {
      if ((inboxSignals as readonly string[]).includes(payload)) onSignal(payload as InboxSignal);
    },
    onClose: () => {
      if (socket.webSocket?.readyState === WebSocket.OPEN) socket.replace('document closed');
    },
  });
  provider.attach();
  const goOffline = () => socket.pause();
  const goOnline = () => socket.resume();
  window.addEventListener('offline', goOffline);
  window.addEventListener('online', goOnline);
  return () => {
    window.removeEventListener('offline', goOffline);
    window.removeEventListener('online', goOnline);
    provider.destroy();
    socket.destroy();
    doc.destroy();
  };
}
