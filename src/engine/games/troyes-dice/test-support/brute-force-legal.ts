/**
 * Reference enumeration for tests: every candidate move passed through `planUse` / `planDecision`
 * (the checks of `apply`). legal.ts must give exactly this list, faster.
 */
import type { MoveObject } from '../../../core/define-game';
import { canBuyAnyDie, dieOnPlaza } from '../costs';
import { BUILDINGS, COLOURS, RESOURCES } from '../data/components';
import { ACTIONS, planUse } from '../die-use';
import { planDecision } from '../decisions';
import type { Resource, Sheet, TroyesDiceMove, TroyesDiceState } from '../types';
import { isSlotUsable } from '../wheel';

export function bruteForceLegalMoves(state: TroyesDiceState, seat: number): TroyesDiceMove[] {
  const sheet = state.sheets[seat]!;
  if (sheet.pending.length > 0) return bruteForceDecisionMoves(sheet);
  if (!canBuyAnyDie(state, sheet)) return [{ type: 'fallback' }];
  const out: TroyesDiceMove[] = [];
  for (let slot = 0; slot < 4; slot++) {
    if (!isSlotUsable(state, slot)) continue;
    const die = dieOnPlaza(state, slot);
    for (const pay of [undefined, ...RESOURCES] as (Resource | undefined)[]) {
      for (const colour of COLOURS) {
        for (let value = 0; value <= 6; value++) {
          if (value === 0 && die.value !== 0) continue;
          for (const action of ACTIONS) {
            const move: Record<string, unknown> = { type: 'useDie', slot, action, colour, value };
            if (pay !== undefined) move.pay = pay;
            if (planUse(state, sheet, move as MoveObject).ok) out.push(move as TroyesDiceMove);
          }
        }
      }
    }
  }
  return out;
}

/** Every candidate decision move, in legalMoves' order, kept when the checks of `apply` accept it. */
function bruteForceDecisionMoves(sheet: Sheet): TroyesDiceMove[] {
  const out: TroyesDiceMove[] = [];
  sheet.pending.forEach((_, decision) => {
    const candidates: TroyesDiceMove[] = [];
    for (const colour of COLOURS) candidates.push({ type: 'chooseCitizen', decision, colour });
    for (const building of BUILDINGS) {
      for (let column = 1; column <= 6; column++)
        candidates.push({ type: 'bonusBuilding', decision, building, column });
    }
    for (const move of candidates) if (planDecision(sheet, move as MoveObject).ok) out.push(move);
  });
  return out;
}
