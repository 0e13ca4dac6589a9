import type { Act, ActionKind, ActivityId, DieColour, TroyesState } from '../types';
import { TroyesViolation, type TroyesViolationCode } from '../types';
import { ACTIVITY_BY_ID, CONVERSION_CARDS } from '../data/activities';
import { BUILDING_COLOUR } from '../data/board';
import { EVENT_BY_ID } from '../data/events';
import { hasCitizenSource, hasTradesman } from '../citizens';
import { freeBanners } from '../combat';
import type { GroupRule } from './rule-table';

/**
 * What an action's target asks of any group of dice (the cube aside), read once per target:
 * rulebook "Actions" 1-5 (an activity card's divisor and hire cost, an event's combat colour and
 * divisor, the building's colour).
 */
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

/**
 * Everything about an action that does not depend on the group: its target's needs (read by
 * readTarget), its rule, and the deniers left for dice (set by setCheck). One per seat and state,
 * filled in place for each action judged.
 */
export interface GroupCheck extends TargetNeeds {
  readonly s: TroyesState;
  readonly seat: number;
  act: Act;
  rule: GroupRule;
  /** Deniers left for dice once the hire cost is paid. */
  budget: number;
}

/** Placeholders of a check not yet set (setCheck overwrites them). */
export const NO_ACT: Readonly<Act> = { kind: 'agriculture', target: -1, cube: -1 };
export const NO_RULE: GroupRule = { dice: 'Y', maxDice: 3, cube: null };

export function newGroupCheck(s: TroyesState, seat: number): GroupCheck {
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
  };
}

/** Set the action judged and its rule, once readTarget has read its target into `check`. */
export function setCheck(check: GroupCheck, act: Act, rule: GroupRule): GroupCheck {
  check.act = act;
  check.rule = rule;
  check.budget = (check.s.coins[check.seat] as number) - check.hire;
  return check;
}

/**
 * Fill `out` with the needs of an existing target; false when no group can serve it (an event
 * without a free banner).
 */
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
      const fight = EVENT_BY_ID[s.queue[target]!.id].fight;
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

/**
 * Why the action's target cannot be chosen at all (before looking for dice), or null when it can;
 * then `needs` holds its needs. Returns a code, never allocates: a listing asks it for every target.
 */
export function targetProblem(
  s: TroyesState,
  seat: number,
  kind: ActionKind,
  target: number,
  needs: TargetNeeds,
): TroyesViolationCode | null {
  switch (kind) {
    case 'activity': {
      const a = s.activity[target];
      if (a === undefined) return TroyesViolation.NO_SUCH_TARGET;
      if (!a.open) return TroyesViolation.CARD_NOT_REVEALED;
      readTarget(s, seat, kind, target, needs);
      if (needs.hired) return null;
      if ((s.coins[seat] as number) < needs.hire) return TroyesViolation.NOT_ENOUGH_DENIERS;
      return hasCitizenSource(s, seat, target) ? null : TroyesViolation.NO_CITIZEN_AVAILABLE;
    }
    case 'event':
      if (target < 0 || target >= s.queue.length) return TroyesViolation.NO_SUCH_TARGET;
      return readTarget(s, seat, kind, target, needs) ? null : TroyesViolation.EVENT_FULL;
    case 'place':
      if (target < 0 || target > 2) return TroyesViolation.NO_SUCH_TARGET;
      if (!hasCitizenSource(s, seat, -1)) return TroyesViolation.NO_CITIZEN_AVAILABLE;
      readTarget(s, seat, kind, target, needs);
      return null;
    default:
      if (target !== -1) return TroyesViolation.NO_SUCH_TARGET;
      readTarget(s, seat, kind, target, needs);
      return null;
  }
}

/** Hire cost still to pay when the action is an activity without this seat's tradesman. */
export function hireCost(s: TroyesState, seat: number, act: Act): number {
  if (act.kind !== 'activity') return 0;
  return hasTradesman(s, seat, act.target) ? 0 : ACTIVITY_BY_ID[(s.activity[act.target] as { id: ActivityId }).id].hire;
}
