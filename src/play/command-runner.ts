import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { playDueBots, type BotTurns } from '../bots/bot-turns';
import { AppError } from '../common/errors/app-error';
import { Clock } from '../common/clock/clock';
import { isDatabaseFault } from '../common/errors/database-faults';
import type { Transaction } from '../database/transaction';
import { EventStore, type AppendRequest, type NewEvent } from '../persistence/event-store';
import { GameStates } from '../persistence/game-states';
import { GamesRepository, seatOf, type GameRecord } from '../persistence/games.repository';
import { newTurns } from '../persistence/new-turns';
import type { GameFinishedPayload } from '../persistence/stream-events';
import type { Applied, Decision, GameCommand, Outcome } from './command';
import { GAME_PROJECTIONS, type Appending, type GameProjection, type ProjectionWrite } from './projections';
import {
  deadlinePassed,
  gameNotFound,
  isRejection,
  notActive,
  notSeated,
  versionConflict,
  type Rejection,
} from './rejections';

/** How many times a command is decided again when another writer lands first. */
const MAX_ATTEMPTS = 8;
/** Active games whose row this instance read or wrote last (see `rememberedRow`). */
const RECENT_GAMES = 2000;

/** One try of a command on one row. */
type Attempt<A> = Outcome<A> | { ok: false; lost: true };

/**
 * The one write path of a game (docs/architecture.md): every change (a move, a resignation, a
 * timeout, bots' moves at the start, a deadline's abandonment) is a GameCommand run here. The
 * runner loads the game and its state, lets the command decide, lets due bots play, numbers the
 * events, finishes or closes the game, appends under the version guard with the projections'
 * writes, retries a lost race, and keeps the caches. Every refusal stores nothing.
 */
@Injectable()
export class CommandRunner {
  /** gameId → the game row as this instance last wrote it (active games only), bounded. */
  private readonly recent = new LRUCache<string, GameRecord>({ max: RECENT_GAMES });

  constructor(
    private readonly games: GamesRepository,
    private readonly states: GameStates,
    private readonly events: EventStore,
    private readonly clock: Clock,
    @Inject(GAME_PROJECTIONS) private readonly projections: readonly GameProjection[],
  ) {}

  /**
   * Runs `command` on the game. `start`: a row the caller has just read, tried first (the append's
   * guard checks it). Unexpected faults (database, bugs) throw; an API key found revoked throws
   * UNAUTHENTICATED.
   */
  async run<A>(gameId: string, command: GameCommand<A>, start?: GameRecord): Promise<Outcome<A>> {
    const attempts = command.maxAttempts ?? MAX_ATTEMPTS;
    for (let attempt = 1; ; attempt++) {
      // A row not read now (given, or remembered) may be stale: any refusal it gives is decided
      // again on the database's row; only an acceptance (which the guard confirmed) stands.
      const unread =
        attempt === 1
          ? (start ?? (command.tryRemembered ? this.rememberedRow(gameId, command) : undefined))
          : undefined;
      if (unread) {
        try {
          const tried = await this.attempt(unread, command);
          if (tried.ok) return tried;
        } catch (err) {
          // A database fault is not about the row: trying again would double the wait (a hung
          // database) or the retries (a deadlock).
          if (isDatabaseFault(err)) throw err;
        }
        this.recent.delete(gameId);
        continue;
      }
      const game = await this.load(gameId, command.unconfirmedKeyId);
      if (!game) return { ok: false, rejection: gameNotFound(gameId) };
      const tried = await this.attempt(game, command);
      if (!('lost' in tried)) return tried;
      // Another writer landed first (or the key was revoked meanwhile: the reload says so).
      if (command.expectedVersion !== undefined || attempt >= attempts) {
        const now = await this.load(gameId, command.unconfirmedKeyId);
        return { ok: false, rejection: now ? versionConflict(now.version) : gameNotFound(gameId) };
      }
    }
  }

  /** Forgets a game's remembered row (another path changed it). */
  forget(gameId: string): void {
    this.recent.delete(gameId);
  }

  private async attempt<A>(game: GameRecord, command: GameCommand<A>): Promise<Attempt<A>> {
    const refuse = (rejection: Rejection): Attempt<A> => ({ ok: false, rejection });
    let seat: number | null = null;
    if (command.playerId !== undefined) {
      seat = seatOf(game, command.playerId);
      if (seat === null) return refuse(notSeated(game.id));
    }
    const earlier = await command.earlier?.();
    if (earlier) {
      if (isRejection(earlier)) return refuse(earlier);
      return { ok: true, value: earlier, applied: this.unchanged(game, seat) };
    }
    const now = this.clock.now();
    if (command.playerId !== undefined && game.status === 'ACTIVE' && game.deadline !== null && game.deadline <= now) {
      // Past its deadline a game takes nothing from a seat: it is closed as abandoned now.
      await this.attempt(game, abandonAtDeadline);
      return refuse(deadlinePassed(game.deadline));
    }
    if (game.status !== 'ACTIVE') return refuse(notActive(game));
    if (command.expectedVersion !== undefined && command.expectedVersion !== game.version) {
      return refuse(versionConflict(game.version));
    }
    const { def, state } = await this.states.load(game);
    const decided = command.decide({ game, def, state, seat, now });
    if (isRejection(decided)) return refuse(decided);
    const decision = decided ?? { events: [], state, mover: null };
    // Bots that act now move within this command, appended with it in one statement.
    const bots: BotTurns = decision.abandon
      ? { state: decision.state, events: [], moves: [] }
      : playDueBots(def, decision.state, game, game.version + decision.events.length);
    if (decision.events.length === 0 && bots.events.length === 0 && !decision.abandon) {
      return {
        ok: true,
        value: command.answer(this.unchanged(game, seat, def, state)),
        applied: this.unchanged(game, seat, def, state),
      };
    }
    const next = bots.state;
    const over = !decision.abandon && def.isOver(next);
    const result: GameFinishedPayload | null = over ? { scores: def.scores(next), ranking: def.ranking(next) } : null;
    const events = numbered(game.version, decision, bots, result);
    const actorsBefore = def.actors(state);
    const actorsAfter = over || decision.abandon ? [] : def.actors(next);
    const end: Appending['end'] = result
      ? { status: 'FINISHED', result }
      : decision.abandon
        ? { status: 'ABANDONED', result: decision.abandon.result }
        : null;
    const appending: Appending = {
      game,
      def,
      state: next,
      events,
      mover: decision.mover,
      timedOut: decision.timedOut ?? false,
      actorsBefore,
      actorsAfter,
      end,
      now,
    };
    const writes = this.projections.map((p) => p.plan(appending)).filter((w): w is ProjectionWrite => w !== null);
    const version = game.version + events.length;
    let after: GameRecord = { ...game, version };
    for (const w of writes) after = { ...after, ...w.row };
    if (end) after = { ...after, status: end.status, result: end.result, finishedAt: now };
    const applied: Applied = {
      game: after,
      def,
      state: next,
      seat,
      events,
      bots: bots.moves,
      actors: actorsAfter,
      result,
    };
    const value = command.answer(applied);
    const append: AppendRequest = {
      gameId: game.id,
      expectedVersion: game.version,
      events,
      close: end ? { status: end.status, result: end.result, at: now } : undefined,
      activeKeyId: command.unconfirmedKeyId,
      project: writes.length > 0 ? (tx: Transaction) => writeAll(tx, writes) : undefined,
      turn: decision.mover !== null ? newTurns(actorsBefore, actorsAfter, decision.mover) : undefined,
      idempotency: command.idempotency ? { ...command.idempotency, response: value } : undefined,
    };
    if (!(await this.events.append(append))) return { ok: false, lost: true };
    this.states.remember(game.id, version, next);
    this.remember(after);
    return { ok: true, value, applied };
  }

  private unchanged(game: GameRecord, seat: number | null, def?: Applied['def'], state?: unknown): Applied {
    return { game, def: def as Applied['def'], state, seat, events: [], bots: [], actors: [], result: null };
  }

  /**
   * The row to try a command on without reading it: only for an active game whose deadline has
   * not passed, and only when it agrees with a pinned expectedVersion.
   */
  private rememberedRow(gameId: string, command: GameCommand<unknown>): GameRecord | undefined {
    const game = this.recent.peek(gameId);
    if (!game || game.status !== 'ACTIVE') return undefined;
    if (game.deadline !== null && game.deadline <= this.clock.now()) return undefined;
    if (command.expectedVersion !== undefined && command.expectedVersion !== game.version) return undefined;
    return game;
  }

  /** Notes a row this instance has just read or written, so the next command may try it unread. */
  remember(game: GameRecord): void {
    if (game.status !== 'ACTIVE') this.recent.delete(game.id);
    else this.recent.set(game.id, game);
  }

  /** The game from the database; with `unconfirmedKeyId`, also confirms that key is active. */
  private async load(gameId: string, unconfirmedKeyId?: string): Promise<GameRecord | null> {
    if (!unconfirmedKeyId) return this.games.find(gameId);
    const found = await this.games.findWithKey(gameId, unconfirmedKeyId);
    if (!found.keyActive) throw new AppError('UNAUTHENTICATED', 'The API key is unknown or revoked.');
    return found.game;
  }
}

/** The command that closes a game whose deadline has passed (GameAbandoned, no result). */
export const abandonAtDeadline: GameCommand<GameRecord> = {
  name: 'abandon',
  decide: ({ game, state }): Decision | null =>
    game.deadline === null
      ? null
      : {
          events: [],
          state,
          mover: null,
          abandon: { payload: { reason: 'DEADLINE_PASSED', deadline: game.deadline.toISOString() }, result: null },
        },
  answer: (applied) => applied.game,
};

/** The command's events, then the bots', then the game's end: numbered after `version`. */
function numbered(version: number, decision: Decision, bots: BotTurns, result: GameFinishedPayload | null): NewEvent[] {
  const events: NewEvent[] = decision.events.map((e, i) => ({ ...e, seq: version + 1 + i }));
  events.push(...bots.events);
  const seq = version + events.length + 1;
  if (decision.abandon) events.push({ seq, type: 'GameAbandoned', seat: null, payload: decision.abandon.payload });
  else if (result) events.push({ seq, type: 'GameFinished', seat: null, payload: result });
  return events;
}

async function writeAll(tx: Transaction, writes: readonly ProjectionWrite[]): Promise<void> {
  for (const w of writes) await w.write(tx);
}
