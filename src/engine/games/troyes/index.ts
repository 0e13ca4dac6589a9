/** Troyes (Pearl Games, 2010; base game, 2-4 players): its released rules versions. */
import { defineRulesets } from '../../core/define-game';
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

type TroyesDefinition = GameDefinition<TroyesState, TroyesMove, TroyesView>;

const SHARED_NOTES = [
  'Event cards: combat colour, divisor, banners and VP are placeholders (red ÷3, 4 banners, 4/2 VP) except Marauding (yellow; ÷3 assumed) and Conflict of Succession (red ÷4, 5 banners; its 4/2 VP split is a placeholder); which colour each red card calls is a placeholder except War (white).',
  'Bishopric and City Hall rows (3 rows of 2 spaces for faces 1-2, 3-4, 5-6) and the 6 gray citizens of the 2-player setup are assumptions.',
  'See docs/rules-notes/troyes.md for every ruling.',
];

/** The Activity-card note of every version since troyes@2 (two tradesman spaces per card). */
const TWO_SPACES_NOTE =
  "Activity cards: two tradesman spaces per card (two reviews; later tradesmen stand on the picture for 0 VP). Hire costs, divisors and the spaces' VP are placeholders (hire 5, divisor 3, first space 2 VP, second space 1 VP; Glassblower divisor 5, Archer divisor 2) except Merchant (hire 4, yellow ÷2, first space 2 VP; its second space is a placeholder) and Priest (hire 8, white ÷3).";

/** What clients are told about each version's Activity cards (the first provisional note). */
const ACTIVITY_NOTES: Record<TroyesRuleset['rulesVersion'], string> = {
  'troyes@1':
    'Activity cards: hire costs, divisors and tradesman-space VP are placeholders (hire 5, divisor 3, spaces 2/1/0 VP; Glassblower divisor 5, Archer divisor 2) except Merchant (hire 4, yellow ÷2, first space 2 VP) and Priest (hire 8, white ÷3).',
  'troyes@2': TWO_SPACES_NOTE,
  'troyes@3': TWO_SPACES_NOTE,
};

/** Every released ruleset of this game, oldest first. */
export const troyesRulesets = defineRulesets<TroyesState, TroyesMove, TroyesView, TroyesRuleset['rulesVersion']>(
  'troyes',
  ['troyes@1', 'troyes@2', 'troyes@3'],
  { actors, isActor, legalMoves, applyMove, view, isOver, scores, ranking, timeoutMove },
  (rulesVersion) => ({
    metadata: {
      title: 'Troyes',
      minPlayers: 2,
      maxPlayers: 4,
      provisional: true,
      provisionalNotes: [ACTIVITY_NOTES[rulesVersion], ...SHARED_NOTES],
      options: {},
      defaultOptions: {},
    },
    setup: (options, seed, playerCount) => setup(TROYES_RULESETS[rulesVersion], options, seed, playerCount),
    playerCount: (s) => s.n,
  }),
) as [TroyesDefinition, TroyesDefinition, TroyesDefinition];

/** Retired: three tradesman spaces per Activity card. Kept so games played under it still verify. */
export const troyesV1 = troyesRulesets[0];
/** Retired: two tradesman spaces per Activity card (issue 18). Kept so games played under it still verify. */
export const troyesV2 = troyesRulesets[1];
/**
 * Current: the rulebook read again (issue 31): protection judged at the moment of placing,
 * optional activations and Archer/Chivalry cubes, the Joust tied at 0, Tithe's gray die paid.
 */
export const troyes = troyesRulesets[2];
