import { randomInt, shuffled, type RngState } from '../../../core/rng';
import type { ContractKit } from '../../../core/test-support/contract-kit';
import type { OrleansMove, OrleansState } from '../index';
import type { PlayerState } from '../types';
import { choose } from './playout';

/**
 * Orléans for the engine contract suite. Hidden: the RNG, the face-down hour-glass stack and the
 * order of every bag (a draw picks a uniform random index).
 */
export const orleansContractKit: ContractKit<OrleansState, OrleansMove> = {
  options: [undefined, { harvest: 'foodOrCoins' }],
  playerCounts: [2, 3, 4, 5],
  perturbHidden: (state, _viewer, rng: RngState) => ({
    ...state,
    rng: [randomInt(rng, 2 ** 30), randomInt(rng, 2 ** 30), randomInt(rng, 2 ** 30), randomInt(rng, 2 ** 30)],
    hourglass: shuffled(rng, state.hourglass),
    players: state.players.map((p) => ({ ...p, bag: shuffled(rng, p.bag) })),
  }),
  choose: (state, seat, legal, rng) => choose(rng, legal, state.players[seat] as PlayerState),
  maxMoves: 100_000,
};
