import type { AnyGameDefinition } from '../engine';
import type { Transaction } from '../database/transaction';
import type { NewEvent } from '../persistence/event-store';
import type { GameRecord } from '../persistence/games.repository';
import type { GameFinishedPayload } from '../persistence/stream-events';

/** An append as projections see it, before it is written. */
export interface Appending {
  /** The game row the events were decided on. */
  game: GameRecord;
  def: AnyGameDefinition;
  /** The engine state after the events. */
  state: unknown;
  events: NewEvent[];
  /** The seat that moved (see Decision.mover), and whether the server moved for it on a timeout. */
  mover: number | null;
  timedOut: boolean;
  actorsBefore: number[];
  /** [] when the game ends with these events. */
  actorsAfter: number[];
  /** Set when these events end the game. */
  end: { status: 'FINISHED' | 'ABANDONED'; result: unknown } | null;
  now: Date;
}

/** What a projection writes for one append: in its transaction, so both commit or neither. */
export interface ProjectionWrite {
  write(tx: Transaction): Promise<void>;
  /** Columns of the game row this write changes, so the runner's remembered row stays right. */
  row?: Partial<Pick<GameRecord, 'clock' | 'clockDeadline'>>;
}

/**
 * A read model that follows the game streams (clocks, leaderboards, achievements…). Most appends
 * need nothing from most projections (null), and an append that needs nothing from any is one
 * statement. Registered once, in PlayModule's GAME_PROJECTIONS list.
 */
export interface GameProjection {
  /** For logs and docs. */
  readonly name: string;
  plan(appending: Appending): ProjectionWrite | null;
}

/** The projections, in the order they write (see PlayModule). */
export const GAME_PROJECTIONS = Symbol('GAME_PROJECTIONS');

/** A finished game, handed to the projections of finished games. */
export interface FinishedGame {
  game: GameRecord;
  state: unknown;
  result: GameFinishedPayload;
  finishedAt: Date;
}

/** A read model of finished games only (FINISHED by the rules; not abandoned ones). */
export interface GameEndProjection {
  readonly name: string;
  project(tx: Transaction, finished: FinishedGame): Promise<void>;
}

/** `p` as a projection of every append: it writes with the event that finishes a game. */
export function onFinish(p: GameEndProjection): GameProjection {
  return {
    name: p.name,
    plan: (a) => {
      if (a.end?.status !== 'FINISHED') return null;
      const finished: FinishedGame = {
        game: a.game,
        state: a.state,
        result: a.end.result as GameFinishedPayload,
        finishedAt: a.now,
      };
      return { write: (tx) => p.project(tx, finished) };
    },
  };
}
