/** A player's board: owned places, what an action space accepts, activation, market room, the bag. */
import { randomInt } from '../../core/rng';
import type { SlotKind } from './data/board';
import { CHARACTER_OF, isStarter, PLAYER_START, type Follower } from './data/characters';
import { PLACES, SLOT_KIND, SLOT_PLACE } from './places';
import type { OrleansState, PlaceId, PlayerState } from './types';
import type { RngState } from '../../core/rng';

export function ownsPlace(p: PlayerState, place: PlaceId): boolean {
  return PLACES[place].printed || p.placeTiles.includes(place as never);
}

export function ownsSlot(p: PlayerState, slot: number): boolean {
  const place = SLOT_PLACE[slot];
  return place !== undefined && ownsPlace(p, place);
}

/**
 * Whether a follower may stand on a space of this kind [C: S1 p5, p22-23]: its own character;
 * a Monk anywhere, but only a Monk on a Monk space; with the School a Scholar for anything but a
 * Monk; with the Herb Garden a Boatman for a Farmer, Craftsman or Trader.
 */
export function accepts(kind: SlotKind, follower: Follower, p: PlayerState): boolean {
  if (kind === 'any') return true;
  if (kind === 'anyNeutral') return !isStarter(follower);
  const c = CHARACTER_OF[follower];
  if (c === kind) return true;
  if (kind === 'monk') return false;
  if (c === 'monk') return true;
  if (c === 'scholar') return p.placeTiles.includes('school');
  if (c === 'boatman') {
    return (kind === 'farmer' || kind === 'craftsman' || kind === 'trader') && p.placeTiles.includes('herbGarden');
  }
  return false;
}

export function canPlaceOn(p: PlayerState, follower: Follower, slot: number): boolean {
  const kind = SLOT_KIND[slot];
  return kind !== undefined && p.slots[slot] === null && accepts(kind, follower, p) && ownsSlot(p, slot);
}

/** All spaces filled (characters and/or technology); Town Hall and Gunpowder Tower need one [C: S1 p5, p8]. */
export function isActivated(p: PlayerState, place: PlaceId): boolean {
  const { offset, slots, activatedByOne } = PLACES[place];
  if (slots.length === 0) return false;
  if (activatedByOne) {
    for (let i = 0; i < slots.length; i++) if (p.slots[offset + i] !== null) return true;
    return false;
  }
  for (let i = 0; i < slots.length; i++) if (p.slots[offset + i] === null) return false;
  return true;
}

export function hasTechnologyAt(p: PlayerState, place: PlaceId): boolean {
  const { offset, slots } = PLACES[place];
  for (let i = 0; i < slots.length; i++) if (p.slots[offset + i] === 'tech') return true;
  return false;
}

/** Tiles standing on the Gunpowder Tower: they use its two market spaces [C: S1 p23]. */
function towerCount(p: PlayerState): number {
  if (!p.placeTiles.includes('gunpowderTower')) return 0;
  const { offset } = PLACES.gunpowderTower;
  return (p.slots[offset] === null ? 0 : 1) + (p.slots[offset + 1] === null ? 0 : 1);
}

/** Free market spaces: 8, plus the Gunpowder Tower's 2 less the tiles standing on it. */
export function freeMarket(p: PlayerState): number {
  const tower = p.placeTiles.includes('gunpowderTower') ? PLAYER_START.gunpowderTowerExtraMarket - towerCount(p) : 0;
  return Math.max(0, PLAYER_START.marketSize + tower - p.market.length);
}

/** Take one uniformly random tile out of the bag (a multiset: its order carries no information). */
export function drawFromBag(rng: RngState, p: PlayerState): Follower | null {
  const n = p.bag.length;
  if (n === 0) return null;
  const i = randomInt(rng, n);
  const f = p.bag[i] as Follower;
  p.bag[i] = p.bag[n - 1] as Follower;
  p.bag.pop();
  return f;
}

/** Draw a random neutral tile: coloured starters are put back and redrawn [C: S1 p19], i.e. uniform among neutrals. */
export function drawNeutralFromBag(rng: RngState, p: PlayerState): Follower | null {
  let neutrals = 0;
  for (const f of p.bag) if (!isStarter(f)) neutrals++;
  if (neutrals === 0) return null;
  let k = randomInt(rng, neutrals);
  for (let i = 0; i < p.bag.length; i++) {
    const f = p.bag[i] as Follower;
    if (isStarter(f)) continue;
    if (k-- === 0) {
      p.bag[i] = p.bag[p.bag.length - 1] as Follower;
      p.bag.pop();
      return f;
    }
  }
  return null;
}

export function neutralInBag(p: PlayerState): boolean {
  for (const f of p.bag) if (!isStarter(f)) return true;
  return false;
}

export function seatOrder(s: OrleansState): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.playerCount; i++) out.push((s.startPlayer + i) % s.playerCount);
  return out;
}
