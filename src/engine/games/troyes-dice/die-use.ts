/**
 * Phase 3, the action (rules file §3.3): choose a die, pay its position's cost (plus expansion
 * surcharges), optionally change its value with influence and its colour with knowledge, then gain
 * resources or construct. Also the can't-afford fallback. `planUse` only reads; `useDie` and
 * `takeFallback` change the acting seat's sheet of apply's working copy.
 */
import type { MoveObject } from '../../core/define-game';
import { fail, ok, type Result } from '../../core/result';
import { COLOURS, RESOURCES, isPrestigeRow, prestigeRow, workRow } from './data/components';
import { canPay, dieOnPlaza, influenceFor, knowledgeForColour, positionCost } from './costs';
import {
  available,
  build,
  buildViolation,
  gainCitizen,
  gainResource,
  addDecision,
  pruneDecisions,
  type EffectContext,
} from './sheet';
import { TroyesDiceViolation as V, type ActionName, type ColourIndex, type Sheet, type TroyesDiceState } from './types';
import { isSlotUsable } from './wheel';

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

/** Validate a `useDie` move against the state (untrusted JSON) and compute what it does. */
export function planUse(state: TroyesDiceState, sheet: Sheet, move: MoveObject): Result<UsePlan> {
  const { slot, action, colour, value, pay } = move;
  if (!Number.isInteger(slot) || (slot as number) < 0 || (slot as number) > 3) {
    return fail(V.MALFORMED_MOVE, 'slot must be an integer 0..3.', { field: 'slot' });
  }
  if (typeof action !== 'string' || !ACTIONS.includes(action as ActionName)) {
    return fail(V.MALFORMED_MOVE, `action must be one of ${ACTIONS.join(', ')}.`, { field: 'action' });
  }
  if (colour !== undefined && (typeof colour !== 'string' || !COLOURS.includes(colour as never))) {
    return fail(V.MALFORMED_MOVE, 'colour must be red, yellow or white.', { field: 'colour' });
  }
  if (value !== undefined && (!Number.isInteger(value) || (value as number) < 0 || (value as number) > 6)) {
    return fail(V.MALFORMED_MOVE, 'value must be an integer 0..6.', { field: 'value' });
  }
  if (pay !== undefined && (typeof pay !== 'string' || !RESOURCES.includes(pay as never))) {
    return fail(V.MALFORMED_MOVE, 'pay must be influence, deniers or knowledge.', { field: 'pay' });
  }
  const s = slot as number;
  if (!isSlotUsable(state, s)) {
    return fail(V.DIE_NOT_AVAILABLE, 'That die is the black die or lies on a destroyed plaza.', { slot: s });
  }
  const die = dieOnPlaza(state, s);
  const { cost, anyOne } = positionCost(s, die);
  if (anyOne) {
    if (pay === undefined) {
      return fail(V.PAYMENT_CHOICE_REQUIRED, 'This position costs 1 resource of your choice: give `pay`.', { slot: s });
    }
    cost[RESOURCES.indexOf(pay as never)]! += 1;
  } else if (pay !== undefined) {
    return fail(V.PAYMENT_NOT_EXPECTED, 'Only the "1 of any resource" position takes `pay`.', { slot: s });
  }
  const finalValue = value === undefined ? die.value : (value as number);
  if (finalValue !== die.value) {
    if (die.raid === 1) return fail(V.VALUE_CHANGE_FORBIDDEN, 'Raid 1: influence cannot modify this die.', { slot: s });
    if (finalValue < 1) return fail(V.VALUE_OUT_OF_RANGE, 'Influence keeps a die within 1..6.', { value: finalValue });
    cost[0] += influenceFor(die.value, finalValue, die.banquet);
  }
  const finalColour = colour === undefined ? die.colour : (COLOURS.indexOf(colour as never) as ColourIndex);
  if (finalColour !== die.colour) {
    if (die.raid === 5) {
      return fail(V.COLOUR_CHANGE_FORBIDDEN, 'Raid 5: knowledge cannot change the colour of this die.', { slot: s });
    }
    cost[2] += knowledgeForColour(die.banquet);
  }
  if (!canPay(sheet, cost)) {
    return fail(V.CANNOT_AFFORD, 'Not enough resources for this die and its modifiers.', {
      need: { influence: cost[0], deniers: cost[1], knowledge: cost[2] },
      have: { influence: available(sheet, 0), deniers: available(sheet, 1), knowledge: available(sheet, 2) },
    });
  }
  let row = -1;
  let col = -1;
  if (action !== 'gainResources') {
    col = state.columnValues.indexOf(finalValue);
    if (col < 0) return fail(V.NO_COLUMN_FOR_VALUE, 'A die of value 0 cannot build (raise it first).', { value: 0 });
    row = action === 'buildPrestige' ? prestigeRow(finalColour) : workRow(finalColour);
    if (isPrestigeRow(row) && die.raid === 7) {
      return fail(V.PRESTIGE_FORBIDDEN, 'Raid 7: this die cannot build a prestige building.', { slot: s });
    }
    const refused = buildViolation(sheet, row, col);
    if (refused) return refused;
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

/** Carry out a validated die use on the seat's sheet of the working copy. */
export function useDie(ctx: EffectContext, plan: UsePlan): void {
  const sheet = ctx.state.sheets[ctx.seat]!;
  sheet.spent[0] += plan.cost[0];
  sheet.spent[1] += plan.cost[1];
  sheet.spent[2] += plan.cost[2];
  sheet.acted = true;
  ctx.events.push({
    type: 'DieUsed',
    seat: ctx.seat,
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
    banquetBuildBonus(sheet, plan, ctx);
  }
  pruneDecisions(sheet, ctx);
}

/** Banquets 3, 4 and 6: extras for constructing with the die of their plaza. */
function banquetBuildBonus(sheet: Sheet, plan: UsePlan, ctx: EffectContext): void {
  if (plan.banquet === 3 && plan.row === 4) {
    gainResource(sheet, 0, 1, ctx);
    gainResource(sheet, 1, 1, ctx);
    gainResource(sheet, 2, 1, ctx);
  } else if (plan.banquet === 4 && (plan.row & 1) === 1) {
    gainCitizen(sheet, plan.colour, ctx);
  } else if (plan.banquet === 6 && plan.row === 0) {
    gainCitizen(sheet, 0, ctx);
    addDecision(sheet, { kind: 'banquet6' }, ctx);
  }
}

/** The fallback: no affordable die and none free → gain 1 of each resource instead of acting. */
export function takeFallback(ctx: EffectContext): void {
  const sheet = ctx.state.sheets[ctx.seat]!;
  sheet.acted = true;
  sheet.fallbacks += 1;
  ctx.events.push({ type: 'Fallback', seat: ctx.seat });
  gainResource(sheet, 0, 1, ctx);
  gainResource(sheet, 1, 1, ctx);
  gainResource(sheet, 2, 1, ctx);
  pruneDecisions(sheet, ctx);
}
