import { fail, ok, type Result } from '../../core/result';
import type { GameDefinition, GameEvent } from '../../core/types';
import { execute } from './execute';
import { actors, isActor, legalMoves, stepAccepts, type TroyesMove } from './moves';
import { findLegal, isWellFormed } from './validate';
import { TROYES_RULESETS, type TroyesRuleset } from './rulesets';
import { ranking, scores } from './scoring';
import { setup } from './setup';
import { copyForMove, type TroyesState } from './state';
import { view, type TroyesView } from './view';

export type { TroyesMove } from './moves';
export type { TroyesState } from './state';
export type { TroyesView } from './view';

/** Codes specific to Troyes (stable once shipped). */
export const TroyesViolation = {
  /** The move is of a kind the current sub-step does not take (e.g. `group` while a citizen is awaited). */
  WRONG_STEP: 'WRONG_STEP',
  /** Well-formed and of the right kind, but not among the legal moves now. */
  ILLEGAL_MOVE: 'ILLEGAL_MOVE',
} as const;

function apply(state: TroyesState, seat: number, move: unknown): Result<{ state: TroyesState; events: GameEvent[] }> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.n) return fail('UNKNOWN_SEAT', `No seat ${seat}.`);
  if (state.step.k === 'over') return fail('GAME_OVER', 'The game is over.');
  if (!isActor(state, seat))
    return fail('NOT_YOUR_TURN', `Seat ${seat} does not decide now.`, { actors: actors(state) });
  if (!isWellFormed(move)) return fail('MALFORMED_MOVE', 'Not a Troyes move of a known shape.');
  const type = (move as { type: string }).type;
  if (!stepAccepts(state, type)) {
    return fail(TroyesViolation.WRONG_STEP, `A ${type} move is not taken now (step ${state.step.k}).`, {
      step: state.step.k,
    });
  }
  const legal = findLegal(state, seat, move);
  if (legal === null)
    return fail(TroyesViolation.ILLEGAL_MOVE, `This ${type} move is not legal now.`, { step: state.step.k });
  const next = copyForMove(state, legal.type, seat);
  const events: GameEvent[] = [];
  execute(next, seat, legal, events);
  return ok({ state: next, events });
}

const V1_NOTES = [
  'Activity cards: hire costs, divisors and tradesman-space VP are placeholders (hire 5, divisor 3, spaces 2/1/0 VP; Glassblower divisor 5, Archer divisor 2) except Merchant (hire 4, yellow ÷2, first space 2 VP) and Priest (hire 8, white ÷3).',
];
const V2_NOTES = [
  "Activity cards: two tradesman spaces per card (two reviews; later tradesmen stand on the picture for 0 VP). Hire costs, divisors and the spaces' VP are placeholders (hire 5, divisor 3, first space 2 VP, second space 1 VP; Glassblower divisor 5, Archer divisor 2) except Merchant (hire 4, yellow ÷2, first space 2 VP; its second space is a placeholder) and Priest (hire 8, white ÷3).",
];
const SHARED_NOTES = [
  'Event cards: combat colour, divisor, banners and VP are placeholders (red ÷3, 4 banners, 4/2 VP) except Marauding (yellow; ÷3 assumed) and Conflict of Succession (red ÷4, 5 banners; its 4/2 VP split is a placeholder); which colour each red card calls is a placeholder except War (white).',
  'Bishopric and City Hall rows (3 rows of 2 spaces for faces 1-2, 3-4, 5-6) and the 6 gray citizens of the 2-player setup are assumptions.',
  'See docs/rules-notes/troyes.md for every ruling.',
];

function definition(
  ruleset: TroyesRuleset,
  activityNotes: string[],
): GameDefinition<TroyesState, TroyesMove, TroyesView> {
  return {
    id: 'troyes',
    rulesVersion: ruleset.rulesVersion,
    metadata: {
      title: 'Troyes',
      minPlayers: 2,
      maxPlayers: 4,
      provisional: true,
      provisionalNotes: [...activityNotes, ...SHARED_NOTES],
      options: {},
      defaultOptions: {},
    },
    setup: (options, seed, playerCount) => setup(ruleset, options, seed, playerCount),
    actors,
    legalMoves,
    apply,
    view: (s, seat) => view(s, seat, actors(s)),
    isOver: (s) => s.step.k === 'over',
    scores,
    ranking,
  };
}

/** Retired: three tradesman spaces per Activity card. Kept so games played under it still verify. */
export const troyesV1 = definition(TROYES_RULESETS['troyes@1'], V1_NOTES);
/** Current: two tradesman spaces per Activity card (issue 18). */
export const troyes = definition(TROYES_RULESETS['troyes@2'], V2_NOTES);

/** Every released ruleset of this game, oldest first. */
export const troyesRulesets = [troyesV1, troyes];
