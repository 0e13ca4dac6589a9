/**
 * The released rules versions of Orléans and what differs between them, oldest first. A version
 * that changes what a recorded game scores is a new entry; the old one stays registered so its
 * games still replay and verify.
 *
 * `orleans@1` has no switches. When a later version differs, its switches go here and into the
 * state it deals (`state.ruleset`, absent from `orleans@1` states so that their recorded games stay
 * byte-identical), and the one rule that differs reads them there.
 */
export const ORLEANS_RULESETS = {
  /** The 8th-printing rules with the board data of docs/rules-notes/orleans.md (first release). */
  'orleans@1': {},
} as const;

export type OrleansRulesVersion = keyof typeof ORLEANS_RULESETS;

/** Every released version, oldest first. */
export const ORLEANS_RULES_VERSIONS = Object.keys(ORLEANS_RULESETS) as OrleansRulesVersion[];
