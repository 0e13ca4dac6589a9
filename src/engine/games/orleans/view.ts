/**
 * What a seat (or a spectator) may see. Hidden: the RNG state, the hour-glass order, bag order
 * (owners see their bag's contents as counts, others its size), and while plans are secret other
 * seats' markets and placements since the last reveal.
 */
import type { Seat } from '../../core/types';
import { isActivated, ownsPlace } from './board';
import { FOLLOWERS, type Follower, type Good } from './data/characters';
import type { EventTile } from './data/hourglass';
import type { TownId } from './data/map';
import type { PlaceTileId } from './data/placeTiles';
import { statusAt } from './development';
import { actors } from './moves';
import { PLACE_ORDER, type PlaceId } from './places';
import type { OrleansState, Pending, PlayerState, PrepStage, SlotContent, TechGrant } from './state';
import type { TrackId } from './data/board';
import type { CharacterType } from './data/characters';

export type PendingView =
  | Exclude<Pending, { kind: 'bathhouse' }>
  | { kind: 'bathhouse'; seat: Seat; drawn: Follower[] }
  | { kind: 'bathhouse'; seat: Seat; drawnCount: number };

export interface PlayerView {
  seat: Seat;
  coins: number;
  tracks: Record<TrackId, number>;
  dev: number;
  status: number;
  bagSize: number;
  /** Only for the owner: how many of each follower the bag holds. */
  bag: Partial<Record<Follower, number>> | null;
  /** The market, or null while it is secret (see `marketSize`). */
  market: Follower[] | null;
  marketSize: number;
  slots: SlotContent[];
  activated: PlaceId[];
  placeTiles: PlaceTileId[];
  techHeld: TechGrant[];
  goods: Record<Good, number>;
  merchant: TownId;
  stations: TownId[];
  stationsLeft: number;
  citizens: number;
  stage: PrepStage;
  passed: boolean;
}

export interface OrleansView {
  round: number;
  phase: OrleansState['phase'];
  startPlayer: Seat;
  turn: Seat | null;
  actors: Seat[];
  event: EventTile | null;
  hourglassLeft: number;
  supply: Record<CharacterType, number>;
  techSupply: number;
  goodsMarket: Record<Good, number>;
  mapGoods: (Good | null)[];
  placeTiles: PlaceTileId[];
  deedSpaces: number[];
  knightsCitizenTaken: boolean;
  boatmenCitizenTaken: boolean;
  devCitizensTaken: boolean[];
  stationsCitizen: Seat | null;
  pending: PendingView | null;
  options: OrleansState['options'];
  players: PlayerView[];
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

export function viewOf(s: OrleansState, viewer: Seat | null): OrleansView {
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
