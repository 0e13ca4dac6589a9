import type { TroyesState } from '../types';
import { canPlaceAny } from '../buildings';
import { freeSitesInColumn } from '../cathedral';
import { dieColour, dieFace } from '../state';
import { ANY_COLOUR_INDEX, colourIndex } from './rule-table';
import type { GroupCheck } from './targets';
import { conversionAffordable, cubeValue } from './value';

/**
 * The fast path of the group search (what makes listing Troyes' moves fast): without Tithe, whether
 * some group makes an action legal follows from a small summary of the dice, with no walk over
 * groups. A property test (groups.props.spec.ts) compares it with the exhaustive walk.
 *
 * A summary holds, per accepted colour (R, W, Y, any: SUMMARY numbers each), how many own and
 * foreign dice there are, their three best faces (highest first, 0 when absent), and which faces
 * are present among own and foreign dice (bit f for face f).
 */
const OWN_COUNT = 0;
const FOREIGN_COUNT = 1;
const OWN_BEST = 2;
const FOREIGN_BEST = 5;
const OWN_FACES = 8;
const FOREIGN_FACES = 9;
const SUMMARY = 10;

/** Room for the four colours' summaries (a literal: the quickest array to allocate). */
export function newBestFaces(): number[] {
  // prettier-ignore
  return [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  ];
}

/** Where a colour's summary starts. */
export function summaryAt(colour: number): number {
  return colour * SUMMARY;
}

/** Fill `out` with the summaries of R, W, Y, and of any colour when `withAny`, in one pass over the dice. */
export function summarise(s: TroyesState, seat: number, withAny: boolean, out: number[]): void {
  out.fill(0);
  const any = summaryAt(ANY_COLOUR_INDEX);
  for (let d = 0; d <= s.n; d++) {
    const dice = s.dice[d] as string[];
    const own = d === seat;
    for (let i = 0; i < dice.length; i++) {
      const die = dice[i] as string;
      const face = dieFace(die);
      addFace(out, summaryAt(colourIndex(dieColour(die))), own, face);
      if (withAny) addFace(out, any, own, face);
    }
  }
}

function addFace(out: number[], at: number, own: boolean, face: number): void {
  const count = at + (own ? OWN_COUNT : FOREIGN_COUNT);
  const best = at + (own ? OWN_BEST : FOREIGN_BEST);
  const faces = at + (own ? OWN_FACES : FOREIGN_FACES);
  out[count] = (out[count] as number) + 1;
  out[faces] = (out[faces] as number) | (1 << face);
  let f = face;
  for (let j = best; j < best + 3; j++) {
    const held = out[j] as number;
    if (f > held) {
      out[j] = f;
      f = held;
    }
  }
}

/**
 * Whether a value-only action (activity, event, agriculture; no Tithe) has a legal group: for each
 * group size k and number f of foreign dice, the price is fixed (2k per foreign die) and the best
 * value comes from the best own and foreign faces, so checking those k × f cases is exact.
 */
export function bestGroupReaches(best: readonly number[], at: number, c: GroupCheck, influence: number): boolean {
  const maxDice = c.rule.maxDice;
  for (let k = 1; k <= maxDice; k++) {
    for (let f = 0; f <= k; f++) {
      const own = k - f;
      if (own > (best[at + OWN_COUNT] as number) || f > (best[at + FOREIGN_COUNT] as number)) continue;
      const price = 2 * k * f;
      if (price > c.budget) continue;
      if (c.conversion !== null && !conversionAffordable(c.conversion, c.budget - price, influence)) continue;
      let faces = 0;
      for (let i = 0; i < own; i++) faces += best[at + OWN_BEST + i] as number;
      for (let i = 0; i < f; i++) faces += best[at + FOREIGN_BEST + i] as number;
      if (cubeValue(c.rule.cube, faces, k) >= c.minValue) return true;
    }
  }
  return false;
}

/**
 * Whether the Cathedral or a placement has a legal group (no Tithe). Each die of a legal group is a
 * legal group alone (its column has a free site / the placement is allowed, and it costs no more),
 * so it is enough to try one die of each face: an own die is free, a foreign one costs 2.
 */
export function singleDieReaches(s: TroyesState, best: readonly number[], at: number, c: GroupCheck): boolean {
  const faces = (best[at + OWN_FACES] as number) | (c.budget >= 2 ? (best[at + FOREIGN_FACES] as number) : 0);
  for (let f = 1; f <= 6; f++) {
    if ((faces & (1 << f)) === 0) continue;
    if (c.act.kind === 'cathedral' ? freeSitesInColumn(s, f) > 0 : canPlaceAny(s, c.act.target, f, c.seat)) return true;
  }
  return false;
}
