/**
 * `applyMove`: validate the move, then dispatch it to the rule files beside this one (die-use.ts,
 * decisions.ts, sheet.ts, halfday.ts). The shared guards (unknown seat, game over, a seat that is
 * done with the half-day, a move that is not an object with a string `type`) ran before, in
 * defineGame.
 *
 * Copy discipline: validation only reads the input state. Once a move is valid, apply makes ONE
 * working copy — a new state object, a new sheets array and a deep copy of the acting seat's sheet —
 * and the rule functions change only that copy: the acting seat's sheet freely, anything else
 * (plazas, tiles, other seats' sheets at a new half-day) by replacing it, never by writing into an
 * object the input state shares. The input is never mutated.
 */
import type { MoveObject } from '../../core/define-game';
import { fail, ok, type Result } from '../../core/result';
import type { GameEvent, Seat } from '../../core/types';
import { copySheet, copyState } from './copies';
import { canBuyAnyDie } from './costs';
import { planDecision, resolveDecision } from './decisions';
import { planUse, takeFallback, useDie } from './die-use';
import { endHalfDay, isDone } from './halfday';
import type { EffectContext } from './sheet';
import { TroyesDiceViolation as V, type TroyesDiceEvent, type TroyesDiceState } from './types';

/** The working copy a valid move is carried out on (see the copy discipline above). */
function workingCopy(state: TroyesDiceState, seat: Seat, events: TroyesDiceEvent[]): EffectContext {
  const work = copyState(state);
  work.sheets = state.sheets.slice();
  work.sheets[seat] = copySheet(state.sheets[seat]!);
  return { state: work, seat, events };
}

export function applyMove(
  state: TroyesDiceState,
  seat: Seat,
  move: MoveObject,
): Result<{ state: TroyesDiceState; events: GameEvent[] }> {
  const sheet = state.sheets[seat]!;
  const events: TroyesDiceEvent[] = [];
  let ctx: EffectContext;
  switch (move.type) {
    case 'useDie': {
      if (sheet.acted) return fail(V.DECISION_PENDING, 'Resolve your pending bonus decisions first.', { seat });
      const plan = planUse(state, sheet, move);
      if (!plan.ok) return plan;
      ctx = workingCopy(state, seat, events);
      useDie(ctx, plan.value);
      break;
    }
    case 'fallback':
      if (sheet.acted) return fail(V.DECISION_PENDING, 'Resolve your pending bonus decisions first.', { seat });
      if (canBuyAnyDie(state, sheet)) {
        return fail(V.FALLBACK_NOT_ALLOWED, 'You can afford a die, so you must use one.', { seat });
      }
      ctx = workingCopy(state, seat, events);
      takeFallback(ctx);
      break;
    case 'bonusBuilding':
    case 'chooseCitizen': {
      const plan = planDecision(sheet, move);
      if (!plan.ok) return plan;
      ctx = workingCopy(state, seat, events);
      resolveDecision(ctx, plan.value);
      break;
    }
    default:
      return fail(V.MALFORMED_MOVE, `Unknown move type "${move.type}".`, { type: move.type });
  }
  if (ctx.state.sheets.every(isDone)) endHalfDay(ctx.state, events);
  return ok({ state: ctx.state, events });
}
