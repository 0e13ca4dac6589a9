import { BUILDINGS, type BuildingName } from '../data/board';
import type { TroyesState } from '../state';

type Obj = Record<string, unknown>;
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const buildingIndex = (x: unknown): number => (typeof x === 'string' ? BUILDINGS.indexOf(x as BuildingName) : -1);
const ACTION_KINDS: readonly string[] = ['activity', 'cathedral', 'event', 'place', 'agriculture'];

/**
 * A canonical key for a move in this state, for tests that compare moves: equivalent moves (two
 * dice showing the same face in the same district) share a key; null when the shape is malformed.
 */
export function moveKey(s: TroyesState, seat: number, move: unknown): string | null {
  if (move === null || typeof move !== 'object' || Array.isArray(move)) return null;
  const m = move as Obj;
  const own = (s.dice[seat] as string[] | undefined) ?? [];
  const ownFace = (i: unknown): string | null => (isInt(i) && i >= 0 && i < own.length ? (own[i] as string) : null);
  const step = s.step;
  switch (m.type) {
    case 'draft': {
      const b = buildingIndex(m.building);
      return b >= 0 && isInt(m.space) ? `draft:${b}:${m.space}` : null;
    }
    case 'reroll':
    case 'flipDie':
    case 'counterDie': {
      const face = ownFace(m.die);
      if (face === null) return null;
      const chosen = step.k === 'flip' || step.k === 'counter' ? step.dice : [];
      return chosen.includes(m.die as number) ? `${m.type}:taken` : `${m.type}:${face}`;
    }
    case 'counterBlack': {
      if (!isInt(m.black) || m.black < 0 || m.black >= s.black.length) return null;
      const taken = m.black === 0 || (step.k === 'counter' && step.blacks.includes(m.black));
      return taken ? 'counterBlack:taken' : `counterBlack:${s.black[m.black]}`;
    }
    case 'recruit':
    case 'flip':
    case 'flipDone':
    case 'counterDone':
    case 'concede':
    case 'pass':
      return m.type;
    case 'act': {
      if (typeof m.action !== 'string' || !ACTION_KINDS.includes(m.action) || !isInt(m.target) || !isInt(m.cube)) {
        return null;
      }
      return `act:${m.action}:${m.target}:${m.cube}`;
    }
    case 'group': {
      if (!Array.isArray(m.dice) || m.dice.length < 1 || m.dice.length > 3) return null;
      const parts: string[] = [];
      const used: string[] = [];
      for (const r of m.dice as unknown[]) {
        if (r === null || typeof r !== 'object') return null;
        const { district, die } = r as Obj;
        if (!isInt(district) || !isInt(die)) return null;
        const d = (s.dice[district] as string[] | undefined)?.[die];
        if (d === undefined || used.includes(`${district}/${die}`)) return 'group:invalid';
        used.push(`${district}/${die}`);
        parts.push(`${district}${d}`);
      }
      return `group:${parts.sort().join(',')}`;
    }
    case 'citizen':
      switch (m.from) {
        case 'supply':
          return 'citizen:supply';
        case 'building': {
          const b = buildingIndex(m.building);
          return b >= 0 && isInt(m.space) ? `citizen:building:${b}:${m.space}` : null;
        }
        case 'lying': {
          const b = buildingIndex(m.building);
          return b >= 0 ? `citizen:lying:${b}` : null;
        }
        case 'card':
          return isInt(m.card) ? `citizen:card:${m.card}` : null;
        default:
          return null;
      }
    case 'times':
      return isInt(m.n) ? `times:${m.n}` : null;
    case 'eventCube':
      return isInt(m.event) ? `eventCube:${m.event}` : null;
    default:
      return null;
  }
}
