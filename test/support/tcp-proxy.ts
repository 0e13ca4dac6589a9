import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP proxy to put between Crier and its database, to simulate an outage: `cut()`
 * drops every open connection and resets new ones; `restore()` lets them through again.
 */
export class TcpProxy {
  private readonly sockets = new Set<Socket>();
  private down = false;
  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(targetHost: string, targetPort: number): Promise<TcpProxy> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const proxy = new TcpProxy(server, port);
    server.on('connection', (client) => proxy.accept(client, targetHost, targetPort));
    return proxy;
  }

  /** `url` with its host and port replaced by the proxy's. */
  wrap(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  /** Drops every connection now and resets new ones until restore(). */
  cut(): void {
    this.down = true;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
  }

  restore(): void {
    this.down = false;
  }

  get connections(): number {
    return this.sockets.size;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket, host: string, port: number): void {
    if (this.down) {
      client.resetAndDestroy();
      return;
    }
    const upstream = createConnection({ host, port });
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      this.sockets.add(a);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        this.sockets.delete(a);
        b.destroy();
      });
      a.pipe(b);
    }
  }
}
