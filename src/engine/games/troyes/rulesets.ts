/**
 * The released Troyes rules versions and what differs between them. A change that alters what a
 * recorded game produces is a new version; the old one stays registered so its games still verify.
 */
export interface TroyesRuleset {
  rulesVersion: 'troyes@1' | 'troyes@2';
  /**
   * Tradesman spaces laid out on each Activity card at setup; once they are all taken, the next
   * tradesman goes on the card's picture for 0 VP. Read once, by `setup`: the state carries the layout.
   */
  tradesmanSpaces: number;
}

export const TROYES_RULESETS = {
  /** First release: three spaces per card, a placeholder (the third worth 0 VP). */
  'troyes@1': { rulesVersion: 'troyes@1', tradesmanSpaces: 3 },
  /**
   * Issue 18: two reviews say only the first two tradesmen on a card score, so a card prints two
   * spaces and the third tradesman stands on the picture (0 VP, as the third space was worth).
   */
  'troyes@2': { rulesVersion: 'troyes@2', tradesmanSpaces: 2 },
} as const satisfies Record<string, TroyesRuleset>;
