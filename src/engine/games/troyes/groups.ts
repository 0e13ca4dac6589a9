import { ACTIVITY_BY_ID, CONVERSION_CARDS, type ActivityId, type DieColour } from './data/activities';
import { BUILDING_COLOUR } from './data/board';
import { EVENT_BY_ID } from './data/events';
import { canPlace } from './buildings';
import { freeSitesInColumn } from './cathedral';
import { freeBanners } from './combat';
import { dieColour, dieFace, type Act, type ActionKind, type TroyesState } from './state';

/**
 * Groups of dice (rulebook "Actions"): 1-3 dice of one colour from any districts; a die from
 * another district costs 2 × (dice in the group), paid to its owner (the bank for gray); own
 * dice are free. A delayed cube changes which dice qualify and what they are worth.
 *
 * Listing groups is the engine's hot path, so this module reuses a few scratch objects (group
 * refs, the current check). The engine is synchronous and these walks never nest, so every
 * function stays pure as seen from outside.
 */
export type DieRef = { district: number; die: number };

export interface GroupRule {
  /** Colour of the physical dice accepted ('any' = mixed colours allowed: Pilgrimage). */
  dice: DieColour | 'any';
  maxDice: number;
  cube: ActivityId | null;
}

/** The dice colour an action needs before any cube. */
export function requiredColour(s: TroyesState, act: Act): DieColour | 'any' {
  switch (act.kind) {
    case 'activity': {
      const id = (s.activity[act.target] as { id: ActivityId }).id;
      return id === 'pilgrimage' ? 'any' : ACTIVITY_BY_ID[id].colour;
    }
    case 'cathedral':
      return 'W';
    case 'event':
      return EVENT_BY_ID[(s.queue[act.target] as { id: keyof typeof EVENT_BY_ID }).id].fight.colour;
    case 'place':
      return BUILDING_COLOUR[act.target] as DieColour;
    case 'agriculture':
      return 'Y';
  }
}

/** Rules are immutable and few: share one object per (colour, size, cube). */
const RULES: Partial<Record<string, GroupRule[]>> = {};
function rule(dice: DieColour | 'any', maxDice: number, cube: ActivityId | null): GroupRule {
  const byCube = RULES[cube ?? dice] ?? (RULES[cube ?? dice] = []);
  for (const r of byCube) if (r.dice === dice && r.maxDice === maxDice && r.cube === cube) return r;
  const r = { dice, maxDice, cube };
  byCube.push(r);
  return r;
}

/** Groups without a cube: [one die, up to three dice] per colour. */
const PLAIN_R = [rule('R', 1, null), rule('R', 3, null)] as const;
const PLAIN_W = [rule('W', 1, null), rule('W', 3, null)] as const;
const PLAIN_Y = [rule('Y', 1, null), rule('Y', 3, null)] as const;
const PLAIN_ANY = [rule('any', 1, null), rule('any', 3, null)] as const;
function plainRules(need: DieColour | 'any'): readonly [GroupRule, GroupRule] {
  switch (need) {
    case 'R':
      return PLAIN_R;
    case 'W':
      return PLAIN_W;
    case 'Y':
      return PLAIN_Y;
    default:
      return PLAIN_ANY;
  }
}

/** How a delayed cube turns the action's colour into the dice it accepts; null when it cannot apply. */
export function groupRule(s: TroyesState, act: Act): GroupRule | null {
  const cube = act.cube < 0 ? null : (s.activity[act.cube] as { id: ActivityId }).id;
  return ruleFor(requiredColour(s, act), act.kind, cube);
}

/** Whether dice of the `effective` colour may serve an action that needs `need`. */
function fits(need: DieColour | 'any', effective: DieColour): boolean {
  return need === 'any' || need === effective;
}

/** groupRule once the action's colour and the cube's card are known. */
export function ruleFor(need: DieColour | 'any', kind: ActionKind, cube: ActivityId | null): GroupRule | null {
  const placing = kind === 'place';
  const maxDice = placing ? 1 : 3;
  if (cube === null) return plainRules(need)[placing ? 0 : 1];
  switch (cube) {
    case 'priest': // +3 per yellow die; not for City Hall
      return fits(need, 'Y') && !placing ? rule('Y', maxDice, cube) : null;
    case 'tithe': // free yellow dice from other districts
      return fits(need, 'Y') ? rule('Y', maxDice, cube) : null;
    case 'blacksmith': // +5 to a red group; not for the Palace
      return fits(need, 'R') && !placing ? rule('R', maxDice, cube) : null;
    case 'militia': // yellow dice count as red
      return fits(need, 'R') ? rule('Y', maxDice, cube) : null;
    case 'monk': // one white die = 3 yellow dice (ASSUMPTION 17: not for placing)
      return fits(need, 'Y') && !placing ? rule('W', 1, cube) : null;
    case 'templar': // one white die = 2 red dice
      return fits(need, 'R') && !placing ? rule('W', 1, cube) : null;
    case 'confession':
    case 'apprenticeship': // not for buildings nor the Cathedral (ASSUMPTION 18)
      return !placing && kind !== 'cathedral' ? rule(need, maxDice, cube) : null;
    default:
      return null;
  }
}

export interface GroupEval {
  price: number;
  /** Value of the group after its cube. */
  value: number;
}

/**
 * Price and value of a group (refs already checked to exist and match the rule). When `payTo` is
 * given, the deniers owed to each district's owner are added to it (index n = the bank).
 */
export function evaluateGroup(
  s: TroyesState,
  seat: number,
  rule: GroupRule,
  refs: readonly DieRef[],
  payTo?: number[],
): GroupEval {
  const packed = priceAndValue(s, seat, rule, refs, payTo);
  return { price: Math.floor(packed / PACK), value: packed % PACK };
}

/** Price and value packed in one number (price × PACK + value): no allocation on the hot path. */
const PACK = 1024;
function priceAndValue(
  s: TroyesState,
  seat: number,
  rule: GroupRule,
  refs: readonly DieRef[],
  payTo?: number[],
): number {
  const k = refs.length;
  let price = 0;
  let value = 0;
  // Tithe: one free die from each other district (bit per district).
  let tithed = 0;
  for (const r of refs) {
    value += dieFace((s.dice[r.district] as string[])[r.die] as string);
    if (r.district === seat) continue;
    if (rule.cube === 'tithe' && (tithed & (1 << r.district)) === 0) {
      tithed |= 1 << r.district;
      continue;
    }
    price += 2 * k;
    if (payTo !== undefined) payTo[r.district] = (payTo[r.district] as number) + 2 * k;
  }
  return price * PACK + cubeValue(rule.cube, value, k);
}

/** What a group of `k` dice whose faces sum to `faces` is worth once its delayed cube is applied. */
function cubeValue(cube: ActivityId | null, faces: number, k: number): number {
  switch (cube) {
    case 'priest':
      return faces + 3 * k;
    case 'confession':
      return faces + 2 * k;
    case 'apprenticeship':
      return 5 * k;
    case 'blacksmith':
      return faces + 5;
    case 'monk':
      return faces * 3;
    case 'templar':
      return faces * 2;
    default:
      return faces;
  }
}

/** Equivalent dice (same district, same face) collapse into one class so the lists stay small. */
interface DieClass {
  district: number;
  die: string;
  indices: number[];
}

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

/** What `visit` tells the group walk: stop (found), go on, or skip this group and its extensions. */
export const STOP = 0;
export const GO_ON = 1;
export const PRUNE = 2;

/**
 * Walk every distinct group (up to equivalent dice) until `visit` says STOP. `visit` receives a
 * scratch array (copy it to keep it) and may PRUNE a group: adding dice never lowers its price.
 */
export function forEachGroup(
  classes: readonly DieClass[],
  maxDice: number,
  visit: (refs: DieRef[]) => number,
): boolean {
  return walkGroups(classes, 0, 0, maxDice, visit);
}

// Reusable refs: GROUPS[k] holds the first k slots. The walk allocates nothing (it is never re-entered).
const SLOTS: readonly DieRef[] = [
  { district: 0, die: 0 },
  { district: 0, die: 0 },
  { district: 0, die: 0 },
];
const GROUPS: readonly DieRef[][] = [[], SLOTS.slice(0, 1), SLOTS.slice(0, 2), SLOTS.slice(0, 3)];

function walkGroups(
  classes: readonly DieClass[],
  from: number,
  size: number,
  maxDice: number,
  visit: (refs: DieRef[]) => number,
): boolean {
  for (let c = from; c < classes.length; c++) {
    const cls = classes[c] as DieClass;
    let k = size;
    for (let taken = 0; taken < cls.indices.length && k < maxDice; taken++) {
      const slot = SLOTS[k] as DieRef;
      slot.district = cls.district;
      slot.die = cls.indices[taken] as number;
      k++;
      const verdict = visit(GROUPS[k] as DieRef[]);
      if (verdict === STOP) return true;
      if (verdict === PRUNE) break;
      if (walkGroups(classes, c + 1, k, maxDice, visit)) return true;
    }
  }
  return false;
}

/** Hire cost still to pay when the action is an activity without this seat's tradesman. */
export function hireCost(s: TroyesState, seat: number, act: Act): number {
  if (act.kind !== 'activity') return 0;
  return hasTradesman(s, seat, act.target) ? 0 : ACTIVITY_BY_ID[(s.activity[act.target] as { id: ActivityId }).id].hire;
}

export function hasTradesman(s: TroyesState, seat: number, slot: number): boolean {
  const a = s.activity[slot];
  return a !== undefined && (a.spaces.includes(seat) || a.picture.includes(seat));
}

/** Everything about an action that does not depend on the group, computed once per action. */
interface GroupCheck {
  s: TroyesState;
  seat: number;
  act: Act;
  rule: GroupRule;
  /** Deniers left for dice once the hire cost is paid. */
  budget: number;
  /** Group value needed: the card's or event's divisor (one activation / one cube). */
  minValue: number;
  conversion: ActivityId | null;
}

/** The one GroupCheck in use (checks are never nested), reused to spare allocations. */
const CHECK: GroupCheck = {
  s: null as unknown as TroyesState,
  seat: 0,
  act: { kind: 'agriculture', target: -1, cube: -1 },
  rule: { dice: 'Y', maxDice: 3, cube: null },
  budget: 0,
  minValue: 0,
  conversion: null,
};

/** What an action's target asks of every group (the cube aside), looked up once per target. */
export interface TargetNeeds {
  colour: DieColour | 'any';
  /** Group value needed: the card's or event's divisor (one activation / one cube). */
  minValue: number;
  conversion: ActivityId | null;
  /** Hire cost still to pay (an activity without this seat's tradesman). */
  hire: number;
  /** Whether this seat already has a tradesman on the activity (nothing to hire). */
  hired: boolean;
}

/** Scratch needs for groupCheck and hasValidGroup (never nested). */
const NEEDS: TargetNeeds = { colour: 'Y', minValue: 0, conversion: null, hire: 0, hired: false };

/** Fill `out` with the target's needs; false when no group can serve it (an event without a free banner). */
export function readTarget(s: TroyesState, seat: number, kind: ActionKind, target: number, out: TargetNeeds): boolean {
  out.minValue = 0;
  out.conversion = null;
  out.hire = 0;
  out.hired = false;
  switch (kind) {
    case 'activity': {
      const card = ACTIVITY_BY_ID[(s.activity[target] as { id: ActivityId }).id];
      out.colour = card.id === 'pilgrimage' ? 'any' : card.colour;
      out.minValue = card.divisor;
      out.conversion = CONVERSION_CARDS.includes(card.id) ? card.id : null;
      out.hired = hasTradesman(s, seat, target);
      out.hire = out.hired ? 0 : card.hire;
      return true;
    }
    case 'event': {
      if (freeBanners(s, target) <= 0) return false;
      const fight = EVENT_BY_ID[(s.queue[target] as { id: keyof typeof EVENT_BY_ID }).id].fight;
      out.colour = fight.colour;
      out.minValue = fight.divisor;
      return true;
    }
    case 'cathedral':
      out.colour = 'W';
      return true;
    case 'place':
      out.colour = BUILDING_COLOUR[target] as DieColour;
      return true;
    case 'agriculture':
      out.colour = 'Y';
      return true;
  }
}

function setCheck(s: TroyesState, seat: number, act: Act, rule: GroupRule, needs: TargetNeeds): GroupCheck {
  CHECK.s = s;
  CHECK.seat = seat;
  CHECK.act = act;
  CHECK.rule = rule;
  CHECK.budget = (s.coins[seat] as number) - needs.hire;
  CHECK.minValue = needs.minValue;
  CHECK.conversion = needs.conversion;
  return CHECK;
}

function groupCheck(s: TroyesState, seat: number, act: Act): GroupCheck | null {
  const rule = groupRule(s, act);
  if (rule === null || !readTarget(s, seat, act.kind, act.target, NEEDS)) return null;
  return setCheck(s, seat, act, rule, NEEDS);
}

/** STOP when the group makes a legal action, GO_ON when not, PRUNE when it costs too much. */
function judge(c: GroupCheck, refs: readonly DieRef[]): number {
  const { s, seat, act } = c;
  const packed = priceAndValue(s, seat, c.rule, refs);
  const price = Math.floor(packed / PACK);
  if (price > c.budget) return PRUNE;
  if (packed % PACK < c.minValue) return GO_ON;
  switch (act.kind) {
    case 'activity':
      return c.conversion === null || conversionAffordable(c.conversion, c.budget - price, s.influence[seat] as number)
        ? STOP
        : GO_ON;
    case 'cathedral': {
      for (let i = 0; i < refs.length; i++) {
        const r = refs[i] as DieRef;
        const f = dieFace((s.dice[r.district] as string[])[r.die] as string);
        let same = 0;
        for (const q of refs) if (dieFace((s.dice[q.district] as string[])[q.die] as string) === f) same++;
        if (same > freeSitesInColumn(s, f)) return GO_ON;
      }
      return STOP;
    }
    case 'place': {
      const r = refs[0] as DieRef;
      return canPlace(s, act.target, dieFace((s.dice[r.district] as string[])[r.die] as string)) ? STOP : GO_ON;
    }
    default:
      return STOP;
  }
}

/** Whether this group (of dice the rule accepts) makes a legal action, after paying for it. */
export function groupIsValid(s: TroyesState, seat: number, act: Act, refs: readonly DieRef[]): boolean {
  const c = groupCheck(s, seat, act);
  return c !== null && judge(c, refs) === STOP;
}

/** Conversion cards need at least one affordable conversion (a hired card must activate once). */
export function conversionAffordable(id: ActivityId, coins: number, influence: number): boolean {
  switch (id) {
    case 'artisan':
    case 'diplomat':
      return influence >= 1;
    case 'innkeeper':
      return coins >= 1;
    case 'journeyman':
      return coins >= 3;
    case 'troubadour':
      return influence >= 3;
    default:
      return true;
  }
}

/**
 * What one listing of actions computes once, per accepted colour (index: R, W, Y, any): dice
 * classes and best faces; and the verdicts of value-only checks that needed a group walk.
 */
export interface ClassCache {
  classes: (DieClass[] | null)[];
  /** Best-faces summaries of all four colours (bestFaces), computed on first use. */
  best: number[] | null;
  /** Whether `best` holds the any-colour summary too (only Pilgrimage needs it). */
  bestAny: boolean;
  verdicts: { rule: GroupRule; budget: number; minValue: number; conversion: ActivityId | null; found: boolean }[];
}

export function newClassCache(): ClassCache {
  return { classes: [null, null, null, null], best: null, bestAny: false, verdicts: [] };
}

function colourIndex(colour: DieColour | 'any'): number {
  switch (colour) {
    case 'R':
      return 0;
    case 'W':
      return 1;
    case 'Y':
      return 2;
    default:
      return 3;
  }
}

/**
 * Layout of a best-faces summary: counts of own and foreign dice, the 3 best faces of each, and
 * the faces present among own and foreign dice (bit f for face f).
 */
const OWN_COUNT = 0;
const FOREIGN_COUNT = 1;
const OWN_BEST = 2;
const FOREIGN_BEST = 5;
const OWN_FACES = 8;
const FOREIGN_FACES = 9;

const SUMMARY = 10;
/** The summaries of the one listing or check in progress (never nested), reused to spare allocations. */
const BEST_FACES: number[] = new Array<number>(4 * SUMMARY).fill(0);

/**
 * Best-faces summaries of the accepted colours (R, W, Y, and any when asked: SUMMARY numbers each,
 * laid out as above) in one pass over the dice: how many own and foreign dice, their three best
 * faces (highest first, 0 when absent), and which faces are present.
 */
function bestFaces(s: TroyesState, seat: number, withAny: boolean): number[] {
  const out = BEST_FACES;
  out.fill(0);
  const any = colourIndex('any') * SUMMARY;
  for (let d = 0; d <= s.n; d++) {
    const dice = s.dice[d] as string[];
    const own = d === seat;
    for (let i = 0; i < dice.length; i++) {
      const die = dice[i] as string;
      const face = dieFace(die);
      addFace(out, colourIndex(dieColour(die)) * SUMMARY, own, face);
      if (withAny) addFace(out, any, own, face);
    }
  }
  return out;
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
 * Whether a value-only action (no Tithe) has a legal group, without walking groups: for each
 * group size k and number f of foreign dice, the price is fixed (2k per foreign die) and the best
 * value comes from the best own and foreign faces, so checking those k × f cases is exact.
 */
function bestGroupReaches(best: readonly number[], at: number, c: GroupCheck, influence: number): boolean {
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
function singleDieReaches(s: TroyesState, best: readonly number[], at: number, c: GroupCheck): boolean {
  const faces = (best[at + OWN_FACES] as number) | (c.budget >= 2 ? (best[at + FOREIGN_FACES] as number) : 0);
  for (let f = 1; f <= 6; f++) {
    if ((faces & (1 << f)) === 0) continue;
    if (c.act.kind === 'cathedral' ? freeSitesInColumn(s, f) > 0 : canPlace(s, c.act.target, f)) return true;
  }
  return false;
}

/** The check `judgeCurrent` applies (set just before a walk; walks are never nested). */
let CURRENT: GroupCheck | null = null;
const judgeCurrent = (refs: DieRef[]): number => judge(CURRENT as GroupCheck, refs);

export function hasValidGroup(s: TroyesState, seat: number, act: Act, cache: ClassCache = newClassCache()): boolean {
  const r = groupRule(s, act);
  if (r === null || !readTarget(s, seat, act.kind, act.target, NEEDS)) return false;
  return groupExists(s, seat, act, r, NEEDS, cache, true);
}

/** The reference check (tests compare hasValidGroup with it): always walk the groups. */
export function hasValidGroupByWalk(s: TroyesState, seat: number, act: Act): boolean {
  const r = groupRule(s, act);
  if (r === null || !readTarget(s, seat, act.kind, act.target, NEEDS)) return false;
  return groupExists(s, seat, act, r, NEEDS, newClassCache(), false);
}

/**
 * Whether some group makes the action legal, its rule and target needs already known (a listing
 * reads each target once for all its cubes). Without Tithe, the best faces decide without a walk.
 */
export function groupExists(
  s: TroyesState,
  seat: number,
  act: Act,
  r: GroupRule,
  needs: TargetNeeds,
  cache: ClassCache,
  useBestFaces = true,
): boolean {
  const c = setCheck(s, seat, act, r, needs);
  if (c.budget < 0) return false;
  const influence = s.influence[seat] as number;
  if (c.conversion !== null && !conversionAffordable(c.conversion, c.budget, influence)) return false;
  const valueOnly = act.kind === 'activity' || act.kind === 'event' || act.kind === 'agriculture';
  const colour = colourIndex(r.dice);
  if (useBestFaces && r.cube !== 'tithe') {
    const withAny = colour === colourIndex('any');
    let best = cache.best;
    if (best === null || (withAny && !cache.bestAny)) {
      best = cache.best = bestFaces(s, seat, withAny);
      cache.bestAny = withAny;
    }
    const at = colour * SUMMARY;
    return valueOnly ? bestGroupReaches(best, at, c, influence) : singleDieReaches(s, best, at, c);
  }
  const classes = cache.classes[colour] ?? (cache.classes[colour] = dieClasses(s, r.dice, seat));
  if (classes.length === 0) return false;
  const verdicts = cache.verdicts;
  if (valueOnly) {
    for (const v of verdicts) {
      if (v.rule === r && v.budget === c.budget && v.minValue === c.minValue && v.conversion === c.conversion) {
        return v.found;
      }
    }
  }
  CURRENT = c;
  const found = forEachGroup(classes, r.maxDice, judgeCurrent);
  CURRENT = null;
  if (valueOnly) verdicts.push({ rule: r, budget: c.budget, minValue: c.minValue, conversion: c.conversion, found });
  return found;
}

export function validGroups(s: TroyesState, seat: number, act: Act): DieRef[][] {
  const c = groupCheck(s, seat, act);
  if (c === null) return [];
  const out: DieRef[][] = [];
  forEachGroup(dieClasses(s, c.rule.dice, seat), c.rule.maxDice, (refs) => {
    const verdict = judge(c, refs);
    if (verdict === STOP) out.push(refs.map((r) => ({ district: r.district, die: r.die })));
    return verdict === PRUNE ? PRUNE : GO_ON;
  });
  return out;
}
