import { cheapestListed } from '../../core/timeout';
import type { OrleansMove } from './types';

/**
 * What a seat whose clock ran out does: in Planning, draw (once, it must) and declare the plan
 * as it stands; in Actions, pass for the round; stop sending tiles to deeds, keep technology for
 * later; pay an owed food with food before coins; otherwise the first choice listed.
 */
const CHEAPEST: readonly OrleansMove['type'][] = ['declare', 'draw', 'pass', 'stopDeeds', 'keepTechnology', 'food'];

export function timeoutMove(_state: unknown, _seat: number, legal: OrleansMove[]): OrleansMove {
  return cheapestListed(legal, CHEAPEST);
}
