/**
 * What a seat (or a spectator) may see. Hidden: the RNG state, the hour-glass order, bag order
 * (owners see their bag's contents as counts, others its size), the Bathhouse's drawn tiles (their
 * owner only), and while plans are secret other seats' markets and placements since the last reveal.
 */
import type { Seat } from '../../core/types';
import { isActivated, ownsPlace } from './board';
import { FOLLOWERS, type Follower } from './data/characters';
import { statusAt } from './development';
import { actors } from './legal';
import { PLACE_ORDER } from './places';
import type { OrleansState, OrleansView, Pending, PendingView, PlayerState, PlayerView } from './types';

export function view(s: OrleansState, viewer: Seat | null): OrleansView {
  const pending = s.pending[0] ?? null;
  return {
    round: s.round,
    phase: s.phase,
    startPlayer: s.startPlayer,
    turn: s.phase === 'actions' ? s.turn : null,
    actors: actors(s),
    event: s.event,
    hourglassLeft: s.hourglass.length,
    supply: { ...s.supply },
    techSupply: s.techSupply,
    goodsMarket: { ...s.goodsMarket },
    mapGoods: s.mapGoods.slice(),
    placeTiles: s.placeTiles.slice(),
    deedSpaces: s.deedSpaces.slice(),
    knightsCitizenTaken: s.knightsCitizenTaken,
    boatmenCitizenTaken: s.boatmenCitizenTaken,
    devCitizensTaken: s.devCitizensTaken.slice(),
    stationsCitizen: s.stationsCitizen,
    pending: pendingView(pending, viewer),
    options: { ...s.options },
    players: s.players.map((p, seat) => playerView(s, p, seat, viewer)),
  };
}

function playerView(s: OrleansState, p: PlayerState, seat: Seat, viewer: Seat | null): PlayerView {
  const own = viewer === seat;
  const shown = own ? null : (s.shown?.[seat] ?? null);
  const slots = shown === null ? p.slots.slice() : shown.slots.slice();
  const board = shown === null ? p : { ...p, slots: shown.slots };
  return {
    seat,
    coins: p.coins,
    tracks: { ...p.tracks },
    dev: p.dev,
    status: statusAt(p.dev),
    bagSize: shown === null ? p.bag.length : shown.bagSize,
    bag: own ? bagCounts(p.bag) : null,
    market: shown === null ? p.market.slice() : null,
    marketSize: shown === null ? p.market.length : shown.marketSize,
    slots,
    activated: PLACE_ORDER.filter((place) => ownsPlace(board, place) && isActivated(board, place)),
    placeTiles: p.placeTiles.slice(),
    techHeld: p.techHeld.slice(),
    goods: { ...p.goods },
    merchant: p.merchant,
    stations: p.stations.slice(),
    stationsLeft: p.stationsLeft,
    citizens: p.citizens,
    // Whether another seat has drawn or is still planning is not secret; what it did is.
    stage: p.stage,
    passed: p.passed,
  };
}

function bagCounts(bag: readonly Follower[]): Partial<Record<Follower, number>> {
  const out: Partial<Record<Follower, number>> = {};
  for (const f of FOLLOWERS) {
    let n = 0;
    for (const b of bag) if (b === f) n++;
    if (n > 0) out[f] = n;
  }
  return out;
}

/** The Bathhouse's two drawn tiles are seen by their owner only (others learn the count). */
function pendingView(pending: Pending | null, viewer: Seat | null): PendingView | null {
  if (pending === null) return null;
  if (pending.kind === 'bathhouse') {
    return pending.seat === viewer
      ? { kind: 'bathhouse', seat: pending.seat, drawn: pending.drawn.slice() }
      : { kind: 'bathhouse', seat: pending.seat, drawnCount: pending.drawn.length };
  }
  return { ...pending };
}
