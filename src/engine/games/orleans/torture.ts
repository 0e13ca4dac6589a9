/**
 * Torture [C: S1 p19]: every coin owed and not paid is replaced by an item of the player's choice.
 * Modelled as one decision per missing coin so the choice list stays small and exhaustive.
 */
import type { Seat } from '../../core/types';
import { drawNeutralFromBag, neutralInBag } from './board';
import { GOODS } from './data/characters';
import { canLoseDevelopmentPoint } from './development';
import { emit, player, type Draft } from './working-copy';
import { PLACES } from './places';
import type { PlayerState, TortureMove } from './types';

export function tortureOptions(p: PlayerState): TortureMove[] {
  const out: TortureMove[] = [];
  if (p.stationsLeft > 0) out.push({ type: 'torture', item: 'station' });
  for (const town of p.stations) out.push({ type: 'torture', item: 'builtStation', town });
  if (neutralInBag(p)) out.push({ type: 'torture', item: 'follower' });
  if (canLoseDevelopmentPoint(p.dev)) out.push({ type: 'torture', item: 'development' });
  for (const good of GOODS) if (p.goods[good] > 0) out.push({ type: 'torture', item: 'good', good });
  for (const tile of p.placeTiles) out.push({ type: 'torture', item: 'placeTile', tile });
  if (p.techHeld.includes('farmerOnly')) out.push({ type: 'torture', item: 'heldTechnology', grant: 'farmerOnly' });
  if (p.techHeld.includes('any')) out.push({ type: 'torture', item: 'heldTechnology', grant: 'any' });
  for (let slot = 0; slot < p.slots.length; slot++) {
    if (p.slots[slot] === 'tech') out.push({ type: 'torture', item: 'placedTechnology', slot });
  }
  return out;
}

/** Pay what you can; the rest becomes a torture decision (dropped if nothing at all can be given). */
export function payOrTorture(d: Draft, seat: Seat, amount: number): void {
  const p = player(d, seat);
  const paid = Math.min(p.coins, amount);
  p.coins -= paid;
  const owed = amount - paid;
  if (owed > 0) queueTorture(d, seat, owed);
}

function queueTorture(d: Draft, seat: Seat, owed: number): void {
  if (owed <= 0) return;
  if (tortureOptions(d.s.players[seat] as PlayerState).length === 0) {
    emit(d, { type: 'DebtForgiven', seat, owed });
    return;
  }
  emit(d, { type: 'Torture', seat, owed });
  d.s.pending.unshift({ kind: 'torture', seat, owed });
}

/** Give up one item for one missing coin (the move was checked against `tortureOptions`). */
export function applyTorture(d: Draft, seat: Seat, move: TortureMove, owed: number): void {
  const p = player(d, seat);
  switch (move.item) {
    case 'station':
      p.stationsLeft -= 1;
      break;
    case 'builtStation': {
      // A lost station frees its town [A-R 22].
      const i = p.stations.indexOf(move.town);
      p.stations.splice(i, 1);
      break;
    }
    case 'follower': {
      const f = drawNeutralFromBag(d.s.rng, p);
      emit(d, { type: 'FollowerLost', seat, follower: f });
      break;
    }
    case 'development':
      p.dev -= 1;
      break;
    case 'good':
      p.goods[move.good] -= 1;
      break;
    case 'placeTile': {
      // Followers standing on it go back to the bag; a technology tile on it is lost with it.
      const { offset, slots } = PLACES[move.tile];
      for (let i = 0; i < slots.length; i++) {
        const c = p.slots[offset + i];
        if (c !== null && c !== undefined && c !== 'tech') p.bag.push(c);
        p.slots[offset + i] = null;
      }
      p.placeTiles.splice(p.placeTiles.indexOf(move.tile), 1);
      break;
    }
    case 'heldTechnology':
      p.techHeld.splice(p.techHeld.indexOf(move.grant), 1);
      break;
    case 'placedTechnology':
      p.slots[move.slot] = null;
      break;
  }
  emit(d, { type: 'TortureItemLost', seat, item: move.item });
  d.s.pending.shift();
  queueTorture(d, seat, owed - 1);
  // Torture is public: during the secret Followers/Planning phase (a census debt) the seat's
  // board as others see it is refreshed.
  if (d.s.shown !== null) {
    const shown = { slots: p.slots, marketSize: p.market.length, bagSize: p.bag.length };
    d.s.shown = d.s.shown.map((b, i) => (i === seat ? shown : b));
  }
}
