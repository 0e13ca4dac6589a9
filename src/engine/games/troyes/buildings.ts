import { rowOfFace } from './data/board';
import type { TroyesState } from './types';
import { EMPTY } from './types';
import { citizenSources, type CitizenSource } from './citizens';
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

/** Whether a placement with this face is allowed on the board as it stands (no citizen has left yet). */
export function canPlace(s: TroyesState, building: number, face: number): boolean {
  const out = wouldExpel(s, building, face);
  return out === EMPTY || !(s.lying[building] as number[]).includes(out);
}

/**
 * Whether `seat` may place with this face bringing the citizen from `src`. Before troyes@3 the
 * board is judged as it stands; from troyes@3 at the moment of placing (rulebook: "if placing a
 * citizen would eject a color already lying on the building"; Polish edition: "w momencie
 * umieszczania"), once the citizen has left its place: a gap it leaves in the row (or the Palace
 * space) ejects nobody, and a citizen taken from the picture no longer protects its colour.
 */
export function canPlaceFrom(
  s: TroyesState,
  building: number,
  face: number,
  seat: number,
  src: CitizenSource,
): boolean {
  if (canPlace(s, building, face)) return true;
  if (s.ruleset?.protectionAfterLeaving !== true) return false;
  if (src.from === 'building' && src.building === building && leavesGap(building, face, src.space)) return true;
  const out = wouldExpel(s, building, face);
  let lying = 0;
  for (const o of s.lying[building] as number[]) if (o === out) lying++;
  if (src.from === 'lying' && src.building === building && out === seat) lying--;
  return lying === 0;
}

/** Whether some citizen of `seat` can be brought to place with this face (canPlaceFrom for one of them). */
export function canPlaceAny(s: TroyesState, building: number, face: number, seat: number): boolean {
  if (canPlace(s, building, face)) return true;
  if (s.ruleset?.protectionAfterLeaving !== true) return false;
  return citizenSources(s, seat, -1).some((src) => canPlaceFrom(s, building, face, seat, src));
}

/** Whether a citizen leaving `space` frees room where a placement with this face arrives. */
function leavesGap(building: number, face: number, space: number): boolean {
  return building === 0 ? space === face - 1 : rowOfFace(face).includes(space);
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
