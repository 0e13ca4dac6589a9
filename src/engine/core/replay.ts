import { fail, ok, type Result, type Violation } from './result';
import type { AnyGameDefinition, GameEvent, SeatedMove } from './types';

export interface ReplayFailure {
  /** Index in the move list of the first move that was refused; -1 when setup itself failed. */
  index: number;
  violation: Violation;
}

export interface ReplayOutcome<S> {
  state: S;
  events: GameEvent[];
}

/**
 * Fold a move list over a fresh setup: the basis of score verification. Returns the final state
 * or the first refused move with its violation.
 */
export function replay<S>(
  game: AnyGameDefinition,
  options: unknown,
  seed: string,
  playerCount: number,
  moves: readonly SeatedMove[],
): Result<ReplayOutcome<S>, ReplayFailure> {
  const setup = game.setup(options, seed, playerCount);
  if (!setup.ok) return { ok: false, error: { index: -1, violation: setup.error } };
  return replayFrom(game, setup.value as S, moves);
}

/**
 * Fold a move list over `state` (a game's state at some version): `replay` from there. The server
 * brings a cached state forward with it.
 */
export function replayFrom<S>(
  game: AnyGameDefinition,
  state: S,
  moves: readonly SeatedMove[],
): Result<ReplayOutcome<S>, ReplayFailure> {
  const events: GameEvent[] = [];
  for (let index = 0; index < moves.length; index++) {
    const entry = moves[index];
    if (entry === null || typeof entry !== 'object' || !Number.isInteger(entry.seat)) {
      const bad = fail('MALFORMED_MOVE', 'Each entry must be {seat: integer, move}.', { index });
      return { ok: false, error: { index, violation: bad.error } };
    }
    const applied = game.apply(state, entry.seat, entry.move);
    if (!applied.ok) return { ok: false, error: { index, violation: applied.error } };
    state = applied.value.state as S;
    for (const e of applied.value.events) events.push(e);
  }
  return ok({ state, events });
}
