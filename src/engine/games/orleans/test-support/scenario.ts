/** Hand-built positions for rule tests: start from a real setup and set the facts a test needs. */
import type { GameEvent } from '../../../core/types';
import { orleans, type OrleansState } from '../index';
import type { Follower } from '../data/characters';
import { PLACES } from '../places';
import type { PlaceId } from '../types';

/** A dealt game at the start of round 1's Followers phase (round 1 = Pilgrimage). */
export function fresh(playerCount: number, seed = 'scenario'): OrleansState {
  const setup = orleans.setup(undefined, seed, playerCount);
  if (!setup.ok) throw new Error(setup.error.message);
  return structuredClone(setup.value);
}

/** Jump to the Actions phase: every plan declared, nobody passed, `turn` on move. */
export function inActions(s: OrleansState, turn = s.startPlayer): OrleansState {
  s.phase = 'actions';
  s.shown = null;
  s.turn = turn;
  for (const p of s.players) {
    p.stage = 'ready';
    p.passed = false;
  }
  return s;
}

/** Put followers on a place's spaces, first space first (null leaves a space empty). */
export function fill(s: OrleansState, seat: number, place: PlaceId, followers: Array<Follower | 'tech' | null>): void {
  const p = s.players[seat];
  if (p === undefined) throw new Error('seat');
  followers.forEach((f, i) => {
    p.slots[PLACES[place].offset + i] = f;
  });
}

/** Apply a move that must be legal; returns the new state and its events. */
export function play(s: OrleansState, seat: number, move: unknown): { state: OrleansState; events: GameEvent[] } {
  const out = orleans.apply(s, seat, move);
  if (!out.ok) throw new Error(`${out.error.code}: ${out.error.message} for ${JSON.stringify(move)}`);
  return { state: structuredClone(out.value.state), events: out.value.events };
}

export function code(s: OrleansState, seat: number, move: unknown): string | null {
  const out = orleans.apply(s, seat, move);
  return out.ok ? null : out.error.code;
}
