/**
 * Turn clocks, as pure arithmetic on the game row's JSON (no Nest, no database, no "now" of its
 * own: every instant comes from the caller's injected Clock).
 *
 * A seat's turn starts when it becomes one of the actors (`since`). It has `moveSeconds` free on
 * each turn; time beyond them comes out of its `bankMs`, which never refills. Its clock runs out
 * at `since + moveSeconds + bank`. Simultaneous actors (Troyes Dice, Orléans planning) each have
 * their own `since`: a seat that stays among the actors while another moves keeps its turn.
 */
export interface TimeControl {
  /** Free seconds of every turn. */
  moveSeconds: number;
  /** Seconds a seat may spend in all, beyond its free ones, over the whole game. */
  bankSeconds: number;
}

export interface SeatClock {
  bankMs: number;
  /** When the seat's turn started (ISO), or null while it does not act. */
  since: string | null;
  /** How many times it timed out so far. */
  timeouts: number;
}

export interface ClockState {
  seats: SeatClock[];
}

/** The allowed ranges (docs/api.md, "Clocks"): checked on the create input. */
export const MOVE_SECONDS = { min: 5, max: 86_400 } as const;
export const BANK_SECONDS = { min: 0, max: 7 * 86_400 } as const;

/** The first deadline of a game that starts at `start` (every bank is full). */
export function firstDeadline(tc: TimeControl, start: Date): Date {
  return new Date(start.getTime() + (tc.moveSeconds + tc.bankSeconds) * 1000);
}

/** The clocks of a game with no move yet: every seat's turn counted from the start. */
export function initialClock(tc: TimeControl, playerCount: number, startedAt: Date): ClockState {
  return {
    seats: Array.from({ length: playerCount }, () => ({
      bankMs: tc.bankSeconds * 1000,
      since: startedAt.toISOString(),
      timeouts: 0,
    })),
  };
}

/** The stored clocks, or the initial ones for a started game without a move yet. */
export function clockOf(
  game: { timeControl: TimeControl | null; clock: ClockState | null; playerCount: number; startedAt: Date | null },
  fallbackStart: Date,
): ClockState | null {
  if (!game.timeControl) return null;
  return game.clock ?? initialClock(game.timeControl, game.playerCount, game.startedAt ?? fallbackStart);
}

/** When this seat's clock runs out, or null when it does not act. */
export function seatDeadline(tc: TimeControl, seat: SeatClock): Date | null {
  if (seat.since === null) return null;
  return new Date(Date.parse(seat.since) + tc.moveSeconds * 1000 + seat.bankMs);
}

/** The earliest deadline among the actors (null: nobody acts). */
export function earliestDeadline(tc: TimeControl, clock: ClockState, actors: readonly number[]): Date | null {
  let first: Date | null = null;
  for (const seat of actors) {
    const d = seatDeadline(tc, clock.seats[seat]!);
    if (d && (!first || d < first)) first = d;
  }
  return first;
}

/**
 * The clocks after `mover` acted at `now` (`timedOut`: its clock ran out and the server moved for
 * it: its bank is spent and the timeout counted). Seats that act next start their turn now, but
 * one that already acted before and was not the mover keeps its running turn.
 */
export function afterMove(
  tc: TimeControl,
  clock: ClockState,
  move: {
    mover: number;
    actorsBefore: readonly number[];
    actorsAfter: readonly number[];
    now: Date;
    timedOut?: boolean;
  },
): ClockState {
  const now = move.now.toISOString();
  return {
    seats: clock.seats.map((s, seat) => {
      let { bankMs, timeouts } = s;
      if (seat === move.mover) {
        if (move.timedOut) {
          bankMs = 0;
          timeouts += 1;
        } else if (s.since !== null) {
          const overMs = move.now.getTime() - Date.parse(s.since) - tc.moveSeconds * 1000;
          bankMs = Math.max(0, bankMs - Math.max(0, overMs));
        }
      }
      const keeps = seat !== move.mover && move.actorsBefore.includes(seat) && s.since !== null;
      const since = move.actorsAfter.includes(seat) ? (keeps ? s.since : now) : null;
      return { bankMs, since, timeouts };
    }),
  };
}

/** What a client sees of one seat's clock at `now`. */
export interface SeatClockView {
  seat: number;
  /** Bank left (ms), with the running turn's overrun already taken out. */
  bankMs: number;
  /** Time left on the running turn (ms), free seconds and bank together; null when not acting. */
  turnMs: number | null;
  /** When its clock runs out; null when not acting. */
  deadline: Date | null;
  timeouts: number;
}

export function clockView(tc: TimeControl, clock: ClockState, actors: readonly number[], now: Date): SeatClockView[] {
  return clock.seats.map((s, seat) => {
    const acting = actors.includes(seat) && s.since !== null;
    if (!acting) return { seat, bankMs: s.bankMs, turnMs: null, deadline: null, timeouts: s.timeouts };
    const deadline = seatDeadline(tc, s)!;
    const overMs = Math.max(0, now.getTime() - Date.parse(s.since!) - tc.moveSeconds * 1000);
    return {
      seat,
      bankMs: Math.max(0, s.bankMs - overMs),
      turnMs: Math.max(0, deadline.getTime() - now.getTime()),
      deadline,
      timeouts: s.timeouts,
    };
  });
}

/** A game's clock as the API shows it (GameDto.clock); null when untimed. */
export function gameClockView(
  game: {
    timeControl: TimeControl | null;
    clock: ClockState | null;
    playerCount: number;
    startedAt: Date | null;
    status: string;
  },
  actors: readonly number[],
  now: Date,
  forfeitAfter: number,
): {
  moveSeconds: number;
  bankSeconds: number;
  forfeitAfter: number;
  running: boolean;
  seats: SeatClockView[];
} | null {
  const tc = game.timeControl;
  const clock = clockOf(game, now);
  if (!tc || !clock) return null;
  const running = game.status === 'ACTIVE';
  return {
    moveSeconds: tc.moveSeconds,
    bankSeconds: tc.bankSeconds,
    forfeitAfter,
    running,
    seats: clockView(tc, clock, running ? actors : [], now),
  };
}

/** When `seat`'s clock ran out, if it has by `now` (its default move is then the sweeper's); null otherwise. */
export function ranOutAt(
  game: { timeControl: TimeControl | null; clock: ClockState | null; playerCount: number; startedAt: Date | null },
  seat: number,
  now: Date,
): Date | null {
  const tc = game.timeControl;
  const clock = clockOf(game, now);
  if (!tc || !clock) return null;
  const deadline = seatDeadline(tc, clock.seats[seat]!);
  return deadline && deadline <= now ? deadline : null;
}

/** The clocks of a game that ended: no seat's turn runs. */
export function stopped(clock: ClockState): ClockState {
  return { seats: clock.seats.map((s) => ({ ...s, since: null })) };
}
