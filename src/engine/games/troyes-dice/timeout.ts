import { cheapestListed } from '../../core/timeout';
import type { TroyesDiceMove } from './types';

/**
 * What a seat whose clock ran out does: resolve a pending decision with its first choice (it must
 * be settled before the half-day goes on), else take the fallback (1 of each resource: nothing
 * spent), else use the first die listed, on the action the list names first.
 */
const CHEAPEST: readonly TroyesDiceMove['type'][] = ['chooseCitizen', 'bonusBuilding', 'fallback', 'useDie'];

export function timeoutMove(_state: unknown, _seat: number, legal: TroyesDiceMove[]): TroyesDiceMove {
  // A useDie that pays nothing extra (no `pay` resource) is cheaper than one that does.
  const free = legal.filter((m) => m.type !== 'useDie' || m.pay === undefined);
  return cheapestListed(free.length > 0 ? free : legal, CHEAPEST);
}
