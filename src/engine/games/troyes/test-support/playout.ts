import { randomInt, seedRng } from '../../../core/rng';
import type { SeatedMove } from '../../../core/types';
import { troyes, type TroyesMove, type TroyesState } from '../index';

/** A complete game with uniformly random legal moves (tests and benchmarks). */
export function randomPlayout(
  seed: string,
  players: number,
  maxMoves = 20_000,
): { state: TroyesState; moves: SeatedMove[] } {
  const setup = troyes.setup({}, seed, players);
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const pick = seedRng(`pick:${seed}`);
  const moves: SeatedMove[] = [];
  while (!troyes.isOver(state)) {
    if (moves.length >= maxMoves) throw new Error(`no end after ${maxMoves} moves (seed ${seed})`);
    const seat = troyes.actors(state)[0] as number;
    const legal = troyes.legalMoves(state, seat);
    if (legal.length === 0) throw new Error(`seat ${seat} has no legal move in step ${state.step.k} (seed ${seed})`);
    const move = legal[randomInt(pick, legal.length)] as TroyesMove;
    const r = troyes.apply(state, seat, move);
    if (!r.ok) throw new Error(`legal move refused: ${JSON.stringify(move)} → ${r.error.code} (seed ${seed})`);
    state = r.value.state;
    moves.push({ seat, move });
  }
  return { state, moves };
}
