/**
 * Every printed value of Troyes Dice in one place (shared/rules/troyes-dice.md §1, §4, §6).
 * Indices: colour 0 = red, 1 = yellow, 2 = white. A colour is also its district, its resource
 * (red → influence, yellow → deniers, white → knowledge) and its citizen track (knights,
 * artisans, priests). Columns are physical columns 0..5 (printed 1..6, left to right).
 *
 * `source` flags follow the rules file: 'confirmed' (rulebook or printed sheet),
 * 'confirmed-2nd' (a third-party re-implementation only), 'assumption'.
 */
export type ColourIndex = 0 | 1 | 2;
export type Source = 'confirmed' | 'confirmed-2nd' | 'assumption';

export const COLOURS = ['red', 'yellow', 'white'] as const;
export type Colour = (typeof COLOURS)[number];

export const RESOURCES = ['influence', 'deniers', 'knowledge'] as const;
export type Resource = (typeof RESOURCES)[number];

export const CITIZEN_TRACKS = ['knights', 'artisans', 'priests'] as const;

/** Building rows of the sheet, top to bottom: row = 2 × colour (prestige) or 2 × colour + 1 (work). */
export const BUILDINGS = ['fortress', 'countsPalace', 'greatHall', 'cityHall', 'cathedral', 'bishopric'] as const;
export type Building = (typeof BUILDINGS)[number];
export type Row = 0 | 1 | 2 | 3 | 4 | 5;
export const FORTRESS_ROW = 0;
export const GREAT_HALL_ROW = 2;
export const CATHEDRAL_ROW = 4;

export function prestigeRow(colour: number): number {
  return colour * 2;
}
export function workRow(colour: number): number {
  return colour * 2 + 1;
}
export function rowColour(row: number): ColourIndex {
  return (row >> 1) as ColourIndex;
}
export function isPrestigeRow(row: number): boolean {
  return (row & 1) === 0;
}

/** A reward printed on the sheet: resources or citizens of one colour. */
export interface Reward {
  kind: 'resource' | 'citizen';
  colour: ColourIndex;
  amount: number;
}

// ---------------------------------------------------------------------------------------------
// The wheel (§1.2). Slot k of a half-day zone costs SLOT_COSTS[k]; both half-days use the same costs.
// ---------------------------------------------------------------------------------------------
export type SlotCost = 'FREE' | 'ANY_1' | 'DENIER_1' | 'DENIER_2';
export const SLOT_COSTS: readonly SlotCost[] = ['FREE', 'ANY_1', 'DENIER_1', 'DENIER_2'];
/** Morning costs: rulebook example. Afternoon costs and the zone order: a third-party wheel only (W1, W2). */
export const MORNING_SLOT_COSTS_SOURCE: Source = 'confirmed';
export const AFTERNOON_SLOT_COSTS_SOURCE: Source = 'confirmed-2nd';
export const NOTCHES = 9;
export const DAYS = 8;
export const HALF_DAYS = 16;
/** Sheet attacks by the black die start on this day (§3.2). */
export const FIRST_ATTACK_DAY = 3;

/**
 * The 9 double-sided plaza tiles (§1.3). ASSUMPTION A1: R/R, Y/Y, W/W + R/Y ×2, R/W ×2, Y/W ×2.
 * The first three are the same-colour tiles the expansion attaches to.
 */
export const PLAZA_TILES: readonly (readonly [ColourIndex, ColourIndex])[] = [
  [0, 0],
  [1, 1],
  [2, 2],
  [0, 1],
  [0, 1],
  [0, 2],
  [0, 2],
  [1, 2],
  [1, 2],
];
export const PLAZA_TILES_SOURCE: Source = 'assumption';

// ---------------------------------------------------------------------------------------------
// The scoresheet (§4).
// ---------------------------------------------------------------------------------------------
/** Citizen drawn in each column's Fortress. */
export const FORTRESS_CITIZEN: readonly ColourIndex[] = [0, 0, 1, 1, 2, 2];

/** Great Hall reward per available die of `dieColour`, by column. */
export const GREAT_HALL: readonly { dieColour: ColourIndex; reward: Reward }[] = [
  { dieColour: 0, reward: { kind: 'resource', colour: 0, amount: 3 } },
  { dieColour: 0, reward: { kind: 'citizen', colour: 0, amount: 2 } },
  { dieColour: 1, reward: { kind: 'resource', colour: 1, amount: 3 } },
  { dieColour: 1, reward: { kind: 'citizen', colour: 1, amount: 2 } },
  { dieColour: 2, reward: { kind: 'resource', colour: 2, amount: 3 } },
  { dieColour: 2, reward: { kind: 'citizen', colour: 2, amount: 2 } },
];

/** The character in each column's Cathedral and the building row it scores. */
export const CHARACTERS: readonly { id: string; name: string; scoresRow: number }[] = [
  { id: 'huguesDePayns', name: 'Hugues de Payns', scoresRow: 0 },
  { id: 'isabeauDeBaviere', name: 'Isabeau de Bavière', scoresRow: 1 },
  { id: 'thibautII', name: 'Thibaut II', scoresRow: 2 },
  { id: 'jeanneDeChampagne', name: 'Jeanne de Champagne', scoresRow: 3 },
  { id: 'urbainIV', name: 'Urbain IV', scoresRow: 4 },
  { id: 'marieDeChampagne', name: 'Marie de Champagne', scoresRow: 5 },
];

/** Multiplier written for the n-th Cathedral built (index n-1). */
export const CATHEDRAL_MULTIPLIER: readonly number[] = [1, 1, 2, 2, 3, 3];

/** Citizens gained by any work building (of the building's colour). */
export const WORK_BUILDING_CITIZENS = 2;

/** Link-bonus lozenges by row and column pair (cols 1-2, 3-4, 5-6); null = no lozenge (§4.4). */
export const LINKS: readonly (readonly (Reward | null)[])[] = [
  [
    { kind: 'citizen', colour: 0, amount: 1 },
    { kind: 'citizen', colour: 1, amount: 1 },
    { kind: 'citizen', colour: 2, amount: 1 },
  ],
  [{ kind: 'citizen', colour: 0, amount: 2 }, null, { kind: 'resource', colour: 0, amount: 3 }],
  [null, null, null],
  [{ kind: 'resource', colour: 1, amount: 3 }, { kind: 'citizen', colour: 1, amount: 2 }, null],
  [null, null, null],
  [null, { kind: 'resource', colour: 2, amount: 3 }, { kind: 'citizen', colour: 2, amount: 2 }],
];

/** Resource tracks (§4.5): 18 spaces, 3 pre-circled, a citizen at the 6th, 12th and 18th. */
export const RESOURCE_TRACK_LENGTH = 18;
export const RESOURCE_START = 3;
export const RESOURCE_CITIZEN_SPACES: readonly number[] = [6, 12, 18];
/** ASSUMPTION A2: gains beyond the 18th space are lost. */
export const RESOURCE_OVERFLOW_SOURCE: Source = 'assumption';

/** Citizen tracks (§4.6). */
export const CITIZEN_TRACK_LENGTH = 20;
export const CITIZEN_PRESTIGE_BONUS_AT = 15;
export const CITIZEN_TRACK_BONUS_AT = 20;
/** Prestige buildings offered by the 15th citizen of each track (as rows). */
export const PRESTIGE_BONUS_CHOICES: readonly (readonly [number, number])[] = [
  [GREAT_HALL_ROW, CATHEDRAL_ROW],
  [FORTRESS_ROW, CATHEDRAL_ROW],
  [FORTRESS_ROW, GREAT_HALL_ROW],
];
/** Citizens gained by the 20th citizen of each track. */
export const TRACK_END_CITIZENS: readonly (readonly [ColourIndex, ColourIndex])[] = [
  [1, 2],
  [0, 2],
  [0, 1],
];
/** Citizen columns (all three tracks circled to that index) and their bonus. */
export const COLUMN_BONUS_ONE_OF_EACH = 3;
export const COLUMN_BONUS_WORK_BUILDING: readonly number[] = [6, 11];

// ---------------------------------------------------------------------------------------------
// Banquets & Raids (§6). Tile ids 1..8, as printed.
// ---------------------------------------------------------------------------------------------
export const EXPANSION_TILES: readonly { id: number; banquet: string; raid: string }[] = [
  {
    id: 1,
    banquet: 'Each influence changes the value by ±2 instead of ±1.',
    raid: 'Influence cannot modify this die.',
  },
  { id: 2, banquet: 'This die is free.', raid: 'This die costs 1 more denier.' },
  {
    id: 3,
    banquet: 'A Cathedral built with this die also gives 1 of each resource.',
    raid: 'This die costs 1 more knowledge.',
  },
  {
    id: 4,
    banquet: 'A work building built with this die gives 1 more citizen of its colour.',
    raid: 'This die has a value of 0 (influence may raise it).',
  },
  {
    id: 5,
    banquet: 'Changing the colour of this die costs 1 knowledge instead of 2.',
    raid: 'Knowledge cannot change the colour of this die.',
  },
  {
    id: 6,
    banquet: 'A Fortress built with this die gives 1 more red citizen and 1 more yellow or white citizen.',
    raid: 'This die costs 1 more influence.',
  },
  {
    id: 7,
    banquet: 'A Great Hall built with this die counts one more die of the required colour.',
    raid: 'This die cannot build a prestige building.',
  },
  {
    id: 8,
    banquet:
      'The black die here is ignored: no destruction, no attack; it is usable as a die of this plaza. The tile then flips.',
    raid: 'A transparent die here acts as a black die: the plaza is destroyed and (from day 3) sheets are attacked.',
  },
];
export const EXPANSION_TILE_COUNT = 3;
/** Plaza tiles (indices into PLAZA_TILES) whose two faces share a colour. */
export const SAME_COLOUR_PLAZAS: readonly number[] = [0, 1, 2];
