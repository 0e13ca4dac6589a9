/**
 * Resolving a pending bonus decision (E9, T8–T10): `bonusBuilding` for a 15th-citizen or
 * column-6/11 building, `chooseCitizen` for an overflow citizen or Banquet 6. `planDecision` only
 * reads; `resolveDecision` changes the acting seat's sheet of apply's working copy.
 */
import type { MoveObject } from '../../core/define-game';
import { fail, ok, type Result } from '../../core/result';
import { BUILDINGS, COLOURS } from './data/components';
import {
  build,
  buildViolation,
  circleCitizen,
  decisionRows,
  gainCitizen,
  overflowTracks,
  pruneDecisions,
  type EffectContext,
} from './sheet';
import { TroyesDiceViolation as V, type ColourIndex, type Sheet } from './types';

/** A validated decision: which one, and the building (row, col) or the citizen track chosen. */
export type DecisionPlan =
  | { index: number; kind: 'building'; row: number; col: number }
  | { index: number; kind: 'overflow' | 'banquet6'; colour: ColourIndex };

/** Validate a `bonusBuilding` or `chooseCitizen` move (untrusted JSON) against the seat's pending decisions. */
export function planDecision(sheet: Sheet, move: MoveObject): Result<DecisionPlan> {
  if (sheet.pending.length === 0) return fail(V.NO_SUCH_DECISION, 'You have no pending decision.');
  const index = move.decision;
  if (!Number.isInteger(index)) return fail(V.MALFORMED_MOVE, 'decision must be an integer.', { field: 'decision' });
  const i = index as number;
  const decision = sheet.pending[i];
  if (decision === undefined) return fail(V.NO_SUCH_DECISION, 'No pending decision has that index.', { decision: i });
  if (move.type === 'bonusBuilding') {
    if (decision.kind !== 'prestige' && decision.kind !== 'work') {
      return fail(V.WRONG_DECISION, 'That decision is not a bonus building.', { decision: i });
    }
    const row = BUILDINGS.indexOf(move.building as never);
    const column = move.column;
    if (row < 0) return fail(V.MALFORMED_MOVE, 'building must be a building name.', { field: 'building' });
    if (!Number.isInteger(column) || (column as number) < 1 || (column as number) > 6) {
      return fail(V.MALFORMED_MOVE, 'column must be an integer 1..6.', { field: 'column' });
    }
    if (!decisionRows(decision).includes(row)) {
      return fail(V.BUILDING_NOT_OFFERED, 'This bonus does not offer that building.', { building: BUILDINGS[row]! });
    }
    const col = (column as number) - 1;
    const refused = buildViolation(sheet, row, col);
    if (refused) return refused;
    return ok({ index: i, kind: 'building', row, col });
  }
  if (decision.kind !== 'overflow' && decision.kind !== 'banquet6') {
    return fail(V.WRONG_DECISION, 'That decision is not a citizen choice.', { decision: i });
  }
  const colour = COLOURS.indexOf(move.colour as never);
  if (colour < 0) return fail(V.MALFORMED_MOVE, 'colour must be red, yellow or white.', { field: 'colour' });
  const c = colour as ColourIndex;
  if (decision.kind === 'overflow' && !overflowTracks(sheet, decision.colour).includes(c)) {
    return fail(V.CITIZEN_TRACK_NOT_OFFERED, 'That track is full or is the full track itself.', { colour: COLOURS[c] });
  }
  if (decision.kind === 'banquet6' && c === 0) {
    return fail(V.CITIZEN_TRACK_NOT_OFFERED, 'Banquet 6 offers a yellow or white citizen.', { colour: 'red' });
  }
  return ok({ index: i, kind: decision.kind, colour: c });
}

/** Carry out a validated decision on the seat's sheet of the working copy. */
export function resolveDecision(ctx: EffectContext, plan: DecisionPlan): void {
  const sheet = ctx.state.sheets[ctx.seat]!;
  sheet.pending.splice(plan.index, 1);
  if (plan.kind === 'building') build(sheet, plan.row, plan.col, ctx, 'bonus');
  // an overflow citizen goes onto the chosen (non-full) track; Banquet 6's citizen is gained normally
  else if (plan.kind === 'overflow') circleCitizen(sheet, plan.colour, ctx);
  else gainCitizen(sheet, plan.colour, ctx);
  pruneDecisions(sheet, ctx);
}
