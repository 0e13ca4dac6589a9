import type { Int, Json, JsonObject } from './json';
import type { Result, Violation } from './result';

/**
 * A seat at the table: 0 .. playerCount-1. Seat 0 is the game's creator.
 * @asType integer
 * @minimum 0
 */
export type Seat = number;

/**
 * A small, named fact produced by `apply` (or `setup`) for logs and notifications, e.g.
 * `{ type: 'DiceRolled', ... }`. `to` restricts it to some seats (their private information);
 * absent means every seat and spectator may see it. Plain JSON.
 */
export interface GameEvent {
  type: string;
  /** The seat the fact is about, when there is one. */
  seat?: Seat;
  /** Only these seats may see this event while the game runs. */
  to?: Seat[];
  [key: string]: Json | undefined;
}

/** One seat's final (or running) score: the scoresheet. `total` = sum of `breakdown`. */
export interface SeatScore {
  /** The seat scored. */
  seat: Seat;
  /** Victory points: the sum of `breakdown`. */
  total: Int;
  /** Category → points, in the order the scoresheet prints them. */
  breakdown: Record<string, Int>;
}

/** Placement after scoring; equal `rank` means a shared place (1, 2, 2, 4). */
export interface RankEntry {
  /** The seat placed. */
  seat: Seat;
  /**
   * 1 for the winner(s); seats with the same rank share the place.
   * @minimum 1
   */
  rank: Int;
  /** The seat's total victory points. */
  total: Int;
}

/**
 * A finished game's scores and ranking: what the API stores with the game's last event and serves
 * as `result`. Each game narrows `scores[].breakdown` to its scoresheet's categories.
 */
export interface GameResult {
  /** Per seat, in seat order: total and breakdown. */
  scores: SeatScore[];
  /** Placement, best first. */
  ranking: RankEntry[];
}

/** What the API and docs say about a ruleset beyond its code. */
export interface GameMetadata {
  /** Human name, e.g. "Troyes Dice". */
  title: string;
  minPlayers: number;
  maxPlayers: number;
  /** True when some printed values are placeholders (see `provisionalNotes`). */
  provisional: boolean;
  provisionalNotes?: string[];
  /** Options accepted by `setup`, documented for clients: name → description. */
  options: Record<string, string>;
  /** The options used when a client gives none. */
  defaultOptions: JsonObject;
}

/** One achievement a game offers; `counter` ones are earned across several games. */
export interface AchievementDefinition {
  id: string;
  title: string;
  description: string;
  /** Earned once `threshold` finished games that count for `counts` have been played. */
  counter?: { counts: string; threshold: number };
}

/**
 * A game's achievements, as pure functions of a finished state. The API stores what each
 * player earned and keeps the counters across games.
 */
export interface AchievementSet<S = Json> {
  definitions: readonly AchievementDefinition[];
  /** The non-counter achievements this seat fulfilled in this finished game. */
  earned(state: S, seat: Seat): string[];
  /** The counters this finished game counts toward for this seat (e.g. 'solo', 'expansion'). */
  counts(state: S, seat: Seat): string[];
}

/** A move with the seat that made it: the unit of a game's history. */
export interface SeatedMove {
  seat: Seat;
  move: Json;
}

/**
 * The contract every game implements. All functions are pure and synchronous: the same inputs
 * give the same outputs on any machine; no input is ever mutated; illegal input is a `Violation`,
 * never an exception (exceptions mean a bug in the engine).
 *
 * S = state, M = move, V = view. All three are plain JSON.
 */
export interface GameDefinition<S = Json, M = Json, V = Json> {
  /** Kebab-case id used in the registry, the database and the API: 'troyes-dice'. */
  id: string;
  /** Bumped whenever a rule or datum changes; stored with every game. */
  rulesVersion: string;
  metadata: GameMetadata;

  /** Validate options and deal the game from the seed. */
  setup(options: unknown, seed: string, playerCount: number): Result<S>;
  /** Who must act now: several seats for simultaneous decisions, none once over. */
  actors(state: S): Seat[];
  /** Every decision this seat can make now (empty when it is not among `actors`). */
  legalMoves(state: S, seat: Seat): M[];
  /** Apply one move; the move arrives as untrusted JSON and is validated here. */
  apply(state: S, seat: Seat, move: unknown): Result<{ state: S; events: GameEvent[] }>;
  /** What a seat (or a spectator, `null`) may see: no seed, RNG state, future dice or hidden cards. */
  view(state: S, seat: Seat | null): V;
  isOver(state: S): boolean;
  /** Per-seat totals with the per-category breakdown (running totals before the end). */
  scores(state: S): SeatScore[];
  /** Final placement with ties shared where the rules say so. */
  ranking(state: S): RankEntry[];
  /**
   * Optional: the rulebook's tie-break between equal totals as one integer, higher wins (Orléans:
   * the seat's step on the development track). Boards rank on (total, tieBreak); games without
   * one leave it out (0).
   */
  tieBreak?(state: S, seat: Seat): Int;
  /** Achievements, for games that print some (Troyes Dice). */
  achievements?: AchievementSet<S>;
  /**
   * Optional: the move a seat makes when its turn clock runs out (the cheapest legal choice or a
   * pass). Always one of `legalMoves(state, seat)`; null when the seat does not act now.
   */
  timeoutMove?(state: S, seat: Seat): M | null;
}

export type AnyGameDefinition = GameDefinition<any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export type { Int, Json, JsonObject, Result, Violation };
