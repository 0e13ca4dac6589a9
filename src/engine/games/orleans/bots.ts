/**
 * Orléans's bots. A bot sees its own bag (as counts), every public board, and other boards as they
 * were at the last reveal while plans are secret; it imagines the rest: the hour-glass order, every
 * bag's order, other seats' bag contents and secret markets (drawn from the followers their tracks
 * recruited), another seat's Bathhouse draw.
 */
import { greedyChooser, greedyPolicy, randomPolicy, rolloutPolicy } from '../../bots/policies';
import { orleansSwitchesOf } from './rulesets';
import type { BotKit, BotPolicy } from '../../bots/types';
import { randomInt, shuffled, type RngState } from '../../core/rng';
import type { Seat } from '../../core/types';
import { ownsPlace } from './board';
import { TRACK_CHARACTER, type TrackId } from './data/board';
import { FOLLOWERS, STARTERS, type Follower } from './data/characters';
import { HOURGLASS } from './data/hourglass';
import { PLACE_ORDER, PLACES } from './places';
import { scoreOf } from './scoring';
import type { OrleansMove, OrleansState, OrleansView, Pending, PlayerState, PlayerView } from './types';

type OrleansBot = BotPolicy<OrleansState, OrleansMove, OrleansView>;

/** Draws `n` followers out of `pool` (in place); a short pool is topped up with farmers. */
function drawFrom(pool: Follower[], n: number, rng: RngState): Follower[] {
  const out: Follower[] = [];
  for (let i = 0; i < n; i++) {
    out.push(pool.length > 0 ? (pool.splice(randomInt(rng, pool.length), 1)[0] as Follower) : 'farmer');
  }
  return out;
}

/** The followers a seat is likely to own beyond what shows: its starters and one per track step. */
function likelyFollowers(p: PlayerView): Follower[] {
  const pool: Follower[] = STARTERS.slice();
  for (const track of Object.keys(p.tracks) as TrackId[]) {
    for (let i = 0; i < p.tracks[track]; i++) pool.push(TRACK_CHARACTER[track]);
  }
  for (const s of p.slots) {
    if (s !== null && s !== 'tech') {
      const i = pool.indexOf(s);
      if (i >= 0) pool.splice(i, 1);
    }
  }
  for (const f of p.market ?? []) {
    const i = pool.indexOf(f);
    if (i >= 0) pool.splice(i, 1);
  }
  return pool;
}

function playerFrom(p: PlayerView, own: boolean, rng: RngState): PlayerState {
  let bag: Follower[];
  let market: Follower[];
  if (own && p.bag !== null) {
    bag = [];
    for (const f of FOLLOWERS) for (let i = 0; i < (p.bag[f] ?? 0); i++) bag.push(f);
    market = (p.market ?? []).slice();
  } else {
    const pool = likelyFollowers(p);
    market = p.market !== null ? p.market.slice() : drawFrom(pool, p.marketSize, rng);
    bag = drawFrom(pool, p.bagSize, rng);
  }
  return {
    coins: p.coins,
    tracks: { ...p.tracks },
    dev: p.dev,
    bag,
    market,
    slots: p.slots.slice(),
    placeTiles: p.placeTiles.slice(),
    techHeld: p.techHeld.slice(),
    goods: { ...p.goods },
    merchant: p.merchant,
    stations: p.stations.slice(),
    stationsLeft: p.stationsLeft,
    citizens: p.citizens,
    stage: p.stage,
    recalls: 0, // not shown; it only lowers a draw limit the bot's own legal moves already respect
    passed: p.passed,
  };
}

/** A state consistent with `seat`'s view; everything it cannot see is drawn from `rng`. */
export function determinize(
  view: OrleansView,
  seat: Seat,
  rng: RngState,
  rulesVersion: string,
): { state: OrleansState; seat: Seat } {
  const players = view.players.map((p) => playerFrom(p, p.seat === seat, rng));
  const stack = [
    ...shuffled(rng, HOURGLASS.stacks.A),
    ...shuffled(rng, HOURGLASS.stacks.B),
    ...shuffled(rng, HOURGLASS.stacks.C),
  ];
  const pending: Pending[] = [];
  if (view.pending !== null) {
    const pv = view.pending;
    if (pv.kind === 'bathhouse') {
      const bag = (players[pv.seat] as PlayerState).bag;
      pending.push({
        kind: 'bathhouse',
        seat: pv.seat,
        drawn: 'drawn' in pv ? pv.drawn.slice() : drawFrom(bag, pv.drawnCount, rng),
      });
    } else {
      pending.push({ ...pv });
    }
  }
  const state: OrleansState = {
    options: { ...view.options },
    playerCount: view.players.length,
    round: view.round,
    phase: view.phase,
    startPlayer: view.startPlayer,
    turn: view.turn ?? view.startPlayer,
    event: view.event,
    hourglass: stack.slice(stack.length - view.hourglassLeft).map((t) => ({ event: t.event, strength: t.strength })),
    rng: [rng[0], rng[1], rng[2], rng[3]],
    supply: { ...view.supply },
    techSupply: view.techSupply,
    goodsMarket: { ...view.goodsMarket },
    mapGoods: view.mapGoods.slice(),
    placeTiles: view.placeTiles.slice(),
    deedSpaces: view.deedSpaces.slice(),
    knightsCitizenTaken: view.knightsCitizenTaken,
    boatmenCitizenTaken: view.boatmenCitizenTaken,
    devCitizensTaken: view.devCitizensTaken.slice(),
    stationsCitizen: view.stationsCitizen,
    pending,
    shown:
      view.phase === 'prep'
        ? players.map((p) => ({ slots: p.slots, marketSize: p.market.length, bagSize: p.bag.length }))
        : null,
    players,
  };
  // The rules the game is played under (public): a state of orleans@2 on carries its switches.
  const switches = orleansSwitchesOf(rulesVersion);
  if (switches !== null) state.ruleset = switches;
  return { state, seat };
}

/**
 * Points now (coins, goods, stations and citizens × status), plus progress the rulebook pays for
 * later: followers recruited, development, place tiles, technology; and while planning, the
 * places a plan activates and the followers drawn to fill them.
 */
export function evaluate(state: OrleansState, seat: Seat): number {
  const p = state.players[seat] as PlayerState;
  let value = scoreOf(p, seat).total + 0.5 * p.dev + 1.5 * p.placeTiles.length + p.techHeld.length;
  for (const track of Object.keys(p.tracks) as TrackId[]) value += p.tracks[track];
  for (const s of p.slots) if (s === 'tech') value += 1;
  // The plan counts from the draw on; before it, what the draw may bring (so more is better).
  if (state.phase === 'prep') value += 0.3 * p.market.length + (p.stage === 'draw' ? 0 : planValue(p));
  return value;
}

/**
 * What a plan promises: 3 per place it activates, and for a place partly filled a share growing
 * with the square of its filled spaces, so one step at a time a bot still fills places up rather
 * than scattering followers.
 */
function planValue(p: PlayerState): number {
  let value = 0;
  for (const place of PLACE_ORDER) {
    const { offset, slots, activatedByOne } = PLACES[place];
    if (slots.length === 0 || !ownsPlace(p, place)) continue;
    let filled = 0;
    for (let i = 0; i < slots.length; i++) if (p.slots[offset + i] !== null) filled++;
    if (activatedByOne) value += filled > 0 ? 1 : 0;
    else value += filled === slots.length ? 3 : 1.5 * (filled / slots.length) ** 2;
  }
  return value;
}

export const orleansBotKit: BotKit<OrleansState, OrleansMove, OrleansView> = {
  determinize: (view, seat, rng, rules) => determinize(view, seat, rng, rules.rulesVersion),
  evaluate,
};

/** The policies of Orléans, weakest first; every version stays listed (recorded games replay). */
export const orleansBots: readonly OrleansBot[] = [
  randomPolicy(),
  greedyPolicy(
    orleansBotKit,
    'One step ahead: the move that leaves the best board (points, followers, development, place tiles; planned places while planning).',
  ),
  rolloutPolicy(orleansBotKit, {
    id: 'rollout',
    version: 1,
    description:
      'Rollouts of greedy: the 3 best greedy moves, each played on by greedy for every seat 32 moves deep in up to 2 imagined worlds (hidden bags, draws and hour-glass from the bot’s stream); a second world only while under 3,000 moves applied.',
    candidates: 3,
    worlds: 2,
    nodes: 3000,
    depth: 32,
    chooser: greedyChooser(orleansBotKit),
  }),
];
