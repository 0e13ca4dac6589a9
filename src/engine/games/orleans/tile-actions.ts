/**
 * The actions of the place tiles that act on their own [C: S1 p22-23]: goods, gains, the
 * Laboratory, the Pharmacy and the Bathhouse. (The Horse Wagon travels like the Wagon, see
 * actions.ts; the Town Hall's and Gunpowder Tower's deeds are in deeds.ts; the Sacristy acts in the
 * event phase, events.ts; Herb Garden and School are passive, board.ts.)
 */
import type { Seat } from '../../core/types';
import { canPlaceOn, drawFromBag } from './board';
import type { Follower } from './data/characters';
import type { PlaceTileId } from './data/place-tiles';
import { advanceDevelopment, statusAt } from './development';
import { emit, player, type Draft } from './working-copy';
import { PLACE_TILE, PLACES, SLOT_COUNT } from './places';
import type { ActMove, BathhouseMove, OrleansState, PlaceWithOptions, PlayerState } from './types';

/** Every way to use this (activated) place tile now. */
export function tileActOptions(s: OrleansState, p: PlayerState, place: PlaceTileId): ActMove[] {
  const effect = PLACE_TILE[place].effect;
  // Only the Pharmacy and the Horse Wagon take fields; their effects are handled apart.
  const use: ActMove[] = [{ type: 'act', place: place as Exclude<PlaceTileId, PlaceWithOptions> }];
  switch (effect.kind) {
    case 'good':
      return s.goodsMarket[effect.good] > 0 ? use : [];
    case 'gain':
    case 'coinsPerStatus':
    case 'coinsPerStation':
      return use;
    case 'technology':
      return s.techSupply > 0 ? use : [];
    case 'pharmacy': {
      const out: ActMove[] = [];
      for (let coins = 1; coins <= Math.min(effect.maxCoins, p.coins); coins++)
        out.push({ type: 'act', place: 'pharmacy', coins });
      return out;
    }
    case 'bathhouse':
      return p.bag.length > 0 ? use : [];
    default:
      return [];
  }
}

export function performTileAct(d: Draft, seat: Seat, move: ActMove): void {
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
      if (bathhouseOptions(d.s, p, drawn).length > 0) d.s.pending.unshift({ kind: 'bathhouse', seat, drawn });
      else for (const f of drawn) p.bag.push(f);
      emit(d, { type: 'BathhouseDraw', seat, to: [seat], drawn });
      emit(d, { type: 'BathhouseDrawCount', seat, count: drawn.length });
      break;
    }
    default:
      break;
  }
}

/**
 * Bathhouse: place one drawn tile on a fitting empty action space, not the Bathhouse [C: S1 p23].
 * From orleans@2 never on the Gunpowder Tower, whose two spaces are market spaces (ruling 7): "place
 * the chosen tile on an appropriate Action Space"; orleans@1 offered them.
 */
export function bathhouseOptions(s: OrleansState, p: PlayerState, drawn: readonly Follower[]): BathhouseMove[] {
  const out: BathhouseMove[] = [];
  const bath = PLACES.bathhouse.offset;
  const tower = s.ruleset?.bathhouseActionSpacesOnly === true ? PLACES.gunpowderTower : null;
  const seen: Follower[] = [];
  for (const follower of drawn) {
    if (seen.includes(follower)) continue;
    seen.push(follower);
    for (let slot = 0; slot < SLOT_COUNT; slot++) {
      if (slot === bath || (tower !== null && slot >= tower.offset && slot < tower.offset + tower.slots.length))
        continue;
      if (canPlaceOn(p, follower, slot)) out.push({ type: 'bathhouse', follower, slot });
    }
  }
  return out;
}

/** The chosen tile goes to its space; the other drawn tile returns to the bag. */
export function applyBathhouse(d: Draft, seat: Seat, move: BathhouseMove): void {
  const pending = d.s.pending.shift() as { kind: 'bathhouse'; drawn: Follower[] };
  const p = player(d, seat);
  p.slots[move.slot] = move.follower;
  const rest = pending.drawn.slice();
  rest.splice(rest.indexOf(move.follower), 1);
  for (const f of rest) p.bag.push(f);
}
