import type { DieColour, DieRef, TroyesState } from '../types';
import { dieColour } from '../state';

/**
 * Walking the distinct groups of dice. Equivalent dice (same district, same face) collapse into
 * one class, so a walk visits each distinct group once.
 */
export interface DieClass {
  district: number;
  die: string;
  indices: number[];
}

/** The classes of the dice a rule accepts (`colour`), own dice first. */
export function dieClasses(s: TroyesState, colour: DieColour | 'any', seat: number): DieClass[] {
  const out: DieClass[] = [];
  // Own dice first: they are free, so a valid group is usually found at once.
  for (let k = 0; k <= s.n; k++) {
    const d = k === 0 ? seat : k <= seat ? k - 1 : k;
    const dice = s.dice[d] as string[];
    for (let i = 0; i < dice.length; i++) {
      const die = dice[i] as string;
      if (colour !== 'any' && dieColour(die) !== colour) continue;
      let cls: DieClass | undefined;
      for (const c of out) if (c.district === d && c.die === die) cls = c;
      if (cls === undefined) out.push({ district: d, die, indices: [i] });
      else cls.indices.push(i);
    }
  }
  return out;
}

/** What a visitor tells the walk: stop (found), go on, or skip this group and its extensions. */
export const STOP = 0;
export const GO_ON = 1;
export const PRUNE = 2;

/**
 * The refs a walk fills in place: `groups[k]` is a view of the first k slots. One per search, so
 * a walk allocates nothing; a visitor copies the refs it keeps.
 */
export interface WalkScratch {
  slots: readonly DieRef[];
  groups: readonly DieRef[][];
}

export function newWalkScratch(): WalkScratch {
  const slots: DieRef[] = [
    { district: 0, die: 0 },
    { district: 0, die: 0 },
    { district: 0, die: 0 },
  ];
  return { slots, groups: [[], slots.slice(0, 1), slots.slice(0, 2), slots.slice(0, 3)] };
}

/**
 * Walk every distinct group (up to equivalent dice, at most 3 dice) until `visit` says STOP; true
 * when it did. `visit` may PRUNE a group: adding dice never lowers its price. `ctx` is handed to
 * `visit` as is (no closure to allocate per walk).
 */
export function forEachGroup<C>(
  classes: readonly DieClass[],
  maxDice: number,
  scratch: WalkScratch,
  visit: (ctx: C, refs: DieRef[]) => number,
  ctx: C,
): boolean {
  return walkGroups(classes, 0, 0, maxDice, scratch, visit, ctx);
}

function walkGroups<C>(
  classes: readonly DieClass[],
  from: number,
  size: number,
  maxDice: number,
  scratch: WalkScratch,
  visit: (ctx: C, refs: DieRef[]) => number,
  ctx: C,
): boolean {
  for (let c = from; c < classes.length; c++) {
    const cls = classes[c] as DieClass;
    let k = size;
    for (let taken = 0; taken < cls.indices.length && k < maxDice; taken++) {
      const slot = scratch.slots[k] as DieRef;
      slot.district = cls.district;
      slot.die = cls.indices[taken] as number;
      k++;
      const verdict = visit(ctx, scratch.groups[k] as DieRef[]);
      if (verdict === STOP) return true;
      if (verdict === PRUNE) break;
      if (walkGroups(classes, c + 1, k, maxDice, scratch, visit, ctx)) return true;
    }
  }
  return false;
}
