/**
 * Phase 5, the Actions phase [C: S1 p5-p6, p8; S3 for University/Castle/Monastery]: the actions
 * of the printed places and the Horse Wagon, in turn order, until every seat has passed. Place
 * tiles' own actions are in tile-actions.ts, the deeds in deeds.ts.
 */
import type { Seat } from '../../core/types';
import { isActivated, ownsPlace } from './board';
import { TRACKS } from './data/board';
import type { Good } from './data/characters';
import { EXITS, SPACES_OF_CONNECTION, START_TOWN, type ConnectionKind, type TownId } from './data/map';
import type { PlaceTileId } from './data/place-tiles';
import { deedOptions, queueDeeds } from './deeds';
import { advanceDevelopment } from './development';
import { emit, player, type Draft } from './working-copy';
import { PLACE_ORDER, PLACE_TILE, PLACES } from './places';
import { queueTechnology } from './technology';
import { performTileAct, tileActOptions } from './tile-actions';
import {
  boatmenReward,
  canAdvanceTrack,
  craftsmenReward,
  farmersReward,
  knightsReward,
  recruit,
  scholarsReward,
} from './tracks';
import type { ActMove, OrleansMove, OrleansState, PlaceId, PlayerState, VillageOption } from './types';

const MOVE_KIND: Partial<Record<PlaceId, ConnectionKind>> = { ship: 'waterway', wagon: 'road', horseWagon: 'road' };

/** The seat on turn's moves: every way to use each activated place, then `pass`. */
export function actionOptions(s: OrleansState, seat: Seat): OrleansMove[] {
  const out: OrleansMove[] = [];
  for (const place of PLACE_ORDER) for (const m of actOptions(s, seat, place)) out.push(m);
  out.push({ type: 'pass' });
  return out;
}

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

/** Guildhall: one station per town, any player's; in Orléans one per player [C: S1 p8]. */
function canBuildStation(s: OrleansState, p: PlayerState): boolean {
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
      queueDeeds(d, seat, place);
      return;
    default:
      performTileAct(d, seat, move);
  }
  returnToBag(d, seat, place);
}

/** Passing ends the seat's actions for the round; technology tiles it holds may now be placed [C: S1 p6]. */
export function applyPass(d: Draft, seat: Seat): void {
  player(d, seat).passed = true;
  emit(d, { type: 'Passed', seat });
  queueTechnology(d, seat);
}

/** The next seat clockwise that has not passed; the phase ends in flow.ts once all have. */
export function nextTurn(d: Draft): void {
  const s = d.s;
  for (let i = 1; i <= s.playerCount; i++) {
    const seat = (s.turn + i) % s.playerCount;
    if (!(s.players[seat] as PlayerState).passed) {
      s.turn = seat;
      return;
    }
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
function returnToBag(d: Draft, seat: Seat, place: PlaceId): void {
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
