import { BUILDINGS, INFLUENCE_COST, MAX_CITIZENS, MAX_FLIP_DICE, type BuildingName } from './data/board';
import { actIsLegal } from './actions';
import { districtStrength } from './flow';
import { groupIsValid, groupRule, hasTradesman, type DieRef } from './groups';
import { blacksTaken, selectedStrength, type TroyesMove } from './moves';
import { dieColour, EMPTY, type Act, type ActionKind, type TroyesState } from './state';

/**
 * Untrusted moves: shape first (MALFORMED_MOVE), then legality. Each check is the condition under
 * which legalMoves lists the move; a property test compares the two over a grid of candidates.
 */
type Obj = Record<string, unknown>;
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const buildingIndex = (x: unknown): number => (typeof x === 'string' ? BUILDINGS.indexOf(x as BuildingName) : -1);

const ACTION_KINDS: readonly string[] = ['activity', 'cathedral', 'event', 'place', 'agriculture'];

/** Whether an untrusted value has the shape of a Troyes move (legality aside). Allocates nothing. */
export function isWellFormed(move: unknown): boolean {
  if (move === null || typeof move !== 'object' || Array.isArray(move)) return false;
  const m = move as Obj;
  switch (m.type) {
    case 'draft':
      return buildingIndex(m.building) >= 0 && isInt(m.space);
    case 'reroll':
    case 'flipDie':
    case 'counterDie':
      return isInt(m.die);
    case 'counterBlack':
      return isInt(m.black);
    case 'recruit':
    case 'flip':
    case 'flipDone':
    case 'counterDone':
    case 'concede':
    case 'pass':
      return true;
    case 'act':
      return typeof m.action === 'string' && ACTION_KINDS.includes(m.action) && isInt(m.target) && isInt(m.cube);
    case 'group': {
      if (!Array.isArray(m.dice) || m.dice.length < 1 || m.dice.length > 3) return false;
      for (const r of m.dice as unknown[]) {
        if (r === null || typeof r !== 'object' || !isInt((r as Obj).district) || !isInt((r as Obj).die)) return false;
      }
      return true;
    }
    case 'citizen':
      switch (m.from) {
        case 'supply':
          return true;
        case 'building':
          return buildingIndex(m.building) >= 0 && isInt(m.space);
        case 'lying':
          return buildingIndex(m.building) >= 0;
        case 'card':
          return isInt(m.card);
        default:
          return false;
      }
    case 'times':
      return isInt(m.n);
    case 'eventCube':
      return isInt(m.event);
    default:
      return false;
  }
}

/** The legal move equivalent to a well-formed `move`, or null when it is not legal now. */
export function findLegal(s: TroyesState, seat: number, move: unknown): TroyesMove | null {
  const m = move as Obj;
  // The two large decisions are checked directly rather than by listing every option.
  if (m.type === 'act') {
    const act: Act = { kind: m.action as ActionKind, target: m.target as number, cube: m.cube as number };
    return s.step.k === 'turn' && actIsLegal(s, seat, act)
      ? { type: 'act', action: act.kind, target: act.target, cube: act.cube }
      : null;
  }
  if (m.type === 'group') {
    if (s.step.k !== 'group') return null;
    const refs = (m.dice as DieRef[]).map((r) => ({ district: r.district, die: r.die }));
    const rule = groupRule(s, s.step.act);
    if (rule === null || refs.length > rule.maxDice) return null;
    for (let i = 0; i < refs.length; i++) {
      const r = refs[i] as DieRef;
      const die = s.dice[r.district]?.[r.die];
      if (die === undefined || (rule.dice !== 'any' && dieColour(die) !== rule.dice)) return null;
      for (let j = 0; j < i; j++)
        if ((refs[j] as DieRef).district === r.district && (refs[j] as DieRef).die === r.die) return null;
    }
    return groupIsValid(s, seat, s.step.act, refs) ? { type: 'group', dice: refs } : null;
  }
  return validateSubStep(s, seat, m);
}

/**
 * The small decisions, checked directly (the same conditions legalMoves lists them under; a
 * property test compares the two over a grid of candidates). Returns a clean copy of the move.
 */
function validateSubStep(s: TroyesState, seat: number, m: Obj): TroyesMove | null {
  const step = s.step;
  const own = s.dice[seat] as string[];
  const infl = s.influence[seat] as number;
  const ownDie = (i: unknown): i is number => isInt(i) && i >= 0 && i < own.length;
  const fresh = step.k === 'turn' || (step.k === 'counter' && step.dice.length === 0 && step.blacks.length === 0);
  const strength = step.k === 'counter' ? districtStrength(s, seat) : 0;
  const canCounter = step.k === 'counter' && strength >= (s.black[0] as number);
  switch (m.type) {
    case 'draft': {
      const b = buildingIndex(m.building);
      if (step.k !== 'draft' || b < 0 || !isInt(m.space) || (s.buildings[b] as number[])[m.space] !== EMPTY)
        return null;
      return { type: 'draft', building: BUILDINGS[b] as BuildingName, space: m.space };
    }
    case 'reroll':
      return fresh && infl >= INFLUENCE_COST.reroll && ownDie(m.die) ? { type: 'reroll', die: m.die } : null;
    case 'recruit':
      return fresh && infl >= INFLUENCE_COST.recruit && (s.owned[seat] as number) < MAX_CITIZENS
        ? { type: 'recruit' }
        : null;
    case 'flip':
      return fresh && infl >= INFLUENCE_COST.flip && own.length > 0 ? { type: 'flip' } : null;
    case 'flipDie':
      return step.k === 'flip' && step.dice.length < MAX_FLIP_DICE && ownDie(m.die) && !step.dice.includes(m.die)
        ? { type: 'flipDie', die: m.die }
        : null;
    case 'flipDone':
      return step.k === 'flip' && step.dice.length > 0 ? { type: 'flipDone' } : null;
    case 'counterDie':
      return step.k === 'counter' && canCounter && ownDie(m.die) && !step.dice.includes(m.die)
        ? { type: 'counterDie', die: m.die }
        : null;
    case 'counterBlack': {
      if (step.k !== 'counter' || !canCounter || !isInt(m.black) || m.black < 1 || m.black >= s.black.length)
        return null;
      if (step.blacks.includes(m.black)) return null;
      return blacksTaken(s, step.blacks) + (s.black[m.black] as number) <= strength
        ? { type: 'counterBlack', black: m.black }
        : null;
    }
    case 'counterDone':
      return step.k === 'counter' && canCounter && selectedStrength(s, seat, step.dice) >= blacksTaken(s, step.blacks)
        ? { type: 'counterDone' }
        : null;
    case 'concede':
      return step.k === 'counter' && fresh && !canCounter ? { type: 'concede' } : null;
    case 'pass':
      return step.k === 'turn' ? { type: 'pass' } : null;
    case 'citizen':
      return step.k === 'citizen'
        ? validateSource(s, seat, m, step.act.kind === 'activity' ? step.act.target : -1)
        : null;
    case 'times':
      return step.k === 'times' && isInt(m.n) && m.n >= 1 && m.n <= step.max ? { type: 'times', n: m.n } : null;
    case 'eventCube':
      return step.k === 'cubes' && isInt(m.event) && m.event >= 0 && m.event < s.queue.length
        ? { type: 'eventCube', event: m.event }
        : null;
    default:
      return null;
  }
}

function validateSource(s: TroyesState, seat: number, m: Obj, excludeSlot: number): TroyesMove | null {
  switch (m.from) {
    case 'supply':
      return (s.supply[seat] as number) > 0 ? { type: 'citizen', from: 'supply' } : null;
    case 'building': {
      const b = buildingIndex(m.building);
      if (b < 0 || !isInt(m.space) || (s.buildings[b] as number[])[m.space] !== seat) return null;
      return { type: 'citizen', from: 'building', building: BUILDINGS[b] as BuildingName, space: m.space };
    }
    case 'lying': {
      const b = buildingIndex(m.building);
      if (b < 0 || !(s.lying[b] as number[]).includes(seat)) return null;
      return { type: 'citizen', from: 'lying', building: BUILDINGS[b] as BuildingName };
    }
    case 'card':
      return isInt(m.card) && m.card !== excludeSlot && hasTradesman(s, seat, m.card)
        ? { type: 'citizen', from: 'card', card: m.card }
        : null;
    default:
      return null;
  }
}
