/**
 * Reference enumeration for tests: every candidate die use passed through `planUse` (the checks of
 * `apply`). legal.ts must give exactly this list, faster.
 */
import { COLOURS, RESOURCES, type Resource } from '../data';
import { canBuyAnyDie, dieOnPlaza, planUse } from '../actions';
import type { TroyesDiceMove, TroyesDiceState } from '../types';
import { isSlotUsable } from '../wheel';
import { ACTIONS } from '../actions';
import { legalMovesFor } from '../legal';

export function bruteForceLegalMoves(state: TroyesDiceState, seat: number): TroyesDiceMove[] {
  const sheet = state.sheets[seat];
  if (sheet === undefined || state.halfDay >= 16) return [];
  if (sheet.pending.length > 0) return legalMovesFor(state, seat);
  if (sheet.acted) return [];
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
            if (planUse(state, sheet, move).ok) out.push(move as TroyesDiceMove);
          }
        }
      }
    }
  }
  return out;
}
