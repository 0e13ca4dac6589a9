import type { Provenance } from '../../../core/provenance';
import type { BuildingName, DieColour } from '../types';

/** Board data (shared/rules/troyes.md §2-§3). */

/** Buildings by index: 0 Palace (red), 1 Bishopric (white), 2 City Hall (yellow). */
export const BUILDINGS: readonly BuildingName[] = ['palace', 'bishopric', 'cityHall'];
export const BUILDING_COLOUR: readonly DieColour[] = ['R', 'W', 'Y'];
/** CONFIRMED S7 (and the rulebook's placement and salary examples add up to 6/6/6). */
export const SPACES_PER_BUILDING = 6;
/** Deniers paid per standing citizen in phase 1 (Palace 2, Bishopric 1, City Hall 0). */
export const SALARY: readonly number[] = [2, 1, 0];

/**
 * Rows of the Bishopric and City Hall (space indices 0..5), each reached by two die faces. The
 * Palace has one space per face.
 */
export const ROW_LAYOUT: { rows: readonly (readonly number[])[]; provenance: Provenance } = {
  rows: [
    [0, 1],
    [2, 3],
    [4, 5],
  ],
  provenance: { status: 'assumed', note: 'ASSUMPTION 3: 3 rows of 2 spaces reached by faces {1,2}, {3,4}, {5,6}' },
};
export function rowOfFace(face: number): readonly number[] {
  return ROW_LAYOUT.rows[Math.min(2, Math.floor((face - 1) / 2))] as readonly number[];
}

/** 2-player game: 6 gray citizens stand before the draft, on spaces shown in a lost illustration. */
export const TWO_PLAYER_GRAY: { spaces: readonly { building: number; space: number }[]; provenance: Provenance } = {
  spaces: [
    { building: 0, space: 0 },
    { building: 0, space: 5 },
    { building: 1, space: 0 },
    { building: 1, space: 4 },
    { building: 2, space: 0 },
    { building: 2, space: 4 },
  ],
  provenance: {
    status: 'assumed',
    note: 'ASSUMPTION 2: six gray citizens (confirmed by reports); their spaces are a placeholder (Palace 1 and 6, the first space of the {1,2} and {5,6} rows in Bishopric and City Hall)',
  },
};

/** Activity slots on the board: one column per colour (red, white, yellow), rounds 1..3 within each. */
export const SLOT_COLOURS: readonly DieColour[] = ['R', 'W', 'Y'];

/** Setup by player count: citizens in each personal supply, rounds (= red event deck size). */
export const BY_PLAYER_COUNT: Readonly<Record<number, { citizens: number; rounds: number; characters: number }>> = {
  2: { citizens: 6, rounds: 4, characters: 2 },
  3: { citizens: 5, rounds: 5, characters: 1 },
  4: { citizens: 4, rounds: 6, characters: 1 },
};

export const START_DENIERS = 5;
export const START_INFLUENCE = 4;
export const MAX_INFLUENCE = 20;
export const INCOME = 10;
export const MAX_CITIZENS = 12;
export const GRAY_CITIZENS = 8;
export const PENALTY_VP = 2;

/** Cathedral: 3 levels × 6 sites; site index = level * 6 + (face - 1). */
export const CATHEDRAL_LEVELS = 3;
/** Influence for a cube on face 1..6 (S5 erratum: 1 on sites 1-3, 2 on sites 4-6), plus 1 VP. */
export function cathedralInfluence(face: number): number {
  return face >= 4 ? 2 : 1;
}
export const CATHEDRAL_MISSING_LEVEL_VP = 2;

/** Influence costs (rulebook "Influence"). */
export const INFLUENCE_COST = { reroll: 1, recruit: 2, flip: 4 } as const;
export const MAX_FLIP_DICE = 3;
/** Passing puts 2 deniers in your district, then 1 each time your turn comes round. */
export const PASS_DENIERS = 2;
export const PASSED_TURN_DENIERS = 1;
