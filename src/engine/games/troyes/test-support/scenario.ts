import type { GameEvent } from '../../../core/types';
import { ACTIVITY_BY_ID, CONVERSION_CARDS } from '../data/activities';
import { SLOT_COLOURS, SPACES_PER_BUILDING } from '../data/board';
import { troyes } from '../index';
import {
  EMPTY,
  type ActivityId,
  type ActivitySlot,
  type BuildingName,
  type BuildingSpace,
  type TroyesMove,
  type TroyesState,
} from '../types';

/** The rulebook's four players, in seat order (Anna starts). */
export const ANNA = 0;
export const FAYE = 1;
export const GEOFFREY = 2;
export const EMILY = 3;

/**
 * A 4-player game after setup (under the current rules unless `rules` says otherwise), with the
 * board cleared so a test can lay out a rulebook position.
 */
export function blankState(players = 4, seed = 'scenario', rules: typeof troyes = troyes): TroyesState {
  const r = rules.setup({}, seed, players);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value;
  s.start = 0;
  s.round = 1;
  s.buildings = [0, 1, 2].map(() => new Array<number>(SPACES_PER_BUILDING).fill(EMPTY));
  s.grayInPlay = 0;
  s.dice = Array.from({ length: players + 1 }, () => []);
  // A spare gray die so the round does not end (and the next round start) after the tested action.
  (s.dice[players] as string[]).push('W6');
  s.coins = new Array<number>(players).fill(20);
  for (const a of s.activity) a.open = false;
  s.step = { k: 'turn', seat: 0 };
  return s;
}

/** Put a given card, revealed, on its colour/round slot; returns the slot. */
export function showActivity(s: TroyesState, id: ActivityId): number {
  const card = ACTIVITY_BY_ID[id];
  const slot = SLOT_COLOURS.indexOf(card.colour) * 3 + card.round - 1;
  s.activity[slot] = {
    id,
    open: true,
    spaces: (s.activity[slot] as ActivitySlot).spaces.map(() => EMPTY), // as many as setup laid out
    picture: [],
    cubes: new Array<number>(s.n).fill(0),
  };
  return slot;
}

/** Change some fields of an activity slot. */
export function patchSlot(s: TroyesState, slot: number, patch: Partial<ActivitySlot>): void {
  s.activity[slot] = { ...(s.activity[slot] as ActivitySlot), ...patch };
}

/** Apply a move that must be legal; returns the new state and its events. */
export function play(s: TroyesState, seat: number, move: TroyesMove): { state: TroyesState; events: GameEvent[] } {
  const r = troyes.apply(s, seat, move);
  if (!r.ok) throw new Error(`${JSON.stringify(move)} refused: ${r.error.code} ${r.error.message}`);
  return r.value;
}

/** A `draft` move: a citizen from the supply on `space` of `building`. */
export function draftOn(building: BuildingName, space: BuildingSpace): Extract<TroyesMove, { type: 'draft' }> {
  return { type: 'draft', building, space };
}

/** A `group` move of the dice given as `[district, die]` pairs, in order. */
export function groupOf(...dice: [district: number, die: number][]): Extract<TroyesMove, { type: 'group' }> {
  return { type: 'group', dice: dice.map(([district, die]) => ({ district, die })) };
}

/** Apply several moves by the same seat. */
export function playAll(
  s: TroyesState,
  seat: number,
  moves: TroyesMove[],
): { state: TroyesState; events: GameEvent[] } {
  let state = s;
  const events: GameEvent[] = [];
  for (const m of moves) {
    const r = play(state, seat, m);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/**
 * The `times` step of a card other than a conversion card, when the game asks it, answered with
 * every activation the group bought: from troyes@3 an immediate card asks how many (before, it was
 * always used the most times). A conversion card's question is left to the test.
 */
export function useEvery(
  r: { state: TroyesState; events: GameEvent[] },
  seat: number,
): { state: TroyesState; events: GameEvent[] } {
  const step = r.state.step;
  if (step.k !== 'times' || CONVERSION_CARDS.includes((r.state.activity[step.slot] as ActivitySlot).id)) return r;
  const next = play(r.state, seat, { type: 'times', n: step.max });
  return { state: next.state, events: [...r.events, ...next.events] };
}
