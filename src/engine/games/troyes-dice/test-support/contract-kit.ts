import { randomInt, type RngState } from '../../../core/rng';
import type { ContractKit } from '../../../core/test-support/contract-kit';
import type { TroyesDiceMove, TroyesDiceState } from '../types';

/** Troyes Dice for the engine contract suite: every sheet is public; only future dice are hidden. */
export const troyesDiceContractKit: ContractKit<TroyesDiceState, TroyesDiceMove> = {
  options: [
    { numbering: 'first-game', expansion: false },
    { numbering: 'rolled', expansion: true },
    { numbering: [3, 1, 6, 2, 5, 4], expansion: false },
  ],
  playerCounts: [1, 2, 4, 10],
  perturbHidden: (state, _viewer, rng: RngState) => ({
    ...state,
    rng: [randomInt(rng, 2 ** 30), randomInt(rng, 2 ** 30), randomInt(rng, 2 ** 30), randomInt(rng, 2 ** 30)],
  }),
  corruptions: (_state, _seat, legal) =>
    legal.slice(0, 3).flatMap((move): unknown[] =>
      move.type === 'useDie'
        ? [
            { ...move, slot: 7 },
            { ...move, colour: 'purple' },
            { ...move, value: 7 },
            { ...move, action: 'pass' },
          ]
        : move.type === 'fallback'
          ? []
          : [
              { ...move, decision: 99 },
              { ...move, decision: -1 },
            ],
    ),
  maxMoves: 16 * 10 * 6,
};
