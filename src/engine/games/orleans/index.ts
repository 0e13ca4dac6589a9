/** Orléans (Reiner Stockhausen, dlp games; base game, 8th printing, 2-5 players). */
import type { GameDefinition } from '../../core/types';
import { actors, applyMove, legalMoves, type OrleansMove } from './moves';
import { draftOf } from './draft';
import { advance } from './flow';
import { ranking, scores } from './scoring';
import { DEFAULT_OPTIONS, setupGame } from './setup';
import type { OrleansState } from './state';
import { viewOf, type OrleansView } from './view';
import { ok } from '../../core/result';

export type { OrleansMove } from './moves';
export type { OrleansState } from './state';
export type { OrleansView } from './view';

export const orleans: GameDefinition<OrleansState, OrleansMove, OrleansView> = {
  id: 'orleans',
  rulesVersion: 'orleans@1',
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
  setup(options, seed, playerCount) {
    const dealt = setupGame(options, seed, playerCount);
    if (!dealt.ok) return dealt;
    const d = draftOf(dealt.value);
    advance(d);
    return ok(d.s);
  },
  actors,
  legalMoves,
  apply: applyMove,
  view: viewOf,
  isOver: (s) => s.phase === 'over',
  scores,
  ranking,
};

/** Every released ruleset of this game, oldest first. */
export const orleansRulesets = [orleans];
