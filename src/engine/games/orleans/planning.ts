/**
 * Phases 3 and 4, Followers and Planning (`phase: 'prep'`), simultaneous [C: S1 p4-p5, p21]: each seat first recalls tiles from action
 * spaces (one per declined draw), then draws, then places market tiles one by one and declares
 * its plan final. Other seats see none of it until every seat has declared (view.ts).
 */
import type { Seat } from '../../core/types';
import { accepts, canPlaceOn, drawFromBag, freeMarket, ownsSlot } from './board';
import type { SlotKind } from './data/board';
import { FOLLOWERS, type Follower } from './data/characters';
import { emit, player, type Draft } from './working-copy';
import { PLACES, SLOT_COUNT, SLOT_KIND } from './places';
import { drawLimit } from './tracks';
import type { PlanningMove, PlayerState } from './types';

const TOWER_START = PLACES.gunpowderTower.offset;
const TOWER_END = TOWER_START + PLACES.gunpowderTower.slots.length;

/** A follower on an action space (not technology, not the Gunpowder Tower's market spaces). */
export function canRecall(p: PlayerState, slot: number): boolean {
  const c = p.slots[slot];
  if (c === null || c === undefined || c === 'tech') return false;
  if (slot >= TOWER_START && slot < TOWER_END) return false;
  return ownsSlot(p, slot) && p.recalls < drawLimit(p) && freeMarket(p) > 0;
}

export function maxDraw(p: PlayerState): number {
  return Math.max(0, Math.min(drawLimit(p) - p.recalls, freeMarket(p), p.bag.length));
}

export function planningOptions(p: PlayerState): PlanningMove[] {
  const out: PlanningMove[] = [];
  if (p.stage === 'draw') {
    for (let slot = 0; slot < SLOT_COUNT; slot++) if (canRecall(p, slot)) out.push({ type: 'recall', slot });
    const max = maxDraw(p);
    for (let count = 0; count <= max; count++) out.push({ type: 'draw', count });
    return out;
  }
  if (p.stage === 'plan') {
    // Hot path of every planning step: the empty owned spaces are found once, not per follower
    // (the same moves, in the same order, as `canPlaceFrom` over every follower and space).
    let open: number[] | null = null;
    for (const follower of FOLLOWERS) {
      const fromMarket = p.market.includes(follower);
      if (!fromMarket && onTower(p, follower) < 0) continue;
      open ??= openSpaces(p);
      for (const slot of open) {
        if (!fromMarket && slot >= TOWER_START && slot < TOWER_END) continue;
        if (accepts(SLOT_KIND[slot] as SlotKind, follower, p)) out.push({ type: 'place', follower, slot });
      }
    }
    out.push({ type: 'declare' });
  }
  return out;
}

/** The empty action spaces of the places this player owns, in slot order. */
function openSpaces(p: PlayerState): number[] {
  const out: number[] = [];
  for (let slot = 0; slot < SLOT_COUNT; slot++) if (p.slots[slot] === null && ownsSlot(p, slot)) out.push(slot);
  return out;
}

/** The Gunpowder Tower space holding this follower, or -1. */
export function onTower(p: PlayerState, follower: Follower): number {
  for (let slot = TOWER_START; slot < TOWER_END; slot++) if (p.slots[slot] === follower) return slot;
  return -1;
}

/**
 * A planning placement takes the follower from the market, or else from the Gunpowder Tower
 * (its tiles may go to action spaces too [C: S1 p23]); the tower itself is filled from the market.
 */
export function canPlaceFrom(p: PlayerState, follower: Follower, slot: number): boolean {
  const fromMarket = p.market.includes(follower);
  const toTower = slot >= TOWER_START && slot < TOWER_END;
  if (!fromMarket && (toTower || onTower(p, follower) < 0)) return false;
  return canPlaceOn(p, follower, slot);
}

export function applyRecall(d: Draft, seat: Seat, slot: number): void {
  const p = player(d, seat);
  p.market.push(p.slots[slot] as Follower);
  p.slots[slot] = null;
  p.recalls += 1;
}

/** Draws come from the seed's generator at the moment they happen. */
export function applyDraw(d: Draft, seat: Seat, count: number): void {
  const p = player(d, seat);
  const drawn: Follower[] = [];
  for (let i = 0; i < count; i++) {
    const f = drawFromBag(d.s.rng, p);
    if (f === null) break;
    p.market.push(f);
    drawn.push(f);
  }
  p.stage = 'plan';
  emit(d, { type: 'FollowersDrawn', seat, to: [seat], drawn });
}

export function applyPlace(d: Draft, seat: Seat, follower: Follower, slot: number): void {
  const p = player(d, seat);
  const i = p.market.indexOf(follower);
  if (i >= 0) p.market.splice(i, 1);
  else p.slots[onTower(p, follower)] = null;
  p.slots[slot] = follower;
}

export function applyDeclare(d: Draft, seat: Seat): void {
  player(d, seat).stage = 'ready';
  emit(d, { type: 'PlanDeclared', seat });
}
