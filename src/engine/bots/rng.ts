import { seedRng, type RngState } from '../core/rng';
import type { Seat } from '../core/types';

/**
 * A bot's random stream for one decision, derived from the game seed, the seat, the pinned policy
 * (`greedy@1`) and the index of the move in the game's record (`ply`). It is never the game's own
 * PRNG, so adding or changing bots never changes the dice; and any decision can be recomputed on
 * its own from the record. The policy receives the stream, never the seed.
 */
export function botRng(seed: string, seat: Seat, policy: string, ply: number): RngState {
  return seedRng(`crier-bot\u0000${seed}\u0000${seat}\u0000${policy}\u0000${ply}`);
}
