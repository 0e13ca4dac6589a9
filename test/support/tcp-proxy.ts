import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP proxy to put between Crier and its database, to simulate faults:
 * - `cut()` drops every open connection and resets new ones until `restore()` (an outage);
 * - `pause()` stops forwarding in both directions without closing anything, and holds new
 *   connections unanswered, until `resume()` (a database that hangs, as under SIGSTOP): bytes
 *   wait in the sockets' buffers, and a side that closes meanwhile is seen to close on resume.
 */
export class TcpProxy {
  private readonly sockets = new Set<Socket>();
  /** Every forwarding direction, to stop and restart. */
  private readonly pipes = new Set<[Socket, Socket]>();
  /** Connections accepted while paused, connected upstream on resume. */
  private readonly held = new Set<Socket>();
  private down = false;
  private paused = false;
  private constructor(
    private readonly server: Server,
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(targetHost: string, targetPort: number): Promise<TcpProxy> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const proxy = new TcpProxy(server, port, { host: targetHost, port: targetPort });
    server.on('connection', (client) => proxy.accept(client));
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
    for (const s of [...this.sockets, ...this.held]) s.destroy();
    this.sockets.clear();
    this.held.clear();
    this.pipes.clear();
  }

  restore(): void {
    this.down = false;
  }

  /** Stops forwarding without closing anything: the database seems to hang. */
  pause(): void {
    this.paused = true;
    for (const [from, to] of this.pipes) {
      from.unpipe(to);
      from.pause();
    }
  }

  /** Forwards again what waited, and connects the connections held meanwhile. */
  resume(): void {
    this.paused = false;
    for (const [from, to] of this.pipes) from.pipe(to);
    for (const client of this.held) this.forward(client);
    this.held.clear();
  }

  get connections(): number {
    return this.sockets.size;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    if (this.down) {
      client.resetAndDestroy();
      return;
    }
    if (this.paused) {
      client.pause();
      client.on('error', () => undefined);
      this.held.add(client);
      return;
    }
    this.forward(client);
  }

  private forward(client: Socket): void {
    const upstream = createConnection(this.target);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      const pipe: [Socket, Socket] = [a, b];
      this.sockets.add(a);
      this.pipes.add(pipe);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        this.sockets.delete(a);
        this.pipes.delete(pipe);
        b.destroy();
      });
      a.pipe(b);
    }
  }
}
