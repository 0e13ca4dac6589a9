/** Orléans (Reiner Stockhausen, dlp games; base game, 8th printing, 2-5 players): its definitions. */
import { defineRulesets } from '../../core/define-game';
import type { GameDefinition } from '../../core/types';
import { applyMove } from './apply';
import { actors, isActor, isOver, legalMoves } from './legal';
import { ORLEANS_RULES_VERSIONS, orleansSwitchesOf, type OrleansRulesVersion } from './rulesets';
import { ranking, scores, tieBreak } from './scoring';
import { DEFAULT_OPTIONS, setup } from './setup';
import type { OrleansMove, OrleansState, OrleansView } from './types';
import { timeoutMove } from './timeout';
import { view } from './view';

export type {
  OrleansBreakdown,
  OrleansEvent,
  OrleansMove,
  OrleansOptions,
  OrleansResult,
  OrleansSeatScore,
  OrleansState,
  OrleansView,
  OrleansViolationCode,
} from './types';
export { OrleansViolation } from './types';

/** Every released ruleset of this game, oldest first. */
export const orleansRulesets = defineRulesets<OrleansState, OrleansMove, OrleansView, OrleansRulesVersion>(
  'orleans',
  ORLEANS_RULES_VERSIONS,
  { actors, isActor, legalMoves, applyMove, view, isOver, scores, ranking, tieBreak, timeoutMove },
  (rulesVersion) => ({
    metadata: {
      title: 'Orléans',
      minPlayers: 2,
      maxPlayers: 5,
      provisional: true,
      provisionalNotes: [
        'Board values lost with the rulebook graphics (tracks, development track, deeds, map, place-tile spaces, hour-glass letters) come from a first-edition transcription; see docs/rules-notes/orleans.md.',
      ],
      options: {
        harvest:
          "'coinsForMissingFood' (default): food must be given while you have it, 5 coins per missing food; 'foodOrCoins': you may pay 5 coins instead of any food.",
      },
      defaultOptions: { ...DEFAULT_OPTIONS },
    },
    setup: (options, seed, playerCount) => {
      const dealt = setup(options, seed, playerCount);
      const switches = orleansSwitchesOf(rulesVersion);
      if (dealt.ok && switches !== null) dealt.value.ruleset = switches;
      return dealt;
    },
    playerCount: (s) => s.playerCount,
  }),
);
/** The current ruleset: what new games are played under. */
export const orleans = orleansRulesets[orleansRulesets.length - 1] as GameDefinition<
  OrleansState,
  OrleansMove,
  OrleansView
>;
