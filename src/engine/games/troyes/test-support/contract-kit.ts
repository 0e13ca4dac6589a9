import { randomInt, shuffled, type RngState } from '../../../core/rng';
import type { ContractKit } from '../../../core/test-support/contract-kit';
import { ACTIVITY_CARDS } from '../data/activities';
import { CHARACTER_CARDS } from '../data/characters';
import { EVENT_CARDS } from '../data/events';
import type { ActivitySlot, CharacterId, EventId, TroyesMove, TroyesState } from '../types';
import { moveKey } from './move-key';

/**
 * Troyes for the engine contract suite. What a viewer may not see, and perturbHidden changes:
 * the RNG; the order and the contents of the event decks (only their sizes show); which card
 * lies face down on each unrevealed activity slot; and, while the game runs, every character
 * hand but the viewer's own (a spectator sees none).
 */
export const troyesContractKit: ContractKit<TroyesState, TroyesMove> = {
  options: [{}],
  playerCounts: [2, 3, 4],
  perturbHidden(state, viewer, rng) {
    return {
      ...state,
      rng: [randomInt(rng, 2 ** 30), randomInt(rng, 2 ** 30), randomInt(rng, 2 ** 30), randomInt(rng, 2 ** 30)],
      decks: {
        R: otherDeck(state, 'R', rng),
        W: otherDeck(state, 'W', rng),
        Y: otherDeck(state, 'Y', rng),
      },
      activity: state.activity.map((a) => (a.open ? a : otherFaceDownCard(a, rng))),
      characters: state.step.k === 'over' ? state.characters : otherHands(state, viewer, rng),
    };
  },
  corruptions: (state, seat) => {
    const own = state.dice[seat]?.length ?? 0;
    return [
      { type: state.step.k === 'turn' ? 'times' : 'pass', n: 1 },
      { type: 'act', action: 'activity', target: 99, cube: -1 },
      { type: 'act', action: 'cathedral', target: 0, cube: -1 },
      { type: 'act', action: 'agriculture', target: -1, cube: 8 },
      { type: 'group', dice: [{ district: 9, die: 0 }] },
      {
        type: 'group',
        dice: [
          { district: seat, die: 0 },
          { district: seat, die: 0 },
        ],
      },
      { type: 'group', dice: [0, 1, 2, 3].map((die) => ({ district: seat, die })) },
      { type: 'reroll', die: own },
      { type: 'counterDie', die: -1 },
      { type: 'counterBlack', black: 0 },
      { type: 'flipDie', die: own },
      { type: 'draft', building: 'palace', space: 6 },
      { type: 'eventCube', event: -1 },
      { type: 'times', n: 0 },
      { type: 'citizen', from: 'card', card: 'x' },
      { type: 'citizen', from: 'building', building: 'palace', space: 9 },
    ];
  },
  moveKey: (state, seat, move) => moveKey(state, seat, move) ?? `malformed:${JSON.stringify(move)}`,
  maxMoves: 20_000,
};

/** A deck of the same size drawn from the cards of its colour nobody can see (not in the queue, not won). */
function otherDeck(state: TroyesState, colour: 'R' | 'W' | 'Y', rng: RngState): EventId[] {
  const seen = new Set<EventId>([...state.queue.map((q) => q.id), ...state.won.flat()]);
  const unseen = EVENT_CARDS.filter((e) => e.deck === colour && !seen.has(e.id)).map((e) => e.id);
  return shuffled(rng, unseen).slice(0, state.decks[colour].length);
}

/** Another card that could lie face down on this slot (same colour and round). */
function otherFaceDownCard(slot: ActivitySlot, rng: RngState): ActivitySlot {
  const card = ACTIVITY_CARDS.find((c) => c.id === slot.id)!;
  const pool = ACTIVITY_CARDS.filter((c) => c.colour === card.colour && c.round === card.round);
  return { ...slot, id: pool[randomInt(rng, pool.length)]!.id };
}

/** Every hand but the viewer's dealt again from the characters the viewer does not hold. */
function otherHands(state: TroyesState, viewer: number | null, rng: RngState): CharacterId[][] {
  const mine = viewer === null ? [] : state.characters[viewer]!;
  const pool = shuffled(
    rng,
    CHARACTER_CARDS.map((c) => c.id).filter((id) => !mine.includes(id)),
  );
  let next = 0;
  return state.characters.map((hand, seat) => (seat === viewer ? hand : hand.map(() => pool[next++]!)));
}
