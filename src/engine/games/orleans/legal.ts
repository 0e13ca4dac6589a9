/** Who acts now and every decision open to them: a pending decision first, else the phase's moves. */
import type { Seat } from '../../core/types';
import { actionOptions } from './actions';
import { deedOptions } from './deeds';
import { harvestOptions } from './events';
import { planningOptions } from './planning';
import { technologyOptions } from './technology';
import { bathhouseOptions } from './tile-actions';
import { tortureOptions } from './torture';
import type { OrleansMove, OrleansState, Pending, PlayerState } from './types';

export function isOver(s: OrleansState): boolean {
  return s.phase === 'over';
}

/** The seat of the pending decision; in Followers/Planning every seat not yet declared; else the seat on turn. */
export function actors(s: OrleansState): Seat[] {
  if (s.phase === 'over') return [];
  const pending = s.pending[0];
  if (pending !== undefined) return [pending.seat];
  if (s.phase === 'prep') {
    const out: Seat[] = [];
    for (let seat = 0; seat < s.playerCount; seat++)
      if ((s.players[seat] as PlayerState).stage !== 'ready') out.push(seat);
    return out;
  }
  if (s.phase === 'actions') return [s.turn];
  return [];
}

/** `actors(s).includes(seat)` without building the list (asked on every move). */
export function isActor(s: OrleansState, seat: Seat): boolean {
  if (s.phase === 'over') return false;
  const pending = s.pending[0];
  if (pending !== undefined) return pending.seat === seat;
  if (s.phase === 'prep') return (s.players[seat] as PlayerState).stage !== 'ready';
  return s.phase === 'actions' && s.turn === seat;
}

/** The options of the decision due now. */
export function pendingOptions(s: OrleansState, pending: Pending): OrleansMove[] {
  const p = s.players[pending.seat] as PlayerState;
  switch (pending.kind) {
    case 'torture':
      return tortureOptions(p);
    case 'harvest':
      return harvestOptions(p, s.options.harvest);
    case 'sacristy':
      return [
        { type: 'sacristy', use: true },
        { type: 'sacristy', use: false },
      ];
    case 'deeds':
      return deedOptions(s, pending.seat, pending.place, pending.sent);
    case 'bathhouse':
      return bathhouseOptions(s, p, pending.drawn);
    case 'technology':
      return [...technologyOptions(p), { type: 'keepTechnology' }];
  }
}

/** Every move `applyMove` accepts from this seat, in full (called only for a seat among the actors). */
export function legalMoves(s: OrleansState, seat: Seat): OrleansMove[] {
  const pending = s.pending[0];
  if (pending !== undefined) return pendingOptions(s, pending);
  if (s.phase === 'prep') return planningOptions(s.players[seat] as PlayerState);
  return actionOptions(s, seat);
}
