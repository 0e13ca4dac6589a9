import { randomInt, shuffled, type RngState } from '../../../core/rng';
import type { ContractKit } from '../../../core/test-support/contract-kit';
import type { TroyesMove, TroyesState } from '../index';
import { moveKey } from './move-key';

/**
 * Troyes for the engine contract suite. Hidden: the RNG, the event decks' order and, while the
 * game runs, every other seat's character cards.
 */
export const troyesContractKit: ContractKit<TroyesState, TroyesMove> = {
  options: [{}],
  playerCounts: [2, 3, 4],
  perturbHidden(state, viewer, rng: RngState) {
    const decks = { R: shuffled(rng, state.decks.R), W: shuffled(rng, state.decks.W), Y: shuffled(rng, state.decks.Y) };
    let characters = state.characters;
    if (state.step.k !== 'over') {
      // Swap the hands of two seats the viewer cannot see into.
      const others = characters.map((_, seat) => seat).filter((seat) => seat !== viewer);
      if (others.length >= 2) {
        const [a, b] = [others[0]!, others[1]!];
        characters = characters.slice();
        [characters[a], characters[b]] = [characters[b]!, characters[a]!];
      }
    }
    return {
      ...state,
      rng: [randomInt(rng, 2 ** 30), randomInt(rng, 2 ** 30), randomInt(rng, 2 ** 30), randomInt(rng, 2 ** 30)],
      decks,
      characters,
    };
  },
  corruptions: (state) => [
    { type: state.step.k === 'turn' ? 'times' : 'pass', n: 1 },
    { type: 'act', action: 'activity', target: 99, cube: -1 },
    { type: 'group', dice: [{ district: 9, die: 0 }] },
    { type: 'eventCube', event: -1 },
    { type: 'citizen', from: 'card', card: 'x' },
  ],
  moveKey: (state, seat, move) => moveKey(state, seat, move) ?? `malformed:${JSON.stringify(move)}`,
  maxMoves: 20_000,
};
