import { fail, ok, type Result } from '../../core/result';
import { randomInt, seedRng, shuffled } from '../../core/rng';
import type { ActivitySlot, DieColour, EventId, TroyesState } from './types';
import { EMPTY, NEUTRAL } from './types';
import { ACTIVITY_CARDS } from './data/activities';
import {
  BY_PLAYER_COUNT,
  SLOT_COLOURS,
  SPACES_PER_BUILDING,
  START_DENIERS,
  START_INFLUENCE,
  TWO_PLAYER_GRAY,
} from './data/board';
import { CHARACTER_CARDS } from './data/characters';
import { EVENT_CARDS } from './data/events';
import type { TroyesRuleset } from './rulesets';

/** Setup (rulebook "Setting up the game" and "Initial placement") under one rules version. */
export function setup(
  ruleset: TroyesRuleset,
  options: unknown,
  seed: string,
  playerCount: number,
): Result<TroyesState> {
  if (options !== undefined && options !== null && (typeof options !== 'object' || Object.keys(options).length > 0)) {
    return fail('INVALID_OPTIONS', 'Troyes takes no options.');
  }
  const byCount = BY_PLAYER_COUNT[playerCount];
  if (!Number.isInteger(playerCount) || byCount === undefined) {
    return fail('INVALID_PLAYER_COUNT', 'Troyes is for 2 to 4 players.', { min: 2, max: 4 });
  }
  const n = playerCount;
  const rng = seedRng(seed);
  // "The player who last read a history book": drawn at random.
  const start = randomInt(rng, n);
  const deal = shuffled(
    rng,
    CHARACTER_CARDS.map((c) => c.id),
  );
  const characters = Array.from({ length: n }, (_, seat) =>
    deal.slice(seat * byCount.characters, (seat + 1) * byCount.characters),
  );
  // One face-down card per colour and round; the other two go back to the box unseen.
  const activity: ActivitySlot[] = [];
  for (const colour of SLOT_COLOURS) {
    for (const round of [1, 2, 3]) {
      const pool = ACTIVITY_CARDS.filter((c) => c.colour === colour && c.round === round);
      const card = pool[randomInt(rng, pool.length)] as (typeof pool)[number];
      activity.push({
        id: card.id,
        open: false,
        spaces: new Array<number>(ruleset.tradesmanSpaces).fill(EMPTY),
        picture: [],
        cubes: new Array<number>(n).fill(0),
      });
    }
  }
  const deck = (colour: DieColour): EventId[] =>
    shuffled(
      rng,
      EVENT_CARDS.filter((e) => e.deck === colour).map((e) => e.id),
    );
  const red = deck('R').slice(0, byCount.rounds);
  const white = deck('W');
  const yellow = deck('Y');
  const buildings = [0, 1, 2].map(() => new Array<number>(SPACES_PER_BUILDING).fill(EMPTY));
  let grayInPlay = 0;
  if (n === 2) {
    for (const { building, space } of TWO_PLAYER_GRAY.spaces) {
      (buildings[building] as number[])[space] = NEUTRAL;
      grayInPlay++;
    }
  }
  // Snake draft: clockwise from the start player, then counter-clockwise, and so on.
  const order: number[] = [];
  for (let r = 0; r < byCount.citizens; r++) {
    for (let k = 0; k < n; k++) order.push((start + (r % 2 === 0 ? k : n - 1 - k)) % n);
  }
  const zeros = (): number[] => new Array<number>(n).fill(0);
  const state: TroyesState = {
    n,
    rounds: byCount.rounds,
    round: 0,
    start,
    rng,
    coins: zeros().map(() => START_DENIERS),
    influence: zeros().map(() => START_INFLUENCE),
    vp: Array.from({ length: n }, () => [0, 0, 0, 0]),
    supply: zeros().map(() => byCount.citizens),
    owned: zeros().map(() => byCount.citizens),
    characters,
    passed: new Array<boolean>(n).fill(false),
    districtCoins: zeros(),
    won: Array.from({ length: n }, () => []),
    buildings,
    lying: [[], [], []],
    grayInPlay,
    cathedral: new Array<number>(18).fill(EMPTY),
    dice: Array.from({ length: n + 1 }, () => []),
    activity,
    queue: [{ id: 'marauding', cubes: [] }],
    decks: { R: red, W: white, Y: yellow },
    black: [],
    step: { k: 'draft', order, i: 0 },
  };
  if (ruleset.switches !== null) state.ruleset = { ...ruleset.switches };
  return ok(state);
}
