/**
 * What a die costs (rules file §3.3, §6): its wheel position, the expansion tile on its plaza, and
 * the influence and knowledge that change its value and colour. Shared by `apply`, `legalMoves` and
 * the view, so all three agree.
 */
import { SLOT_COSTS } from './data/wheel';
import { available } from './sheet';
import type { ColourIndex, Sheet, TroyesDiceState } from './types';
import { isSlotUsable, plazaColour, slotNotch, tileAt } from './wheel';

/** The die as it lies on its plaza, with the tile rules that touch it. */
export interface DieOnPlaza {
  value: number;
  colour: ColourIndex;
  /** The Banquet (positive) tile on the die's plaza, 0 if none. */
  banquet: number;
  /** The Raid tile on the die's plaza, 0 if none. */
  raid: number;
}

export function dieOnPlaza(state: TroyesDiceState, slot: number): DieOnPlaza {
  const notch = slotNotch(state.halfDay, slot);
  const tile = tileAt(state, notch);
  const raid = tile !== undefined && tile.raid ? tile.id : 0;
  return {
    value: raid === 4 ? 0 : (state.dice[slot] as number),
    colour: plazaColour(state, notch),
    banquet: tile !== undefined && !tile.raid ? tile.id : 0,
    raid,
  };
}

/**
 * The position cost of a die plus surcharges, before modifiers: [influence, deniers, knowledge]
 * and whether a "1 of any resource" payment is due (Banquet 2 waives the wheel cost; Raids 2/3/6 add).
 */
export function positionCost(slot: number, die: DieOnPlaza): { cost: [number, number, number]; anyOne: boolean } {
  const cost: [number, number, number] = [0, 0, 0];
  let anyOne = false;
  if (die.banquet !== 2) {
    const wheel = SLOT_COSTS[slot];
    if (wheel === 'ANY_1') anyOne = true;
    else if (wheel === 'DENIER_1') cost[1] += 1;
    else if (wheel === 'DENIER_2') cost[1] += 2;
  }
  if (die.raid === 2) cost[1] += 1;
  if (die.raid === 3) cost[2] += 1;
  if (die.raid === 6) cost[0] += 1;
  return { cost, anyOne };
}

/** Influence needed to move a die from `from` to `to` (±1 each; ±1 or ±2 each on Banquet 1, E10). */
export function influenceFor(from: number, to: number, banquet: number): number {
  const d = Math.abs(to - from);
  return banquet === 1 ? Math.ceil(d / 2) : d;
}

/** Knowledge needed to change a die's colour (2; 1 on Banquet 5). */
export function knowledgeForColour(banquet: number): number {
  return banquet === 5 ? 1 : 2;
}

export function canPay(sheet: Sheet, cost: readonly number[]): boolean {
  return available(sheet, 0) >= cost[0]! && available(sheet, 1) >= cost[1]! && available(sheet, 2) >= cost[2]!;
}

/** Can this seat buy at least one die as it lies (the test of the fallback rule, E7/E14)? */
export function canBuyAnyDie(state: TroyesDiceState, sheet: Sheet): boolean {
  for (let slot = 0; slot < 4; slot++) {
    if (!isSlotUsable(state, slot)) continue;
    const { cost, anyOne } = positionCost(slot, dieOnPlaza(state, slot));
    if (!anyOne) {
      if (canPay(sheet, cost)) return true;
      continue;
    }
    for (let r = 0; r < 3; r++) {
      const c: [number, number, number] = [cost[0], cost[1], cost[2]];
      c[r]! += 1;
      if (canPay(sheet, c)) return true;
    }
  }
  return false;
}
