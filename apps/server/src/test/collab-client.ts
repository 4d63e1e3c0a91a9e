import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';

/** A socket whose failure to connect (a server that was killed) is the provider's business, not an unhandled error. */
class QuietWebSocket extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    this.on('error', () => {});
  }
}

export interface OpenCopy {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** 'read-write', or 'readonly' when the server follows this client read-only. */
  scope: string;
  close: () => void;
  /** Stops reconnecting (the socket stays as it is): for a server about to be killed. */
  stopReconnecting: () => void;
}

/**
 * A real Yjs client of the collaboration server, as a browser's would be (the Hocuspocus provider
 * over WebSocket): resolves once signed in and synced, rejects when the server turns it away.
 */
export function openCopy(baseUrl: string, name: string, token: string): Promise<OpenCopy> {
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({
    url: `${baseUrl.replace(/^http/, 'ws')}/collab`,
    WebSocketPolyfill: QuietWebSocket,
    maxAttempts: 1,
  });
  return new Promise((resolve, reject) => {
    let scope = 'read-write';
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name,
      token,
      document: doc,
      onAuthenticated: (data) => {
        scope = data.scope;
      },
      onAuthenticationFailed: ({ reason }) => {
        close();
        reject(new Error(reason));
      },
      onSynced: () =>
        resolve({
          doc,
          provider,
          scope,
          close,
          stopReconnecting: () => {
            socket.shouldConnect = false;
          },
        }),
    });
    // Given its own socket, the provider joins it when told to.
    provider.attach();
    function close() {
      provider.destroy();
      socket.destroy();
    }
  });
}

/** Waits until `check` holds, polling; fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 5000, what = 'the condition'): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
