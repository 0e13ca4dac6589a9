/**
 * The 13 achievements of the rulebook's honour roll (rules file §5.1), as pure functions of a
 * finished game. The first three count games across sessions: this module gives the facts of one
 * game (`gameAchievementFacts`); the API's achievements module keeps the counters.
 */
import { CITIZEN_TRACK_LENGTH, RESOURCE_TRACK_LENGTH } from './data/tracks';
import { isOver } from './halfday';
import { characterPoints, ranking, scoreSheet } from './scoring';
import type { AchievementSet } from '../../core/types';
import type { TroyesDiceState } from './types';

export type AchievementId =
  | 'play-3-solo'
  | 'play-3-multiplayer'
  | 'play-3-expansion'
  | 'score-45'
  | 'score-55'
  | 'score-65'
  | 'win-multiplayer-over-60'
  | 'character-18'
  | 'citizens-40'
  | 'prestige-row'
  | 'work-row'
  | 'resource-track'
  | 'citizen-track';

/** The kinds of game the cross-game counters count (one game can count for several). */
export type GameKind = 'solo' | 'multiplayer' | 'expansion';

export interface AchievementDefinition {
  id: AchievementId;
  title: string;
  description: string;
  /** Present for the counters that span games: earned once `threshold` games of `counts` are played. */
  counter?: { counts: GameKind; threshold: number };
}

export const achievementDefinitions: readonly AchievementDefinition[] = [
  {
    id: 'play-3-solo',
    title: 'Lone crier',
    description: 'Play 3 solo games of Troyes Dice.',
    counter: { counts: 'solo', threshold: 3 },
  },
  {
    id: 'play-3-multiplayer',
    title: 'Town meeting',
    description: 'Play 3 multiplayer games of Troyes Dice.',
    counter: { counts: 'multiplayer', threshold: 3 },
  },
  {
    id: 'play-3-expansion',
    title: 'Banquets and raids',
    description: 'Play 3 games of Troyes Dice with the Banquets & Raids expansion.',
    counter: { counts: 'expansion', threshold: 3 },
  },
  { id: 'score-45', title: '45 VP', description: 'End a game with at least 45 VP.' },
  { id: 'score-55', title: '55 VP', description: 'End a game with at least 55 VP.' },
  { id: 'score-65', title: '65 VP', description: 'End a game with at least 65 VP.' },
  {
    id: 'win-multiplayer-over-60',
    title: 'Triumph',
    description: 'Win a multiplayer game (a shared victory counts) with more than 60 VP.',
  },
  { id: 'character-18', title: 'Patronage', description: 'End a game having scored 18 VP from a single character.' },
  { id: 'citizens-40', title: 'Crowded streets', description: 'End a game with at least 40 citizens.' },
  {
    id: 'prestige-row',
    title: 'Master builder',
    description: 'End a game with all 6 prestige buildings of one row drawn (Fortresses, Great Halls or Cathedrals).',
  },
  {
    id: 'work-row',
    title: 'Hard at work',
    description: "End a game with all 6 work buildings of one row drawn (Count's Palaces, City Halls or Bishoprics).",
  },
  {
    id: 'resource-track',
    title: 'Full coffers',
    description: 'End a game with every space of one resource track circled (spent spaces count: they were circled).',
  },
  { id: 'citizen-track', title: 'Full ranks', description: 'End a game with all 20 citizens of one track circled.' },
];

export interface GameAchievementFacts {
  solo: boolean;
  multiplayer: boolean;
  expansion: boolean;
  /** The facts below are for the curious (profiles, statistics); the counters only need the three above. */
  total: number;
  rank: number;
  sharedRank: boolean;
}

/** What the cross-game counters need from one finished game, for one seat. */
export function gameAchievementFacts(state: TroyesDiceState, seat: number): GameAchievementFacts {
  const ranks = ranking(state);
  const mine = ranks.find((r) => r.seat === seat);
  return {
    solo: state.playerCount === 1,
    multiplayer: state.playerCount > 1,
    expansion: state.options.expansion,
    total: mine?.total ?? 0,
    rank: mine?.rank ?? 0,
    sharedRank: mine !== undefined && ranks.filter((r) => r.rank === mine.rank).length > 1,
  };
}

const FULL_ROW = 0b111111;

/**
 * The achievements this seat fulfilled in this finished game (none while the game runs). The three
 * counters are not included: they depend on earlier games (see `gameAchievementFacts`).
 */
export function evaluateAchievements(state: TroyesDiceState, seat: number): AchievementId[] {
  const sheet = state.sheets[seat];
  if (sheet === undefined || !isOver(state)) return [];
  const total = scoreSheet(sheet, seat).total;
  const out: AchievementId[] = [];
  if (total >= 45) out.push('score-45');
  if (total >= 55) out.push('score-55');
  if (total >= 65) out.push('score-65');
  if (state.playerCount > 1 && total > 60 && ranking(state).some((r) => r.seat === seat && r.rank === 1)) {
    out.push('win-multiplayer-over-60');
  }
  if (characterPoints(sheet).some((p) => p >= 18)) out.push('character-18');
  if (sheet.citizens[0] + sheet.citizens[1] + sheet.citizens[2] >= 40) out.push('citizens-40');
  if ([0, 2, 4].some((row) => sheet.built[row] === FULL_ROW)) out.push('prestige-row');
  if ([1, 3, 5].some((row) => sheet.built[row] === FULL_ROW)) out.push('work-row');
  if (sheet.gained.some((g) => g >= RESOURCE_TRACK_LENGTH)) out.push('resource-track');
  if (sheet.citizens.some((c) => c >= CITIZEN_TRACK_LENGTH)) out.push('citizen-track');
  return out;
}

/** The engine contract's view of these achievements (core/types.ts AchievementSet). */
export const troyesDiceAchievements: AchievementSet<TroyesDiceState> = {
  definitions: achievementDefinitions,
  earned: evaluateAchievements,
  counts: (state, seat) => {
    const facts = gameAchievementFacts(state, seat);
    return (['solo', 'multiplayer', 'expansion'] as const).filter((kind) => facts[kind]);
  },
};
