/** The six building rows of the scoresheet and their effects (rules file §4.1–§4.4). */
import type { Provenance } from '../../../core/provenance';
import type { CharacterId, ColourIndex, Reward } from '../types';
import { GREAT_HALL_ROW, CATHEDRAL_ROW } from './components';

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
export const CHARACTERS: readonly { id: CharacterId; name: string; scoresRow: number }[] = [
  { id: 'huguesDePayns', name: 'Hugues de Payns', scoresRow: 0 },
  { id: 'isabeauDeBaviere', name: 'Isabeau de Bavière', scoresRow: 1 },
  { id: 'thibautII', name: 'Thibaut II', scoresRow: GREAT_HALL_ROW },
  { id: 'jeanneDeChampagne', name: 'Jeanne de Champagne', scoresRow: 3 },
  { id: 'urbainIV', name: 'Urbain IV', scoresRow: CATHEDRAL_ROW },
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

export const BUILDINGS_PROVENANCE = {
  FORTRESS_CITIZEN: { status: 'confirmed', source: 'SHEET; R-EN Fortress example' },
  GREAT_HALL: { status: 'confirmed', source: 'SHEET icons; R-EN/R-DE list the same six' },
  CHARACTERS: { status: 'confirmed', source: 'SHEET; R-EN' },
  CATHEDRAL_MULTIPLIER: { status: 'confirmed', source: 'SHEET Cathedral reminder; R-EN example' },
  WORK_BUILDING_CITIZENS: { status: 'confirmed', source: 'R-EN "Construct a work building"' },
  LINKS: { status: 'confirmed', source: 'SHEET, zoomed lozenge by lozenge (9 lozenges)' },
} satisfies Record<string, Provenance>;
