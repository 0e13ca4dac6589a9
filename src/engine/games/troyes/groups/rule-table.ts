import type { Act, ActionKind, ActivityId, DieColour, TroyesState } from '../types';
import { ACTIVITY_BY_ID } from '../data/activities';
import { BUILDING_COLOUR } from '../data/board';
import { EVENT_BY_ID } from '../data/events';

/**
 * Which dice a group may hold (rulebook "Actions"): 1-3 dice of the action's colour, one die to
 * place a citizen; a delayed cube changes the colour accepted and the group size (card texts,
 * shared/rules/troyes.md §7.2). Every rule is built once here: rules are compared by identity.
 */
export interface GroupRule {
  /** Colour of the physical dice accepted ('any' = mixed colours allowed: Pilgrimage). */
  readonly dice: DieColour | 'any';
  readonly maxDice: number;
  readonly cube: ActivityId | null;
}

/** Index of an accepted colour in per-colour tables: R, W, Y, any. */
export function colourIndex(colour: DieColour | 'any'): number {
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
export const ANY_COLOUR_INDEX = 3;

const COLOURS = ['R', 'W', 'Y', 'any'] as const;
const rule = (dice: DieColour | 'any', maxDice: number, cube: ActivityId | null): GroupRule => ({
  dice,
  maxDice,
  cube,
});

/** Without a cube, by colour index: [one die (placing), up to three dice]. */
const PLAIN = COLOURS.map((c) => [rule(c, 1, null), rule(c, 3, null)] as const);
const PRIEST = rule('Y', 3, 'priest');
const TITHE = [rule('Y', 1, 'tithe'), rule('Y', 3, 'tithe')] as const;
const BLACKSMITH = rule('R', 3, 'blacksmith');
const MILITIA = [rule('Y', 1, 'militia'), rule('Y', 3, 'militia')] as const;
const MONK = rule('W', 1, 'monk');
const TEMPLAR = rule('W', 1, 'templar');
/** By colour index: these cubes keep the action's colour. */
const CONFESSION = COLOURS.map((c) => rule(c, 3, 'confession'));
const APPRENTICESHIP = COLOURS.map((c) => rule(c, 3, 'apprenticeship'));

/** Whether dice of the `effective` colour may serve an action that needs `need`. */
function fits(need: DieColour | 'any', effective: DieColour): boolean {
  return need === 'any' || need === effective;
}

/** The rule of an action that needs `need`, with the cube of card `cube`; null when the cube cannot apply. */
export function ruleFor(need: DieColour | 'any', kind: ActionKind, cube: ActivityId | null): GroupRule | null {
  const placing = kind === 'place';
  const size = placing ? 0 : 1;
  if (cube === null) return (PLAIN[colourIndex(need)] as readonly [GroupRule, GroupRule])[size];
  switch (cube) {
    case 'priest': // +3 per yellow die; not for City Hall
      return fits(need, 'Y') && !placing ? PRIEST : null;
    case 'tithe': // free yellow dice from other districts
      return fits(need, 'Y') ? TITHE[size] : null;
    case 'blacksmith': // +5 to a red group; not for the Palace
      return fits(need, 'R') && !placing ? BLACKSMITH : null;
    case 'militia': // yellow dice count as red
      return fits(need, 'R') ? MILITIA[size] : null;
    case 'monk': // one white die = 3 yellow dice (ASSUMPTION 17: not for placing)
      return fits(need, 'Y') && !placing ? MONK : null;
    case 'templar': // one white die = 2 red dice
      return fits(need, 'R') && !placing ? TEMPLAR : null;
    case 'confession': // not for buildings nor the Cathedral (ASSUMPTION 18)
      return !placing && kind !== 'cathedral' ? (CONFESSION[colourIndex(need)] as GroupRule) : null;
    case 'apprenticeship':
      return !placing && kind !== 'cathedral' ? (APPRENTICESHIP[colourIndex(need)] as GroupRule) : null;
    default:
      return null;
  }
}

/** The dice colour an action needs before any cube. */
function requiredColour(s: TroyesState, act: Act): DieColour | 'any' {
  switch (act.kind) {
    case 'activity': {
      const id = (s.activity[act.target] as { id: ActivityId }).id;
      return id === 'pilgrimage' ? 'any' : ACTIVITY_BY_ID[id].colour;
    }
    case 'cathedral':
      return 'W';
    case 'event':
      return EVENT_BY_ID[s.queue[act.target]!.id].fight.colour;
    case 'place':
      return BUILDING_COLOUR[act.target] as DieColour;
    case 'agriculture':
      return 'Y';
  }
}

/** The rule of an action with its cube (the target must exist); null when the cube cannot apply. */
export function groupRule(s: TroyesState, act: Act): GroupRule | null {
  const cube = act.cube < 0 ? null : (s.activity[act.cube] as { id: ActivityId }).id;
  return ruleFor(requiredColour(s, act), act.kind, cube);
}
