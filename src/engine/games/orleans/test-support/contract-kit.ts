import { randomInt, shuffled, type RngState } from '../../../core/rng';
import type { ContractKit } from '../../../core/test-support/contract-kit';
import type { Seat } from '../../../core/types';
import { FOLLOWERS, type Follower } from '../data/characters';
import type { OrleansMove, OrleansState } from '../index';
import { SLOT_COUNT } from '../places';
import type { Pending, PlayerState, SlotContent } from '../types';
import { choose } from './playout';

const randomFollower = (rng: RngState): Follower => FOLLOWERS[randomInt(rng, FOLLOWERS.length)] as Follower;
const randomFollowers = (rng: RngState, n: number): Follower[] => Array.from({ length: n }, () => randomFollower(rng));

function randomSlots(rng: RngState): SlotContent[] {
  return Array.from({ length: SLOT_COUNT }, () => {
    const k = randomInt(rng, 4);
    return k === 0 ? randomFollower(rng) : k === 1 ? 'tech' : null;
  });
}

/**
 * What `viewer` may not see of another seat's board: the bag's contents (its size is public once
 * plans are revealed), and during the secret Followers/Planning phase also the market, the action
 * spaces, the bag's size and the recalls (others see the board as it was at the last reveal).
 */
function perturbPlayer(p: PlayerState, secretPhase: boolean, rng: RngState): PlayerState {
  if (!secretPhase) return { ...p, bag: randomFollowers(rng, p.bag.length) };
  return {
    ...p,
    bag: randomFollowers(rng, randomInt(rng, 20)),
    market: randomFollowers(rng, randomInt(rng, 11)),
    slots: randomSlots(rng),
    recalls: randomInt(rng, 8),
  };
}

/** The Bathhouse's drawn tiles are their owner's secret; others see how many. */
function perturbPending(pending: Pending, viewer: Seat | null, rng: RngState): Pending {
  if (pending.kind !== 'bathhouse' || pending.seat === viewer) return pending;
  return { ...pending, drawn: randomFollowers(rng, pending.drawn.length) };
}

/** Near misses of a listed move: one field out of range, of the wrong type, unknown, or added. */
function corruptions(_state: OrleansState, _seat: Seat, legal: OrleansMove[]): unknown[] {
  const out: unknown[] = [];
  for (const m of legal.slice(0, 6)) {
    out.push(
      { ...m, extra: true },
      { ...m, slot: 9999 },
      { ...m, slot: -1 },
      { ...m, slot: 0.5 },
      { ...m, slot: '3' },
      { ...m, count: 99 },
      { ...m, count: -1 },
      { ...m, place: 'cathedral' },
      { ...m, place: '__proto__' },
      { ...m, place: 'toString' },
      { ...m, follower: 'dragon' },
      { ...m, follower: 'hasOwnProperty' },
      { ...m, good: 'gold' },
      { ...m, to: 'paris' },
      { ...m, tile: 'castle' },
      { ...m, deed: 99 },
      { ...m, development: 'yes' },
      { ...m, grant: 'all' },
      { ...m, item: 'soul' },
      { ...m, use: 'maybe' },
      { ...m, coins: 0 },
      { ...m, option: 'knight' },
    );
  }
  return out;
}

/**
 * Orléans for the engine contract suite. Hidden from a viewer: the RNG, the face-down hour-glass
 * stack (order and contents), every bag's order and other seats' bag contents, another seat's
 * Bathhouse draw, and during the Followers/Planning phase other seats' markets, spaces, bag sizes
 * and recalls since the last reveal.
 */
export const orleansContractKit: ContractKit<OrleansState, OrleansMove> = {
  options: [undefined, { harvest: 'foodOrCoins' }],
  playerCounts: [2, 3, 4, 5],
  perturbHidden(state, viewer, rng) {
    const secretPhase = state.shown !== null;
    return {
      ...state,
      rng: [randomInt(rng, 2 ** 30), randomInt(rng, 2 ** 30), randomInt(rng, 2 ** 30), randomInt(rng, 2 ** 30)],
      hourglass: shuffled(rng, state.hourglass).map((t) =>
        randomInt(rng, 2) === 0 ? t : { event: 'plague', strength: null },
      ),
      pending: state.pending.map((p) => perturbPending(p, viewer, rng)),
      players: state.players.map((p, seat) =>
        seat === viewer ? { ...p, bag: shuffled(rng, p.bag) } : perturbPlayer(p, secretPhase, rng),
      ),
    };
  },
  corruptions,
  choose: (state, seat, legal, rng) => choose(rng, legal, state.players[seat] as PlayerState),
  maxMoves: 100_000,
};
