import type { TroyesRuleSwitches } from './types';

/**
 * The released Troyes rules versions and what differs between them. A change that alters what a
 * recorded game produces is a new version; the old one stays registered so its games still verify.
 */
export interface TroyesRuleset {
  rulesVersion: 'troyes@1' | 'troyes@2' | 'troyes@3';
  /**
   * Tradesman spaces laid out on each Activity card at setup; once they are all taken, the next
   * tradesman goes on the card's picture for 0 VP. Read once, by `setup`: the state carries the layout.
   */
  tradesmanSpaces: number;
  /**
   * The rules a state of this version carries (`state.ruleset`), read where they apply; null before
   * troyes@3, whose states have no such key, so that games recorded under them stay byte-identical.
   */
  switches: TroyesRuleSwitches | null;
}

export const TROYES_RULESETS = {
  /** First release: three spaces per card, a placeholder (the third worth 0 VP). */
  'troyes@1': { rulesVersion: 'troyes@1', tradesmanSpaces: 3, switches: null },
  /**
   * Issue 18: two reviews say only the first two tradesmen on a card score, so a card prints two
   * spaces and the third tradesman stands on the picture (0 VP, as the third space was worth).
   */
  'troyes@2': { rulesVersion: 'troyes@2', tradesmanSpaces: 2, switches: null },
  /**
   * Issue 31, the rulebook read again (docs/rules-notes/troyes.md, "troyes@3"): the protection rule
   * is judged at the moment of placing; activations and Archer/Chivalry cubes are "can", not
   * "must"; the Joust pays players tied at 0; Tithe's gray die is paid as usual.
   */
  'troyes@3': {
    rulesVersion: 'troyes@3',
    tradesmanSpaces: 2,
    switches: { protectionAfterLeaving: true, optionalActivations: true, joustTieAtZero: true, titheGrayPaid: true },
  },
} as const satisfies Record<string, TroyesRuleset>;

/** The switches of a released version (null before troyes@3, or for a version it does not know). */
export function switchesOf(rulesVersion: string): TroyesRuleSwitches | null {
  const r = (TROYES_RULESETS as Record<string, TroyesRuleset>)[rulesVersion];
  return r === undefined || r.switches === null ? null : { ...r.switches };
}
