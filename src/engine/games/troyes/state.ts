import type { ActivitySlot, Die, EventId, QueuedEvent, Step, TroyesState } from './types';

/**
 * Helpers on the state: dice strings, and the working copy a move writes into (copyForMove): the
 * lists that move writes directly are copied; nested rows, activity slots, queued events and decks
 * stay shared with the input until an edit* helper copies them on first write.
 */

export function cloneStep(step: Step): Step {
  switch (step.k) {
    case 'draft':
      return { k: 'draft', order: step.order, i: step.i }; // order never changes
    case 'counter':
      return { k: 'counter', seat: step.seat, dice: step.dice.slice(), blacks: step.blacks.slice() };
    case 'flip':
      return { k: 'flip', seat: step.seat, dice: step.dice.slice(), ret: step.ret };
    case 'group':
      return { k: 'group', seat: step.seat, act: { ...step.act } };
    case 'citizen':
      return { ...step, act: { ...step.act } };
    default:
      return { ...step };
  }
}

/** A private copy of an activity slot, to edit in a working copy of the state. */
export function editSlot(s: TroyesState, slot: number): ActivitySlot {
  const a = s.activity[slot] as ActivitySlot;
  const copy = { id: a.id, open: a.open, spaces: a.spaces.slice(), picture: a.picture.slice(), cubes: a.cubes.slice() };
  s.activity = s.activity.slice(); // the list too may be shared with the input state
  s.activity[slot] = copy;
  return copy;
}

/**
 * A private copy of one row of a working copy's vp, buildings, lying or dice (whose outer list
 * cloneState already copied): rows are shared with the input until written.
 */
export function editRow<T>(rows: T[][], i: number): T[] {
  const copy = (rows[i] as T[]).slice();
  rows[i] = copy;
  return copy;
}

/** Sort a short list of indices in place, highest first (stable; no comparator call per pair). */
export function sortDescending(indices: number[]): number[] {
  for (let i = 1; i < indices.length; i++) {
    const v = indices[i] as number;
    let j = i - 1;
    while (j >= 0 && (indices[j] as number) < v) {
      indices[j + 1] = indices[j] as number;
      j--;
    }
    indices[j + 1] = v;
  }
  return indices;
}

/** A private copy of a queued event, to edit in a working copy of the state. */
export function editEvent(s: TroyesState, queueIndex: number): QueuedEvent {
  const q = s.queue[queueIndex] as QueuedEvent;
  const copy = { id: q.id, cubes: q.cubes.slice() };
  s.queue = s.queue.slice(); // the list too may be shared with the input state
  s.queue[queueIndex] = copy;
  return copy;
}

/** Take the top card of an event deck (the deck array is replaced, never edited). */
export function drawEvent(s: TroyesState, deck: 'R' | 'W' | 'Y'): EventId | undefined {
  const cards = s.decks[deck];
  s.decks = { ...s.decks, [deck]: cards.slice(1) };
  return cards[0];
}

/** A working copy for `apply`: every mutable part copied, immutable strings shared. */
function cloneState(s: TroyesState): TroyesState {
  return withRuleset(s, {
    n: s.n,
    rounds: s.rounds,
    round: s.round,
    start: s.start,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    coins: s.coins.slice(),
    influence: s.influence.slice(),
    vp: s.vp.slice(), // rows copied on write (editRow), as for buildings, lying and dice
    // supply, owned, passed, districtCoins, won, cathedral and black: replaced before any write.
    supply: s.supply,
    owned: s.owned,
    characters: s.characters, // never changes after setup
    passed: s.passed,
    districtCoins: s.districtCoins,
    won: s.won, // inner lists are replaced, never edited
    buildings: s.buildings.slice(),
    lying: s.lying.slice(),
    grayInPlay: s.grayInPlay,
    cathedral: s.cathedral,
    dice: s.dice.slice(),
    // Slots, queued events and decks, and their lists, are copied on write (editSlot, editEvent, drawEvent).
    activity: s.activity,
    queue: s.queue,
    decks: s.decks,
    black: s.black,
    step: cloneStep(s.step),
  });
}

/** The copy with the input's rule switches, when it has any (older states have no such key). */
function withRuleset(s: TroyesState, copy: TroyesState): TroyesState {
  if (s.ruleset !== undefined) copy.ruleset = s.ruleset; // never edited: shared
  return copy;
}

export function dieColour(d: Die): 'R' | 'W' | 'Y' {
  return d[0] as 'R' | 'W' | 'Y';
}
export function dieFace(d: Die): number {
  return d.charCodeAt(1) - 48;
}
export function makeDie(colour: string, face: number): Die {
  return colour + String(face);
}

export function totalVp(s: TroyesState, seat: number): number {
  const v = s.vp[seat] as number[];
  return (v[0] as number) + (v[1] as number) + (v[2] as number) + (v[3] as number);
}

/**
 * The cheapest safe working copy for a move: sub-step moves only change the step (and the few
 * arrays named here); anything that may end a turn gets a full copy.
 */
export function copyForMove(s: TroyesState, type: string, seat: number): TroyesState {
  switch (type) {
    case 'counterDie':
    case 'counterBlack':
    case 'act': {
      const c = shallowCopy(s);
      c.step = cloneStep(s.step);
      return c;
    }
    case 'flip': {
      const c = shallowCopy(s);
      c.influence = s.influence.slice();
      c.step = cloneStep(s.step);
      return c;
    }
    case 'recruit': {
      const c = shallowCopy(s);
      c.influence = s.influence.slice();
      c.supply = s.supply.slice();
      c.owned = s.owned.slice();
      return c;
    }
    case 'reroll': {
      const c = shallowCopy(s);
      c.influence = s.influence.slice();
      c.dice = s.dice.slice();
      c.dice[seat] = (s.dice[seat] as Die[]).slice();
      c.rng = [s.rng[0], s.rng[1], s.rng[2], s.rng[3]];
      return c;
    }
    default:
      return cloneState(s);
  }
}

/** A new top-level object sharing every part (written out: much faster than a spread). */
function shallowCopy(s: TroyesState): TroyesState {
  return withRuleset(s, {
    n: s.n,
    rounds: s.rounds,
    round: s.round,
    start: s.start,
    rng: s.rng,
    coins: s.coins,
    influence: s.influence,
    vp: s.vp,
    supply: s.supply,
    owned: s.owned,
    characters: s.characters,
    passed: s.passed,
    districtCoins: s.districtCoins,
    won: s.won,
    buildings: s.buildings,
    lying: s.lying,
    grayInPlay: s.grayInPlay,
    cathedral: s.cathedral,
    dice: s.dice,
    activity: s.activity,
    queue: s.queue,
    decks: s.decks,
    black: s.black,
    step: s.step,
  });
}
