/**
 * Troyes Dice: one definition per released rules version (rulesets.ts says what differs), the
 * current one, and the public types. The rules live in the files beside this one.
 */
import { defineRulesets } from '../../core/define-game';
import type { GameDefinition } from '../../core/types';
import { troyesDiceAchievements as achievements } from './achievements';
import { applyMove } from './apply';
import { PROVISIONAL_NOTES } from './data/provenance';
import { actors, isActor, isOver } from './halfday';
import { legalMoves } from './legal';
import type { TroyesDiceRulesVersion } from './rulesets';
import { ranking, scores } from './scoring';
import { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, setup } from './setup';
import type { TroyesDiceMove, TroyesDiceState, TroyesDiceView } from './types';
import { timeoutMove } from './timeout';
import { view } from './view';

export type TroyesDiceDefinition = GameDefinition<TroyesDiceState, TroyesDiceMove, TroyesDiceView>;

/** Every released ruleset of this game, oldest first. */
export const troyesDiceRulesets: readonly TroyesDiceDefinition[] = defineRulesets<
  TroyesDiceState,
  TroyesDiceMove,
  TroyesDiceView,
  TroyesDiceRulesVersion
>(
  'troyes-dice',
  ['troyes-dice@1', 'troyes-dice@2'],
  { actors, isActor, legalMoves, applyMove, view, isOver, scores, ranking, timeoutMove, achievements },
  (rulesVersion) => ({
    metadata: {
      title: 'Troyes Dice',
      minPlayers: MIN_PLAYERS,
      maxPlayers: MAX_PLAYERS,
      provisional: PROVISIONAL_NOTES.length > 0,
      provisionalNotes: [...PROVISIONAL_NOTES],
      options: {
        numbering:
          '"first-game" (1-6 left to right, default), "rolled" (leftmost value and direction drawn from the seed, wrapping 6→1), or an explicit permutation of 1..6 (expert mode), e.g. [3,1,6,2,5,4].',
        expansion: 'true to play with the Banquets & Raids tiles (3 of 8 drawn from the seed); default false.',
      },
      defaultOptions: { numbering: DEFAULT_OPTIONS.numbering as string, expansion: DEFAULT_OPTIONS.expansion },
    },
    setup: (options, seed, playerCount) => setup(rulesVersion, options, seed, playerCount),
    playerCount: (state) => state.playerCount,
  }),
);
/** The current ruleset: what new games are played under. */
export const troyesDice: TroyesDiceDefinition = troyesDiceRulesets[troyesDiceRulesets.length - 1]!;

export type {
  SheetView,
  TroyesDiceBreakdown,
  TroyesDiceEvent,
  TroyesDiceMove,
  TroyesDiceOptions,
  TroyesDiceResult,
  TroyesDiceSeatScore,
  TroyesDiceState,
  TroyesDiceView,
} from './types';
export { TroyesDiceViolation } from './types';
export { TROYES_DICE_RULESETS, type TroyesDiceRulesVersion } from './rulesets';
export {
  achievementDefinitions,
  evaluateAchievements,
  gameAchievementFacts,
  type AchievementDefinition,
  type AchievementId,
  type GameAchievementFacts,
  type GameKind,
} from './achievements';
export { BUILDINGS, COLOURS, RESOURCES } from './data/components';
export { CHARACTERS } from './data/buildings';
export { EXPANSION_TILES } from './data/expansion-tiles';
