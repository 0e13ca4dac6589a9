/**
 * The colours, resources, citizen tracks and building rows every other table is indexed by
 * (rules file §1, §4). Indices: colour 0 = red, 1 = yellow, 2 = white.
 */
import type { Provenance } from '../../../core/provenance';
import type { Building, CitizenTrack, Colour, ColourIndex, Resource } from '../types';

export const COLOURS = ['red', 'yellow', 'white'] as const satisfies readonly Colour[];
export const RESOURCES = ['influence', 'deniers', 'knowledge'] as const satisfies readonly Resource[];
export const CITIZEN_TRACKS = ['knights', 'artisans', 'priests'] as const satisfies readonly CitizenTrack[];

/** Building rows of the sheet, top to bottom: row = 2 × colour (prestige) or 2 × colour + 1 (work). */
export const BUILDINGS = [
  'fortress',
  'countsPalace',
  'greatHall',
  'cityHall',
  'cathedral',
  'bishopric',
] as const satisfies readonly Building[];
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

export const COMPONENTS_PROVENANCE = {
  COLOURS: { status: 'confirmed', source: 'R-EN (districts, dice, resources)' },
  RESOURCES: { status: 'confirmed', source: 'R-EN; SHEET' },
  CITIZEN_TRACKS: { status: 'confirmed', source: 'SHEET; R-EN' },
  BUILDINGS: { status: 'confirmed', source: 'SHEET (rows top to bottom); R-EN' },
  FORTRESS_ROW: { status: 'confirmed', source: 'SHEET' },
  GREAT_HALL_ROW: { status: 'confirmed', source: 'SHEET' },
  CATHEDRAL_ROW: { status: 'confirmed', source: 'SHEET' },
} satisfies Record<string, Provenance>;
