import type { ServerResponse } from 'node:http';

/** How long a closed stream's last bytes may wait for a slow reader before the socket is dropped. */
const DRAIN_GRACE_MS = 5_000;

/**
 * One Server-Sent Events response. Writes never wait: if the reader falls more than `bufferBytes`
 * behind, the stream says `event: close` with reason SLOW_READER and ends (the client resumes with
 * Last-Event-ID), and the socket is dropped if even that cannot drain, so memory stays bounded.
 */
export class SseStream {
  private closed = false;
  readonly done: Promise<void>;

  constructor(
    private readonly res: ServerResponse,
    private readonly bufferBytes: number,
  ) {
    // A client gone before the stream opened (it hung up during the checks) never emits 'close' again.
    const gone = res.destroyed || !res.socket || res.socket.destroyed;
    this.closed = gone;
    this.done = gone ? Promise.resolve() : new Promise((resolve) => res.once('close', () => resolve()));
    res.once('close', () => (this.closed = true));
  }

  get isClosed(): boolean {
    return this.closed;
  }

  open(headers: Record<string, string | number | string[]>, retryMs: number): void {
    if (this.closed) return;
    this.res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    this.res.write(`retry: ${retryMs}\n\n`);
  }

  /** One message; `data` is JSON text on one line. */
  send(event: string, data: string, id?: number): void {
    this.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${data}\n\n`);
  }

  /** A message already in SSE form (shared by many streams: see LiveStreams). */
  raw(message: string): void {
    this.write(message);
  }

  heartbeat(): void {
    this.write(': heartbeat\n\n');
  }

  /** Ends the stream, telling the client why (`event: close`). */
  close(reason: string, extra: Record<string, unknown> = {}): void {
    if (this.closed) return;
    this.res.write(`event: close\ndata: ${JSON.stringify({ reason, ...extra })}\n\n`);
    this.end();
  }

  end(): void {
    if (this.closed) return;
    this.closed = true;
    this.res.end();
    const timer = setTimeout(() => this.res.destroy(), DRAIN_GRACE_MS);
    timer.unref();
    this.res.once('close', () => clearTimeout(timer));
  }

  private write(chunk: string): void {
    if (this.closed) return;
    // What already waits is bounded; a message is written whole (memory: bufferBytes + one message).
    if (this.res.writableLength > this.bufferBytes) {
      this.close('SLOW_READER');
      return;
    }
    this.res.write(chunk);
  }
}
