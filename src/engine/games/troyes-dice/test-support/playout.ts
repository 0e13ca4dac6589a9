/** Random legal playouts for tests, golden games and benchmarks (deterministic per `pickSeed`). */
import { randomInt, seedRng } from '../../../core/rng';
import type { SeatedMove } from '../../../core/types';
import { troyesDice } from '../game';
import type { TroyesDiceState } from '../types';

export interface Playout {
  moves: SeatedMove[];
  state: TroyesDiceState;
}

export function randomPlayout(options: unknown, seed: string, playerCount: number, pickSeed = seed): Playout {
  const setup = troyesDice.setup(options, seed, playerCount);
  if (!setup.ok) throw new Error(`setup failed: ${setup.error.code}`);
  let state = setup.value;
  const pick = seedRng(`pick:${pickSeed}`);
  const moves: SeatedMove[] = [];
  for (let guard = 0; guard < 10_000 && !troyesDice.isOver(state); guard++) {
    const actors = troyesDice.actors(state);
    const seat = actors[randomInt(pick, actors.length)]!;
    const legal = troyesDice.legalMoves(state, seat);
    const move = legal[randomInt(pick, legal.length)]!;
    const r = troyesDice.apply(state, seat, move);
    if (!r.ok) throw new Error(`legal move refused: ${JSON.stringify(move)} → ${r.error.code}`);
    moves.push({ seat, move: move as never });
    state = r.value.state;
  }
  return { moves, state };
}
