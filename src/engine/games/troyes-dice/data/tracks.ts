/** Resource tracks and citizen tracks with their bonuses (rules file §4.5, §4.6). */
import type { Provenance } from '../../../core/provenance';
import type { ColourIndex } from '../types';
import { CATHEDRAL_ROW, FORTRESS_ROW, GREAT_HALL_ROW } from './components';

/** Resource tracks: 18 spaces, 3 pre-circled, a citizen at the 6th, 12th and 18th. */
export const RESOURCE_TRACK_LENGTH = 18;
export const RESOURCE_START = 3;
export const RESOURCE_CITIZEN_SPACES: readonly number[] = [6, 12, 18];
/** The most a resource track holds: gains beyond it are lost (A2). */
export const RESOURCE_CAP = RESOURCE_TRACK_LENGTH;

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

export const TRACKS_PROVENANCE = {
  RESOURCE_TRACK_LENGTH: { status: 'confirmed', source: 'SHEET (counted twice)' },
  RESOURCE_START: { status: 'confirmed', source: 'R-EN; SHEET shows the first 3 spaces circled' },
  RESOURCE_CITIZEN_SPACES: { status: 'confirmed', source: 'SHEET' },
  RESOURCE_CAP: { status: 'assumed', note: 'Resource gains beyond the 18th space of a track are lost (assumption).' },
  CITIZEN_TRACK_LENGTH: { status: 'confirmed', source: 'SHEET; R-EN' },
  CITIZEN_PRESTIGE_BONUS_AT: { status: 'confirmed', source: 'R-EN "Citizen Tracks: Track Bonus"' },
  CITIZEN_TRACK_BONUS_AT: { status: 'confirmed', source: 'R-EN "Citizen Tracks: Track Bonus"' },
  PRESTIGE_BONUS_CHOICES: { status: 'confirmed', source: 'SHEET, zoomed' },
  TRACK_END_CITIZENS: { status: 'confirmed', source: 'SHEET, zoomed' },
  COLUMN_BONUS_ONE_OF_EACH: { status: 'confirmed', source: 'SHEET header icons; R-EN "Citizen Tracks: Column Bonus"' },
  COLUMN_BONUS_WORK_BUILDING: { status: 'confirmed', source: 'SHEET; R-EN "Citizen Tracks: Column Bonus"' },
} satisfies Record<string, Provenance>;
