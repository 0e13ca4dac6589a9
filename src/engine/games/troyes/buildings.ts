import { rowOfFace } from './data/board';
import type { TroyesState } from './types';
import { EMPTY } from './types';
import { editRow } from './state';

/**
 * Placing a citizen in a principal building (rulebook "Place a citizen"): Palace space = face,
 * expelling its occupant; Bishopric / City Hall: the citizen enters the front of the face's row,
 * pushing the others right up to the first gap, the last one expelled when the row is full.
 * Protection: a placement may not expel a colour already lying on that building.
 */

/** Who would be expelled (EMPTY for nobody) by a placement with this face. */
export function wouldExpel(s: TroyesState, building: number, face: number): number {
  const spaces = s.buildings[building] as number[];
  if (building === 0) return spaces[face - 1] as number;
  const row = rowOfFace(face);
  for (const i of row) if (spaces[i] === EMPTY) return EMPTY;
  return spaces[row[row.length - 1] as number] as number;
}

export function canPlace(s: TroyesState, building: number, face: number): boolean {
  const out = wouldExpel(s, building, face);
  return out === EMPTY || !(s.lying[building] as number[]).includes(out);
}

/** Place `owner` (checked with canPlace first). Returns the expelled owner or EMPTY. */
export function placeCitizen(s: TroyesState, building: number, face: number, owner: number): number {
  const spaces = editRow(s.buildings, building);
  let expelled: number = EMPTY;
  if (building === 0) {
    expelled = spaces[face - 1] as number;
    spaces[face - 1] = owner;
  } else {
    const row = rowOfFace(face);
    let gap = row.findIndex((i) => spaces[i] === EMPTY);
    if (gap === -1) {
      gap = row.length - 1;
      expelled = spaces[row[gap] as number] as number;
    }
    for (let j = gap; j > 0; j--) spaces[row[j] as number] = spaces[row[j - 1] as number] as number;
    spaces[row[0] as number] = owner;
  }
  if (expelled !== EMPTY) editRow(s.lying, building).push(expelled);
  return expelled;
}

/** Own citizens standing in one building. */
export function standingIn(s: TroyesState, building: number, owner: number): number {
  let c = 0;
  for (const o of s.buildings[building] as number[]) if (o === owner) c++;
  return c;
}
