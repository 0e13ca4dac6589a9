/** The wheel (rules file §1): notches, plaza tiles and what each position of a zone costs. */
import type { Provenance } from '../../../core/provenance';
import type { ColourIndex, SlotCost } from '../types';

/** Slot k of a half-day zone costs SLOT_COSTS[k]; both half-days use the same costs (W1, W2). */
export const SLOT_COSTS: readonly SlotCost[] = ['FREE', 'ANY_1', 'DENIER_1', 'DENIER_2'];
export const NOTCHES = 9;
export const HALF_DAYS = 16;
/** Sheet attacks by the black die start on this day (§3.2). */
export const FIRST_ATTACK_DAY = 3;

/**
 * The 9 double-sided plaza tiles (§1.3). The first three are the same-colour tiles the expansion
 * attaches to.
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
/** Plaza tiles (indices into PLAZA_TILES) whose two faces share a colour. */
export const SAME_COLOUR_PLAZAS: readonly number[] = [0, 1, 2];

export const WHEEL_PROVENANCE = {
  PLAZA_TILES: {
    status: 'assumed',
    note: 'Plaza tile colours are assumed: R/R, Y/Y, W/W, R/Y ×2, R/W ×2, Y/W ×2 (no source lists them).',
  },
  SLOT_COSTS: {
    status: 'assumed',
    note: 'Afternoon wheel costs (0, any 1, 1 denier, 2 deniers) come from a third-party re-implementation.',
  },
  NOTCHES: { status: 'confirmed', source: 'R-EN setup (9 plazas)' },
  HALF_DAYS: { status: 'confirmed', source: 'R-EN (8 days of 2 half-days)' },
  FIRST_ATTACK_DAY: { status: 'confirmed', source: 'R-EN event section; wheel reminder from day 3' },
  SAME_COLOUR_PLAZAS: { status: 'confirmed', source: 'R-EN expansion setup (3 same-colour plazas)' },
} satisfies Record<string, Provenance>;
