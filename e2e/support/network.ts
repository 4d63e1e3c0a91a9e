import { createServer, type Server, Socket } from 'node:net';

/**
 * A stretch of network between one browser and the product that a test can break: a TCP relay
 * on its own port. `drop()` breaks every open connection (as a lost Wi-Fi or a proxy that gives
 * up does: both ends see the connection end) and turns new ones away until `restore()`.
 */
export class Link {
  private readonly server: Server;
  private readonly open = new Set<Socket>();
  private down = false;
  url = '';

  constructor(private readonly target: { host: string; port: number }) {
    this.server = createServer((client) => this.relay(client));
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (typeof address !== 'object' || !address) throw new Error('the link has no port');
    this.url = `http://127.0.0.1:${address.port}`;
    return this.url;
  }

  private relay(client: Socket): void {
    client.on('error', () => {});
    if (this.down) {
      client.resetAndDestroy();
      return;
    }
    const upstream = new Socket();
    const both = [client, upstream];
    upstream.on('error', () => {});
    for (const socket of both) {
      this.open.add(socket);
      socket.on('close', () => {
        this.open.delete(socket);
        for (const other of both) if (!other.destroyed) other.destroy();
      });
    }
    upstream.connect(this.target.port, this.target.host);
    client.pipe(upstream);
    upstream.pipe(client);
  }

  /** Every connection through the link ends now (reset), and new ones are turned away. */
  drop(): void {
    this.down = true;
    for (const socket of this.open) socket.resetAndDestroy();
  }

  restore(): void {
    this.down = false;
  }

  async close(): Promise<void> {
    this.drop();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
