/** Phase 5: the actions of activated places [C: S1 p6, p8, p22-23; S3 for University/Castle/Monastery]. */
import type { Seat } from '../../core/types';
import { canPlaceOn, drawFromBag, isActivated, ownsPlace } from './board';
import { TRACKS } from './data/board';
import { isStarter, type Follower, type Good } from './data/characters';
import { DEED_OFFSET, DEEDS } from './data/deeds';
import { EXITS, SPACES_OF_CONNECTION, START_TOWN, type ConnectionKind, type TownId } from './data/map';
import type { PlaceTileId } from './data/placeTiles';
import { advanceDevelopment, statusAt } from './development';
import { emit, player, type Draft } from './draft';
import { PLACE_TILE, PLACES, SLOT_COUNT, type PlaceId } from './places';
import type { OrleansState, PlayerState } from './state';
import {
  boatmenReward,
  canAdvanceTrack,
  craftsmenReward,
  farmersReward,
  knightsReward,
  recruit,
  scholarsReward,
} from './tracks';

export type VillageOption = 'boatman' | 'craftsman' | 'trader';

export type ActMove =
  | { type: 'act'; place: PlaceId }
  | { type: 'act'; place: 'village'; option: 'boatman' | 'craftsman' }
  | { type: 'act'; place: 'village'; option: 'trader'; tile: PlaceTileId }
  | { type: 'act'; place: 'ship' | 'wagon' | 'horseWagon'; to: TownId; good: Good | null }
  | { type: 'act'; place: 'pharmacy'; coins: number };

export type DeedMove = { type: 'deed'; slot: number; deed: number; development: boolean } | { type: 'stopDeeds' };
export type BathhouseMove = { type: 'bathhouse'; follower: Follower; slot: number };
export type TechnologyMove =
  { type: 'technology'; grant: 'farmerOnly' | 'any'; slot: number } | { type: 'keepTechnology' };

const MOVE_KIND: Partial<Record<PlaceId, ConnectionKind>> = { ship: 'waterway', wagon: 'road', horseWagon: 'road' };

/** Every way to use this place now (empty: not activated or not possible). */
export function actOptions(s: OrleansState, seat: Seat, place: PlaceId): ActMove[] {
  const p = s.players[seat] as PlayerState;
  if (!ownsPlace(p, place) || !isActivated(p, place)) return [];
  switch (place) {
    case 'farmhouse': {
      const good = TRACKS.farmers.goods[p.tracks.farmers];
      return canAdvanceTrack(s, p, 'farmers') && good !== undefined && s.goodsMarket[good] > 0
        ? [{ type: 'act', place }]
        : [];
    }
    case 'village': {
      const out: ActMove[] = [];
      if (canAdvanceTrack(s, p, 'boatmen')) out.push({ type: 'act', place, option: 'boatman' });
      if (canAdvanceTrack(s, p, 'craftsmen') && s.techSupply > 0) out.push({ type: 'act', place, option: 'craftsman' });
      if (canAdvanceTrack(s, p, 'traders')) {
        const firstStep = p.tracks.traders + 1 === TRACKS.traders.categoryIOnlyAtStep;
        for (const tile of s.placeTiles) {
          if (!firstStep || PLACE_TILE[tile].category === 'I') out.push({ type: 'act', place, option: 'trader', tile });
        }
      }
      return out;
    }
    case 'university':
      return canAdvanceTrack(s, p, 'scholars') ? [{ type: 'act', place }] : [];
    case 'castle':
      return canAdvanceTrack(s, p, 'knights') ? [{ type: 'act', place }] : [];
    case 'monastery':
      // No Monks may be recruited in a Pilgrimage round [C: S1 p20].
      return s.supply.monk > 0 && s.event?.event !== 'pilgrimage' ? [{ type: 'act', place }] : [];
    case 'ship':
    case 'wagon':
    case 'horseWagon': {
      const out: ActMove[] = [];
      for (const exit of EXITS[p.merchant][MOVE_KIND[place] as ConnectionKind]) {
        const seen: Good[] = [];
        for (const space of SPACES_OF_CONNECTION[exit.connection] as number[]) {
          const g = s.mapGoods[space];
          if (g !== null && g !== undefined && !seen.includes(g)) seen.push(g);
        }
        for (const good of seen) out.push({ type: 'act', place, to: exit.to, good });
        out.push({ type: 'act', place, to: exit.to, good: null });
      }
      return out;
    }
    case 'guildhall':
      return canBuildStation(s, p) ? [{ type: 'act', place }] : [];
    case 'townHall':
    case 'gunpowderTower':
      return deedOptions(s, seat, place, 0).length > 0 ? [{ type: 'act', place }] : [];
    case 'scriptorium':
      return [{ type: 'act', place }];
    default:
      return tileActOptions(s, p, place);
  }
}

function tileActOptions(s: OrleansState, p: PlayerState, place: PlaceTileId): ActMove[] {
  const effect = PLACE_TILE[place].effect;
  switch (effect.kind) {
    case 'good':
      return s.goodsMarket[effect.good] > 0 ? [{ type: 'act', place }] : [];
    case 'gain':
    case 'coinsPerStatus':
    case 'coinsPerStation':
      return [{ type: 'act', place }];
    case 'technology':
      return s.techSupply > 0 ? [{ type: 'act', place }] : [];
    case 'pharmacy': {
      const out: ActMove[] = [];
      for (let coins = 1; coins <= Math.min(effect.maxCoins, p.coins); coins++)
        out.push({ type: 'act', place: 'pharmacy', coins });
      return out;
    }
    case 'bathhouse':
      return p.bag.length > 0 ? [{ type: 'act', place }] : [];
    // The Sacristy acts in the Event phase; Herb Garden and School are passive.
    default:
      return [];
  }
}

/** Guildhall: one station per town, any player's; in Orléans one per player [C: S1 p8]. */
export function canBuildStation(s: OrleansState, p: PlayerState): boolean {
  if (p.stationsLeft <= 0) return false;
  if (p.merchant === START_TOWN) return !p.stations.includes(START_TOWN);
  for (const other of s.players) if (other.stations.includes(p.merchant)) return false;
  return true;
}

/** Perform a checked act move: effect first (the Bathhouse draws before its own tile returns), then tiles to the bag. */
export function performAct(d: Draft, seat: Seat, move: ActMove): void {
  const place = move.place;
  emit(d, { type: 'Action', seat, place });
  switch (place) {
    case 'farmhouse':
      farmersReward(d, seat, recruit(d, seat, 'farmers'));
      break;
    case 'village': {
      const option = (move as { option: VillageOption }).option;
      if (option === 'boatman') boatmenReward(d, seat, recruit(d, seat, 'boatmen'));
      else if (option === 'craftsman') craftsmenReward(d, seat, recruit(d, seat, 'craftsmen'));
      else {
        recruit(d, seat, 'traders');
        const tile = (move as { tile: PlaceTileId }).tile;
        d.s.placeTiles.splice(d.s.placeTiles.indexOf(tile), 1);
        player(d, seat).placeTiles.push(tile);
        emit(d, { type: 'PlaceTileGained', seat, tile });
      }
      break;
    }
    case 'university':
      scholarsReward(d, seat, recruit(d, seat, 'scholars'));
      break;
    case 'castle':
      knightsReward(d, seat, recruit(d, seat, 'knights'));
      break;
    case 'monastery':
      d.s.supply.monk -= 1;
      player(d, seat).bag.push('monk');
      break;
    case 'ship':
    case 'wagon':
    case 'horseWagon':
      travelAlong(d, seat, move as { to: TownId; good: Good | null; place: PlaceId });
      break;
    case 'guildhall': {
      const p = player(d, seat);
      p.stationsLeft -= 1;
      p.stations.push(p.merchant);
      emit(d, { type: 'StationBuilt', seat, town: p.merchant });
      break;
    }
    case 'scriptorium':
      advanceDevelopment(d, seat, 1);
      break;
    case 'townHall':
    case 'gunpowderTower':
      // The tiles go to the deeds, not to the bag: one decision per tile.
      d.s.pending.unshift({ kind: 'deeds', seat, place, sent: 0 });
      return;
    default:
      performTileAct(d, seat, move);
  }
  returnToBag(d, seat, place);
}

function performTileAct(d: Draft, seat: Seat, move: ActMove): void {
  const place = move.place as PlaceTileId;
  const effect = PLACE_TILE[place].effect;
  const p = player(d, seat);
  switch (effect.kind) {
    case 'good':
      d.s.goodsMarket[effect.good] -= 1;
      p.goods[effect.good] += 1;
      break;
    case 'gain':
      p.coins += effect.coins;
      advanceDevelopment(d, seat, effect.development);
      break;
    case 'coinsPerStatus':
      p.coins += statusAt(p.dev);
      break;
    case 'coinsPerStation':
      p.coins += p.stations.length;
      break;
    case 'technology':
      d.s.techSupply -= 1;
      p.techHeld.push('any');
      break;
    case 'pharmacy': {
      const coins = (move as { coins: number }).coins;
      p.coins -= coins;
      advanceDevelopment(d, seat, coins);
      break;
    }
    case 'bathhouse': {
      const drawn: Follower[] = [];
      for (let i = 0; i < effect.draw; i++) {
        const f = drawFromBag(d.s.rng, p);
        if (f !== null) drawn.push(f);
      }
      if (bathhouseOptions(p, drawn).length > 0) d.s.pending.unshift({ kind: 'bathhouse', seat, drawn });
      else for (const f of drawn) p.bag.push(f);
      emit(d, { type: 'BathhouseDraw', seat, to: [seat], drawn });
      emit(d, { type: 'BathhouseDrawCount', seat, count: drawn.length });
      break;
    }
    default:
      break;
  }
}

/** Ship, Wagon, Horse Wagon: one step along a matching connection, taking a good lying there [C: S1 p8]. */
function travelAlong(d: Draft, seat: Seat, move: { to: TownId; good: Good | null; place: PlaceId }): void {
  const p = player(d, seat);
  const kind = MOVE_KIND[move.place] as ConnectionKind;
  const exit = EXITS[p.merchant][kind].find((e) => e.to === move.to);
  if (exit !== undefined && move.good !== null) {
    for (const space of SPACES_OF_CONNECTION[exit.connection] as number[]) {
      if (d.s.mapGoods[space] === move.good) {
        d.s.mapGoods[space] = null;
        p.goods[move.good] += 1;
        break;
      }
    }
  }
  p.merchant = move.to;
}

/** After an action its character tiles go straight back to the bag; technology stays [C: S1 p5]. */
export function returnToBag(d: Draft, seat: Seat, place: PlaceId): void {
  const p = player(d, seat);
  const { offset, slots } = PLACES[place];
  for (let i = 0; i < slots.length; i++) {
    const c = p.slots[offset + i];
    if (c !== null && c !== undefined && c !== 'tech') {
      p.bag.push(c);
      p.slots[offset + i] = null;
    }
  }
}

/** Send one tile from the Town Hall / Gunpowder Tower to a free deed space showing exactly its character. */
export function deedOptions(
  s: OrleansState,
  seat: Seat,
  place: 'townHall' | 'gunpowderTower',
  sent: number,
): DeedMove[] {
  const p = s.players[seat] as PlayerState;
  const out: DeedMove[] = [];
  const { offset, slots } = PLACES[place];
  const seenTypes: Follower[] = [];
  for (let i = 0; i < slots.length; i++) {
    const f = p.slots[offset + i];
    if (f === null || f === undefined || f === 'tech' || isStarter(f) || seenTypes.includes(f)) continue;
    seenTypes.push(f);
    DEEDS.forEach((deed, di) => {
      const base = DEED_OFFSET[di] as number;
      if (!deed.spaces.some((c, k) => c === f && s.deedSpaces[base + k] === 0)) return;
      out.push({ type: 'deed', slot: offset + i, deed: di, development: false });
      if (deed.devChoice) out.push({ type: 'deed', slot: offset + i, deed: di, development: true });
    });
  }
  if (sent > 0) out.push({ type: 'stopDeeds' });
  return out;
}

export function applyDeed(d: Draft, seat: Seat, move: DeedMove): void {
  const pending = d.s.pending[0] as { kind: 'deeds'; seat: Seat; place: 'townHall' | 'gunpowderTower'; sent: number };
  d.s.pending.shift();
  if (move.type === 'stopDeeds') return;
  const p = player(d, seat);
  const f = p.slots[move.slot] as Follower;
  p.slots[move.slot] = null;
  const deed = DEEDS[move.deed] as (typeof DEEDS)[number];
  const base = DEED_OFFSET[move.deed] as number;
  const k = deed.spaces.findIndex((c, j) => c === f && d.s.deedSpaces[base + j] === 0);
  d.s.deedSpaces[base + k] = 1;
  if (move.development) advanceDevelopment(d, seat, 1);
  else p.coins += deed.reward;
  emit(d, { type: 'DeedSpaceFilled', seat, deed: deed.id, follower: f });
  if (deed.spaces.every((_, j) => d.s.deedSpaces[base + j] === 1)) {
    p.citizens += 1;
    emit(d, { type: 'CitizenTaken', seat, source: deed.id });
  }
  const next = { kind: 'deeds' as const, seat, place: pending.place, sent: pending.sent + 1 };
  if (deedOptions(d.s, seat, next.place, next.sent).some((m) => m.type === 'deed')) d.s.pending.unshift(next);
}

/** Bathhouse: place one drawn tile on a fitting empty action space, not the Bathhouse [C: S1 p23]. */
export function bathhouseOptions(p: PlayerState, drawn: readonly Follower[]): BathhouseMove[] {
  const out: BathhouseMove[] = [];
  const bath = PLACES.bathhouse.offset;
  const seen: Follower[] = [];
  for (const follower of drawn) {
    if (seen.includes(follower)) continue;
    seen.push(follower);
    for (let slot = 0; slot < SLOT_COUNT; slot++) {
      if (slot !== bath && canPlaceOn(p, follower, slot)) out.push({ type: 'bathhouse', follower, slot });
    }
  }
  return out;
}

export function applyBathhouse(d: Draft, seat: Seat, move: BathhouseMove): void {
  const pending = d.s.pending.shift() as { kind: 'bathhouse'; drawn: Follower[] };
  const p = player(d, seat);
  p.slots[move.slot] = move.follower;
  const rest = pending.drawn.slice();
  rest.splice(rest.indexOf(move.follower), 1);
  for (const f of rest) p.bag.push(f);
}
