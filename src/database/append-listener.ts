import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Client, Notification, PoolClient } from 'pg';
import { Database } from './database';
import { openListenConnection } from './listen-connection';
import { ReconnectBackoff } from './reconnect-backoff';
import type { Transaction } from './transaction';

/** The channel the game_event trigger announces appends on (migration 20261123020000). */
export const GAME_APPENDED_CHANNEL = 'crier_game_appended';
/**
 * The channel a rematch proposal is announced on, by the proposing transaction (the rematch
 * repository, through notifyLiveWatchers): `<ended game id>:<proposer id>`. Not an append: the
 * ended game's stream does not grow, so it needs a channel of its own.
 */
export const REMATCH_PROPOSED_CHANNEL = 'crier_rematch_proposed';
/**
 * The channel a seek's opening or closing is announced on, by the transaction that writes it (the
 * seeks repository, through notifyLiveWatchers): `<status>:<seek id>:<game>`, under 80 bytes. The
 * status and game ride along because a close needs nothing else (the lobby feed tells it without a
 * read); an opening is read by the feed, which shows the seek as GET /v1/seeks/{id} does then.
 */
export const SEEKS_CHANGED_CHANNEL = 'crier_seeks_changed';

/** After its last watcher leaves, an instance keeps its live_listener row this long (no churn). */
const LINGER_MS = 60_000;
/** A registered instance refreshes its row this often; rows older than STALE_ROW are cleared. */
const REFRESH_MS = 60_000;
const STALE_ROW = '10 minutes';
/** A failed registration is tried again after this long while someone still watches. */
const REGISTER_RETRY_MS = 1_000;

/** A game's stream grew by the events with seq `from`..`version` (the game's new version). */
export interface Appended {
  gameId: string;
  from: number;
  version: number;
}

/** A rematch of the ended game `gameId` was proposed by `proposedBy` (committed). */
export interface RematchProposed {
  gameId: string;
  proposedBy: string;
}

/** A seek opened (status OPEN) or closed (MATCHED, CANCELLED, EXPIRED): committed. */
export interface SeekChanged {
  seekId: string;
  game: string;
  status: string;
}

export interface AppendSubscriber {
  appended(a: Appended): void;
  /** A rematch was proposed, on any instance (only the player feed cares). */
  rematchProposed?(r: RematchProposed): void;
  /** A seek opened or closed, on any instance (only the lobby feed cares). */
  seeksChanged?(c: SeekChanged): void;
  /** Notifications may have been missed (listener down or just back): re-read what you watch. */
  resync(): void;
}

/** A live watcher's hold on the notifications (see AppendListener.hold). */
export interface ListenHold {
  /** Settles once appends are announced (this instance's live_listener row counts). */
  ready: Promise<void>;
  release(): void;
}

/**
 * Announces `payload` on `channel` at the commit of `tx`, on the same terms as the append trigger:
 * only while some instance keeps a live_listener row. Reading that table holds ACCESS SHARE until
 * the commit, so an instance registering meanwhile waits for it: a watcher whose `ready` settled
 * hears every such notice committed after.
 */
export async function notifyLiveWatchers(tx: Transaction, channel: string, payload: string): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2) WHERE EXISTS (SELECT 1 FROM live_listener)', [channel, payload]);
}

/** `notifyLiveWatchers` for several payloads in one round trip (in array order; none: no query). */
export async function notifyLiveWatchersOfEach(tx: Transaction, channel: string, payloads: string[]): Promise<void> {
  if (payloads.length === 0) return;
  await tx.query('SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p WHERE EXISTS (SELECT 1 FROM live_listener)', [
    channel,
    payloads,
  ]);
}

/**
 * Hears every append to any game's stream, from whichever instance or code path wrote it: a
 * trigger on game_event sends `<game id>:<first seq>:<last seq>` at commit (ids only; readers go to the store).
 * On the same connection and terms it hears rematch proposals (REMATCH_PROPOSED_CHANNEL) and seeks
 * opening or closing (SEEKS_CHANGED_CHANNEL), which are no append but go to live watchers too.
 *
 * The trigger notifies only while some instance keeps a row in live_listener (pg_notify serialises
 * commits on PostgreSQL's notify lock: migration 20261123090000). An instance holds its row while
 * it has a live watcher (`hold`), and for LINGER_MS after the last one leaves. Inserting the row
 * waits for every append that did not see it to commit, then subscribers resync: so every append
 * is either re-read from the store or announced.
 *
 * - On PostgreSQL, one dedicated connection LISTENs, and reconnects with backoff when it drops
 *   (subscribers are told to resync, so a stream re-reads the store and misses nothing).
 * - On the embedded PGlite every connection reaches one backend, and a notification comes back
 *   on the connection whose transaction sent it (tested: never on the listening one). So the
 *   listener issues LISTEN once and hears the pool's own connections instead: every append this
 *   process makes, which on the embedded database is every append there is.
 */
@Injectable()
export class AppendListener implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('AppendListener');
  private readonly subscribers = new Set<AppendSubscriber>();
  private client: Client | null = null;
  private stopped = false;
  private readonly reconnect = new ReconnectBackoff(250);
  private readonly heard = new WeakSet<PoolClient>();
  private readonly instanceId = randomUUID();
  private holders = 0;
  /** Whether this instance's row is in live_listener (as far as this instance knows). */
  private registered = false;
  /** The registration or removal in progress: one at a time, in order. */
  private work: Promise<void> = Promise.resolve();
  private registering: Promise<void> | null = null;
  private lingerTimer: NodeJS.Timeout | null = null;
  private refreshTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  /** How long the row stays after the last watcher leaves (ms; tests shorten it). */
  lingerMs = LINGER_MS;

  constructor(private readonly db: Database) {}

  /**
   * A live watcher on this instance: appends are announced from `ready` on until `release` (and
   * LINGER_MS more). Subscribers are told to resync when announcing starts, so a watcher that read
   * the store before `ready` misses nothing.
   */
  hold(): ListenHold {
    this.holders++;
    if (this.lingerTimer) clearTimeout(this.lingerTimer);
    this.lingerTimer = null;
    let released = false;
    return {
      ready: this.ensureRegistered(),
      release: () => {
        if (released) return;
        released = true;
        this.holders--;
        if (this.holders === 0 && !this.stopped) {
          this.lingerTimer = setTimeout(() => {
            this.lingerTimer = null;
            if (this.holders === 0) void this.unregister();
          }, this.lingerMs);
          this.lingerTimer.unref();
        }
      },
    };
  }

  /** Live watchers on this instance (tests). */
  get holding(): number {
    return this.holders;
  }

  private ensureRegistered(): Promise<void> {
    if (this.registered) return Promise.resolve();
    if (this.registering) return this.registering;
    const attempt = this.serial(() => this.register()).finally(() => {
      if (this.registering === attempt) this.registering = null;
    });
    this.registering = attempt;
    attempt.catch((err: Error) => {
      this.logger.warn(`live listener registration failed (${err.message}); retrying`);
      this.scheduleRetry();
    });
    return attempt;
  }

  private scheduleRetry(): void {
    if (this.retryTimer || this.stopped) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.holders > 0 && !this.registered) void this.ensureRegistered().catch(() => undefined);
    }, REGISTER_RETRY_MS);
    this.retryTimer.unref();
  }

  private serial(step: () => Promise<void>): Promise<void> {
    const next = this.work.then(step);
    this.work = next.catch(() => undefined);
    return next;
  }

  /**
   * Inserts this instance's row under ACCESS EXCLUSIVE: the lock waits for appends whose trigger
   * read live_listener before (they hold ACCESS SHARE until they commit); appends queued behind it
   * read the table after this commits. Then every subscriber re-reads what it watches.
   */
  private async register(): Promise<void> {
    if (this.registered || this.stopped) return;
    await this.db.transaction(async (tx) => {
      await tx.query('LOCK TABLE live_listener IN ACCESS EXCLUSIVE MODE');
      await tx.query(
        `INSERT INTO live_listener (instance_id) VALUES ($1)
         ON CONFLICT (instance_id) DO UPDATE SET seen_at = now()`,
        [this.instanceId],
      );
    });
    this.registered = true;
    for (const s of this.subscribers) s.resync();
    if (!this.refreshTimer) {
      this.refreshTimer = setInterval(() => void this.serial(() => this.refresh()).catch(() => undefined), REFRESH_MS);
      this.refreshTimer.unref();
    }
  }

  /** Keeps this instance's row fresh, clears rows of instances gone quiet; re-registers if ours was cleared. */
  private async refresh(): Promise<void> {
    if (!this.registered) return;
    await this.db.pool.query(`DELETE FROM live_listener WHERE seen_at < now() - interval '${STALE_ROW}'`);
    const { rowCount } = await this.db.pool.query('UPDATE live_listener SET seen_at = now() WHERE instance_id = $1', [
      this.instanceId,
    ]);
    if (rowCount === 0) {
      this.registered = false;
      if (this.holders > 0) await this.register();
    }
  }

  private async unregister(): Promise<void> {
    await this.serial(async () => {
      if (!this.registered || this.holders > 0) return;
      if (this.refreshTimer) clearInterval(this.refreshTimer);
      this.refreshTimer = null;
      this.registered = false;
      await this.db.pool.query('DELETE FROM live_listener WHERE instance_id = $1', [this.instanceId]);
    }).catch((err: Error) => this.logger.warn(`live listener removal failed (${err.message})`));
  }

  subscribe(subscriber: AppendSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  async onModuleInit(): Promise<void> {
    if (!this.db.ownBackendPerConnection) {
      // Every pool connection may carry notifications back: listen on each as the pool hands it out.
      this.db.pool.on('acquire', (client) => this.hearPoolClient(client));
    }
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.reconnect.cancel();
    for (const t of [this.lingerTimer, this.retryTimer]) if (t) clearTimeout(t);
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    if (this.registered) {
      this.holders = 0;
      await this.unregister();
    }
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private hearPoolClient(client: PoolClient): void {
    if (this.heard.has(client)) return;
    this.heard.add(client);
    client.on('notification', (n) => this.onNotification(n));
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = await openListenConnection(
      this.db,
      [GAME_APPENDED_CHANNEL, REMATCH_PROPOSED_CHANNEL, SEEKS_CHANGED_CHANNEL],
      {
        notification: (n) => this.onNotification(n),
        lost: (c, err) => this.lost(c, err),
      },
    );
    if (!client) return;
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.reconnect.reset();
    // Appends made while nobody listened were not heard: every subscriber re-reads the store.
    for (const s of this.subscribers) s.resync();
  }

  private onNotification(n: Notification): void {
    if (!n.payload) return;
    if (n.channel === GAME_APPENDED_CHANNEL) {
      const [gameId, from, version] = n.payload.split(':');
      const appended = { gameId: gameId as string, from: Number(from), version: Number(version) };
      for (const s of this.subscribers) s.appended(appended);
    } else if (n.channel === REMATCH_PROPOSED_CHANNEL) {
      const [gameId, proposedBy] = n.payload.split(':');
      const proposed = { gameId: gameId as string, proposedBy: proposedBy as string };
      for (const s of this.subscribers) s.rematchProposed?.(proposed);
    } else if (n.channel === SEEKS_CHANGED_CHANNEL) {
      const [status, seekId, game] = n.payload.split(':');
      const changed = { status: status as string, seekId: seekId as string, game: game as string };
      for (const s of this.subscribers) s.seeksChanged?.(changed);
    }
  }

  private lost(client: Client, err: Error | null): void {
    if (this.client !== null && this.client !== client) return; // an old connection's late event
    this.client = null;
    if (this.stopped || this.reconnect.pending) return;
    this.logger.warn(`game append listener lost (${err?.message ?? 'connection ended'}); reconnecting`);
    this.reconnect.schedule(() => void this.connect());
  }
}
