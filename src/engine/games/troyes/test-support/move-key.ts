import type { MoveObject } from '../../../core/define-game';
import { BUILDINGS } from '../data/board';
import { isShapeError, parseMove } from '../move-shape';
import type { TroyesState } from '../types';

/**
 * A canonical key for a move in this state, for tests that compare moves: equivalent moves (two
 * dice showing the same face in the same district) share a key; null when the shape is malformed
 * (the same reading as apply's: move-shape.ts).
 */
export function moveKey(s: TroyesState, seat: number, raw: unknown): string | null {
  if (raw === null || typeof raw !== 'object' || typeof (raw as MoveObject).type !== 'string') return null;
  const m = parseMove(raw as MoveObject);
  if (isShapeError(m)) return null;
  const step = s.step;
  const own = (s.dice[seat] as string[] | undefined) ?? [];
  switch (m.type) {
    case 'draft':
      return `draft:${BUILDINGS.indexOf(m.building)}:${m.space}`;
    case 'reroll':
    case 'flipDie':
    case 'counterDie': {
      const face = own[m.die];
      if (face === undefined) return `${m.type}:none`;
      const chosen = step.k === 'flip' || step.k === 'counter' ? step.dice : [];
      return chosen.includes(m.die) ? `${m.type}:taken` : `${m.type}:${face}`;
    }
    case 'counterBlack': {
      const value = s.black[m.black];
      if (value === undefined) return 'counterBlack:none';
      const taken = m.black === 0 || (step.k === 'counter' && step.blacks.includes(m.black));
      return taken ? 'counterBlack:taken' : `counterBlack:${value}`;
    }
    case 'act':
      return `act:${m.action}:${m.target}:${m.cube}`;
    case 'group': {
      const parts: string[] = [];
      const used: string[] = [];
      for (const { district, die } of m.dice) {
        const d = s.dice[district]?.[die];
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
        case 'building':
          return `citizen:building:${BUILDINGS.indexOf(m.building)}:${m.space}`;
        case 'lying':
          return `citizen:lying:${BUILDINGS.indexOf(m.building)}`;
        case 'card':
          return `citizen:card:${m.card}`;
      }
      break;
    case 'times':
      return `times:${m.n}`;
    case 'eventCube':
      return `eventCube:${m.event}`;
    default:
      return m.type;
  }
}
