export { troyesDice, troyesDiceRulesets } from './game';
export type { TroyesDiceMove, TroyesDiceOptions, TroyesDiceState } from './types';
export type { TroyesDiceView } from './view';
export {
  achievementDefinitions,
  evaluateAchievements,
  gameAchievementFacts,
  type AchievementDefinition,
  type AchievementId,
  type GameAchievementFacts,
  type GameKind,
} from './achievements';
export { BUILDINGS, CHARACTERS, COLOURS, EXPANSION_TILES, RESOURCES } from './data';
