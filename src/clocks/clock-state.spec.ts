import { describe, expect, it } from '@jest/globals';
import { afterMove, clockView, earliestDeadline, initialClock, seatDeadline } from './clock-state';

const tc = { moveSeconds: 30, bankSeconds: 60 };
const t0 = new Date('2026-11-23T10:00:00.000Z');
const at = (s: number): Date => new Date(t0.getTime() + s * 1000);

describe('turn clocks', () => {
  it('spends the bank only beyond the free seconds, and never below 0', () => {
    const c0 = initialClock(tc, 2, t0);
    const c1 = afterMove(tc, c0, { mover: 0, actorsBefore: [0], actorsAfter: [1], now: at(50) });
    expect(c1.seats[0]).toEqual({ bankMs: 40_000, since: null, timeouts: 0 });
    expect(c1.seats[1]).toEqual({ bankMs: 60_000, since: at(50).toISOString(), timeouts: 0 });
    const c2 = afterMove(tc, c1, { mover: 1, actorsBefore: [1], actorsAfter: [0], now: at(60) });
    expect(c2.seats[1]!.bankMs).toBe(60_000); // 10 s: within the free 30
    const c3 = afterMove(tc, c2, { mover: 0, actorsBefore: [0], actorsAfter: [1], now: at(60 + 200) });
    expect(c3.seats[0]!.bankMs).toBe(0);
  });

  it('simultaneous actors keep their running turn when another moves; the mover restarts if it acts again', () => {
    const c0 = initialClock(tc, 3, t0);
    const c1 = afterMove(tc, c0, { mover: 1, actorsBefore: [0, 1, 2], actorsAfter: [0, 1, 2], now: at(20) });
    expect(c1.seats.map((s) => s.since)).toEqual([t0.toISOString(), at(20).toISOString(), t0.toISOString()]);
    expect(earliestDeadline(tc, c1, [0, 1, 2])).toEqual(at(90));
    expect(earliestDeadline(tc, c1, [1])).toEqual(at(110));
    expect(earliestDeadline(tc, c1, [])).toBeNull();
  });

  it('a timeout spends the whole bank and counts; the view shows what is left now', () => {
    const c0 = initialClock(tc, 2, t0);
    const c1 = afterMove(tc, c0, { mover: 0, actorsBefore: [0], actorsAfter: [0], now: at(91), timedOut: true });
    expect(c1.seats[0]).toEqual({ bankMs: 0, since: at(91).toISOString(), timeouts: 1 });
    expect(seatDeadline(tc, c1.seats[0]!)).toEqual(at(121));
    expect(clockView(tc, c1, [0], at(101))).toEqual([
      { seat: 0, bankMs: 0, turnMs: 20_000, deadline: at(121), timeouts: 1 },
      { seat: 1, bankMs: 60_000, turnMs: null, deadline: null, timeouts: 0 },
    ]);
    // Overrun shows as bank spent before the move is made.
    expect(clockView(tc, c0, [1], at(40))[1]).toMatchObject({ bankMs: 50_000, turnMs: 50_000 });
  });
});
