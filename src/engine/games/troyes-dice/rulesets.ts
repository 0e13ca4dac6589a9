/**
 * The released rules versions of Troyes Dice and what differs between them. A version's switches
 * are copied into the state at setup (`state.ruleset`) and read by the one rule that differs.
 * A change that alters any recorded game's score is a new version; old ones stay registered so
 * games played under them still replay and verify.
 */
import type { TroyesDiceRuleset } from './types';

export const TROYES_DICE_RULESETS = {
  /**
   * First release. A citizen whose 20th-citizen track bonus completes citizen column 3, 6 or 11
   * paid that column's bonus a second time (issue 18); kept so games recorded under it verify.
   */
  'troyes-dice@1': { columnBonus: 'legacy' },
  /** Issue 18: each citizen column's bonus is paid exactly once, as the rulebook prints it. */
  'troyes-dice@2': { columnBonus: 'once' },
} as const satisfies Record<string, TroyesDiceRuleset>;

export type TroyesDiceRulesVersion = keyof typeof TROYES_DICE_RULESETS;
