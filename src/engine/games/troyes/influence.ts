import { rollDie } from '../../core/rng';
import type { TroyesEvent, TroyesState } from './types';
import { INFLUENCE_COST, MAX_FLIP_DICE } from './data/board';
import { gainInfluence } from './economy';
import { dieColour, dieFace, editRow, makeDie } from './state';

/**
 * Spending Influence (rulebook "Influence"): reroll one own die (1), recruit a citizen (2), flip
 * up to 3 own dice to their opposite face (4). Allowed in your turn, and against a black die
 * before choosing any dice.
 */

export function reroll(s: TroyesState, seat: number, die: number, events: TroyesEvent[]): void {
  const own = s.dice[seat] as string[]; // already private: copyForMove copied this row
  gainInfluence(s, seat, -INFLUENCE_COST.reroll);
  const was = own[die] as string;
  own[die] = makeDie(dieColour(was), rollDie(s.rng));
  events.push({ type: 'Rerolled', seat, was, now: own[die] as string });
}

export function recruit(s: TroyesState, seat: number, events: TroyesEvent[]): void {
  gainInfluence(s, seat, -INFLUENCE_COST.recruit);
  s.supply[seat] = (s.supply[seat] as number) + 1; // supply and owned: copied by copyForMove
  s.owned[seat] = (s.owned[seat] as number) + 1;
  events.push({ type: 'Recruited', seat });
}

/** Pay for a flip; the dice are chosen in the `flip` sub-step. */
export function startFlip(s: TroyesState, seat: number): void {
  const from = s.step.k === 'counter' ? 'counter' : 'turn';
  gainInfluence(s, seat, -INFLUENCE_COST.flip);
  s.step = { k: 'flip', seat, dice: [], ret: from };
}

/** Choose one more die to flip; the third flips them at once. */
export function chooseFlipDie(s: TroyesState, seat: number, die: number, events: TroyesEvent[]): void {
  const step = s.step;
  if (step.k !== 'flip') return;
  step.dice.push(die); // the step is the working copy's own (cloneStep)
  if (step.dice.length >= MAX_FLIP_DICE) flipDice(s, seat, events);
}

/** Each chosen die shows its opposite face (7 - v); back to the step the flip interrupted. */
export function flipDice(s: TroyesState, seat: number, events: TroyesEvent[]): void {
  const step = s.step;
  if (step.k !== 'flip') return;
  const own = editRow(s.dice, seat);
  for (const i of step.dice) {
    const d = own[i] as string;
    own[i] = makeDie(dieColour(d), 7 - dieFace(d));
  }
  events.push({ type: 'Flipped', seat, dice: step.dice.map((i) => own[i] as string) });
  s.step = step.ret === 'counter' ? { k: 'counter', seat, dice: [], blacks: [] } : { k: 'turn', seat };
}
