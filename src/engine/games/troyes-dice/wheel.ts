/**
 * The wheel (rules file §1, §3.1): fixed notches holding plazas, zones turning one notch
 * clockwise a day, dice placed from the 0-cost slot in increasing order (black die first on ties).
 */
import { NOTCHES, PLAZA_TILES } from './data/wheel';
import type { ColourIndex, ExpansionTileState, TroyesDiceState } from './types';

export function dayOf(halfDay: number): number {
  return (halfDay >> 1) + 1;
}

export function isAfternoon(halfDay: number): boolean {
  return (halfDay & 1) === 1;
}

/** The notch under the day window (neutral zone) on `day`; notch 0 on day 1 (WLOG, plazas are shuffled). */
export function neutralNotch(day: number): number {
  return (day - 1) % NOTCHES;
}

/** Notch of slot 0..3 of the half-day's zone: morning = 1..4 notches clockwise of the window, afternoon 5..8. */
export function slotNotch(halfDay: number, slot: number): number {
  return (neutralNotch(dayOf(halfDay)) + 1 + (isAfternoon(halfDay) ? 4 : 0) + slot) % NOTCHES;
}

export function plazaColour(state: TroyesDiceState, notch: number): ColourIndex {
  const p = state.plazas[notch]!;
  return PLAZA_TILES[p.tile]![p.up]!;
}

export function tileAt(state: TroyesDiceState, notch: number): ExpansionTileState | undefined {
  for (const t of state.expansionTiles) if (t.notch === notch) return t;
  return undefined;
}

/**
 * Sort three transparent values and the black value onto slots 0..3: ascending, the black die
 * counting as slightly lower than a transparent die of the same value. Equal transparent dice are
 * interchangeable, so their order needs no rule.
 */
export function placeDice(transparent: readonly number[], black: number): { dice: number[]; blackSlot: number } {
  // three values: a hand-written sort (this runs every half-day of every replay)
  let a = transparent[0] as number;
  let b = transparent[1] as number;
  let c = transparent[2] as number;
  let t: number;
  if (a > b) {
    t = a;
    a = b;
    b = t;
  }
  if (b > c) {
    t = b;
    b = c;
    c = t;
  }
  if (a > b) {
    t = a;
    a = b;
    b = t;
  }
  if (black <= a) return { dice: [black, a, b, c], blackSlot: 0 };
  if (black <= b) return { dice: [a, black, b, c], blackSlot: 1 };
  if (black <= c) return { dice: [a, b, black, c], blackSlot: 2 };
  return { dice: [a, b, c, black], blackSlot: 3 };
}

/**
 * Whether the die on `slot` can be chosen this half-day: not on a destroyed plaza. The black die
 * is usable only on a Banquet 8 plaza (which it then does not destroy, E12).
 */
export function isSlotUsable(state: TroyesDiceState, slot: number): boolean {
  const notch = slotNotch(state.halfDay, slot);
  if (state.destroyed.includes(notch)) return false;
  if (slot !== state.blackSlot) return true;
  const tile = tileAt(state, notch);
  return tile !== undefined && tile.id === 8 && !tile.raid;
}

/** Usable dice per plaza colour this half-day (what a Great Hall counts: plaza colour, E2/E3). */
export function countUsableDice(state: TroyesDiceState, colour: ColourIndex): number {
  let n = 0;
  for (let slot = 0; slot < 4; slot++) {
    if (isSlotUsable(state, slot) && plazaColour(state, slotNotch(state.halfDay, slot)) === colour) n++;
  }
  return n;
}
