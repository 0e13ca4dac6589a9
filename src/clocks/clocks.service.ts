import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { rankLast, type AnyGameDefinition, type SeatScore } from '../engine';
import { gameSchemas } from '../engine/schemas';
import { Clock } from '../common/clock/clock';
import { AppError } from '../common/errors/app-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { Transaction } from '../database/transaction';
import { newTurns } from '../persistence/new-turns';
import { EventStore, type NewEvent } from '../persistence/event-store';
import { GameEnd } from '../persistence/game-end';
import { GameStates } from '../persistence/game-states';
import { GamesRepository, type GameRecord } from '../persistence/games.repository';
import type {
  GameAbandonedPayload,
  GameFinishedPayload,
  MoveMadePayload,
  TimedOutPayload,
} from '../persistence/stream-events';
import { afterMove, clockOf, earliestDeadline, seatDeadline, type ClockState } from './clock-state';
import { ClocksRepository } from './clocks.repository';

/** Games claimed per sweep at most. */
const SWEEP_BATCH = 100;
/** How long a claimed game is this instance's to time out before another may claim it. */
const LEASE_MS = 30_000;
/** Timeouts made in one game per sweep at most (simultaneous actors may all have run out). */
const TIMEOUTS_PER_GAME = 16;

/** What a move does to a timed game's clocks: written in the move's transaction. */
export interface ClockUpdate {
  clock: ClockState;
  deadline: Date | null;
  project: (tx: Transaction) => Promise<void>;
}

/**
 * The result of a game that ends because seats left it (resigned or forfeited): the running
 * scores, the leavers ranked last, the others in the order the rules rank them now. A solo game
 * has no one to rank against: null (it is abandoned, not scored).
 */
export function leaveResult(
  def: AnyGameDefinition,
  state: unknown,
  playerCount: number,
  leavers: number[],
): GameFinishedPayload | null {
  if (playerCount < 2) return null;
  return { scores: completeBreakdowns(def.id, def.scores(state)), ranking: rankLast(def.ranking(state), leavers) };
}

/**
 * Running scores with every category of the game's result, in scoresheet order: a category the
 * rules score only at the end (Troyes' characters…) was not scored, so it counts 0. The result of
 * a game that ended early then has the same shape as a finished one's (`<Game>Result`).
 */
function completeBreakdowns(game: string, scores: SeatScore[]): SeatScore[] {
  const doc = gameSchemas.get(game);
  const resultName = doc?.result.$ref.replace('#/$defs/', '') ?? '';
  const breakdown = doc?.$defs[resultName.replace(/Result$/, 'Breakdown')] as
    { properties?: Record<string, unknown> } | undefined;
  const categories = Object.keys(breakdown?.properties ?? {});
  return scores.map((s) => ({
    ...s,
    breakdown: { ...Object.fromEntries(categories.map((c) => [c, s.breakdown[c] ?? 0])), ...s.breakdown },
  }));
}

/**
 * Turn clocks: the clock part of every move of a timed game, and the sweeper that makes the
 * default move of a seat whose clock ran out (docs/api.md, "Clocks"). Timeouts are appended
 * through the event store like any move (TimedOut, then MoveMade, or the forfeit), guarded by the
 * game's version, so a move and a timeout racing each other cannot both land.
 */
@Injectable()
export class ClocksService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Clocks');
  private sweeper: NodeJS.Timeout | null = null;
  private sweeping: Promise<number> | null = null;

  constructor(
    private readonly repo: ClocksRepository,
    private readonly games: GamesRepository,
    private readonly states: GameStates,
    private readonly events: EventStore,
    private readonly gameEnd: GameEnd,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (this.config.clockSweepIntervalMs <= 0) return;
    this.sweeper = setInterval(() => {
      // One sweep at a time on this instance; other instances are kept apart by the claim.
      if (this.sweeping) return;
      this.sweeping = this.sweep()
        .catch((err: unknown) => {
          this.logger.warn(`clock sweep failed: ${String(err)}`);
          return 0;
        })
        .finally(() => (this.sweeping = null));
    }, this.config.clockSweepIntervalMs);
    this.sweeper.unref();
  }

  /** Stops sweeping before the database closes, and lets a sweep under way finish. */
  async onModuleDestroy(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    await this.sweeping;
  }

  /**
   * The clock writes of a move by `seat` at `now`, or null for an untimed game. Refuses the move
   * (409 CONFLICT, reason CLOCK_RAN_OUT) when the seat's clock has run out: its default move is
   * the sweeper's to make.
   */
  forMove(
    game: GameRecord,
    move: { seat: number; actorsBefore: number[]; actorsAfter: number[]; over: boolean; now: Date },
  ): ClockUpdate | null {
    const tc = game.timeControl;
    const clock = clockOf(game, move.now);
    if (!tc || !clock) return null;
    const ranOut = seatDeadline(tc, clock.seats[move.seat]!);
    if (ranOut && ranOut <= move.now) {
      throw new AppError('CONFLICT', 'Your seat’s clock has run out; the server makes its default move.', {
        reason: 'CLOCK_RAN_OUT',
        deadline: ranOut.toISOString(),
      });
    }
    const next = afterMove(tc, clock, { mover: move.seat, ...move });
    const deadline = move.over ? null : earliestDeadline(tc, next, move.actorsAfter);
    return { clock: next, deadline, project: (tx) => this.repo.save(tx, game.id, next, deadline) };
  }

  /** The clock writes of a game that ends now by other means (a resignation): its clocks stop. */
  forEnd(game: GameRecord, now: Date): ClockUpdate | null {
    const tc = game.timeControl;
    const clock = clockOf(game, now);
    if (!tc || !clock) return null;
    const stopped: ClockState = { seats: clock.seats.map((s) => ({ ...s, since: null })) };
    return { clock: stopped, deadline: null, project: (tx) => this.repo.save(tx, game.id, stopped, null) };
  }

  /**
   * Claims the games whose clock ran out and times out their seats; returns the timeouts made.
   * Safe to run concurrently, here or on other instances: each game is claimed by one sweep.
   */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    const ids = await this.repo.claimExpired(now, new Date(now.getTime() + LEASE_MS), SWEEP_BATCH);
    let made = 0;
    for (const id of ids) {
      try {
        let n = 0;
        while (n < TIMEOUTS_PER_GAME && (await this.timeOut(id))) n++;
        made += n;
        if (n === 0) await this.repo.release(id);
      } catch (err) {
        this.logger.warn(`timing out game ${id} failed: ${String(err)}`);
        await this.repo.release(id).catch(() => undefined);
      }
    }
    return made;
  }

  /**
   * Times out the acting seat whose clock ran out first, if any: TimedOut, then its default move
   * (and GameFinished when that ends the game), or the forfeit. False when nothing was due, or a
   * move landed first (the next sweep looks again).
   */
  async timeOut(gameId: string): Promise<boolean> {
    const game = await this.games.find(gameId);
    if (!game || game.status !== 'ACTIVE' || !game.timeControl) {
      if (game) await this.repo.stop(game.id);
      return false;
    }
    const tc = game.timeControl;
    const now = this.clock.now();
    const clock = clockOf(game, now)!;
    const { def, state } = await this.states.load(game);
    const actors = def.actors(state);
    let seat: number | null = null;
    let ranOut: Date | null = null;
    for (const a of actors) {
      const d = seatDeadline(tc, clock.seats[a]!);
      if (d && d <= now && (!ranOut || d < ranOut)) [seat, ranOut] = [a, d];
    }
    if (seat === null || ranOut === null) return false;

    const timeouts = clock.seats[seat]!.timeouts + 1;
    const move = def.timeoutMove?.(state, seat) ?? null;
    // A game without a default move cannot play on for the seat: its first timeout forfeits.
    const forfeited = timeouts >= this.config.clockForfeitAfter || move === null;
    const v = game.version;
    const timedOut: NewEvent = {
      seq: v + 1,
      type: 'TimedOut',
      seat,
      payload: { deadline: ranOut.toISOString(), timeouts, forfeited } satisfies TimedOutPayload,
    };
    if (forfeited) {
      const stopped = afterMove(tc, clock, { mover: seat, actorsBefore: actors, actorsAfter: [], now, timedOut: true });
      const abandoned: GameAbandonedPayload = { reason: 'FORFEITED', seat };
      const ok = await this.events.append({
        gameId: game.id,
        expectedVersion: v,
        events: [timedOut, { seq: v + 2, type: 'GameAbandoned', seat: null, payload: abandoned }],
        close: { status: 'ABANDONED', result: leaveResult(def, state, game.playerCount, [seat]), at: now },
        project: (tx) => this.repo.save(tx, game.id, stopped, null),
      });
      if (ok) this.logger.log(`game ${game.id}: seat ${seat} forfeited after ${timeouts} timeouts`);
      return ok;
    }

    const applied = def.apply(state, seat, move);
    if (!applied.ok) throw new Error(`timeoutMove of ${def.rulesVersion} refused: ${applied.error.code}`);
    const next = applied.value.state;
    const over = def.isOver(next);
    const actorsAfter = over ? [] : def.actors(next);
    const nextClock = afterMove(tc, clock, { mover: seat, actorsBefore: actors, actorsAfter, now, timedOut: true });
    const deadline = over ? null : earliestDeadline(tc, nextClock, actorsAfter);
    const made: NewEvent = {
      seq: v + 2,
      type: 'MoveMade',
      seat,
      payload: { move: move as MoveMadePayload['move'], events: applied.value.events } satisfies MoveMadePayload,
    };
    const result: GameFinishedPayload | null = over ? { scores: def.scores(next), ranking: def.ranking(next) } : null;
    const events = result
      ? [timedOut, made, { seq: v + 3, type: 'GameFinished' as const, seat: null, payload: result }]
      : [timedOut, made];
    const append = {
      gameId: game.id,
      expectedVersion: v,
      events,
      project: (tx: Transaction) => this.repo.save(tx, game.id, nextClock, deadline),
      // The seats the server's move hands the turn to get their `turn` webhook, as after any move.
      turn: newTurns(actors, actorsAfter, seat),
    };
    const ok = result
      ? await this.gameEnd.finish(append, { game, state: next, result, finishedAt: now })
      : await this.events.append(append);
    if (ok) this.states.remember(game.id, v + events.length, next);
    return ok;
  }
}
