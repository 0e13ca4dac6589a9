import type { AnyGameDefinition } from '../engine';
import type { BotMoveMade } from '../bots/bot-turns';
import type { NewEvent } from '../persistence/event-store';
import type { GameRecord } from '../persistence/games.repository';
import type { GameAbandonedPayload, GameFinishedPayload } from '../persistence/stream-events';
import type { Rejection } from './rejections';

/** What a command decides on: the game row, its rules and state at the row's version, the time. */
export interface DecideInput {
  game: GameRecord;
  def: AnyGameDefinition;
  state: unknown;
  /** The seat of the player who gave the command; null for the server's own commands. */
  seat: number | null;
  now: Date;
}

/** A stream event as a command decides it: the runner numbers it. */
export type DecidedEvent = Omit<NewEvent, 'seq'>;

/** What a command adds to the game when it is accepted. */
export interface Decision {
  /** The events, in order (the runner adds bots' moves and GameFinished / GameAbandoned after them). */
  events: DecidedEvent[];
  /** The engine state after `events`. */
  state: unknown;
  /** The seat that made a move (its clock is charged; seats that act after it get `turn` webhooks); null: none. */
  mover: number | null;
  /** The mover's clock ran out and the server moved for it. */
  timedOut?: boolean;
  /** The game ends here unfinished (no bots play): GameAbandoned with this payload, and this result. */
  abandon?: { payload: GameAbandonedPayload; result: GameFinishedPayload | null };
}

/**
 * One kind of change to a game (a move, a resignation, a timeout…). `decide` is pure: it reads the
 * game and answers what to append, a refusal from the closed list, or null (nothing to do). The
 * runner does everything else (loading, bots, numbering, the finish, the guarded append, retries,
 * caches, projections). A new kind of command is one more of these.
 */
export interface GameCommand<A> {
  /** For logs. */
  readonly name: string;
  /** The player who gives it: no seat, FORBIDDEN. Absent for the server's own commands. */
  readonly playerId?: string;
  /** Decided only at this version (else VERSION_CONFLICT, never recomputed). */
  readonly expectedVersion?: number;
  /** An API key recognised from memory: the load confirms it, and the append happens only while it is active. */
  readonly unconfirmedKeyId?: string;
  /** The first try may use the row this instance wrote last, without reading it again (the append's guard checks it). */
  readonly tryRemembered?: boolean;
  /** Attempts when another writer lands first (default 8). */
  readonly maxAttempts?: number;
  /** Stored with the events for Idempotency-Key retries (the answer is `answer`'s). */
  readonly idempotency?: { playerId: string; key: string; requestHash: string; status: number };
  /** An answer given before to this very request (Idempotency-Key), or its refusal; null: none. */
  earlier?(): Promise<A | Rejection | null>;
  decide(input: DecideInput): Decision | Rejection | null;
  /** The answer to give once the command is applied (pure). */
  answer(applied: Applied): A;
}

/** A command's effect, as appended (or nothing, when it decided null). */
export interface Applied {
  /** The game row after the command. */
  game: GameRecord;
  def: AnyGameDefinition;
  /** The engine state after the command. */
  state: unknown;
  /** The giver's seat (null: a server command). */
  seat: number | null;
  /** Everything appended, numbered, in order ([] when nothing was). */
  events: NewEvent[];
  /** The bots' moves among them. */
  bots: BotMoveMade[];
  /** Who must act now ([] when the game ended). */
  actors: number[];
  /** Scores and ranking when the rules finished the game now. */
  result: GameFinishedPayload | null;
}

export type Outcome<A> = { ok: true; value: A; applied: Applied } | { ok: false; rejection: Rejection };
