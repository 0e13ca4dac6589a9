/**
 * Marauding and the 16 Event cards (shared/rules/troyes.md §6). Only Marauding's combat colour
 * (yellow), Conflict of Succession's colour/divisor/banners (red ÷4, 5 banners) and War calling a
 * white card are confirmed; every other printed number is a PLACEHOLDER (red ÷3, 4 banners,
 * 4/2 VP; the red-to-second-card map) with its provenance field by field.
 */
import type { Provenance } from '../../../core/provenance';
import type { DieColour, EventId } from '../types';

/** What the card does each time the queue resolves it (besides its black dice). */
export type EventEffect =
  | 'none'
  | 'drought'
  | 'support'
  | 'civil-war'
  | 'wayfarers'
  | 'theological-conflict'
  | 'heresy'
  | 'traveling-builders'
  | 'interrupted-work'
  | 'conflict-of-succession';

export interface EventCard {
  id: EventId;
  name: string;
  /** Deck the card belongs to; Marauding is printed on the board. */
  deck: DieColour | 'board';
  /** Black dice added to the start player's hand each time it resolves. */
  blackDice: number;
  effect: EventEffect;
  /** Colour of the dice that combat it, and the divisor: cubes = floor(value / divisor). */
  fight: { colour: DieColour; divisor: number };
  /** Banners: cubes needed to counter it. */
  banners: number;
  /** VP for the 1st and 2nd place when countered. */
  vp: readonly [number, number];
  /** Red cards: the deck of the card they call. */
  calls?: 'W' | 'Y';
  /** Where each printed value comes from (`fight` is the combat colour). */
  provenance: Record<EventField, Provenance>;
}

export type EventField = 'fight' | 'divisor' | 'banners' | 'vp' | 'calls' | 'blackDice';
const FIELDS: readonly EventField[] = ['fight', 'divisor', 'banners', 'vp', 'calls', 'blackDice'];

const PLACEHOLDER: Provenance = { status: 'assumed', note: 'placeholder (shared/rules/troyes.md §6)' };

/** A card with the placeholders, `extra` overriding them; `confirmed` names each confirmed field's source. */
function ev(
  id: EventId,
  name: string,
  deck: DieColour | 'board',
  blackDice: number,
  effect: EventEffect,
  extra: Partial<Omit<EventCard, 'provenance'>> & { confirmed?: Partial<Record<EventField, string>> } = {},
): EventCard {
  const { confirmed = {}, ...rest } = extra;
  const provenance = {} as Record<EventField, Provenance>;
  for (const f of FIELDS) {
    const source = confirmed[f];
    provenance[f] = source === undefined ? PLACEHOLDER : { status: 'confirmed', source };
  }
  return {
    id,
    name,
    deck,
    blackDice,
    effect,
    fight: { colour: 'R', divisor: 3 },
    banners: 4,
    vp: [4, 2],
    ...rest,
    provenance,
  };
}

/** The appendix prints these cards' black-die icons. */
const BLACK_DICE = 'S1/S3 appendix';
/** Only red cards call a second card. */
const CALLS_NOTHING = { calls: 'S1 "Events" (only red cards call a card)' } as const;

const MARAUDING: EventCard = ev('marauding', 'Marauding', 'board', 1, 'none', {
  // Yellow confirmed by the rulebook's influence example; ÷3 is ASSUMPTION 24 (6 → 2 cubes).
  fight: { colour: 'Y', divisor: 3 },
  confirmed: { fight: 'S1 influence example', calls: 'printed on the board', blackDice: BLACK_DICE },
});

export const EVENT_CARDS: readonly EventCard[] = [
  ev('drought', 'Drought', 'Y', 0, 'drought', { confirmed: CALLS_NOTHING }),
  ev('support', 'Support', 'Y', 0, 'support', { confirmed: CALLS_NOTHING }),
  ev('civil-war', 'Civil War', 'Y', 0, 'civil-war', { confirmed: CALLS_NOTHING }),
  ev('wayfarers', 'Wayfarers', 'Y', 0, 'wayfarers', { confirmed: CALLS_NOTHING }),
  ev('theological-conflict', 'Theological Conflict', 'W', 0, 'theological-conflict', { confirmed: CALLS_NOTHING }),
  ev('heresy', 'Heresy', 'W', 0, 'heresy', { confirmed: CALLS_NOTHING }),
  ev('traveling-builders', 'Traveling Builders', 'W', 0, 'traveling-builders', { confirmed: CALLS_NOTHING }),
  ev('interrupted-work', 'Interrupted Work', 'W', 0, 'interrupted-work', { confirmed: CALLS_NOTHING }),
  ev('brigands-1', 'Brigands', 'R', 1, 'none', { calls: 'W', confirmed: { blackDice: BLACK_DICE } }),
  ev('brigands-2', 'Brigands', 'R', 1, 'none', { calls: 'Y', confirmed: { blackDice: BLACK_DICE } }),
  ev('brigands-3', 'Brigands', 'R', 1, 'none', { calls: 'Y', confirmed: { blackDice: BLACK_DICE } }),
  ev('conflict-of-succession', 'Conflict of Succession', 'R', 0, 'conflict-of-succession', {
    // Red ÷4 with 5 banners and 1st+2nd = 6 or 7 are confirmed (rulebook example); the 4/2 split is not.
    fight: { colour: 'R', divisor: 4 },
    banners: 5,
    calls: 'W',
    confirmed: { fight: 'S1 example', divisor: 'S1 example', banners: 'S1 example' },
  }),
  ev('skirmishes-1', 'Skirmishes', 'R', 1, 'none', { calls: 'W', confirmed: { blackDice: BLACK_DICE } }),
  ev('skirmishes-2', 'Skirmishes', 'R', 1, 'none', { calls: 'Y', confirmed: { blackDice: BLACK_DICE } }),
  ev('war', 'War', 'R', 2, 'none', { calls: 'W', confirmed: { calls: 'S1 example', blackDice: BLACK_DICE } }),
  ev('normans-attack', 'Normans Attack', 'R', 2, 'none', { calls: 'Y', confirmed: { blackDice: BLACK_DICE } }),
];

export const EVENT_BY_ID: Readonly<Record<EventId, EventCard>> = Object.fromEntries(
  [MARAUDING, ...EVENT_CARDS].map((c) => [c.id, c]),
) as Record<EventId, EventCard>;
