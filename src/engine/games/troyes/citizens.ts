import type { TroyesMove, TroyesState } from './types';
import { EMPTY } from './types';
import { BUILDINGS } from './data/board';
import { editRow, editSlot } from './state';

/**
 * Where a citizen can come from to become a tradesman or be placed (rulebook "Activity cards",
 * "Place a citizen"): the personal supply, or one of yours anywhere on the board — standing in a
 * building, lying on one, or a tradesman on another Activity card.
 */
export type CitizenSource =
  | { from: 'supply' }
  | { from: 'building'; building: number; space: number }
  | { from: 'lying'; building: number }
  | { from: 'card'; card: number };

/** Whether this seat has a tradesman on the card in `slot` (on a space or on the picture). */
export function hasTradesman(s: TroyesState, seat: number, slot: number): boolean {
  const a = s.activity[slot];
  return a !== undefined && (a.spaces.includes(seat) || a.picture.includes(seat));
}

/** Every source of a citizen for this seat; `excludeSlot` is the card being hired on (-1 for none). */
export function citizenSources(s: TroyesState, seat: number, excludeSlot: number): CitizenSource[] {
  const out: CitizenSource[] = [];
  if ((s.supply[seat] as number) > 0) out.push({ from: 'supply' });
  for (let b = 0; b < 3; b++) {
    const spaces = s.buildings[b] as number[];
    for (let i = 0; i < spaces.length; i++)
      if (spaces[i] === seat) out.push({ from: 'building', building: b, space: i });
    if ((s.lying[b] as number[]).includes(seat)) out.push({ from: 'lying', building: b });
  }
  for (let slot = 0; slot < s.activity.length; slot++) {
    if (slot !== excludeSlot && hasTradesman(s, seat, slot)) out.push({ from: 'card', card: slot });
  }
  return out;
}

/** Whether `citizenSources` would list anything (without building the list). */
export function hasCitizenSource(s: TroyesState, seat: number, excludeSlot: number): boolean {
  if ((s.supply[seat] as number) > 0) return true;
  for (let b = 0; b < 3; b++) {
    if ((s.buildings[b] as number[]).includes(seat) || (s.lying[b] as number[]).includes(seat)) return true;
  }
  for (let slot = 0; slot < s.activity.length; slot++)
    if (slot !== excludeSlot && hasTradesman(s, seat, slot)) return true;
  return false;
}

/** Take the citizen from its source (checked legal). A tradesman leaving a card frees his space. */
export function takeCitizen(s: TroyesState, seat: number, src: CitizenSource): void {
  switch (src.from) {
    case 'supply':
      s.supply = s.supply.slice(); // copy on write: the input state may share it
      s.supply[seat] = (s.supply[seat] as number) - 1;
      return;
    case 'building':
      editRow(s.buildings, src.building)[src.space] = EMPTY;
      return;
    case 'lying': {
      const lying = editRow(s.lying, src.building);
      lying.splice(lying.indexOf(seat), 1);
      return;
    }
    case 'card': {
      const a = editSlot(s, src.card);
      const i = a.spaces.indexOf(seat);
      if (i !== -1)
        a.spaces[i] = EMPTY; // the freed space stays free for newcomers; nobody slides into it
      else a.picture.splice(a.picture.indexOf(seat), 1);
      return;
    }
  }
}

/** The source a `citizen` move names. */
export function citizenSourceOf(move: Extract<TroyesMove, { type: 'citizen' }>): CitizenSource {
  switch (move.from) {
    case 'supply':
      return { from: 'supply' };
    case 'building':
      return { from: 'building', building: BUILDINGS.indexOf(move.building), space: move.space };
    case 'lying':
      return { from: 'lying', building: BUILDINGS.indexOf(move.building) };
    case 'card':
      return { from: 'card', card: move.card };
  }
}
