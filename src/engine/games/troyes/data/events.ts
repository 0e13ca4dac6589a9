import type { DieColour } from './activities';

/**
 * Marauding and the 16 Event cards (shared/rules/troyes.md §6). Only Marauding's combat colour
 * (yellow), Conflict of Succession's colour/divisor/banners (red ÷4, 5 banners) and War calling a
 * white card are confirmed; every other printed number is a PLACEHOLDER (red ÷3, 4 banners,
 * 4/2 VP; the red-to-second-card map) flagged `provisional` field by field.
 */
export type EventId =
  | 'marauding'
  | 'drought'
  | 'support'
  | 'civil-war'
  | 'wayfarers'
  | 'theological-conflict'
  | 'heresy'
  | 'traveling-builders'
  | 'interrupted-work'
  | 'brigands-1'
  | 'brigands-2'
  | 'brigands-3'
  | 'conflict-of-succession'
  | 'skirmishes-1'
  | 'skirmishes-2'
  | 'war'
  | 'normans-attack';

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
  provisional: { fight: boolean; divisor: boolean; banners: boolean; vp: boolean; calls: boolean; blackDice: boolean };
}

const UNKNOWN = { fight: true, divisor: true, banners: true, vp: true, calls: true, blackDice: true } as const;

function ev(
  id: EventId,
  name: string,
  deck: DieColour | 'board',
  blackDice: number,
  effect: EventEffect,
  extra: Partial<Omit<EventCard, 'provisional'>> & { provisional?: Partial<EventCard['provisional']> } = {},
): EventCard {
  const { provisional, ...rest } = extra;
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
    provisional: { ...UNKNOWN, ...provisional },
  };
}

const blackKnown = { blackDice: false } as const;

export const MARAUDING: EventCard = ev('marauding', 'Marauding', 'board', 1, 'none', {
  // Yellow confirmed by the rulebook's influence example; ÷3 is ASSUMPTION 24 (6 → 2 cubes).
  fight: { colour: 'Y', divisor: 3 },
  provisional: { fight: false, calls: false, ...blackKnown },
});

export const EVENT_CARDS: readonly EventCard[] = [
  ev('drought', 'Drought', 'Y', 0, 'drought', { provisional: { calls: false } }),
  ev('support', 'Support', 'Y', 0, 'support', { provisional: { calls: false } }),
  ev('civil-war', 'Civil War', 'Y', 0, 'civil-war', { provisional: { calls: false } }),
  ev('wayfarers', 'Wayfarers', 'Y', 0, 'wayfarers', { provisional: { calls: false } }),
  ev('theological-conflict', 'Theological Conflict', 'W', 0, 'theological-conflict', { provisional: { calls: false } }),
  ev('heresy', 'Heresy', 'W', 0, 'heresy', { provisional: { calls: false } }),
  ev('traveling-builders', 'Traveling Builders', 'W', 0, 'traveling-builders', { provisional: { calls: false } }),
  ev('interrupted-work', 'Interrupted Work', 'W', 0, 'interrupted-work', { provisional: { calls: false } }),
  ev('brigands-1', 'Brigands', 'R', 1, 'none', { calls: 'W', provisional: blackKnown }),
  ev('brigands-2', 'Brigands', 'R', 1, 'none', { calls: 'Y', provisional: blackKnown }),
  ev('brigands-3', 'Brigands', 'R', 1, 'none', { calls: 'Y', provisional: blackKnown }),
  ev('conflict-of-succession', 'Conflict of Succession', 'R', 0, 'conflict-of-succession', {
    // Red ÷4 with 5 banners and 1st+2nd = 6 or 7 are confirmed (rulebook example); the 4/2 split is not.
    fight: { colour: 'R', divisor: 4 },
    banners: 5,
    calls: 'W',
    provisional: { fight: false, divisor: false, banners: false },
  }),
  ev('skirmishes-1', 'Skirmishes', 'R', 1, 'none', { calls: 'W', provisional: blackKnown }),
  ev('skirmishes-2', 'Skirmishes', 'R', 1, 'none', { calls: 'Y', provisional: blackKnown }),
  ev('war', 'War', 'R', 2, 'none', { calls: 'W', provisional: { calls: false, ...blackKnown } }),
  ev('normans-attack', 'Normans Attack', 'R', 2, 'none', { calls: 'Y', provisional: blackKnown }),
];

export const EVENT_BY_ID: Readonly<Record<EventId, EventCard>> = Object.fromEntries(
  [MARAUDING, ...EVENT_CARDS].map((c) => [c.id, c]),
) as Record<EventId, EventCard>;
