import type { BuildingName, TroyesEvent, TroyesState } from './types';
import { EMPTY, NEUTRAL } from './types';
import { BUILDINGS } from './data/board';
import { beginRound } from './flow';
import { editRow } from './state';

/**
 * Initial placement (rulebook "Initial placement"): in snake order, each seat puts a citizen on
 * any empty building space; then gray citizens fill the empty spaces (3-4 players) and round 1 starts.
 */
export function placeInitialCitizen(
  s: TroyesState,
  seat: number,
  building: BuildingName,
  space: number,
  events: TroyesEvent[],
): void {
  const step = s.step;
  if (step.k !== 'draft') return;
  editRow(s.buildings, BUILDINGS.indexOf(building))[space] = seat;
  s.supply = s.supply.slice(); // copy on write: the input state may share it
  s.supply[seat] = (s.supply[seat] as number) - 1;
  events.push({ type: 'InitialPlacement', seat, building, space });
  s.step = { k: 'draft', order: step.order, i: step.i + 1 };
  if (step.i + 1 >= step.order.length) finishDraft(s, events);
}

function finishDraft(s: TroyesState, events: TroyesEvent[]): void {
  if (s.n > 2) {
    for (let b = 0; b < s.buildings.length; b++) {
      const spaces = editRow(s.buildings, b);
      for (let i = 0; i < spaces.length; i++) {
        if (spaces[i] === EMPTY) {
          spaces[i] = NEUTRAL;
          s.grayInPlay++;
        }
      }
    }
  }
  s.round = 1;
  beginRound(s, events);
}
