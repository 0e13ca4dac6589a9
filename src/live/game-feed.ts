import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { AppendListener, type Appended } from '../database/append-listener';
import { EventStore } from '../persistence/event-store';
import { GameStates } from '../persistence/game-states';
import { GamesRepository, type GameRecord } from '../persistence/games.repository';
import { isOver, updatesFor, type GameSnapshot, type GameUpdate } from './game-update';

/** Where one watcher's updates go (an SSE response, a GraphQL subscription). */
export interface GameSink {
  /** Called in version order, never twice for a version. */
  deliver(updates: GameUpdate[]): void;
  /** The game is over and every version was delivered. */
  end(): void;
}

interface Watcher {
  /** Keeps appends announced while this watcher is here (AppendListener.hold). */
  release: () => void;
  seat: number | null;
  /** The newest version delivered. */
  sent: number;
  sink: GameSink;
}

const RETRY_AFTER_FAILURE_MS = 1_000;

/**
 * Everyone watching one game on this instance. Each append notification (or a new watcher, or a
 * resync) triggers one read of the store from the oldest version any watcher lacks; the updates are
 * built once per seat and handed to every watcher of that seat, each from its own `sent` on. Reads
 * run one at a time, so updates leave in order, and every watcher's gap is filled by the same read:
 * no version is skipped and none is sent twice.
 */
class GameChannel {
  readonly watchers = new Set<Watcher>();
  private running = false;
  private again = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    readonly gameId: string,
    private readonly feed: GameFeed,
  ) {}

  refresh(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.loop();
  }

  /** A notification of `version`: worth a read only if someone lacks it. */
  lacks(version: number): boolean {
    for (const w of this.watchers) if (w.sent < version) return true;
    return false;
  }

  stop(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
  }

  private async loop(): Promise<void> {
    try {
      do {
        this.again = false;
        await this.pull();
      } while (this.again && this.watchers.size > 0);
    } catch (err) {
      this.feed.logger.warn(`live read of game ${this.gameId} failed (${(err as Error).message}); retrying`);
      if (!this.retry) {
        this.retry = setTimeout(() => {
          this.retry = null;
          this.refresh();
        }, RETRY_AFTER_FAILURE_MS);
        this.retry.unref();
      }
    } finally {
      this.running = false;
    }
  }

  private async pull(): Promise<void> {
    if (this.watchers.size === 0) return;
    let after = Infinity;
    for (const w of this.watchers) after = Math.min(after, w.sent);
    const snap = await this.feed.read(this.gameId, after);
    if (!snap) return;
    const bySeat = new Map<number | null, GameUpdate[]>();
    const over = isOver(snap.game.status);
    for (const w of [...this.watchers]) {
      // Came during the read with an older version than it started from: this read does not
      // cover its gap (it would skip versions), so the next read serves it.
      if (w.sent < after) {
        this.again = true;
        continue;
      }
      let updates = bySeat.get(w.seat);
      if (!updates) bySeat.set(w.seat, (updates = updatesFor(snap, w.seat)));
      const fresh = updates.filter((u) => u.version > w.sent);
      if (fresh.length > 0) {
        w.sent = fresh[fresh.length - 1]!.version;
        w.sink.deliver(fresh);
      }
      if (over && w.sent >= snap.game.version && this.watchers.has(w)) {
        this.feed.unwatch(this, w);
        w.sink.end();
      }
    }
  }
}

/**
 * Live updates of games (per-game streams, gameUpdated), fed by the append listener: whatever path
 * appended, on whichever instance, watchers here read it from the store.
 */
@Injectable()
export class GameFeed implements OnModuleInit, OnModuleDestroy {
  readonly logger = new Logger('GameFeed');
  private readonly channels = new Map<string, GameChannel>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly listener: AppendListener,
    private readonly games: GamesRepository,
    private readonly store: EventStore,
    private readonly states: GameStates,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.listener.subscribe({
      appended: (a: Appended) => {
        const channel = this.channels.get(a.gameId);
        if (channel?.lacks(a.version)) channel.refresh();
      },
      resync: () => {
        for (const channel of this.channels.values()) channel.refresh();
      },
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    for (const channel of this.channels.values()) channel.stop();
  }

  /** Number of watchers on this instance (for the benchmark and tests). */
  get watching(): number {
    let n = 0;
    for (const c of this.channels.values()) n += c.watchers.size;
    return n;
  }

  /**
   * Delivers every version after `after` as `seat` may see it, then each new one as it is
   * appended, until the game is over (then `end`) or the returned function is called.
   */
  watch(gameId: string, seat: number | null, after: number, sink: GameSink): () => void {
    let channel = this.channels.get(gameId);
    if (!channel) this.channels.set(gameId, (channel = new GameChannel(gameId, this)));
    // Announcing may start after this first read: the listener's resync then reads again.
    const hold = this.listener.hold();
    hold.ready.catch(() => undefined); // retried by the listener; the channel resyncs when it succeeds
    const watcher: Watcher = { release: hold.release, seat, sent: after, sink };
    channel.watchers.add(watcher);
    channel.refresh();
    const ch = channel;
    return () => this.unwatch(ch, watcher);
  }

  unwatch(channel: GameChannel, watcher: Watcher): void {
    watcher.release();
    channel.watchers.delete(watcher);
    if (channel.watchers.size === 0 && this.channels.get(channel.gameId) === channel) {
      channel.stop();
      this.channels.delete(channel.gameId);
    }
  }

  /** The game and its events after `after`, with its state at the version read. */
  async read(gameId: string, after: number): Promise<GameSnapshot | null> {
    const game: GameRecord | null = await this.games.find(gameId);
    if (!game) return null;
    const stored = game.version > after ? await this.store.load(gameId, after) : [];
    const events = stored.filter((e) => e.seq <= game.version);
    const state = events.length > 0 ? await this.states.current(game) : null;
    return { game, def: this.states.definition(game), state, events, now: this.clock.now() };
  }
}
