/**
 * The 27 Activity cards (shared/rules/troyes.md §7). Every printed number lives here. Only the
 * Merchant (hire 4, yellow ÷2, first space 2 VP) and the Priest (hire 8, white ÷3) are confirmed by
 * rulebook examples; every other number is a PLACEHOLDER from the rules file (hire 5, divisor 3,
 * Glassblower 5, spaces 2/1 VP) and carries its provenance field by field. Each card prints two
 * tradesman spaces (§7.3, STRONG: two reviews). Correcting a value is a one-line change here.
 */
import type { Provenance } from '../../../core/provenance';
import type { ActivityId, DieColour } from '../types';

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
  /** Where each printed value comes from. */
  provenance: {
    hire: Provenance;
    divisor: Provenance;
    spaces: readonly [Provenance, Provenance];
    timing: Provenance;
  };
}

/** Placeholder VP of the two tradesman spaces. */
const PLACEHOLDER_SPACES = [2, 1] as const;

const PLACEHOLDER: Provenance = { status: 'assumed', note: 'placeholder (shared/rules/troyes.md §7.3)' };
/** The rulebook's worked examples ("Activity cards": Merchant; "Cathedral": Priest). */
const RULEBOOK_EXAMPLE: Provenance = { status: 'confirmed', source: 'S1 rulebook example' };
/** Cards whose text speaks of using "a cube from this card" (Tithe, Monk, Templar). */
const CARD_TEXT: Provenance = { status: 'confirmed', source: 'S1/S3 card text' };
const TIMING_INFERRED: Provenance = {
  status: 'assumed',
  note: 'inferred from the card text (shared/rules/troyes.md §7, ASSUMPTION 11)',
};

function card(
  id: ActivityId,
  name: string,
  colour: DieColour,
  round: 1 | 2 | 3,
  timing: 'immediate' | 'delayed',
  known: {
    hire?: number;
    divisor?: number;
    /** Why a divisor other than the placeholder is used while still not confirmed. */
    divisorNote?: string;
    firstSpace?: number;
    timing?: Provenance;
    /** The source of the known hire, divisor and first space. */
    source?: Provenance;
  } = {},
): ActivityCard {
  const source = known.source ?? PLACEHOLDER;
  return {
    id,
    name,
    colour,
    round,
    timing,
    hire: known.hire ?? 5,
    divisor: known.divisor ?? 3,
    spaces: [known.firstSpace ?? PLACEHOLDER_SPACES[0], PLACEHOLDER_SPACES[1]],
    provenance: {
      hire: known.hire === undefined ? PLACEHOLDER : source,
      divisor:
        known.divisorNote !== undefined
          ? { status: 'assumed', note: known.divisorNote }
          : known.divisor === undefined
            ? PLACEHOLDER
            : source,
      // Even the Merchant's second space is unknown; two spaces per card is STRONG (§7.3).
      spaces: [known.firstSpace === undefined ? PLACEHOLDER : source, PLACEHOLDER],
      timing: known.timing ?? TIMING_INFERRED,
    },
  };
}

export const ACTIVITY_CARDS: readonly ActivityCard[] = [
  card('artisan', 'Artisan', 'Y', 1, 'immediate'),
  card('merchant', 'Merchant', 'Y', 1, 'immediate', {
    hire: 4,
    divisor: 2,
    firstSpace: 2,
    timing: RULEBOOK_EXAMPLE,
    source: RULEBOOK_EXAMPLE,
  }),
  card('miller', 'Miller', 'Y', 1, 'immediate'),
  card('innkeeper', 'Innkeeper', 'Y', 2, 'immediate'),
  card('blacksmith', 'Blacksmith', 'Y', 2, 'delayed'),
  card('militia', 'Militia', 'Y', 2, 'delayed'),
  card('journeyman', 'Journeyman', 'Y', 3, 'immediate'),
  card('goldsmith', 'Goldsmith', 'Y', 3, 'immediate'),
  card('sculptor', 'Sculptor', 'Y', 3, 'immediate'),
  card('tithe', 'Tithe', 'W', 1, 'delayed', { timing: CARD_TEXT }),
  card('monk', 'Monk', 'W', 1, 'delayed', { timing: CARD_TEXT }),
  card('priest', 'Priest', 'W', 1, 'delayed', {
    hire: 8,
    divisor: 3,
    timing: RULEBOOK_EXAMPLE,
    source: RULEBOOK_EXAMPLE,
  }),
  card('apprenticeship', 'Apprenticeship', 'W', 2, 'delayed'),
  card('confession', 'Confession', 'W', 2, 'delayed'),
  card('templar', 'Templar', 'W', 2, 'delayed', { timing: CARD_TEXT }),
  card('pilgrimage', 'Pilgrimage', 'W', 3, 'immediate'),
  card('procession', 'Procession', 'W', 3, 'immediate'),
  card('glassblower', 'Glassblower', 'W', 3, 'immediate', { divisor: 5, divisorNote: 'S10 only says "large"' }),
  card('archer', 'Archer', 'R', 1, 'immediate', { divisor: 2, divisorNote: 'one 2010 game report (weak)' }),
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
