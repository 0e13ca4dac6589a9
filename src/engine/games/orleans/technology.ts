/**
 * Technology tiles [C: S1 p6]: placed only after passing; permanently fill an action space; the first
 * Craftsmen step's only on a Farmer space; never on a Monk space, never on a one-space place, at most
 * one per place; not on Town Hall / Gunpowder Tower [A-R 16].
 */
import type { Seat } from '../../core/types';
import { hasTechnologyAt, ownsSlot } from './board';
import { emit, player, type Draft } from './working-copy';
import { PLACES, SLOT_COUNT, SLOT_KIND, SLOT_PLACE } from './places';
import type { PlaceId, PlayerState, TechGrant, TechnologyMove } from './types';

function canPlaceTechnology(p: PlayerState, grant: TechGrant, slot: number): boolean {
  const kind = SLOT_KIND[slot];
  const place = SLOT_PLACE[slot] as PlaceId;
  if (kind === undefined || p.slots[slot] !== null || !ownsSlot(p, slot)) return false;
  if (!PLACES[place].takesTechnology || kind === 'monk' || kind === 'any' || kind === 'anyNeutral') return false;
  if (grant === 'farmerOnly' && kind !== 'farmer') return false;
  return !hasTechnologyAt(p, place);
}

export function technologyOptions(p: PlayerState): TechnologyMove[] {
  const out: TechnologyMove[] = [];
  for (const grant of ['farmerOnly', 'any'] as const) {
    if (!p.techHeld.includes(grant)) continue;
    for (let slot = 0; slot < SLOT_COUNT; slot++) {
      if (canPlaceTechnology(p, grant, slot)) out.push({ type: 'technology', grant, slot });
    }
  }
  return out;
}

/** After passing, a seat holding a placeable tile decides where (or to keep it for a later round). */
export function queueTechnology(d: Draft, seat: Seat): void {
  const p = d.s.players[seat] as PlayerState;
  if (p.techHeld.length > 0 && technologyOptions(p).length > 0) d.s.pending.unshift({ kind: 'technology', seat });
}

export function applyTechnology(d: Draft, seat: Seat, move: TechnologyMove): void {
  d.s.pending.shift();
  if (move.type === 'keepTechnology') return;
  const p = player(d, seat);
  p.techHeld.splice(p.techHeld.indexOf(move.grant), 1);
  p.slots[move.slot] = 'tech';
  emit(d, { type: 'TechnologyPlaced', seat, place: SLOT_PLACE[move.slot] as PlaceId, slot: move.slot });
  queueTechnology(d, seat);
}
