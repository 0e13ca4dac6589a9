/**
 * The 27 Activity cards (shared/rules/troyes.md §7). Every printed number lives here. Only the
 * Merchant (hire 4, yellow ÷2, first space 2 VP) and the Priest (hire 8, white ÷3) are confirmed by
 * rulebook examples; every other number is a PLACEHOLDER from the rules file (hire 5, divisor 3,
 * Glassblower 5, spaces 2/1 VP) and is flagged `provisional` field by field. Each card prints two
 * tradesman spaces (§7.3, STRONG: two reviews). Correcting a value is a one-line change here.
 */
export type DieColour = 'R' | 'W' | 'Y';

export type ActivityId =
  | 'artisan'
  | 'merchant'
  | 'miller'
  | 'innkeeper'
  | 'blacksmith'
  | 'militia'
  | 'journeyman'
  | 'goldsmith'
  | 'sculptor'
  | 'tithe'
  | 'monk'
  | 'priest'
  | 'apprenticeship'
  | 'confession'
  | 'templar'
  | 'pilgrimage'
  | 'procession'
  | 'glassblower'
  | 'archer'
  | 'diplomat'
  | 'chivalry'
  | 'hunting'
  | 'mercenary'
  | 'tax-collector'
  | 'captain'
  | 'joust'
  | 'troubadour';

export interface ActivityCard {
  id: ActivityId;
  name: string;
  colour: DieColour;
  /** The round the card enters (number on its back). */
  round: 1 | 2 | 3;
  /** Delayed cards (hourglass) put cubes on the card; immediate ones apply their effect at once. */
  timing: 'immediate' | 'delayed';
  /** Hire cost of a tradesman, in deniers (top left). */
  hire: number;
  /** Activations = floor(group value / divisor) (bottom left). */
  divisor: number;
  /** VP printed on each of the two tradesman spaces, in the order they are filled. */
  spaces: readonly [number, number];
  /** Which printed values are placeholders (true) rather than confirmed by a source. */
  provisional: { hire: boolean; divisor: boolean; spaces: readonly [boolean, boolean]; timing: boolean };
}

/** Placeholder VP of the two tradesman spaces. */
const PLACEHOLDER_SPACES = [2, 1] as const;

function card(
  id: ActivityId,
  name: string,
  colour: DieColour,
  round: 1 | 2 | 3,
  timing: 'immediate' | 'delayed',
  known: {
    hire?: number;
    divisor?: number;
    divisorGuessed?: boolean;
    firstSpace?: number;
    timingConfirmed?: boolean;
  } = {},
): ActivityCard {
  const spaces = [known.firstSpace ?? PLACEHOLDER_SPACES[0], PLACEHOLDER_SPACES[1]] as const;
  return {
    id,
    name,
    colour,
    round,
    timing,
    hire: known.hire ?? 5,
    divisor: known.divisor ?? 3,
    spaces,
    provisional: {
      hire: known.hire === undefined,
      divisor: known.divisor === undefined || known.divisorGuessed === true,
      // Even the Merchant's second space is unknown.
      spaces: [known.firstSpace === undefined, true],
      timing: known.timingConfirmed !== true,
    },
  };
}

export const ACTIVITY_CARDS: readonly ActivityCard[] = [
  card('artisan', 'Artisan', 'Y', 1, 'immediate'),
  card('merchant', 'Merchant', 'Y', 1, 'immediate', { hire: 4, divisor: 2, firstSpace: 2, timingConfirmed: true }),
  card('miller', 'Miller', 'Y', 1, 'immediate'),
  card('innkeeper', 'Innkeeper', 'Y', 2, 'immediate'),
  card('blacksmith', 'Blacksmith', 'Y', 2, 'delayed'),
  card('militia', 'Militia', 'Y', 2, 'delayed'),
  card('journeyman', 'Journeyman', 'Y', 3, 'immediate'),
  card('goldsmith', 'Goldsmith', 'Y', 3, 'immediate'),
  card('sculptor', 'Sculptor', 'Y', 3, 'immediate'),
  card('tithe', 'Tithe', 'W', 1, 'delayed', { timingConfirmed: true }),
  card('monk', 'Monk', 'W', 1, 'delayed', { timingConfirmed: true }),
  card('priest', 'Priest', 'W', 1, 'delayed', { hire: 8, divisor: 3, timingConfirmed: true }),
  card('apprenticeship', 'Apprenticeship', 'W', 2, 'delayed'),
  card('confession', 'Confession', 'W', 2, 'delayed'),
  card('templar', 'Templar', 'W', 2, 'delayed', { timingConfirmed: true }),
  card('pilgrimage', 'Pilgrimage', 'W', 3, 'immediate'),
  card('procession', 'Procession', 'W', 3, 'immediate'),
  // S10 only says "large": 5 is a placeholder.
  card('glassblower', 'Glassblower', 'W', 3, 'immediate', { divisor: 5, divisorGuessed: true }),
  // Archer ÷2 comes from one weak game report: keep it provisional.
  card('archer', 'Archer', 'R', 1, 'immediate', { divisor: 2, divisorGuessed: true }),
  card('diplomat', 'Diplomat', 'R', 1, 'immediate'),
  card('chivalry', 'Chivalry', 'R', 1, 'immediate'),
  card('hunting', 'Hunting', 'R', 2, 'immediate'),
  card('mercenary', 'Mercenary', 'R', 2, 'immediate'),
  card('tax-collector', 'Tax Collector', 'R', 2, 'immediate'),
  card('captain', 'Captain', 'R', 3, 'immediate'),
  card('joust', 'Joust', 'R', 3, 'immediate'),
  card('troubadour', 'Troubadour', 'R', 3, 'immediate'),
];

export const ACTIVITY_BY_ID: Readonly<Record<ActivityId, ActivityCard>> = Object.fromEntries(
  ACTIVITY_CARDS.map((c) => [c.id, c]),
) as Record<ActivityId, ActivityCard>;

/** Cards whose each activation is a conversion the player may decline: the player picks how many. */
export const CONVERSION_CARDS: readonly ActivityId[] = ['artisan', 'innkeeper', 'journeyman', 'troubadour', 'diplomat'];
