import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { utcDay } from '../common/clock/utc-day';
import { DAILY_KINDS } from '../daily/daily-kinds';
import { DailyService } from '../daily/daily.service';
import { AppendListener, type Appended, type RematchProposed } from '../database/append-listener';
import { EventStore } from '../persistence/event-store';
import { GameStates } from '../persistence/game-states';
import { GamesRepository } from '../persistence/games.repository';
import type { RatingChangeDto } from '../ratings/ratings.model';
import { RatingsService } from '../ratings/ratings.service';
import { awaitedBy } from '../rematch/proposal';
import { SeeksRepository } from '../seeks/seeks.repository';
import { isOver } from './game-update';

/** What the per-player feed (GET /v1/players/me/stream, myTurn, dailyClosed) tells. */
export type PlayerNotice =
  | { type: 'gameStarted'; gameId: string; version: number; seat: number }
  | { type: 'yourTurn'; gameId: string; version: number; seat: number }
  | { type: 'gameFinished'; gameId: string; version: number; status: string; result: unknown }
  | { type: 'ratingChanged'; gameId: string; version: number; seat: number; game: string; rating: RatingChangeDto }
  | { type: 'seekMatched'; seekId: string; gameId: string; version: number; seat: number; game: string }
  | { type: 'rematchProposed'; previousGameId: string; proposedBy: string; waitingFor: string[]; game: string }
  | { type: 'dailyOpened'; kind: string; date: string; commitment: string }
  | { type: 'dailyClosed'; kind: string; date: string; seed: string | null };

export type PlayerSink = (notice: PlayerNotice) => void;

/** How often the feed looks whether the UTC day turned (daily opened / closed). */
const DAY_CHECK_MS = 30_000;

/**
 * The per-player feed. Game notices come from the append listener (any instance, any path): the
 * appended events are read once per append per instance, and only while someone listens; so do
 * rematch proposals (their own channel on the same listener). Daily notices come when this
 * instance sees the UTC day turn.
 */
@Injectable()
export class PlayerFeed implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('PlayerFeed');
  private readonly players = new Map<string, Set<PlayerSink>>();
  /** Subscribers of daily notices only (GraphQL dailyClosed; anonymous allowed). */
  private readonly dailyOnly = new Set<PlayerSink>();
  /** Per game, the reads in order, so notices of one game leave in version order. */
  private readonly queues = new Map<string, Promise<void>>();
  private unsubscribe: (() => void) | null = null;
  private dayTimer: NodeJS.Timeout | null = null;
  private day = '';

  constructor(
    private readonly listener: AppendListener,
    private readonly games: GamesRepository,
    private readonly store: EventStore,
    private readonly states: GameStates,
    private readonly daily: DailyService,
    private readonly clock: Clock,
    private readonly ratings: RatingsService,
    private readonly seeks: SeeksRepository,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.listener.subscribe({
      appended: (a) => this.appended(a),
      rematchProposed: (r) => void this.rematchProposed(r),
      resync: () => undefined,
    });
    this.day = utcDay(this.clock.now());
    this.dayTimer = setInterval(() => void this.checkDay(), DAY_CHECK_MS);
    this.dayTimer.unref();
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    if (this.dayTimer) clearInterval(this.dayTimer);
  }

  /**
   * Notices for `playerId` (all of them) until `stop` is called; game notices for every append
   * committed after `ready` settles (the feed reads no backlog, so open the stream after it).
   */
  follow(playerId: string, sink: PlayerSink): { stop: () => void; ready: Promise<void> } {
    const set = this.players.get(playerId) ?? new Set<PlayerSink>();
    this.players.set(playerId, set);
    set.add(sink);
    const hold = this.listener.hold();
    return {
      ready: hold.ready,
      stop: () => {
        hold.release();
        set.delete(sink);
        if (set.size === 0 && this.players.get(playerId) === set) this.players.delete(playerId);
      },
    };
  }

  /** Sinks following a player now, on this instance (tests wait for their subscribers with it). */
  get following(): number {
    let n = 0;
    for (const set of this.players.values()) n += set.size;
    return n;
  }

  /** Daily notices only (for anyone). */
  followDaily(sink: PlayerSink): () => void {
    this.dailyOnly.add(sink);
    return () => this.dailyOnly.delete(sink);
  }

  /** Emits dailyClosed / dailyOpened when the UTC day has turned since the last check. */
  async checkDay(): Promise<void> {
    const today = utcDay(this.clock.now());
    if (today === this.day) return;
    const closed = this.day;
    this.day = today;
    for (const kind of DAILY_KINDS) {
      try {
        const past = await this.daily.puzzle(kind.kind, closed);
        this.broadcast({ type: 'dailyClosed', kind: kind.kind, date: closed, seed: past.seed });
        const opened = await this.daily.puzzle(kind.kind, today);
        this.broadcast({ type: 'dailyOpened', kind: kind.kind, date: today, commitment: opened.commitment });
      } catch (err) {
        this.logger.warn(`daily notice for ${kind.kind} failed: ${(err as Error).message}`);
      }
    }
  }

  private broadcast(notice: PlayerNotice): void {
    for (const set of this.players.values()) for (const sink of set) sink(notice);
    for (const sink of this.dailyOnly) sink(notice);
  }

  private appended(a: Appended): void {
    if (this.players.size === 0) return;
    const previous = this.queues.get(a.gameId) ?? Promise.resolve();
    const next = previous
      .then(() => this.notify(a))
      .catch((err: Error) => this.logger.warn(`player notices of game ${a.gameId} failed: ${err.message}`))
      .finally(() => {
        if (this.queues.get(a.gameId) === next) this.queues.delete(a.gameId);
      });
    this.queues.set(a.gameId, next);
  }

  /**
   * A rematch was proposed: every other person of the ended game who follows here hears who
   * proposed it and whom it waits for (every other person: a proposal is its first acceptance).
   */
  private async rematchProposed(r: RematchProposed): Promise<void> {
    if (this.players.size === 0) return;
    try {
      const game = await this.games.find(r.gameId);
      if (!game) return;
      const waitingFor = awaitedBy(
        game.seats.map((s) => s.playerId),
        r.proposedBy,
      );
      const notice: PlayerNotice = {
        type: 'rematchProposed',
        previousGameId: game.id,
        proposedBy: r.proposedBy,
        waitingFor,
        game: game.game,
      };
      for (const playerId of waitingFor) for (const sink of this.players.get(playerId) ?? []) sink(notice);
    } catch (err) {
      this.logger.warn(`rematch notice of game ${r.gameId} failed: ${(err as Error).message}`);
    }
  }

  private async notify(a: Appended): Promise<void> {
    const game = await this.games.find(a.gameId);
    if (!game || !game.seats.some((s) => this.players.has(s.playerId))) return;
    const events = (await this.store.load(a.gameId, a.from - 1)).filter((e) => e.seq <= a.version);
    const started = events.some((e) => e.type === 'GameStarted');
    // A game a matched table started: each seeker hears which of their seeks it answered.
    const matched = started ? await this.seeks.matchedInto(game.id) : [];
    // Turn and end notices only for the newest append: a later one's notices say what is true then.
    const newest = game.version === a.version;
    const def = this.states.definition(game);
    const actors = newest && game.status === 'ACTIVE' ? def.actors(await this.states.current(game)) : [];
    // A rated game's end changed its seats' ratings (in the same transaction): tell each seat its own.
    const rated = newest && isOver(game.status) && game.rated ? await this.ratings.ofGame(game.id) : [];
    for (const { seat, playerId } of game.seats) {
      const sinks = this.players.get(playerId);
      if (!sinks) continue;
      const notices: PlayerNotice[] = [];
      const seek = matched.find((m) => m.playerId === playerId);
      if (seek) {
        notices.push({
          type: 'seekMatched',
          seekId: seek.id,
          gameId: game.id,
          version: a.version,
          seat,
          game: game.game,
        });
      }
      if (started) notices.push({ type: 'gameStarted', gameId: game.id, version: a.version, seat });
      if (actors.includes(seat)) notices.push({ type: 'yourTurn', gameId: game.id, version: a.version, seat });
      if (newest && isOver(game.status)) {
        notices.push({
          type: 'gameFinished',
          gameId: game.id,
          version: game.version,
          status: game.status,
          result: game.result ?? null,
        });
      }
      const rating = rated.find((r) => r.seat === seat);
      if (rating) {
        notices.push({ type: 'ratingChanged', gameId: game.id, version: game.version, seat, game: game.game, rating });
      }
      for (const n of notices) for (const sink of sinks) sink(n);
    }
  }
}
