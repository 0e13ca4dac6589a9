/**
 * Troyes Dice benchmarks: replay of recorded solo games (setup + 16 decisions + scoring, the
 * score-verification path) and random legal playouts (legalMoves + apply) solo and at 4 players.
 */
import { randomInt, replay, seedRng, type SeatedMove } from '../../../src/engine';
import { troyesDice, type TroyesDiceState } from '../../../src/engine/games/troyes-dice';
import type { BenchCase } from '../measure';

function playout(options: unknown, seed: string, players: number): { moves: SeatedMove[]; state: TroyesDiceState } {
  const setup = troyesDice.setup(options, seed, players);
  if (!setup.ok) throw new Error(setup.error.code);
  let state = setup.value;
  const pick = seedRng(`bench:${seed}`);
  const moves: SeatedMove[] = [];
  while (!troyesDice.isOver(state)) {
    const actors = troyesDice.actors(state);
    const seat = actors[randomInt(pick, actors.length)]!;
    const legal = troyesDice.legalMoves(state, seat);
    const move = legal[randomInt(pick, legal.length)]!;
    const r = troyesDice.apply(state, seat, move);
    if (!r.ok) throw new Error(r.error.code);
    moves.push({ seat, move: move as never });
    state = r.value.state;
  }
  return { moves, state };
}

export function troyesDiceBenchCases(): BenchCase[] {
  const recorded = Array.from({ length: 64 }, (_, i) => ({ seed: `bench-${i}`, ...playout({}, `bench-${i}`, 1) }));
  return [
    {
      name: 'troyes-dice.replay.solo',
      run: (i) => {
        const g = recorded[i % recorded.length]!;
        const r = replay<TroyesDiceState>(troyesDice, {}, g.seed, 1, g.moves);
        if (!r.ok) throw new Error(r.error.violation.code);
        return troyesDice.scores(r.value.state)[0]!.total;
      },
    },
    { name: 'troyes-dice.playout.solo', run: (i) => troyesDice.scores(playout({}, `p1-${i}`, 1).state)[0]!.total },
    {
      name: 'troyes-dice.playout.4p',
      run: (i) => troyesDice.scores(playout({ expansion: i % 2 === 1 }, `p4-${i}`, 4).state)[0]!.total,
    },
  ];
}
