import type { GameEvent, Json, RankEntry, SeatScore } from '../engine';

/**
 * The event types of a game's stream (table game_event). Only these are ever written:
 * seq 0 is GameCreated; GameStarted when the last seat is taken; one MoveMade per accepted move;
 * GameFinished (with the scores) right after the move that ends the game, or GameAbandoned when
 * its deadline passed unfinished. In a timed game, TimedOut precedes the move the server made for
 * a seat whose clock ran out (or the GameAbandoned of its forfeit); Resigned precedes the
 * GameAbandoned of a resignation.
 */
export type StreamEventType =
  'GameCreated' | 'GameStarted' | 'MoveMade' | 'GameFinished' | 'GameAbandoned' | 'TimedOut' | 'Resigned';

export interface GameCreatedPayload {
  game: string;
  rulesVersion: string;
  options: Json;
  playerCount: number;
  /**
   * sha256(seed) in hex: fixes the seed at creation without revealing it. Under `seedScheme`
   * `mix-v1` (seedSource `mixed`) it is sha256 of the server part instead (docs/fairness.md).
   */
  seedCommitment: string;
  /** `mix-v1` for a mixed game (absent otherwise): the seed is derived when the game starts. */
  seedScheme?: 'mix-v1';
  /** Games with bots only: per seat, the pinned policy (`greedy@1`) or null for a human. */
  bots?: (string | null)[];
  /** Where the seed came from (absent in games created before it was recorded: see the game row). */
  seedSource?: 'server' | 'client' | 'daily' | 'mixed';
  /** Present (true) when the game is rated: its result updates every seat's rating. */
  rated?: true;
}

export interface GameStartedPayload {
  /** In a mixed game each seat also has `entropy` (null: none): the seed was fixed from them now. */
  seats: { seat: number; playerId: string; entropy?: string | null }[];
}

export interface MoveMadePayload {
  move: Json;
  /** Set when a bot chose the move: its pinned policy, e.g. `greedy@1`. */
  bot?: string;
  /** What the engine derived from the move (dice rolled, plazas destroyed...). */
  events: GameEvent[];
}

export interface GameFinishedPayload {
  scores: SeatScore[];
  ranking: RankEntry[];
}

export interface StoredEvent {
  seq: number;
  type: StreamEventType;
  seat: number | null;
  payload: Json;
  at: Date;
}

export type GameAbandonedPayload =
  | { reason: 'DEADLINE_PASSED'; deadline: string }
  /** A seat forfeited (too many timeouts) or resigned: `result` ranks it last (docs/api.md). */
  | { reason: 'FORFEITED' | 'RESIGNED'; seat: number };

/** The seat (the event's `seat`) ran out of time at `deadline`; the server moves for it next. */
export interface TimedOutPayload {
  deadline: string;
  /** Its timeouts in this game so far, this one included. */
  timeouts: number;
  /** True when this timeout forfeits the game (CLOCK_FORFEIT_AFTER). */
  forfeited: boolean;
}
