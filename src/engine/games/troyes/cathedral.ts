import { CATHEDRAL_LEVELS } from './data/board';
import type { TroyesState } from './types';
import { EMPTY } from './types';

/**
 * The Cathedral: 3 levels × 6 sites. A cube for face v goes on the lowest level whose column-v
 * site is empty (the level below must be built). Sites are index level * 6 + v - 1.
 */
export function freeSitesInColumn(s: TroyesState, face: number): number {
  let free = 0;
  for (let l = 0; l < CATHEDRAL_LEVELS; l++) if (s.cathedral[l * 6 + face - 1] === EMPTY) free++;
  return free;
}

/** Put a cube on column `face`; returns the level (0-based) or -1 when the column is full. */
export function buildCathedral(s: TroyesState, face: number, owner: number): number {
  for (let l = 0; l < CATHEDRAL_LEVELS; l++) {
    const i = l * 6 + face - 1;
    if (s.cathedral[i] === EMPTY) {
      s.cathedral = s.cathedral.slice(); // copy on write: the input state may share it
      s.cathedral[i] = owner;
      return l;
    }
  }
  return -1;
}

export function cathedralCubes(s: TroyesState, owner: number): number {
  let c = 0;
  for (const o of s.cathedral) if (o === owner) c++;
  return c;
}

export function levelsWithout(s: TroyesState, owner: number): number {
  let missing = 0;
  for (let l = 0; l < CATHEDRAL_LEVELS; l++) {
    let has = false;
    for (let f = 0; f < 6; f++) if (s.cathedral[l * 6 + f] === owner) has = true;
    if (!has) missing++;
  }
  return missing;
}
