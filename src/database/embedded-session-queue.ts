import type { PGlite } from '@electric-sql/pglite';

/** What pglite-socket's connection handlers call on the queue they share (its QueryQueueManager). */
export interface SocketQueryQueue {
  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number>;
  getQueueLength(): number;
  clearQueueForHandler(handlerId: number): void;
  clearTransactionIfNeeded(handlerId: number): Promise<void>;
}

interface Queued {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (err: Error) => void;
}

const code = (letter: string): number => letter.charCodeAt(0);
/** Extended-query messages: they share the session's unnamed statement and portal until Sync. */
const EXTENDED = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map(code));
const SYNC = new Uint8Array([code('S'), 0, 0, 0, 4]);
/** A start-up packet has no type byte: it opens with its length, whose first byte is 0. */
const isStartup = (message: Uint8Array): boolean => message[0] === 0;

/**
 * The one PGlite session, handed to one connection at a time for a whole unit of work.
 *
 * PGlite is a single backend; pglite-socket serves many connections from it through a queue that
 * keeps a connection's turn only while a transaction is open. An extended-query batch (Parse,
 * Bind, Execute, Sync) is not a transaction, so two connections' batches interleave and one's
 * Parse replaces the other's unnamed statement: wrong rows or "portal does not exist"
 * (electric-sql/pglite#1046, open). A connection here keeps the session from its first message
 * to the end of its unit: a Sync or simple Query that leaves no transaction open. A message that
 * fails is reported to its connection and never stops the queue (the upstream queue stalls for
 * good).
 */
export class EmbeddedSessionQueue implements SocketQueryQueue {
  private readonly queue: Queued[] = [];
  private processing = false;
  /** The connection holding the session, or null when it is free. */
  private holder: number | null = null;
  /** True while the holder is between the messages of an extended-query batch. */
  private inBatch = false;
  /** The connection whose message is running now. */
  private running: number | null = null;
  /** Connections that went away while their message ran: released once it ends. */
  private readonly departed = new Set<number>();

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.drain();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    for (let i = this.queue.length - 1; i >= 0; i--) {
      const item = this.queue[i]!;
      if (item.handlerId !== handlerId) continue;
      this.queue.splice(i, 1);
      item.reject(new Error('Handler disconnected'));
    }
  }

  /** A connection went away: end whatever it left open, then let the others have the session. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.running === handlerId) {
      this.departed.add(handlerId); // drain releases it when its message ends
      return;
    }
    if (this.holder !== handlerId) return;
    await this.release().catch(() => undefined);
    await this.drain();
  }

  /** Ends the holder's unfinished batch and open transaction, and frees the session. */
  private async release(): Promise<void> {
    try {
      if (this.inBatch) {
        await this.db.runExclusive(() => this.db.execProtocolRawStream(SYNC, { onRawData: () => undefined }));
      }
      // exec takes PGlite's own lock: not inside runExclusive, which holds it.
      if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    } finally {
      this.holder = null;
      this.inBatch = false;
    }
  }

  private async drain(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (;;) {
        const index = this.next();
        if (index < 0) return; // the holder has not sent its next message yet
        const [item] = this.queue.splice(index, 1) as [Queued];
        this.running = item.handlerId;
        await this.run(item);
        this.running = null;
        if (this.holder !== null && item.handlerId !== this.holder) continue; // a start-up served meanwhile
        this.inBatch = EXTENDED.has(item.message[0]!);
        this.holder = this.inBatch || this.db.isInTransaction() ? item.handlerId : null;
        if (this.departed.delete(item.handlerId) && this.holder === item.handlerId)
          await this.release().catch(() => undefined);
      }
    } finally {
      this.running = null;
      this.processing = false;
    }
  }

  /** The queued message to run now, or -1: the holder's next one, else the oldest. */
  private next(): number {
    if (this.holder === null) return this.queue.length > 0 ? 0 : -1;
    const own = this.queue.findIndex((q) => q.handlerId === this.holder);
    if (own >= 0) return own;
    // A connection's start-up need not wait out another's transaction (waiting made new
    // connections time out under load); but never inside a batch, whose next message is due now.
    return this.inBatch ? -1 : this.queue.findIndex((q) => isStartup(q.message));
  }

  private async run(item: Queued): Promise<void> {
    let bytes = 0;
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(item.message, {
          onRawData: (data) => {
            bytes += data.length;
            item.onData(data);
          },
        }),
      );
      item.resolve(bytes);
    } catch (err) {
      item.reject(err instanceof Error ? err : new Error(String(err)));
    }
  }
}
