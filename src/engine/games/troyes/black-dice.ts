import type { TroyesEvent, TroyesState } from './types';
import { penalise, gainInfluence } from './economy';
import { counterValue, nextCounter } from './flow';
import { editRow, sortDescending } from './state';

/**
 * Countering black dice (rulebook "Events", phase 3): the seat facing the highest black die
 * chooses own dice one at a time (red counts double), may add further black dice its whole
 * district could still cover (ASSUMPTION 7), then confirms; one who cannot reach the die concedes
 * it (−2 VP, dice kept).
 */

/** The black dice taken so far: the one faced (index 0) and those added. */
export function blacksTaken(s: TroyesState, blacks: readonly number[]): number {
  let t = s.black[0] as number;
  for (const j of blacks) t += s.black[j] as number;
  return t;
}

/** What the chosen own dice are worth against black dice. */
export function selectedStrength(s: TroyesState, seat: number, dice: readonly number[]): number {
  let t = 0;
  for (const i of dice) t += counterValue((s.dice[seat] as string[])[i] as string);
  return t;
}

export function chooseCounterDie(s: TroyesState, die: number): void {
  if (s.step.k === 'counter') s.step.dice.push(die); // the step is the working copy's own (cloneStep)
}

export function chooseBlackDie(s: TroyesState, black: number): void {
  if (s.step.k === 'counter') s.step.blacks.push(black);
}

/** The chosen dice and black dice are discarded, +1 Influence per black die; the next black die goes on. */
export function counterDone(s: TroyesState, seat: number, events: TroyesEvent[]): void {
  const step = s.step;
  if (step.k !== 'counter') return;
  const mine = editRow(s.dice, seat);
  const used = step.dice.map((i) => mine[i] as string);
  const beaten = [0, ...step.blacks].map((j) => s.black[j] as number);
  for (const i of sortDescending(step.dice.slice())) mine.splice(i, 1);
  s.black = s.black.slice(); // copy on write, as every list the working copy shares
  for (const j of sortDescending([0, ...step.blacks])) s.black.splice(j, 1);
  gainInfluence(s, seat, beaten.length);
  events.push({ type: 'BlackDiceCountered', seat, black: beaten, dice: used });
  nextCounter(s, (seat + 1) % s.n, events);
}

/** The black die is discarded and costs 2 VP; the seat keeps its dice. */
export function concede(s: TroyesState, seat: number, events: TroyesEvent[]): void {
  s.black = s.black.slice();
  const black = s.black.shift() as number;
  events.push({ type: 'BlackDieNotCountered', seat, black });
  penalise(s, seat, events, 'black-die');
  nextCounter(s, (seat + 1) % s.n, events);
}
