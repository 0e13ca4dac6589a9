/**
 * Troyes engine benchmarks: complete random 4-player playouts (legalMoves + apply for every
 * decision) and replays of recorded 4-player games (the score-verification path).
 */
import { replay } from '../../../src/engine/core/replay';
import { troyes, type TroyesState } from '../../../src/engine/games/troyes';
import { randomPlayout } from '../../../src/engine/games/troyes/test-support/playout';
import type { BenchCase } from '../measure';

export function troyesBenchCases(): BenchCase[] {
  const recorded = Array.from({ length: 16 }, (_, i) => ({
    seed: `bench-${i}`,
    moves: randomPlayout(`bench-${i}`, 4).moves,
  }));
  return [
    {
      name: 'troyes.playout.4p',
      run: (i) => randomPlayout(`playout-${i}`, 4).state.round,
    },
    {
      name: 'troyes.replay.4p',
      run: (i) => {
        const game = recorded[i % recorded.length] as (typeof recorded)[number];
        const out = replay<TroyesState>(troyes, {}, game.seed, 4, game.moves);
        if (!out.ok) throw new Error(out.error.violation.code);
        return out.value.state.round;
      },
    },
  ];
}
