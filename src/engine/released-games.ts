import { createRegistry } from './core/ruleset-registry';
import type { AnyGameDefinition } from './core/types';
import { orleansRulesets } from './games/orleans';
import { troyesDiceRulesets } from './games/troyes-dice';
import { troyesRulesets } from './games/troyes';

/** Each game adds its released rulesets here; old versions stay so recorded games still verify. */
const registry = createRegistry([...troyesDiceRulesets, ...orleansRulesets, ...troyesRulesets]);

/** Game id → current ruleset. */
export const games = registry.games;
/** Rules version → ruleset, for every released version. */
export const rulesets = registry.rulesets;

/** The current ruleset of a game: what a new game is played under. */
export function getGame(id: string): AnyGameDefinition | undefined {
  return games.get(id);
}

/** The ruleset of a rules version (`troyes-dice@1`), current or retired-but-verifiable. */
export function getRules(rulesVersion: string): AnyGameDefinition | undefined {
  return rulesets.get(rulesVersion);
}

/** Every released ruleset of a game, oldest first. */
export function rulesetsOf(id: string): AnyGameDefinition[] {
  return [...rulesets.values()].filter((r) => r.id === id);
}
