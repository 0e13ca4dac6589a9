/** Orléans engine benchmarks: random 4-player playouts and replays of recorded games. */
import { replay } from '../../../src/engine/core/replay';
import { orleans, type OrleansState } from '../../../src/engine/games/orleans';
import { randomPlayout } from '../../../src/engine/games/orleans/test-support/playout';
import type { BenchCase } from '../measure';

export function orleansBenchCases(): BenchCase[] {
  const recorded = Array.from({ length: 16 }, (_, i) => ({
    seed: `bench-${i}`,
    moves: randomPlayout(`bench-${i}`, 4).moves,
  }));
  return [
    {
      name: 'orleans.playout.4p',
      run: (i) => randomPlayout(`playout-${i}`, 4).final.round,
    },
    {
      name: 'orleans.replay.4p',
      run: (i) => {
        const game = recorded[i % recorded.length] as (typeof recorded)[number];
        const out = replay<OrleansState>(orleans, undefined, game.seed, 4, game.moves);
        if (!out.ok) throw new Error(out.error.violation.code);
        return out.value.state.round;
      },
    },
  ];
}
