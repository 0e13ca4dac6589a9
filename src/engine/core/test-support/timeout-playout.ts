import { expect } from '@jest/globals';
import type { AnyGameDefinition, Seat } from '../types';

/**
 * Plays a whole game in which every seat only ever times out, checking each default move is a
 * listed one, that only acting seats get one, and that the game ends. Returns the moves' types.
 */
export function timeoutPlayout(def: AnyGameDefinition, options: unknown, seed: string, players: number): string[] {
  const setup = def.setup(options, seed, players);
  if (!setup.ok) throw new Error(setup.error.message);
  let state: unknown = setup.value;
  const types: string[] = [];
  for (let step = 0; !def.isOver(state); step++) {
    if (step > 20_000) throw new Error('a game of timeouts did not end');
    const actors = def.actors(state);
    for (let seat = 0; seat < players; seat++) {
      if (!actors.includes(seat)) expect(def.timeoutMove!(state, seat)).toBeNull();
    }
    const seat = actors[step % actors.length] as Seat;
    const move = def.timeoutMove!(state, seat);
    expect(def.legalMoves(state, seat)).toContainEqual(move);
    const applied = def.apply(state, seat, move);
    if (!applied.ok) throw new Error(`timeoutMove ${JSON.stringify(move)} refused: ${applied.error.code}`);
    types.push((move as { type: string }).type);
    state = applied.value.state;
  }
  expect(def.timeoutMove!(state, 0)).toBeNull();
  return types;
}
