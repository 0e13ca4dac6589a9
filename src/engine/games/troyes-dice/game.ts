/** The Troyes Dice GameDefinition: wires setup, moves, views and scoring together. */
import { troyesDiceAchievements } from './achievements';
import { fail, ok } from '../../core/result';
import type { GameDefinition, GameEvent, Seat } from '../../core/types';
import { canBuyAnyDie, isObject, performFallback, performUse, planUse, resolveDecision } from './actions';
import { endHalfDay, MAX_PLAYERS, MIN_PLAYERS, setupGame } from './halfday';
import { legalMovesFor } from './legal';
import { DEFAULT_OPTIONS } from './options';
import type { TroyesDiceRulesVersion } from './rulesets';
import { rankAll, scoreAll } from './scoring';
import type { Sheet, TroyesDiceMove, TroyesDiceState } from './types';
import { viewFor, type TroyesDiceView } from './view';

/** A copy of the state with new sheets (a literal, not a spread: this runs on every move). */
function withSheets(state: TroyesDiceState, sheets: Sheet[]): TroyesDiceState {
  return {
    rulesVersion: state.rulesVersion,
    ruleset: state.ruleset,
    playerCount: state.playerCount,
    options: state.options,
    columnValues: state.columnValues,
    plazas: state.plazas,
    expansionTiles: state.expansionTiles,
    halfDay: state.halfDay,
    dice: state.dice,
    blackSlot: state.blackSlot,
    destroyed: state.destroyed,
    sheets,
    rng: state.rng,
  };
}

function isOver(state: TroyesDiceState): boolean {
  return state.halfDay >= 16;
}

function isDone(sheet: Sheet): boolean {
  return sheet.acted && sheet.pending.length === 0;
}

function actors(state: TroyesDiceState): Seat[] {
  if (isOver(state)) return [];
  const out: Seat[] = [];
  state.sheets.forEach((s, seat) => {
    if (!isDone(s)) out.push(seat);
  });
  return out;
}

function apply(state: TroyesDiceState, seat: Seat, move: unknown) {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.playerCount) {
    return fail('UNKNOWN_SEAT', 'No such seat in this game.', { seat: typeof seat === 'number' ? seat : null });
  }
  if (isOver(state)) return fail('GAME_OVER', 'The game has ended.');
  if (!isObject(move) || typeof move.type !== 'string') {
    return fail('MALFORMED_MOVE', 'A move is an object with a string `type`.');
  }
  const sheet = state.sheets[seat]!;
  if (isDone(sheet)) return fail('NOT_YOUR_TURN', 'You have already acted this half-day.', { seat });
  const events: GameEvent[] = [];
  let next: Sheet;
  switch (move.type) {
    case 'useDie': {
      if (sheet.acted) return fail('DECISION_PENDING', 'Resolve your pending bonus decisions first.', { seat });
      const plan = planUse(state, sheet, move);
      if (!plan.ok) return plan;
      next = performUse(state, seat, plan.value, events);
      break;
    }
    case 'fallback':
      if (sheet.acted) return fail('DECISION_PENDING', 'Resolve your pending bonus decisions first.', { seat });
      if (canBuyAnyDie(state, sheet)) {
        return fail('FALLBACK_NOT_ALLOWED', 'You can afford a die, so you must use one.', { seat });
      }
      next = performFallback(state, seat, events);
      break;
    case 'bonusBuilding':
    case 'chooseCitizen': {
      if (sheet.pending.length === 0) return fail('NO_SUCH_DECISION', 'You have no pending decision.', { seat });
      const resolved = resolveDecision(state, seat, move, events);
      if (!resolved.ok) return resolved;
      next = resolved.value;
      break;
    }
    default:
      return fail('MALFORMED_MOVE', `Unknown move type "${move.type}".`, { type: move.type });
  }
  const sheets = state.sheets.slice();
  sheets[seat] = next;
  const nextState = withSheets(state, sheets);
  if (sheets.every(isDone)) endHalfDay(nextState, events);
  return ok({ state: nextState, events });
}

function troyesDiceAt(
  rulesVersion: TroyesDiceRulesVersion,
): GameDefinition<TroyesDiceState, TroyesDiceMove, TroyesDiceView> {
  return {
    id: 'troyes-dice',
    rulesVersion,
    metadata: {
      title: 'Troyes Dice',
      minPlayers: MIN_PLAYERS,
      maxPlayers: MAX_PLAYERS,
      provisional: true,
      provisionalNotes: [
        'Plaza tile colours are assumed: R/R, Y/Y, W/W, R/Y ×2, R/W ×2, Y/W ×2 (no source lists them).',
        'Afternoon wheel costs (0, any 1, 1 denier, 2 deniers) come from a third-party re-implementation.',
        'Resource gains beyond the 18th space of a track are lost (assumption).',
      ],
      options: {
        numbering:
          '"first-game" (1-6 left to right, default), "rolled" (leftmost value and direction drawn from the seed, wrapping 6→1), or an explicit permutation of 1..6 (expert mode), e.g. [3,1,6,2,5,4].',
        expansion: 'true to play with the Banquets & Raids tiles (3 of 8 drawn from the seed); default false.',
      },
      defaultOptions: { numbering: DEFAULT_OPTIONS.numbering as string, expansion: DEFAULT_OPTIONS.expansion },
    },
    setup: (options, seed, playerCount) => setupGame(rulesVersion, options, seed, playerCount),
    actors,
    legalMoves: legalMovesFor,
    apply,
    view: viewFor,
    isOver,
    scores: scoreAll,
    ranking: rankAll,
    achievements: troyesDiceAchievements,
  };
}

/** Every released ruleset of this game, oldest first (rulesets.ts says what differs). */
export const troyesDiceRulesets = [troyesDiceAt('troyes-dice@1'), troyesDiceAt('troyes-dice@2')];
/** The current ruleset: what new games are played under. */
export const troyesDice = troyesDiceRulesets[troyesDiceRulesets.length - 1]!;
