/** Random legal playouts for tests and benchmarks (a tiny seeded picker, independent of the game's RNG). */
import { randomInt, seedRng } from '../../../core/rng';
import type { GameEvent, Seat, SeatedMove } from '../../../core/types';
import { orleans, type OrleansMove, type OrleansState } from '../index';
import { PLACES, SLOT_PLACE } from '../places';
import type { PlayerState } from '../types';

export interface Playout {
  final: OrleansState;
  moves: SeatedMove[];
}

/** Play a whole game of random legal moves (see `choose`); `onStep` sees each new state, who moved and the events. */
export function randomPlayout(
  seed: string,
  playerCount: number,
  onStep?: (s: OrleansState, seat: Seat, events: GameEvent[]) => void,
): Playout {
  const setup = orleans.setup(undefined, seed, playerCount);
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const pick = seedRng(`picker:${seed}`);
  const moves: SeatedMove[] = [];
  for (let guard = 0; guard < 100000; guard++) {
    if (orleans.isOver(state)) return { final: state, moves };
    const who = orleans.actors(state);
    const seat = who[randomInt(pick, who.length)] as number;
    const legal = orleans.legalMoves(state, seat);
    if (legal.length === 0) throw new Error(`no legal move for actor ${seat}`);
    const move = choose(pick, legal, state.players[seat] as PlayerState);
    const applied = orleans.apply(state, seat, move);
    if (!applied.ok) throw new Error(`legal move refused: ${JSON.stringify(move)} ${applied.error.code}`);
    moves.push({ seat, move });
    state = applied.value.state;
    onStep?.(state, seat, applied.value.events);
  }
  throw new Error('playout did not end');
}

/**
 * Random legal moves with a light bias so that games do something: usually draw the maximum, place
 * mostly onto places already partly filled (so places get activated), and declare / pass only now
 * and then while other moves exist.
 */
export function choose(pick: ReturnType<typeof seedRng>, legal: OrleansMove[], p: PlayerState): OrleansMove {
  const first = legal[0] as OrleansMove;
  if ((first.type === 'recall' || first.type === 'draw') && randomInt(pick, 8) !== 0) {
    return legal[legal.length - 1] as OrleansMove;
  }
  if (first.type === 'place' && randomInt(pick, 4) !== 0) {
    let best = -1;
    let bestMoves: OrleansMove[] = [];
    for (const m of legal) {
      if (m.type !== 'place') continue;
      const place = PLACES[SLOT_PLACE[m.slot] as keyof typeof PLACES];
      let filled = 0;
      for (let i = 0; i < place.slots.length; i++) if (p.slots[place.offset + i] !== null) filled++;
      if (filled > best) {
        best = filled;
        bestMoves = [m];
      } else if (filled === best) bestMoves.push(m);
    }
    return bestMoves[randomInt(pick, bestMoves.length)] as OrleansMove;
  }
  const last = legal[legal.length - 1] as OrleansMove;
  if ((last.type === 'declare' || last.type === 'pass') && legal.length > 1) {
    if (randomInt(pick, 8) === 0) return last;
    return legal[randomInt(pick, legal.length - 1)] as OrleansMove;
  }
  return legal[randomInt(pick, legal.length)] as OrleansMove;
}
