/**
 * The half-day cycle (rules file §3): roll and place the dice, resolve the black die's event
 * (destroy its plaza; from day 3 attack every sheet), let every seat act, and at the end of the
 * half-day flip destroyed plazas (and their expansion tiles); days turn the zones by themselves
 * (wheel.ts). Functions that change a state work on apply's (or setup's) working copy and replace
 * any array they change instead of writing into one the previous state shares.
 */
import { rollDie } from '../../core/rng';
import type { Seat } from '../../core/types';
import { sheetForNewHalfDay } from './copies';
import { COLOURS } from './data/components';
import { FIRST_ATTACK_DAY, HALF_DAYS, NOTCHES } from './data/wheel';
import { hasFortress, isBoxCrossed } from './sheet';
import type { Sheet, TroyesDiceEvent, TroyesDiceState } from './types';
import { dayOf, isAfternoon, placeDice, plazaColour, slotNotch, tileAt } from './wheel';

export function isOver(state: TroyesDiceState): boolean {
  return state.halfDay >= HALF_DAYS;
}

/** A seat is done with the half-day once it has acted and resolved every decision. */
export function isDone(sheet: Sheet): boolean {
  return sheet.acted && sheet.pending.length === 0;
}

/** Every seat not done acts: all choose simultaneously (T5). */
export function actors(state: TroyesDiceState): Seat[] {
  if (isOver(state)) return [];
  const out: Seat[] = [];
  state.sheets.forEach((s, seat) => {
    if (!isDone(s)) out.push(seat);
  });
  return out;
}

export function isActor(state: TroyesDiceState, seat: Seat): boolean {
  return !isOver(state) && !isDone(state.sheets[seat]!);
}

/**
 * Phase 1 and 2 of a half-day on a working copy: roll, place, destroy, attack. Replaces
 * `state.sheets` (and the sheets it changes) with copies.
 */
export function startHalfDay(state: TroyesDiceState, events: TroyesDiceEvent[]): void {
  const rng = state.rng;
  const transparent = [rollDie(rng), rollDie(rng), rollDie(rng)];
  const placed = placeDice(transparent, rollDie(rng));
  state.dice = placed.dice;
  state.blackSlot = placed.blackSlot;
  const firstNotch = slotNotch(state.halfDay, 0);
  events.push({
    type: 'HalfDayStarted',
    day: dayOf(state.halfDay),
    halfDay: state.halfDay + 1,
    half: isAfternoon(state.halfDay) ? 'afternoon' : 'morning',
    dice: placed.dice.map((value, slot) => ({
      slot,
      value,
      black: slot === placed.blackSlot,
      colour: COLOURS[plazaColour(state, (firstNotch + slot) % NOTCHES)],
    })),
  });
  resolveEvent(state, events);
}

/**
 * Phase 2 on a working copy whose dice are placed: destroy plazas, attack sheets from day 3, and
 * open the action phase (every seat to act). Replaces `state.sheets` with copies.
 */
export function resolveEvent(state: TroyesDiceState, events: TroyesDiceEvent[]): void {
  const day = dayOf(state.halfDay);
  const placed = { dice: state.dice, blackSlot: state.blackSlot };

  // Destroyers: the black die (unless on Banquet 8, E12) and any transparent die on Raid 8 (E13).
  const destroyed: number[] = [];
  const attacks: { colour: 0 | 1 | 2; value: number }[] = [];
  const firstNotch = slotNotch(state.halfDay, 0);
  const withTiles = state.expansionTiles.length > 0;
  for (let slot = 0; slot < 4; slot++) {
    if (!withTiles && slot !== placed.blackSlot) continue; // only the black die destroys
    const notch = (firstNotch + slot) % NOTCHES;
    const tile = withTiles ? tileAt(state, notch) : undefined;
    const isBlack = slot === placed.blackSlot;
    let destroys = false;
    if (isBlack) {
      if (tile !== undefined && tile.id === 8 && !tile.raid) {
        events.push({ type: 'AttackIgnored', notch, tile: 8 });
      } else destroys = true;
    } else if (tile !== undefined && tile.id === 8 && tile.raid) destroys = true;
    if (!destroys) continue;
    destroyed.push(notch);
    const colour = plazaColour(state, notch);
    events.push({ type: 'PlazaDestroyed', notch, colour: COLOURS[colour], value: placed.dice[slot]! });
    attacks.push({ colour, value: placed.dice[slot]! });
  }
  state.destroyed = destroyed;

  // A new half-day: every seat acts again. Sheets are shared with the previous state, so each one
  // is replaced by a shallow copy; an attack below copies the one array it changes.
  const sheets = state.sheets.map(sheetForNewHalfDay);
  if (day >= FIRST_ATTACK_DAY) {
    for (const attack of attacks) {
      const col = state.columnValues.indexOf(attack.value);
      const crossed: number[] = [];
      const protectedSeats: number[] = [];
      sheets.forEach((sheet, seat) => {
        if (hasFortress(sheet, col)) protectedSeats.push(seat);
        else if (!isBoxCrossed(sheet, attack.colour, col)) {
          const boxes: Sheet['crossedBoxes'] = [sheet.crossedBoxes[0], sheet.crossedBoxes[1], sheet.crossedBoxes[2]];
          boxes[attack.colour] |= 1 << col;
          sheet.crossedBoxes = boxes;
          crossed.push(seat);
        }
      });
      events.push({
        type: 'SheetsAttacked',
        colour: COLOURS[attack.colour],
        value: attack.value,
        column: col + 1,
        crossed,
        protected: protectedSeats,
      });
    }
  }
  state.sheets = sheets;
}

/** Phases 4 and 5: flip destroyed plazas and their tiles, turn the day, start the next half-day. */
export function endHalfDay(state: TroyesDiceState, events: TroyesDiceEvent[]): void {
  if (state.destroyed.length > 0) {
    const plazas = state.plazas.slice();
    for (const notch of state.destroyed) {
      const p = plazas[notch]!;
      plazas[notch] = { tile: p.tile, up: p.up === 0 ? 1 : 0 };
    }
    state.plazas = plazas;
    for (const notch of state.destroyed) {
      events.push({ type: 'PlazaFlipped', notch, colour: COLOURS[plazaColour(state, notch)] });
    }
  }
  if (state.expansionTiles.length > 0) {
    const blackNotch = slotNotch(state.halfDay, state.blackSlot);
    state.expansionTiles = state.expansionTiles.map((t) => {
      const flips = !t.raid && (state.destroyed.includes(t.notch) || (t.id === 8 && t.notch === blackNotch));
      if (!flips) return t;
      events.push({ type: 'TileFlipped', tile: t.id, notch: t.notch, side: 'raid' });
      return { id: t.id, notch: t.notch, raid: true };
    });
  }
  if (isAfternoon(state.halfDay)) events.push({ type: 'DayEnded', day: dayOf(state.halfDay) });
  state.halfDay += 1;
  if (state.halfDay >= HALF_DAYS) {
    state.dice = [];
    state.destroyed = [];
    state.blackSlot = 0;
    events.push({ type: 'GameEnded' });
    return;
  }
  state.rng = [state.rng[0], state.rng[1], state.rng[2], state.rng[3]];
  startHalfDay(state, events);
}
