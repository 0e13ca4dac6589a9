/**
 * Phase 3, the action (rules file §3.3): choose a die, pay its position's cost (plus expansion
 * surcharges), optionally change its value with influence and its colour with knowledge, then gain
 * resources or construct. Also the can't-afford fallback and the bonus decisions.
 */
import { fail, ok, type Result } from '../../core/result';
import type { GameEvent } from '../../core/types';
import {
  BUILDINGS,
  COLOURS,
  RESOURCES,
  SLOT_COSTS,
  isPrestigeRow,
  prestigeRow,
  workRow,
  type ColourIndex,
} from './data';
import {
  available,
  build,
  canBuild,
  circleCitizen,
  copySheet,
  decisionRows,
  gainCitizen,
  gainResource,
  isBuilt,
  overflowTracks,
  pruneDecisions,
  type EffectContext,
} from './sheet';
import type { ActionName, Sheet, TroyesDiceState } from './types';
import { isSlotUsable, plazaColour, slotNotch, tileAt } from './wheel';

export const ACTIONS: readonly ActionName[] = ['gainResources', 'buildPrestige', 'buildWork'];

/** Everything a validated die use needs to be carried out. */
export interface UsePlan {
  slot: number;
  colour: ColourIndex;
  value: number;
  action: ActionName;
  /** Resources to spend: influence, deniers, knowledge. */
  cost: [number, number, number];
  /** Building row and column for a construction, -1 otherwise. */
  row: number;
  col: number;
  /** The Banquet (positive) tile on the die's plaza, 0 if none. */
  banquet: number;
}

/** The die as it lies on its plaza, with the tile rules that touch it. */
export interface DieOnPlaza {
  value: number;
  colour: ColourIndex;
  banquet: number;
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

function canPay(sheet: Sheet, cost: readonly number[]): boolean {
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

export function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Validate a `useDie` move against the state (untrusted JSON) and compute what it does. */
export function planUse(state: TroyesDiceState, sheet: Sheet, move: Record<string, unknown>): Result<UsePlan> {
  const { slot, action, colour, value, pay } = move;
  if (!Number.isInteger(slot) || (slot as number) < 0 || (slot as number) > 3) {
    return fail('MALFORMED_MOVE', 'slot must be an integer 0..3.', { field: 'slot' });
  }
  if (typeof action !== 'string' || !ACTIONS.includes(action as ActionName)) {
    return fail('MALFORMED_MOVE', `action must be one of ${ACTIONS.join(', ')}.`, { field: 'action' });
  }
  if (colour !== undefined && (typeof colour !== 'string' || !COLOURS.includes(colour as never))) {
    return fail('MALFORMED_MOVE', 'colour must be red, yellow or white.', { field: 'colour' });
  }
  if (value !== undefined && (!Number.isInteger(value) || (value as number) < 0 || (value as number) > 6)) {
    return fail('MALFORMED_MOVE', 'value must be an integer 0..6.', { field: 'value' });
  }
  if (pay !== undefined && (typeof pay !== 'string' || !RESOURCES.includes(pay as never))) {
    return fail('MALFORMED_MOVE', 'pay must be influence, deniers or knowledge.', { field: 'pay' });
  }
  const s = slot as number;
  if (!isSlotUsable(state, s)) {
    return fail('DIE_NOT_AVAILABLE', 'That die is the black die or lies on a destroyed plaza.', { slot: s });
  }
  const die = dieOnPlaza(state, s);
  const { cost, anyOne } = positionCost(s, die);
  if (anyOne) {
    if (pay === undefined) {
      return fail('PAYMENT_CHOICE_REQUIRED', 'This position costs 1 resource of your choice: give `pay`.', { slot: s });
    }
    cost[RESOURCES.indexOf(pay as never)]! += 1;
  } else if (pay !== undefined) {
    return fail('PAYMENT_NOT_EXPECTED', 'Only the "1 of any resource" position takes `pay`.', { slot: s });
  }
  const finalValue = value === undefined ? die.value : (value as number);
  if (finalValue !== die.value) {
    if (die.raid === 1) return fail('VALUE_CHANGE_FORBIDDEN', 'Raid 1: influence cannot modify this die.', { slot: s });
    if (finalValue < 1) return fail('VALUE_OUT_OF_RANGE', 'Influence keeps a die within 1..6.', { value: finalValue });
    cost[0] += influenceFor(die.value, finalValue, die.banquet);
  }
  const finalColour = colour === undefined ? die.colour : (COLOURS.indexOf(colour as never) as ColourIndex);
  if (finalColour !== die.colour) {
    if (die.raid === 5) {
      return fail('COLOUR_CHANGE_FORBIDDEN', 'Raid 5: knowledge cannot change the colour of this die.', { slot: s });
    }
    cost[2] += die.banquet === 5 ? 1 : 2;
  }
  if (!canPay(sheet, cost)) {
    return fail('CANNOT_AFFORD', 'Not enough resources for this die and its modifiers.', {
      need: { influence: cost[0], deniers: cost[1], knowledge: cost[2] },
      have: { influence: available(sheet, 0), deniers: available(sheet, 1), knowledge: available(sheet, 2) },
    });
  }
  let row = -1;
  let col = -1;
  if (action !== 'gainResources') {
    col = state.columnValues.indexOf(finalValue);
    if (col < 0) return fail('NO_COLUMN_FOR_VALUE', 'A die of value 0 cannot build (raise it first).', { value: 0 });
    row = action === 'buildPrestige' ? prestigeRow(finalColour) : workRow(finalColour);
    if (isPrestigeRow(row) && die.raid === 7) {
      return fail('PRESTIGE_FORBIDDEN', 'Raid 7: this die cannot build a prestige building.', { slot: s });
    }
    const buildViolation = checkBuildable(sheet, row, col);
    if (buildViolation) return buildViolation;
  }
  return ok({
    slot: s,
    colour: finalColour,
    value: finalValue,
    action: action as ActionName,
    cost,
    row,
    col,
    banquet: die.banquet,
  });
}

function checkBuildable(sheet: Sheet, row: number, col: number) {
  if (isBuilt(sheet, row, col)) {
    return fail('BUILDING_ALREADY_BUILT', 'That building is already drawn.', {
      building: BUILDINGS[row]!,
      column: col + 1,
    });
  }
  if (!canBuild(sheet, row, col)) {
    return fail('BUILDING_CROSSED_OUT', 'That building is crossed out.', {
      building: BUILDINGS[row]!,
      column: col + 1,
    });
  }
  return null;
}

/** Carry out a validated die use on a copy of the seat's sheet. */
export function performUse(state: TroyesDiceState, seat: number, plan: UsePlan, events: GameEvent[]): Sheet {
  const sheet = copySheet(state.sheets[seat]!);
  const ctx: EffectContext = { state, seat, events };
  sheet.spent[0] += plan.cost[0];
  sheet.spent[1] += plan.cost[1];
  sheet.spent[2] += plan.cost[2];
  sheet.acted = true;
  events.push({
    type: 'DieUsed',
    seat,
    slot: plan.slot,
    colour: COLOURS[plan.colour],
    value: plan.value,
    action: plan.action,
    spent: { influence: plan.cost[0], deniers: plan.cost[1], knowledge: plan.cost[2] },
  });
  if (plan.action === 'gainResources') {
    if (plan.value > 0) gainResource(sheet, plan.colour, plan.value, ctx);
  } else {
    build(sheet, plan.row, plan.col, ctx, 'die', plan.banquet === 7);
    applyBanquetBuildBonus(sheet, plan, ctx);
  }
  pruneDecisions(sheet, ctx);
  return sheet;
}

/** Banquets 3, 4 and 6: extras for constructing with the die of their plaza. */
function applyBanquetBuildBonus(sheet: Sheet, plan: UsePlan, ctx: EffectContext): void {
  if (plan.banquet === 3 && plan.row === 4) {
    gainResource(sheet, 0, 1, ctx);
    gainResource(sheet, 1, 1, ctx);
    gainResource(sheet, 2, 1, ctx);
  } else if (plan.banquet === 4 && (plan.row & 1) === 1) {
    gainCitizen(sheet, plan.colour, ctx);
  } else if (plan.banquet === 6 && plan.row === 0) {
    gainCitizen(sheet, 0, ctx);
    sheet.pending.push({ kind: 'banquet6' });
    ctx.events.push({ type: 'DecisionPending', seat: ctx.seat, to: [ctx.seat], decision: { kind: 'banquet6' } });
  }
}

/** The fallback: no affordable die and none free → gain 1 of each resource instead of acting. */
export function performFallback(state: TroyesDiceState, seat: number, events: GameEvent[]): Sheet {
  const sheet = copySheet(state.sheets[seat]!);
  const ctx: EffectContext = { state, seat, events };
  sheet.acted = true;
  sheet.fallbacks += 1;
  events.push({ type: 'Fallback', seat });
  gainResource(sheet, 0, 1, ctx);
  gainResource(sheet, 1, 1, ctx);
  gainResource(sheet, 2, 1, ctx);
  pruneDecisions(sheet, ctx);
  return sheet;
}

/** Validate and resolve one pending decision (`bonusBuilding` or `chooseCitizen`). */
export function resolveDecision(
  state: TroyesDiceState,
  seat: number,
  move: Record<string, unknown>,
  events: GameEvent[],
): Result<Sheet> {
  const original = state.sheets[seat]!;
  const index = move.decision;
  if (!Number.isInteger(index)) return fail('MALFORMED_MOVE', 'decision must be an integer.', { field: 'decision' });
  const decision = original.pending[index as number];
  if (decision === undefined) {
    return fail('NO_SUCH_DECISION', 'No pending decision has that index.', { decision: index as number });
  }
  const sheet = copySheet(original);
  sheet.pending.splice(index as number, 1);
  const ctx: EffectContext = { state, seat, events };
  if (move.type === 'bonusBuilding') {
    if (decision.kind !== 'prestige' && decision.kind !== 'work') {
      return fail('WRONG_DECISION', 'That decision is not a bonus building.', { decision: index as number });
    }
    const row = BUILDINGS.indexOf(move.building as never);
    const column = move.column;
    if (row < 0) return fail('MALFORMED_MOVE', 'building must be a building name.', { field: 'building' });
    if (!Number.isInteger(column) || (column as number) < 1 || (column as number) > 6) {
      return fail('MALFORMED_MOVE', 'column must be an integer 1..6.', { field: 'column' });
    }
    if (!decisionRows(decision).includes(row)) {
      return fail('BUILDING_NOT_OFFERED', 'This bonus does not offer that building.', { building: BUILDINGS[row]! });
    }
    const violation = checkBuildable(sheet, row, (column as number) - 1);
    if (violation) return violation;
    build(sheet, row, (column as number) - 1, ctx, 'bonus');
  } else {
    if (decision.kind !== 'overflow' && decision.kind !== 'banquet6') {
      return fail('WRONG_DECISION', 'That decision is not a citizen choice.', { decision: index as number });
    }
    const colour = COLOURS.indexOf(move.colour as never);
    if (colour < 0) return fail('MALFORMED_MOVE', 'colour must be red, yellow or white.', { field: 'colour' });
    const c = colour as ColourIndex;
    if (decision.kind === 'overflow') {
      if (!overflowTracks(sheet, decision.colour).includes(c)) {
        return fail('CITIZEN_TRACK_NOT_OFFERED', 'That track is full or is the full track itself.', {
          colour: COLOURS[c],
        });
      }
      circleCitizen(sheet, c, ctx);
    } else {
      if (c === 0)
        return fail('CITIZEN_TRACK_NOT_OFFERED', 'Banquet 6 offers a yellow or white citizen.', { colour: 'red' });
      gainCitizen(sheet, c, ctx);
    }
  }
  pruneDecisions(sheet, ctx);
  return ok(sheet);
}
