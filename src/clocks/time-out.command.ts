import type { Decision, DecideInput, GameCommand } from '../play/command';
import { leaveResult } from '../play/leave-result';
import type { GameRecord } from '../persistence/games.repository';
import type { MoveMadePayload, TimedOutPayload } from '../persistence/stream-events';
import { clockOf, seatDeadline } from './clock-state';

/**
 * Times out the acting seat whose clock ran out first, if any (docs/api.md, "Clocks"): TimedOut,
 * then its default move (the runner lets bots that act next play, and finishes the game if that
 * ends it), or its forfeit after `forfeitAfter` timeouts (or at once in a game without a default
 * move). Null when no clock ran out.
 */
export function decideTimeOut(forfeitAfter: number) {
  return ({ game, def, state, now }: DecideInput): Decision | null => {
    const tc = game.timeControl;
    const clock = clockOf(game, now);
    if (!tc || !clock) return null;
    let seat: number | null = null;
    let ranOut: Date | null = null;
    for (const a of def.actors(state)) {
      const d = seatDeadline(tc, clock.seats[a]!);
      if (d && d <= now && (!ranOut || d < ranOut)) [seat, ranOut] = [a, d];
    }
    if (seat === null || ranOut === null) return null;
    const timeouts = clock.seats[seat]!.timeouts + 1;
    const move = def.timeoutMove?.(state, seat) ?? null;
    const forfeited = timeouts >= forfeitAfter || move === null;
    const payload: TimedOutPayload = { deadline: ranOut.toISOString(), timeouts, forfeited };
    const timedOut = { type: 'TimedOut' as const, seat, payload };
    if (forfeited) {
      return {
        events: [timedOut],
        state,
        mover: seat,
        timedOut: true,
        abandon: { payload: { reason: 'FORFEITED', seat }, result: leaveResult(def, state, game.playerCount, [seat]) },
      };
    }
    const applied = def.apply(state, seat, move);
    if (!applied.ok) throw new Error(`timeoutMove of ${def.rulesVersion} refused: ${applied.error.code}`);
    const made: MoveMadePayload = { move: move as MoveMadePayload['move'], events: applied.value.events };
    return {
      events: [timedOut, { type: 'MoveMade', seat, payload: made }],
      state: applied.value.state,
      mover: seat,
      timedOut: true,
    };
  };
}

/** The sweeper's command: one try (a move that lands first is the next sweep's to look at). */
export function timeOutCommand(forfeitAfter: number): GameCommand<GameRecord> {
  return { name: 'time-out', maxAttempts: 1, decide: decideTimeOut(forfeitAfter), answer: (a) => a.game };
}
