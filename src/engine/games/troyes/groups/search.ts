import type { Act, ActivityId, DieRef, TroyesState } from '../types';
import { TroyesViolation, type TroyesViolationCode } from '../types';
import { canPlaceAny } from '../buildings';
import { freeSitesInColumn } from '../cathedral';
import { dieFace } from '../state';
import { bestGroupReaches, newBestFaces, singleDieReaches, summarise, summaryAt } from './best-faces';
import { ANY_COLOUR_INDEX, colourIndex, groupRule, type GroupRule } from './rule-table';
import { NO_ACT, NO_RULE, readTarget, setCheck, type GroupCheck } from './targets';
import { conversionAffordable, packedPrice, packedValue, priceAndValue } from './value';
import { dieClasses, forEachGroup, GO_ON, newWalkScratch, PRUNE, STOP, type DieClass, type WalkScratch } from './walk';

/**
 * Finding the groups of dice that make an action legal. One `GroupSearch` serves one seat in one
 * state (a listing of moves, or the check of one move). It is the check of the action being
 * judged (filled in place for each one), and it keeps what the listing computes once: dice
 * classes, best-faces summaries, verdicts of walks already made, the walk's refs. Each part is
 * made on first use, so a listing allocates almost nothing per candidate action.
 */
export interface GroupSearch extends GroupCheck {
  /** Dice classes per accepted colour index (R, W, Y, any). */
  classes: (DieClass[] | null)[] | null;
  /** Best-faces summaries of the four colours. */
  best: number[] | null;
  /** Whether `best` holds the any-colour summary too (only Pilgrimage needs it). */
  bestAny: boolean;
  /** Verdicts of value-only walks already made (same rule, budget and needs: same answer). */
  verdicts: Verdict[] | null;
  walk: WalkScratch | null;
}

interface Verdict {
  rule: GroupRule;
  budget: number;
  minValue: number;
  conversion: ActivityId | null;
  found: boolean;
}

export function newGroupSearch(s: TroyesState, seat: number): GroupSearch {
  // One literal (one object shape), the check's fields first as in newGroupCheck.
  return {
    s,
    seat,
    act: NO_ACT,
    rule: NO_RULE,
    budget: 0,
    colour: 'Y',
    minValue: 0,
    conversion: null,
    hire: 0,
    hired: false,
    classes: null,
    best: null,
    bestAny: false,
    verdicts: null,
    walk: null,
  };
}

function walkScratch(search: GroupSearch): WalkScratch {
  return search.walk ?? (search.walk = newWalkScratch());
}

/**
 * Why this group (of dice the rule accepts, each existing once) does not make a legal action after
 * paying for it, or null when it does. Too dear is NOT_ENOUGH_DENIERS: adding dice never helps then.
 */
export function judge(c: GroupCheck, refs: readonly DieRef[]): TroyesViolationCode | null {
  const { s, seat, act } = c;
  const packed = priceAndValue(s, seat, c.rule, refs);
  const price = packedPrice(packed);
  if (price > c.budget) return TroyesViolation.NOT_ENOUGH_DENIERS;
  if (packedValue(packed) < c.minValue) return TroyesViolation.GROUP_TOO_WEAK;
  switch (act.kind) {
    case 'activity':
      return c.conversion === null || conversionAffordable(c.conversion, c.budget - price, s.influence[seat] as number)
        ? null
        : TroyesViolation.CANNOT_CONVERT;
    case 'cathedral': {
      for (let i = 0; i < refs.length; i++) {
        const f = faceOf(s, refs[i] as DieRef);
        let same = 0;
        for (const q of refs) if (faceOf(s, q) === f) same++;
        if (same > freeSitesInColumn(s, f)) return TroyesViolation.CATHEDRAL_COLUMN_FULL;
      }
      return null;
    }
    case 'place':
      return canPlaceAny(s, act.target, faceOf(s, refs[0] as DieRef), seat) ? null : TroyesViolation.CITIZEN_PROTECTED;
    default:
      return null;
  }
}

function faceOf(s: TroyesState, r: DieRef): number {
  return dieFace((s.dice[r.district] as string[])[r.die] as string);
}

/** What the walk does with judge's answer. */
function walkVerdict(c: GroupCheck, refs: readonly DieRef[]): number {
  const problem = judge(c, refs);
  if (problem === null) return STOP;
  return problem === TroyesViolation.NOT_ENOUGH_DENIERS ? PRUNE : GO_ON;
}

/** The search set to judge one action, or null when its cube cannot apply or its target takes no group. */
export function checkFor(search: GroupSearch, act: Act): GroupCheck | null {
  const rule = groupRule(search.s, act);
  if (rule === null || !readTarget(search.s, search.seat, act.kind, act.target, search)) return null;
  return setCheck(search, act, rule);
}

/**
 * Whether some group makes the action legal, its rule known and its target's needs already read
 * into the search (a listing reads each target once for all its cubes). Without Tithe, the best
 * faces decide without a walk.
 */
export function groupExists(search: GroupSearch, act: Act, r: GroupRule): boolean {
  const { s, seat } = search;
  const c = setCheck(search, act, r);
  if (c.budget < 0) return false;
  const influence = s.influence[seat] as number;
  if (c.conversion !== null && !conversionAffordable(c.conversion, c.budget, influence)) return false;
  const valueOnly = act.kind === 'activity' || act.kind === 'event' || act.kind === 'agriculture';
  const colour = colourIndex(r.dice);
  if (r.cube !== 'tithe') {
    const withAny = colour === ANY_COLOUR_INDEX;
    let best = search.best;
    if (best === null || (withAny && !search.bestAny)) {
      best = search.best ?? newBestFaces();
      summarise(s, seat, withAny, best);
      search.best = best;
      search.bestAny = withAny;
    }
    const at = summaryAt(colour);
    return valueOnly ? bestGroupReaches(best, at, c, influence) : singleDieReaches(s, best, at, c);
  }
  const byColour = search.classes ?? (search.classes = [null, null, null, null]);
  const classes = byColour[colour] ?? (byColour[colour] = dieClasses(s, r.dice, seat));
  if (classes.length === 0) return false;
  if (valueOnly && search.verdicts !== null) {
    for (const v of search.verdicts) {
      if (v.rule === r && v.budget === c.budget && v.minValue === c.minValue && v.conversion === c.conversion) {
        return v.found;
      }
    }
  }
  const found = forEachGroup(classes, r.maxDice, walkScratch(search), walkVerdict, c);
  if (valueOnly) {
    (search.verdicts ??= []).push({ rule: r, budget: c.budget, minValue: c.minValue, conversion: c.conversion, found });
  }
  return found;
}

/** Every distinct legal group for the action (one per set of equivalent dice). */
export function validGroups(search: GroupSearch, act: Act): DieRef[][] {
  const c = checkFor(search, act);
  if (c === null) return [];
  const collect = { c, out: [] as DieRef[][] };
  forEachGroup(
    dieClasses(search.s, c.rule.dice, search.seat),
    c.rule.maxDice,
    walkScratch(search),
    collectGroup,
    collect,
  );
  return collect.out;
}

function collectGroup(collect: { c: GroupCheck; out: DieRef[][] }, refs: readonly DieRef[]): number {
  const verdict = walkVerdict(collect.c, refs);
  if (verdict === STOP) collect.out.push(refs.map((r) => ({ district: r.district, die: r.die })));
  return verdict === PRUNE ? PRUNE : GO_ON;
}
