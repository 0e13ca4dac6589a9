import type { ActionKind, BuildingName, DieRef, TroyesMove } from './types';
import { BUILDINGS } from './data/board';

/**
 * The one reading of an untrusted move's shape (apply and the tests' move keys both use it): a
 * clean copy of the move with only its known fields, or the first field that has the wrong type.
 * Legality is judged elsewhere (validate.ts).
 */
export interface ShapeError {
  field: string;
  expected: string;
}

export function isShapeError(parsed: TroyesMove | ShapeError): parsed is ShapeError {
  return (parsed as ShapeError).field !== undefined;
}

type Obj = Record<string, unknown>;

const ACTION_KINDS: readonly string[] = ['activity', 'cathedral', 'event', 'place', 'agriculture'];

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const isBuilding = (x: unknown): x is BuildingName => typeof x === 'string' && BUILDINGS.includes(x as BuildingName);
const bad = (field: string, expected: string): ShapeError => ({ field, expected });

const INTEGER = 'an integer';
const BUILDING = "'palace', 'bishopric' or 'cityHall'";

/** `m.type` is a string (the shared guards checked it); an unknown type is reported as the field `type`. */
export function parseMove(m: { type: string } & Obj): TroyesMove | ShapeError {
  switch (m.type) {
    case 'draft':
      if (!isBuilding(m.building)) return bad('building', BUILDING);
      return isInt(m.space) ? { type: 'draft', building: m.building, space: m.space } : bad('space', INTEGER);
    case 'reroll':
    case 'flipDie':
    case 'counterDie':
      return isInt(m.die) ? { type: m.type, die: m.die } : bad('die', INTEGER);
    case 'counterBlack':
      return isInt(m.black) ? { type: 'counterBlack', black: m.black } : bad('black', INTEGER);
    case 'recruit':
    case 'flip':
    case 'flipDone':
    case 'cubesDone':
    case 'counterDone':
    case 'concede':
    case 'pass':
      return { type: m.type };
    case 'act':
      if (typeof m.action !== 'string' || !ACTION_KINDS.includes(m.action)) {
        return bad('action', "'activity', 'cathedral', 'event', 'place' or 'agriculture'");
      }
      if (!isInt(m.target)) return bad('target', INTEGER);
      if (!isInt(m.cube)) return bad('cube', INTEGER);
      return { type: 'act', action: m.action as ActionKind, target: m.target, cube: m.cube };
    case 'group': {
      if (!Array.isArray(m.dice) || m.dice.length === 0) return bad('dice', 'a non-empty array of {district, die}');
      const dice: DieRef[] = [];
      for (let i = 0; i < m.dice.length; i++) {
        const r = m.dice[i] as unknown;
        if (r === null || typeof r !== 'object') return bad(`dice[${i}]`, 'an object {district, die}');
        const { district, die } = r as Obj;
        if (!isInt(district)) return bad(`dice[${i}].district`, INTEGER);
        if (!isInt(die)) return bad(`dice[${i}].die`, INTEGER);
        dice.push({ district, die });
      }
      return { type: 'group', dice };
    }
    case 'citizen':
      switch (m.from) {
        case 'supply':
          return { type: 'citizen', from: 'supply' };
        case 'building':
          if (!isBuilding(m.building)) return bad('building', BUILDING);
          return isInt(m.space)
            ? { type: 'citizen', from: 'building', building: m.building, space: m.space }
            : bad('space', INTEGER);
        case 'lying':
          return isBuilding(m.building)
            ? { type: 'citizen', from: 'lying', building: m.building }
            : bad('building', BUILDING);
        case 'card':
          return isInt(m.card) ? { type: 'citizen', from: 'card', card: m.card } : bad('card', INTEGER);
        default:
          return bad('from', "'supply', 'building', 'lying' or 'card'");
      }
    case 'times':
      return isInt(m.n) ? { type: 'times', n: m.n } : bad('n', INTEGER);
    case 'eventCube':
      return isInt(m.event) ? { type: 'eventCube', event: m.event } : bad('event', INTEGER);
    default:
      return bad('type', 'a Troyes move type');
  }
}
