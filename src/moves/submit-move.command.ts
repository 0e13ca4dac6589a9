import { ranOutAt } from '../clocks/clock-state';
import type { GameEvent } from '../engine';
import { visibleTo } from '../games/visibility';
import type { Applied, DecideInput, Decision } from '../play/command';
import { clockRanOut, engineRefusal, type Rejection } from '../play/rejections';
import type { MoveMadePayload } from '../persistence/stream-events';
import type { MoveAccepted } from './moves.service';

/**
 * A seat's move: the engine decides (its refusal, code and details, is the answer). A seat whose
 * clock ran out no longer moves: its default move is the sweeper's.
 */
export function decideMove(move: unknown) {
  return ({ game, def, state, seat, now }: DecideInput): Decision | Rejection => {
    const mover = seat as number;
    const ranOut = ranOutAt(game, mover, now);
    if (ranOut) return clockRanOut(ranOut);
    const applied = def.apply(state, mover, move);
    if (!applied.ok) return engineRefusal(applied.error, game.version);
    const payload: MoveMadePayload = { move: move as MoveMadePayload['move'], events: applied.value.events };
    return { events: [{ type: 'MoveMade', seat: mover, payload }], state: applied.value.state, mover };
  };
}

/**
 * The mover's answer: what the move (and the bots after it) caused, as far as the mover may see;
 * its view after the move unless `withView` is false (`Prefer: return=minimal`).
 */
export function moveAccepted(a: Applied, withView = true): MoveAccepted {
  const seat = a.seat as number;
  const moved = a.events.filter((e) => e.type === 'MoveMade');
  return {
    version: a.game.version,
    status: a.game.status,
    events: moved.flatMap((e) => visibleTo((e.payload as { events: GameEvent[] }).events, seat)),
    ...(withView ? { view: a.def.view(a.state, seat) } : {}),
    actors: a.actors,
    result: a.result,
    legalMoves: a.actors.includes(seat) ? a.def.legalMoves(a.state, seat) : null,
    botMoves: a.bots.map((m) => ({ ...m, events: visibleTo(m.events, seat) })),
  };
}
