import { cheapestListed } from '../../core/timeout';
import type { TroyesMove } from './types';

/**
 * What a seat whose clock ran out does: the most passive choice its step allows. Pass for the
 * round (deniers, no action) when it may; in a combat, concede rather than spend dice; finish a
 * flip or counter with what is chosen; place no more optional cubes (troyes@3); otherwise the first choice listed (draft spaces, the dice
 * group, the citizen…), which only completes the step in progress.
 */
const CHEAPEST: readonly TroyesMove['type'][] = ['pass', 'concede', 'counterDone', 'flipDone', 'cubesDone'];

export function timeoutMove(_state: unknown, _seat: number, legal: TroyesMove[]): TroyesMove {
  return cheapestListed(legal, CHEAPEST);
}
