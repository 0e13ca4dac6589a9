import { ACTIVITY_BY_ID, type ActivityId, type DieColour } from './data/activities';
import { BUILDING_COLOUR } from './data/board';
import { EVENT_BY_ID } from './data/events';
import { canPlace } from './buildings';
import { freeSitesInColumn } from './cathedral';
import { freeBanners } from './combat';
import { dieColour, dieFace, type Act, type TroyesState } from './state';

/**
 * Groups of dice (rulebook "Actions"): 1-3 dice of one colour from any districts; a die from
 * another district costs 2 × (dice in the group), paid to its owner (the bank for gray); own
 * dice are free. A delayed cube changes which dice qualify and what they are worth.
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

/** How a delayed cube turns the action's colour into the dice it accepts; null when it cannot apply. */
export function groupRule(s: TroyesState, act: Act): GroupRule | null {
  const need = requiredColour(s, act);
  const maxDice = act.kind === 'place' ? 1 : 3;
  if (act.cube < 0) return { dice: need, maxDice, cube: null };
  const cube = (s.activity[act.cube] as { id: ActivityId }).id;
  const fits = (effective: DieColour): boolean => need === 'any' || need === effective;
  const placing = act.kind === 'place';
  switch (cube) {
    case 'priest': // +3 per yellow die; not for City Hall
      return fits('Y') && !placing ? { dice: 'Y', maxDice, cube } : null;
    case 'tithe': // free yellow dice from other districts
      return fits('Y') ? { dice: 'Y', maxDice, cube } : null;
    case 'blacksmith': // +5 to a red group; not for the Palace
      return fits('R') && !placing ? { dice: 'R', maxDice, cube } : null;
    case 'militia': // yellow dice count as red
      return fits('R') ? { dice: 'Y', maxDice, cube } : null;
    case 'monk': // one white die = 3 yellow dice (ASSUMPTION 17: not for placing)
      return fits('Y') && !placing ? { dice: 'W', maxDice: 1, cube } : null;
    case 'templar': // one white die = 2 red dice
      return fits('R') && !placing ? { dice: 'W', maxDice: 1, cube } : null;
    case 'confession':
    case 'apprenticeship': // not for buildings nor the Cathedral (ASSUMPTION 18)
      return !placing && act.kind !== 'cathedral' ? { dice: need, maxDice, cube } : null;
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
  switch (rule.cube) {
    case 'priest':
    case 'confession':
      value += (rule.cube === 'priest' ? 3 : 2) * k;
      break;
    case 'apprenticeship':
      value = 5 * k;
      break;
    case 'blacksmith':
      value += 5;
      break;
    case 'monk':
      value *= 3;
      break;
    case 'templar':
      value *= 2;
      break;
    default:
      break;
  }
  return { price, value };
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

/**
 * Call `visit` on every distinct group (up to equivalent dice) until it returns true. `visit`
 * receives a scratch array: copy it to keep it. A group for which `tooDear` is true is neither
 * visited nor extended: adding dice never lowers a group's price.
 */
export function forEachGroup(
  classes: readonly DieClass[],
  maxDice: number,
  visit: (refs: DieRef[]) => boolean,
  tooDear: (refs: DieRef[]) => boolean = () => false,
): boolean {
  const refs: DieRef[] = [];
  const walk = (from: number): boolean => {
    for (let c = from; c < classes.length; c++) {
      const cls = classes[c] as DieClass;
      let taken = 0;
      while (taken < cls.indices.length && refs.length < maxDice) {
        refs.push({ district: cls.district, die: cls.indices[taken] as number });
        taken++;
        if (tooDear(refs)) break;
        if (visit(refs)) return true;
        if (walk(c + 1)) return true;
      }
      refs.length -= taken;
    }
    return false;
  };
  return walk(0);
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

/** Whether this group makes a legal action (after paying for it). */
export function groupIsValid(
  s: TroyesState,
  seat: number,
  act: Act,
  rule: GroupRule,
  refs: readonly DieRef[],
): boolean {
  const ev = evaluateGroup(s, seat, rule, refs);
  const coinsLeft = (s.coins[seat] as number) - ev.price - hireCost(s, seat, act);
  if (coinsLeft < 0) return false;
  switch (act.kind) {
    case 'activity': {
      const card = ACTIVITY_BY_ID[(s.activity[act.target] as { id: ActivityId }).id];
      if (Math.floor(ev.value / card.divisor) < 1) return false;
      return conversionAffordable(card.id, coinsLeft, s.influence[seat] as number);
    }
    case 'cathedral': {
      const need = [0, 0, 0, 0, 0, 0, 0];
      for (const r of refs) {
        const f = dieFace((s.dice[r.district] as string[])[r.die] as string);
        need[f] = (need[f] as number) + 1;
      }
      for (let f = 1; f <= 6; f++) if ((need[f] as number) > freeSitesInColumn(s, f)) return false;
      return true;
    }
    case 'event':
      return (
        freeBanners(s, act.target) > 0 &&
        Math.floor(
          ev.value / EVENT_BY_ID[(s.queue[act.target] as { id: keyof typeof EVENT_BY_ID }).id].fight.divisor,
        ) >= 1
      );
    case 'place': {
      const r = refs[0] as DieRef;
      return canPlace(s, act.target, dieFace((s.dice[r.district] as string[])[r.die] as string));
    }
    case 'agriculture':
      return true;
  }
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

/** Dice classes per accepted colour, computed once per listing. */
export type ClassCache = Partial<Record<DieColour | 'any', DieClass[]>>;

export function hasValidGroup(s: TroyesState, seat: number, act: Act, cache: ClassCache = {}): boolean {
  const rule = groupRule(s, act);
  if (rule === null) return false;
  const budget = (s.coins[seat] as number) - hireCost(s, seat, act);
  if (budget < 0) return false;
  if (act.kind === 'activity') {
    const id = (s.activity[act.target] as { id: ActivityId }).id;
    if (!conversionAffordable(id, budget, s.influence[seat] as number)) return false;
  }
  const classes = cache[rule.dice] ?? (cache[rule.dice] = dieClasses(s, rule.dice, seat));
  if (classes.length === 0) return false;
  return forEachGroup(
    classes,
    rule.maxDice,
    (refs) => groupIsValid(s, seat, act, rule, refs),
    (refs) => evaluateGroup(s, seat, rule, refs).price > budget,
  );
}

export function validGroups(s: TroyesState, seat: number, act: Act): DieRef[][] {
  const rule = groupRule(s, act);
  if (rule === null) return [];
  const budget = (s.coins[seat] as number) - hireCost(s, seat, act);
  const out: DieRef[][] = [];
  forEachGroup(
    dieClasses(s, rule.dice, seat),
    rule.maxDice,
    (refs) => {
      if (groupIsValid(s, seat, act, rule, refs)) out.push(refs.map((r) => ({ district: r.district, die: r.die })));
      return false;
    },
    (refs) => evaluateGroup(s, seat, rule, refs).price > budget,
  );
  return out;
}
