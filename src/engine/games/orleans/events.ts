/** Phase 6: the hour-glass event, seat by seat from the start player [C: S1 p20]. */
import type { Seat } from '../../core/types';
import { drawFromBag, isActivated, seatOrder } from './board';
import { FOODS, GOODS, isStarter } from './data/characters';
import { EVENT_STRENGTH, NEGATIVE_EVENTS } from './data/hourglass';
import { statusAt } from './development';
import { emit, player, type Draft } from './working-copy';
import { PLACES } from './places';
import { payOrTorture } from './torture';
import type { HarvestMove, HarvestRule, PlayerState, SacristyMove } from './types';

/**
 * Queue or resolve the round's event for every seat, from the start player. orleans@1 queued each
 * seat's Harvest or Torture decision in front of the earlier seats' (so they were asked from the
 * seat before the start player backwards, Sacristy decisions last); from orleans@2 every decision
 * is asked in seat order, a Sacristy in its seat's place (ruling 16).
 */
export function startEvent(d: Draft): void {
  const tile = d.s.event;
  if (tile === null || tile.event === 'pilgrimage') return;
  const inSeatOrder = d.s.ruleset?.eventDecisionsFromStartPlayer === true;
  for (const seat of seatOrder(d.s)) {
    const p = d.s.players[seat] as PlayerState;
    if (NEGATIVE_EVENTS.includes(tile.event) && p.placeTiles.includes('sacristy') && isActivated(p, 'sacristy')) {
      d.s.pending.push({ kind: 'sacristy', seat });
    } else if (inSeatOrder) {
      // The seat's decisions go in front (resolveEventFor asks them first): move them behind the others.
      const before = d.s.pending.length;
      resolveEventFor(d, seat);
      d.s.pending.push(...d.s.pending.splice(0, d.s.pending.length - before));
    } else {
      resolveEventFor(d, seat);
    }
  }
}

/** The Sacristy: return its Monk to the bag instead of suffering the event [C: S1 p23; optional A-R 24]. */
export function applySacristy(d: Draft, seat: Seat, move: SacristyMove): void {
  d.s.pending.shift();
  if (move.use) {
    const p = player(d, seat);
    const slot = PLACES.sacristy.offset;
    const monk = p.slots[slot];
    if (monk !== null && monk !== undefined && monk !== 'tech') p.bag.push(monk);
    p.slots[slot] = null;
    emit(d, { type: 'SacristyUsed', seat });
    return;
  }
  resolveEventFor(d, seat);
}

function foodHeld(p: PlayerState): number {
  return p.goods.grain + p.goods.cheese + p.goods.wine;
}

function resolveEventFor(d: Draft, seat: Seat): void {
  const tile = d.s.event;
  if (tile === null) return;
  const strength = tile.strength ?? 'A';
  const p = d.s.players[seat] as PlayerState;
  switch (tile.event) {
    case 'income':
      player(d, seat).coins += EVENT_STRENGTH.incomePerStatus[strength] * statusAt(p.dev);
      break;
    case 'tradingDay':
      player(d, seat).coins += EVENT_STRENGTH.tradingDayPerStation[strength] * p.stations.length;
      break;
    case 'taxes': {
      let goods = 0;
      for (const g of GOODS) goods += p.goods[g];
      const tax = Math.floor(goods / EVENT_STRENGTH.taxesGoodsPerCoin[strength]);
      if (tax > 0) payOrTorture(d, seat, tax);
      break;
    }
    case 'harvest':
      startHarvest(d, seat, EVENT_STRENGTH.harvestFood[strength]);
      break;
    case 'plague': {
      // A neutral tile drawn goes back to the supply; a coloured starter means no loss [C: S1 p20].
      const me = player(d, seat);
      const f = drawFromBag(d.s.rng, me);
      if (f === null) break;
      if (isStarter(f)) me.bag.push(f);
      else d.s.supply[f] += 1;
      emit(d, { type: 'Plague', seat, follower: f, lost: !isStarter(f) });
      break;
    }
    default:
      break;
  }
}

function startHarvest(d: Draft, seat: Seat, owed: number): void {
  const p = d.s.players[seat] as PlayerState;
  if (foodHeld(p) > 0 || d.s.options.harvest === 'foodOrCoins') d.s.pending.unshift({ kind: 'harvest', seat, owed });
  else payOrTorture(d, seat, owed * EVENT_STRENGTH.harvestCoinsPerMissingFood);
}

/** Harvest choices: which food to give back, or (rule option) pay 5 coins per food instead. */
export function harvestOptions(p: PlayerState, rule: HarvestRule): HarvestMove[] {
  const out: HarvestMove[] = [];
  for (const good of FOODS) if (p.goods[good] > 0) out.push({ type: 'food', good });
  if (rule === 'foodOrCoins' || out.length === 0) out.push({ type: 'payCoins' });
  return out;
}

export function applyHarvest(d: Draft, seat: Seat, move: HarvestMove, owed: number): void {
  d.s.pending.shift();
  if (move.type === 'payCoins') {
    payOrTorture(d, seat, owed * EVENT_STRENGTH.harvestCoinsPerMissingFood);
    return;
  }
  const p = player(d, seat);
  p.goods[move.good] -= 1;
  d.s.goodsMarket[move.good] += 1;
  if (owed > 1) startHarvest(d, seat, owed - 1);
}
