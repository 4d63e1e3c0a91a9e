import { HocuspocusProvider } from '@hocuspocus/provider';
import { sharedCopyName } from '@masthead/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { LiveSocket, SILENT_AFTER_MS } from './live-socket';

/**
 * A socket as Chromium's offline mode leaves it: `close()` only starts closing, and the close
 * event comes when the test says (when the network returns). The test opens it and feeds it messages.
 */
class HeldSocket extends EventTarget {
  static made: HeldSocket[] = [];
  readyState = 0;
  binaryType = 'blob';
  sent: unknown[] = [];
  constructor(readonly url: string) {
    super();
    HeldSocket.made.push(this);
  }
  send(data: unknown) {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(data);
  }
  close() {
    if (this.readyState < 2) this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  /** The close the network held back arrives at last. */
  closed() {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code: 1005, reason: '' }));
  }
  receive(data: Uint8Array) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: data.buffer }));
  }
}

/** Some message of the server for a document nobody here has (enough to count as heard). */
const noise = () => new Uint8Array([3, 110, 111, 112, 0]);

let socket: LiveSocket | null = null;
afterEach(() => {
  socket?.destroy();
  socket = null;
  HeldSocket.made = [];
  vi.useRealTimers();
});

function liveSocket(): LiveSocket {
  socket = new LiveSocket('ws://collab.test/collab', { WebSocketPolyfill: HeldSocket });
  return socket;
}

const made = (count: number) => vi.waitFor(() => expect(HeldSocket.made).toHaveLength(count));

describe('the socket to the collaboration server', () => {
  it('comes back online on a fresh socket though the old one is still closing; the old one’s late close changes nothing', async () => {
    const live = liveSocket();
    await made(1);
    const [first] = HeldSocket.made;
    first?.open();
    expect(live.status).toBe('connected');

    live.pause();
    // Gone at once, though the socket has not finished closing.
    expect(live.status).toBe('disconnected');
    expect(first?.readyState).toBe(2);

    live.resume();
    await made(2);
    const second = HeldSocket.made[1];
    second?.open();
    expect(live.status).toBe('connected');

    first?.closed();
    expect(live.status).toBe('connected');
    expect(second?.readyState).toBe(1);
  });

  it('back online, replaces a socket that still looks open (its network went without an offline event)', async () => {
    const live = liveSocket();
    await made(1);
    const [first] = HeldSocket.made;
    first?.open();
    live.resume();
    await made(2);
    expect(first?.readyState).toBe(2);
    HeldSocket.made[1]?.open();
    first?.closed();
    expect(live.status).toBe('connected');
  });

  it('opens no socket while paused, however long', async () => {
    vi.useFakeTimers();
    const live = liveSocket();
    await vi.advanceTimersByTimeAsync(0);
    HeldSocket.made[0]?.open();
    live.pause();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(HeldSocket.made).toHaveLength(1);
    expect(live.status).toBe('disconnected');
  });

  it('replaces a socket that has heard nothing for too long', async () => {
    vi.useFakeTimers();
    liveSocket();
    await vi.advanceTimersByTimeAsync(0);
    const [first] = HeldSocket.made;
    first?.open();
    first?.receive(noise());
    await vi.advanceTimersByTimeAsync(SILENT_AFTER_MS - 5_000);
    expect(HeldSocket.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(HeldSocket.made).toHaveLength(2);
    expect(first?.readyState).toBe(2);
    // One that opens and never hears a word is replaced too.
    HeldSocket.made[1]?.open();
    await vi.advanceTimersByTimeAsync(SILENT_AFTER_MS + 5_000);
    expect(HeldSocket.made).toHaveLength(3);
  });

  it('waits longer each time a socket must be replaced again soon', async () => {
    vi.useFakeTimers();
    const live = liveSocket();
    await vi.advanceTimersByTimeAsync(0);
    HeldSocket.made[0]?.open();
    live.replace('document closed');
    await vi.advanceTimersByTimeAsync(499);
    expect(HeldSocket.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(HeldSocket.made).toHaveLength(2);
    HeldSocket.made[1]?.open();
    live.replace('document closed');
    await vi.advanceTimersByTimeAsync(749);
    expect(HeldSocket.made).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(HeldSocket.made).toHaveLength(3);
    // Going offline meanwhile cancels a replacement on its way.
    HeldSocket.made[2]?.open();
    live.replace('document closed');
    live.pause();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(HeldSocket.made).toHaveLength(3);
  });

  it('queues nothing while no socket is open; the document syncs whole on the next one', async () => {
    const live = liveSocket();
    const doc = new Y.Doc();
    const provider = new HocuspocusProvider({
      websocketProvider: live,
      name: sharedCopyName('x'),
      document: doc,
      token: 't',
    });
    provider.attach();
    await made(1);
    HeldSocket.made[0]?.open();
    live.pause();
    for (const letter of 'typed offline') doc.getText('title').insert(doc.getText('title').length, letter);

    live.resume();
    await made(2);
    const second = HeldSocket.made[1];
    second?.open();
    // Sign-in and the document's state vector (the server answers with what is missing, and asks for ours).
    await vi.waitFor(() => expect(second?.sent.length).toBeGreaterThanOrEqual(2));
    const before = second?.sent.length ?? 0;
    second?.receive(noise());
    // No queued keystrokes replayed after the first message.
    expect(second?.sent.length).toBe(before);
    provider.destroy();
  });
});
