/**
 * Troyes's bots. A bot sees the board, every seat's coins, influence and VP, the open Activity cards
 * and its own characters; it imagines the rest from its stream: other seats' characters (from the
 * cards it does not hold), the face-down Activity cards (from that colour and round's cards), and
 * the event decks (from the cards of each deck not yet in play).
 */
import { greedyPolicy, randomPolicy } from '../../bots/policies';
import type { BotKit, BotPolicy } from '../../bots/types';
import { randomInt, shuffled, type RngState } from '../../core/rng';
import type { Seat } from '../../core/types';
import { ACTIVITY_CARDS } from './data/activities';
import { CHARACTER_CARDS } from './data/characters';
import { EVENT_CARDS } from './data/events';
import { switchesOf } from './rulesets';
import { seatScore } from './scoring';
import type { CharacterId, DieColour, EventId, TroyesMove, TroyesState, TroyesView } from './types';

type TroyesBot = BotPolicy<TroyesState, TroyesMove, TroyesView>;

/** `size` cards of one event deck, drawn from the deck's cards not seen in play (the whole deck if too few). */
function imaginedDeck(colour: DieColour, size: number, seen: ReadonlySet<EventId>, rng: RngState): EventId[] {
  const all = EVENT_CARDS.filter((e) => e.deck === colour).map((e) => e.id);
  const unseen = all.filter((id) => !seen.has(id));
  const pool = unseen.length >= size ? unseen : all;
  return shuffled(rng, pool).slice(0, size);
}

/** A state consistent with `seat`'s view; everything it cannot see is drawn from `rng`. */
export function determinize(
  view: TroyesView,
  seat: Seat,
  rng: RngState,
  rulesVersion: string,
): { state: TroyesState; seat: Seat } {
  const n = view.players.length;
  const known = new Set<CharacterId>();
  for (const p of view.players) for (const c of p.characters ?? []) known.add(c);
  const unknown = shuffled(
    rng,
    CHARACTER_CARDS.map((c) => c.id).filter((id) => !known.has(id)),
  );
  const characters = view.players.map((p) => p.characters?.slice() ?? unknown.splice(0, p.characterCount));
  const seen = new Set<EventId>();
  for (const q of view.queue) seen.add(q.id);
  for (const p of view.players) for (const e of p.eventsWon) seen.add(e);
  const state: TroyesState = {
    n,
    rounds: view.rounds,
    round: view.round,
    start: view.start,
    rng: [rng[0], rng[1], rng[2], rng[3]],
    coins: view.players.map((p) => p.coins),
    influence: view.players.map((p) => p.influence),
    // Only the total shows; the categories matter for nothing but the breakdown.
    vp: view.players.map((p) => [p.vp, 0, 0, 0]),
    supply: view.players.map((p) => p.supply),
    owned: view.players.map((p) => p.owned),
    characters,
    passed: view.players.map((p) => p.passed),
    districtCoins: view.players.map((p) => p.districtCoins),
    won: view.players.map((p) => p.eventsWon.slice()),
    buildings: view.buildings.map((b) => b.slice()),
    lying: view.lying.map((l) => l.slice()),
    grayInPlay: view.grayInPlay,
    cathedral: view.cathedral.slice(),
    dice: view.dice.map((d) => d.slice()),
    activity: view.activity.map((a) => {
      let id = a.id;
      if (id === null) {
        const pool = ACTIVITY_CARDS.filter((c) => c.colour === a.colour && c.round === a.round);
        id = pool[randomInt(rng, pool.length)]!.id;
      }
      return { id, open: a.open, spaces: a.spaces.slice(), picture: a.picture.slice(), cubes: a.cubes.slice() };
    }),
    queue: view.queue.map((q) => ({ id: q.id, cubes: q.cubes.slice() })),
    decks: {
      R: imaginedDeck('R', view.decks.R, seen, rng),
      W: imaginedDeck('W', view.decks.W, seen, rng),
      Y: imaginedDeck('Y', view.decks.Y, seen, rng),
    },
    black: view.black.slice(),
    step: JSON.parse(JSON.stringify(view.step)) as TroyesState['step'],
  };
  // The rules the game is played under (public): a state of troyes@3 on carries its switches.
  const switches = switchesOf(rulesVersion);
  if (switches !== null) state.ruleset = switches;
  return { state, seat };
}

/**
 * The VP the seat would score if the game ended now (end scoring included: tradesmen spaces,
 * uncountered events, Cathedral levels without its cube, every character in play), plus what
 * buys later VP: deniers and influence.
 */
export function evaluate(state: TroyesState, seat: Seat): number {
  if (state.step.k === 'over') return seatScore(state, seat).total;
  const ended = seatScore({ ...state, step: { k: 'over' } }, seat).total;
  return ended + 0.2 * state.coins[seat]! + 0.3 * state.influence[seat]!;
}

export const troyesBotKit: BotKit<TroyesState, TroyesMove, TroyesView> = {
  determinize: (view, seat, rng, rules) => determinize(view, seat, rng, rules.rulesVersion),
  evaluate,
  midDecision: (state, seat) => {
    const k = state.step.k;
    return (
      (k === 'group' || k === 'citizen' || k === 'times' || k === 'cubes' || k === 'flip') && state.step.seat === seat
    );
  },
};

/** The policies of Troyes, weakest first; every version stays listed (recorded games replay). */
export const troyesBots: readonly TroyesBot[] = [
  randomPolicy(),
  greedyPolicy(
    troyesBotKit,
    'One step ahead: the move that leaves the most VP, deniers, influence, citizens in buildings, Cathedral cubes and tradesmen.',
  ),
];
