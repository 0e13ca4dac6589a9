import { rollDie } from '../../core/rng';
import type { EventId, TroyesEvent, TroyesState } from './types';
import { EMPTY, NEUTRAL } from './types';
import { ACTIVITY_BY_ID } from './data/activities';
import { BUILDING_COLOUR, GRAY_CITIZENS, INCOME, PASS_DENIERS, PASSED_TURN_DENIERS, SALARY } from './data/board';
import { EVENT_BY_ID } from './data/events';
import { canPlace, placeCitizen, standingIn } from './buildings';
import { placeEventCube } from './combat';
import { gainInfluence, payDeniers, penalise } from './economy';
import { dieColour, dieFace, drawEvent, editRow, editSlot, makeDie } from './state';

/**
 * The round structure (rulebook "Gameplay"): phase 0 reveal, 1 income and salaries, 2 workforce,
 * 3 events and black dice, 4 actions, 5 end of round. Everything automatic runs here until the
 * game needs a decision, which is put in `s.step`.
 */

export function beginRound(s: TroyesState, events: TroyesEvent[]): void {
  events.push({ type: 'RoundStarted', round: s.round, start: s.start });
  revealActivities(s, events);
  incomeAndSalaries(s, events);
  rollWorkforce(s, events);
  resolveEvents(s, events);
  nextCounter(s, s.start, events);
}

/** Phase 0 (rounds 1-3): the activity card of each colour numbered with the round. */
function revealActivities(s: TroyesState, events: TroyesEvent[]): void {
  for (let slot = 0; slot < s.activity.length; slot++) {
    const a = s.activity[slot];
    if (a !== undefined && !a.open && ACTIVITY_BY_ID[a.id].round === s.round) {
      editSlot(s, slot).open = true;
      events.push({ type: 'ActivityRevealed', slot, card: a.id });
    }
  }
}

/** Phase 1: +10 deniers, then 2 per Palace and 1 per Bishopric citizen; a shortfall costs 2 VP once. */
function incomeAndSalaries(s: TroyesState, events: TroyesEvent[]): void {
  for (let seat = 0; seat < s.n; seat++) {
    s.coins[seat] = (s.coins[seat] as number) + INCOME;
    let salary = 0;
    for (let b = 0; b < 3; b++) salary += (SALARY[b] as number) * standingIn(s, b, seat);
    events.push({ type: 'Salaries', seat, paid: Math.min(salary, s.coins[seat] as number) });
    if (!payDeniers(s, seat, salary)) penalise(s, seat, events, 'salaries');
  }
}

/** Phase 2: one die per standing citizen, in the building's colour; gray dice to the gray district. */
function rollWorkforce(s: TroyesState, events: TroyesEvent[]): void {
  for (let d = 0; d < s.dice.length; d++) editRow(s.dice, d);
  for (let b = 0; b < 3; b++) {
    const colour = BUILDING_COLOUR[b] as string;
    for (const owner of s.buildings[b] as number[]) {
      if (owner === EMPTY) continue;
      const district = owner === NEUTRAL ? s.n : owner;
      (s.dice[district] as string[]).push(makeDie(colour, rollDie(s.rng)));
    }
  }
  for (const d of s.dice) sortDice(d);
  events.push({ type: 'WorkforceRolled', dice: s.dice.map((d) => d.slice()) });
}

/** In place, the order of the default sort (by code units), without the sort's scratch allocation. */
function sortDice(dice: string[]): void {
  for (let i = 1; i < dice.length; i++) {
    const d = dice[i] as string;
    let j = i - 1;
    while (j >= 0 && (dice[j] as string) > d) {
      dice[j + 1] = dice[j] as string;
      j--;
    }
    dice[j + 1] = d;
  }
}

/** Phase 3: a red card and the card it calls join the queue; every card resolves left to right. */
function resolveEvents(s: TroyesState, events: TroyesEvent[]): void {
  const red = drawEvent(s, 'R');
  if (red !== undefined) {
    s.queue = s.queue.slice(); // copy on write: the input state may share it
    s.queue.push({ id: red, cubes: [] });
    events.push({ type: 'EventRevealed', event: red });
    const calls = EVENT_BY_ID[red].calls;
    const called = calls === undefined ? undefined : drawEvent(s, calls);
    if (called !== undefined) {
      s.queue.push({ id: called, cubes: [] });
      events.push({ type: 'EventRevealed', event: called });
    }
  }
  let blackCount = 0;
  const order: EventId[] = s.queue.map((q) => q.id);
  for (const id of order) {
    const at = s.queue.findIndex((q) => q.id === id);
    if (at === -1) continue; // countered meanwhile by a Support cube
    blackCount += EVENT_BY_ID[id].blackDice;
    applyEventEffect(s, at, events);
  }
  const black: number[] = [];
  for (let i = 0; i < blackCount; i++) black.push(rollDie(s.rng));
  black.sort((a, b) => b - a);
  s.black = black;
  events.push({ type: 'BlackDiceRolled', dice: black.slice() });
}

function applyEventEffect(s: TroyesState, at: number, events: TroyesEvent[]): void {
  const id = (s.queue[at] as { id: EventId }).id;
  switch (EVENT_BY_ID[id].effect) {
    case 'none':
      return;
    case 'drought':
      for (let seat = 0; seat < s.n; seat++) {
        if (!payDeniers(s, seat, standingIn(s, 2, seat))) penalise(s, seat, events, id);
      }
      return;
    case 'civil-war':
      for (let seat = 0; seat < s.n; seat++) if (!payDeniers(s, seat, 3)) penalise(s, seat, events, id);
      return;
    case 'heresy':
      for (let seat = 0; seat < s.n; seat++) {
        const short = (s.influence[seat] as number) < 2;
        gainInfluence(s, seat, -2);
        if (short) penalise(s, seat, events, id);
      }
      return;
    case 'support': {
      // A gray cube on each of the (up to) two cards to its left, nearest first.
      const targets = s.queue.slice(Math.max(0, at - 2), at).map((q) => q.id);
      for (const t of targets.reverse()) {
        const qi = s.queue.findIndex((q) => q.id === t);
        if (qi !== -1) placeEventCube(s, qi, NEUTRAL, events);
      }
      return;
    }
    case 'wayfarers':
      grayEnters(s, 2, events);
      return;
    case 'theological-conflict':
      grayEnters(s, 1, events);
      return;
    case 'conflict-of-succession':
      grayEnters(s, 0, events);
      return;
    case 'traveling-builders':
      for (let i = 0; i < s.cathedral.length; i++) {
        if (s.cathedral[i] === EMPTY && (i < 6 || s.cathedral[i - 6] !== EMPTY)) {
          s.cathedral = s.cathedral.slice();
          s.cathedral[i] = NEUTRAL;
          events.push({ type: 'CathedralCube', owner: null, site: i });
          return;
        }
      }
      return;
    case 'interrupted-work':
      for (let i = s.cathedral.length - 1; i >= 0; i--) {
        if (s.cathedral[i] !== EMPTY) {
          s.cathedral = s.cathedral.slice();
          s.cathedral[i] = EMPTY;
          events.push({ type: 'CathedralCubeRemoved', site: i });
          return;
        }
      }
      return;
  }
}

/** A die (in no district) places a gray citizen; skipped when all 8 are in play or it is blocked. */
function grayEnters(s: TroyesState, building: number, events: TroyesEvent[]): void {
  const face = rollDie(s.rng);
  if (s.grayInPlay >= GRAY_CITIZENS || !canPlace(s, building, face)) {
    events.push({ type: 'GrayCitizenBlocked', building, face });
    return;
  }
  placeCitizen(s, building, face, NEUTRAL);
  s.grayInPlay++;
  events.push({ type: 'GrayCitizenPlaced', building, face });
}

/** Red dice count double against black dice. */
export function counterValue(die: string): number {
  return dieColour(die) === 'R' ? 2 * dieFace(die) : dieFace(die);
}

export function districtStrength(s: TroyesState, seat: number): number {
  let total = 0;
  for (const d of s.dice[seat] as string[]) total += counterValue(d);
  return total;
}

/**
 * The highest black die goes to `seat`, then to the next seat clockwise, and so on. A seat with
 * nothing to decide (no dice, or too weak with no Influence to change it) takes the penalty at once.
 */
export function nextCounter(s: TroyesState, seat: number, events: TroyesEvent[]): void {
  let who = seat;
  while (s.black.length > 0) {
    const own = s.dice[who] as string[];
    const hopeless = districtStrength(s, who) < (s.black[0] as number) && (s.influence[who] as number) < 1;
    if (own.length > 0 && !hopeless) {
      s.step = { k: 'counter', seat: who, dice: [], blacks: [] };
      return;
    }
    s.black = s.black.slice();
    const black = s.black.shift() as number;
    events.push({ type: 'BlackDieNotCountered', seat: who, black });
    penalise(s, who, events, 'black-die');
    who = (who + 1) % s.n;
  }
  beginActions(s, events);
}

/** Phase 4 opens with the start player, unless no die is left anywhere. */
function beginActions(s: TroyesState, events: TroyesEvent[]): void {
  s.passed = s.passed.map(() => false);
  if (noDiceLeft(s)) {
    endRound(s, events);
    return;
  }
  s.step = { k: 'turn', seat: s.start };
}

function noDiceLeft(s: TroyesState): boolean {
  for (const d of s.dice) if (d.length > 0) return false;
  return true;
}

/** Passing puts 2 deniers in the district; the seat acts no more this round. */
export function passTurn(s: TroyesState, seat: number, events: TroyesEvent[]): void {
  s.passed = s.passed.slice(); // copy on write: the input state may share it
  s.passed[seat] = true;
  s.districtCoins = s.districtCoins.slice();
  s.districtCoins[seat] = (s.districtCoins[seat] as number) + PASS_DENIERS;
  events.push({ type: 'Passed', seat });
  finishTurn(s, seat, events);
}

/** After an action or a pass: the round ends if all passed or no dice remain; else the next seat acts. */
export function finishTurn(s: TroyesState, seat: number, events: TroyesEvent[]): void {
  if (noDiceLeft(s) || s.passed.every((p) => p)) {
    endRound(s, events);
    return;
  }
  let next = seat;
  for (;;) {
    next = (next + 1) % s.n;
    if (!s.passed[next]) break;
    s.districtCoins = s.districtCoins.slice();
    s.districtCoins[next] = (s.districtCoins[next] as number) + PASSED_TURN_DENIERS;
  }
  s.step = { k: 'turn', seat: next };
}

/** Phase 5: district coins back to hands, lying citizens home, dice away, start card moves left. */
function endRound(s: TroyesState, events: TroyesEvent[]): void {
  s.districtCoins = s.districtCoins.slice();
  s.supply = s.supply.slice();
  for (let seat = 0; seat < s.n; seat++) {
    s.coins[seat] = (s.coins[seat] as number) + (s.districtCoins[seat] as number);
    s.districtCoins[seat] = 0;
  }
  for (let b = 0; b < s.lying.length; b++) {
    for (const owner of s.lying[b] as number[]) {
      if (owner === NEUTRAL) s.grayInPlay--;
      else s.supply[owner] = (s.supply[owner] as number) + 1;
    }
    s.lying[b] = [];
  }
  for (let d = 0; d < s.dice.length; d++) s.dice[d] = [];
  s.black = [];
  s.passed = s.passed.map(() => false);
  s.start = (s.start + 1) % s.n;
  events.push({ type: 'RoundEnded', round: s.round });
  if (s.round >= s.rounds) {
    s.step = { k: 'over' };
    events.push({ type: 'GameOver' });
    return;
  }
  s.round++;
  beginRound(s, events);
}
