import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { collabSocketUrl } from '@masthead/contract';
import WebSocket from 'ws';
import * as Y from 'yjs';

/** A socket whose failure to connect (a server that was killed) is the provider's business, not an unhandled error. */
class QuietWebSocket extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    this.on('error', () => {});
  }
}

/** A socket that answers the server's pings until told to fall silent (its peer gone, the socket never closed). */
class SilenceableWebSocket extends QuietWebSocket {
  silent = false;
  constructor(address: string, protocols?: string | string[]) {
    super(address, protocols, { autoPong: false });
    this.on('ping', (data) => {
      if (!this.silent) this.pong(data);
    });
  }
}

/**
 * The provider's own socket, whose reconnect after the server went away (it calls `connect()` from a
 * timer and drops the promise) ends in ECONNREFUSED: a refused reconnect is the provider's business,
 * reported through its status, never an unhandled rejection in the test run.
 */
class QuietProviderSocket extends HocuspocusProviderWebsocket {
  override connect(): Promise<unknown> {
    return super.connect().catch(() => undefined);
  }
}

export interface CopyOptions {
  /** The client's document (a browser coming back on a new socket keeps its own, and its client id). */
  doc?: Y.Doc;
}

export interface OpenCopy {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** 'read-write', or 'readonly' when the server follows this client read-only. */
  scope: string;
  close: () => void;
  /** Stops reconnecting (the socket stays as it is): for a server about to be killed. */
  stopReconnecting: () => void;
  /** The socket ends at once, without a word to the server (a dropped network); no reconnecting. */
  cut: () => void;
  /** From now on the socket neither answers pings nor closes, as when the network under it is gone. */
  fallSilent: () => void;
  /** Resolves when the socket has closed. */
  closed: Promise<void>;
}

/**
 * A real Yjs client of the collaboration server, as a browser's would be (the Hocuspocus provider
 * over WebSocket): resolves once signed in and synced, rejects when the server turns it away.
 */
export function openCopy(baseUrl: string, name: string, token: string, options: CopyOptions = {}): Promise<OpenCopy> {
  const doc = options.doc ?? new Y.Doc();
  const socket = new QuietProviderSocket({
    url: collabSocketUrl(baseUrl),
    WebSocketPolyfill: SilenceableWebSocket,
    maxAttempts: 1,
  });
  const closed = new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));
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
          cut: () => {
            socket.shouldConnect = false;
            if (socket.webSocket instanceof SilenceableWebSocket) socket.webSocket.terminate();
          },
          fallSilent: () => {
            socket.shouldConnect = false;
            if (socket.webSocket instanceof SilenceableWebSocket) socket.webSocket.silent = true;
          },
          closed,
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

/** lib0's variable-length unsigned integer, as the Hocuspocus protocol writes it. */
function varUint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest > 0x7f) {
    bytes.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 128);
  }
  bytes.push(rest);
  return bytes;
}

function varBytes(bytes: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(varUint(bytes.length)), bytes]);
}

/** A message of the Hocuspocus protocol for `documentName`: its type and what follows. */
export function protocolMessage(documentName: string, type: number, ...parts: Uint8Array[]): Buffer {
  return Buffer.concat([varBytes(Buffer.from(documentName)), Buffer.from(varUint(type)), ...parts]);
}

/** The sign-in a provider sends first: type Auth (2), subtype Token (0), the token. */
export function authMessage(documentName: string, token: string): Buffer {
  return protocolMessage(documentName, 2, Buffer.from(varUint(0)), varBytes(Buffer.from(token)));
}

/** A Yjs update as a provider sends it: type Sync (0), step Update (2), the update. */
export function updateMessage(documentName: string, update: Uint8Array): Buffer {
  return protocolMessage(documentName, 0, Buffer.from(varUint(2)), varBytes(update));
}

export interface RawSocket {
  socket: WebSocket;
  /** Resolves with the close code and reason once the socket has closed. */
  closed: Promise<{ code: number; reason: string; at: number }>;
}

/** A bare WebSocket to /collab (no provider): it sends only what a test makes it send. */
export async function rawSocket(baseUrl: string, headers: Record<string, string> = {}): Promise<RawSocket> {
  const socket = new QuietWebSocket(collabSocketUrl(baseUrl), undefined, { headers });
  const closed = new Promise<{ code: number; reason: string; at: number }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString(), at: Date.now() })),
  );
  await new Promise<void>((resolve) => {
    socket.once('open', () => resolve());
    // A socket refused at once may close before the test looks: `closed` says so.
    socket.once('close', () => resolve());
  });
  return { socket, closed };
}
