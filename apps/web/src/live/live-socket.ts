import {
  HocuspocusProviderWebsocket,
  type HocuspocusProviderWebsocketConfiguration,
  WebSocketStatus,
} from '@hocuspocus/provider';

/** Back soon after a drop: retries from half a second on, never more than five seconds apart. */
const reconnecting = { delay: 500, minDelay: 500, factor: 1.5, maxDelay: 5_000 };

/** A socket that has heard nothing for this long is taken for dead (the server's awareness echo comes every 15 s). */
export const SILENT_AFTER_MS = 30_000;

/**
 * The connection to the collaboration server, never left half-dead. Hocuspocus's own socket waits
 * for a closing socket to say it has closed; a socket the browser holds (offline mode, a network
 * gone quiet) may say so only much later — after the browser is back online, when `connect()`
 * believes it is still connected and does nothing, and the late close then leaves it disconnected
 * for good. Here a socket given up is dropped at once: its events are no longer heard, every
 * document on it is told it closed (unsynced, the others' presence gone), and the next socket is
 * a fresh one, on which each document signs in and syncs both ways again.
 */
export class LiveSocket extends HocuspocusProviderWebsocket {
  constructor(url: string, options: Partial<HocuspocusProviderWebsocketConfiguration> = {}) {
    super({ url, messageReconnectTimeout: SILENT_AFTER_MS, ...reconnecting, ...options });
  }

  /** The last replacement of an open socket, and how long it waited before the fresh one. */
  private replaced = { at: 0, waitMs: 0 };
  private replacing: ReturnType<typeof setTimeout> | undefined;

  /** The browser is offline: no socket and no attempts until `resume()`. */
  pause(): void {
    clearTimeout(this.replacing);
    this.shouldConnect = false;
    this.drop('offline');
  }

  /** The browser is back online: a fresh socket now, whatever became of the old one. */
  resume(): void {
    clearTimeout(this.replacing);
    // The drop schedules no attempt of its own: connect() below starts the one attempt loop.
    this.shouldConnect = false;
    this.drop('online');
    void this.connect();
  }

  /**
   * The socket looks open but is of no use (silent, or the server closed our document on it): a
   * fresh one after a short wait that grows while it keeps happening (a server that cannot load
   * the document is not asked twice a second).
   */
  replace(reason: string): void {
    clearTimeout(this.replacing);
    const now = Date.now();
    const again = now - this.replaced.at < SILENT_AFTER_MS;
    const waitMs = again
      ? Math.min(reconnecting.maxDelay, this.replaced.waitMs * reconnecting.factor)
      : reconnecting.delay;
    this.replaced = { at: now, waitMs };
    this.shouldConnect = false;
    this.drop(reason);
    this.replacing = setTimeout(() => void this.connect(), waitMs);
  }

  override destroy(): void {
    clearTimeout(this.replacing);
    super.destroy();
  }

  /** Forgets the current socket (closing it, without waiting) and tells everyone listening that it closed. */
  private drop(reason: string): void {
    // An attempt still waiting for its socket's first message ends here, or it would retry on its own.
    this.stopConnectionAttempt();
    this.emit('close', { event: { code: 4000, reason } });
  }

  private openedAt = 0;

  override async onOpen(event: Parameters<HocuspocusProviderWebsocket['onOpen']>[0]): Promise<void> {
    this.openedAt = Date.now();
    await super.onOpen(event);
  }

  /**
   * A socket silent for too long — since its last message, or since it opened when none came — is
   * replaced at once (Hocuspocus's own check waits for a first message, then only asks it to close).
   */
  override checkConnection(): void {
    if (this.status !== WebSocketStatus.Connected) return;
    const heardAt = this.lastMessageReceived || this.openedAt;
    if (Date.now() - heardAt <= this.configuration.messageReconnectTimeout) return;
    this.replace('silent');
  }

  /**
   * Nothing is queued while no socket is open: each open syncs the whole document both ways and
   * says who is here, which carries everything a queue would have held (and a long offline
   * session's keystrokes are not replayed one by one).
   */
  override send(message: Parameters<WebSocket['send']>[0]): void {
    if (this.webSocket?.readyState === WebSocket.OPEN) this.webSocket.send(message);
  }
}
