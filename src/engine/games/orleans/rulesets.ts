import type { OrleansRuleSwitches } from './types';

/**
 * The released rules versions of Orléans and what differs between them, oldest first. A version
 * that changes what a recorded game scores is a new entry; the old one stays registered so its
 * games still replay and verify.
 *
 * `orleans@1` has no switches. A later version's switches go here and into the state it deals
 * (`state.ruleset`, absent from `orleans@1` states so that their recorded games stay
 * byte-identical), and the one rule that differs reads them there.
 */
export const ORLEANS_RULESETS = {
  /** The 8th-printing rules with the board data of docs/rules-notes/orleans.md (first release). */
  'orleans@1': null,
  /**
   * Issue 31, the rulebook read again (docs/rules-notes/orleans.md, rulings 8 and 16): the Bathhouse
   * places on action spaces only (never the Gunpowder Tower's market spaces); event decisions are
   * asked seat by seat from the start player.
   */
  'orleans@2': { bathhouseActionSpacesOnly: true, eventDecisionsFromStartPlayer: true },
} as const satisfies Record<string, OrleansRuleSwitches | null>;

export type OrleansRulesVersion = keyof typeof ORLEANS_RULESETS;

/** Every released version, oldest first. */
export const ORLEANS_RULES_VERSIONS = Object.keys(ORLEANS_RULESETS) as OrleansRulesVersion[];

/** The switches of a released version (null for orleans@1, or for a version it does not know). */
export function orleansSwitchesOf(rulesVersion: string): OrleansRuleSwitches | null {
  const r = (ORLEANS_RULESETS as Record<string, OrleansRuleSwitches | null>)[rulesVersion];
  return r === undefined || r === null ? null : { ...r };
}
