import { randomInt, seedRng, type RngState } from '../rng';
import type { AnyGameDefinition, GameEvent, Seat, SeatedMove } from '../types';

/**
 * What the engine-wide contract suite (`core/contract.props.spec.ts`) needs to know about one game
 * beyond its `GameDefinition`. Every registered game supplies one in its `test-support/`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- kits of every game share one list
export interface ContractKit<S = any, M = any> {
  /** Option sets to play under; the first is the game's default. */
  options: unknown[];
  /** Seat counts to play with. */
  playerCounts: number[];
  /**
   * A state that differs from `state` only in what `viewer` may not see (the RNG, deck and bag
   * orders, other seats' hidden cards...). The suite checks `view(state, viewer)` does not change.
   * `rng` is a fresh RNG to draw the perturbation from.
   */
  perturbHidden(state: S, viewer: Seat | null, rng: RngState): S;
  /** Game-specific near misses of the legal moves that must be refused in this state. */
  corruptions?(state: S, seat: Seat, legal: M[]): unknown[];
  /**
   * Two moves the engine treats as the same decision get the same key (default: the JSON).
   * Used to check that `apply` accepts exactly what `legalMoves` lists.
   */
  moveKey?(state: S, seat: Seat, move: unknown): string;
  /** A legal move for a random playout (default: uniform); a bias makes random games end sooner. */
  choose?(state: S, seat: Seat, legal: M[], rng: RngState): M;
  /** A bound on the number of moves of one game (a runaway game fails the suite). */
  maxMoves: number;
}

/** One recorded game: every state from setup to the end, and the move played from each. */
export interface Trace<S = unknown> {
  options: unknown;
  seed: string;
  players: number;
  states: S[];
  moves: SeatedMove[];
  /** The events each move reported (`events[i]` for `moves[i]`). */
  events: GameEvent[][];
}

/** A whole game of random legal moves, picked by a PRNG of its own (never the game's). */
export function playRandomGame<S>(
  def: AnyGameDefinition,
  kit: ContractKit<S>,
  options: unknown,
  seed: string,
  players: number,
  pickSeed: string,
): Trace<S> {
  const setup = def.setup(options, seed, players);
  if (!setup.ok) throw new Error(`setup refused: ${setup.error.code} ${setup.error.message}`);
  const pick = seedRng(`contract-pick:${pickSeed}`);
  const states: S[] = [setup.value as S];
  const moves: SeatedMove[] = [];
  const events: GameEvent[][] = [];
  let state = setup.value as S;
  while (!def.isOver(state)) {
    if (moves.length >= kit.maxMoves) throw new Error(`no end after ${kit.maxMoves} moves (seed ${seed})`);
    const actors = def.actors(state);
    if (actors.length === 0) throw new Error(`no actor in a game that is not over (seed ${seed})`);
    const seat = actors[randomInt(pick, actors.length)] as Seat;
    const legal = def.legalMoves(state, seat);
    if (legal.length === 0) throw new Error(`actor ${seat} has no legal move (seed ${seed})`);
    const move = kit.choose ? kit.choose(state, seat, legal, pick) : legal[randomInt(pick, legal.length)];
    const applied = def.apply(state, seat, move);
    if (!applied.ok) throw new Error(`listed move refused: ${JSON.stringify(move)} → ${applied.error.code}`);
    state = applied.value.state as S;
    states.push(state);
    moves.push({ seat, move });
    events.push(applied.value.events);
  }
  return { options, seed, players, states, moves, events };
}
