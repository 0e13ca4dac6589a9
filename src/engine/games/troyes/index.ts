/** Troyes (Pearl Games, 2010; base game, 2-4 players): its released rules versions. */
import { defineGame } from '../../core/define-game';
import type { GameDefinition } from '../../core/types';
import { actors, isActor, isOver } from './actors';
import { applyMove } from './apply';
import { legalMoves } from './legal';
import { TROYES_RULESETS, type TroyesRuleset } from './rulesets';
import { ranking, scores } from './scoring';
import { setup } from './setup';
import type { TroyesMove, TroyesState, TroyesView } from './types';
import { timeoutMove } from './timeout';
import { view } from './view';

export type {
  TroyesBreakdown,
  TroyesEvent,
  TroyesMove,
  TroyesResult,
  TroyesSeatScore,
  TroyesState,
  TroyesView,
  TroyesViolationCode,
} from './types';
export { TroyesViolation } from './types';

const SHARED_NOTES = [
  'Event cards: combat colour, divisor, banners and VP are placeholders (red ÷3, 4 banners, 4/2 VP) except Marauding (yellow; ÷3 assumed) and Conflict of Succession (red ÷4, 5 banners; its 4/2 VP split is a placeholder); which colour each red card calls is a placeholder except War (white).',
  'Bishopric and City Hall rows (3 rows of 2 spaces for faces 1-2, 3-4, 5-6) and the 6 gray citizens of the 2-player setup are assumptions.',
  'See docs/rules-notes/troyes.md for every ruling.',
];

/** What clients are told about each version's Activity cards (the first provisional note). */
const ACTIVITY_NOTES: Record<TroyesRuleset['rulesVersion'], string> = {
  'troyes@1':
    'Activity cards: hire costs, divisors and tradesman-space VP are placeholders (hire 5, divisor 3, spaces 2/1/0 VP; Glassblower divisor 5, Archer divisor 2) except Merchant (hire 4, yellow ÷2, first space 2 VP) and Priest (hire 8, white ÷3).',
  'troyes@2':
    "Activity cards: two tradesman spaces per card (two reviews; later tradesmen stand on the picture for 0 VP). Hire costs, divisors and the spaces' VP are placeholders (hire 5, divisor 3, first space 2 VP, second space 1 VP; Glassblower divisor 5, Archer divisor 2) except Merchant (hire 4, yellow ÷2, first space 2 VP; its second space is a placeholder) and Priest (hire 8, white ÷3).",
};

function definition(ruleset: TroyesRuleset): GameDefinition<TroyesState, TroyesMove, TroyesView> {
  return defineGame<TroyesState, TroyesMove, TroyesView>({
    id: 'troyes',
    rulesVersion: ruleset.rulesVersion,
    metadata: {
      title: 'Troyes',
      minPlayers: 2,
      maxPlayers: 4,
      provisional: true,
      provisionalNotes: [ACTIVITY_NOTES[ruleset.rulesVersion], ...SHARED_NOTES],
      options: {},
      defaultOptions: {},
    },
    setup: (options, seed, playerCount) => setup(ruleset, options, seed, playerCount),
    playerCount: (s) => s.n,
    actors,
    isActor,
    legalMoves,
    applyMove,
    view,
    isOver,
    scores,
    ranking,
    timeoutMove,
  });
}

/** Retired: three tradesman spaces per Activity card. Kept so games played under it still verify. */
export const troyesV1 = definition(TROYES_RULESETS['troyes@1']);
/** Current: two tradesman spaces per Activity card (issue 18). */
export const troyes = definition(TROYES_RULESETS['troyes@2']);

/** Every released ruleset of this game, oldest first. */
export const troyesRulesets = [troyesV1, troyes];
