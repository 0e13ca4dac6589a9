import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { acceptedRange, compatible, findTable, seatOrder, type PoolSeek } from './seek-matching';

const T0 = new Date('2026-11-27T12:00:00.000Z');
let n = 0;
function seek(over: Partial<PoolSeek> = {}): PoolSeek {
  n++;
  return {
    id: `s${String(n).padStart(4, '0')}`,
    playerId: `p${n}`,
    minPlayers: 2,
    maxPlayers: 2,
    rating: 0,
    ratingMin: null,
    ratingMax: null,
    widenPerMinute: 0,
    createdAt: new Date(T0.getTime() + n),
    ...over,
  };
}

describe('seek matching', () => {
  it('widens a range by widenPerMinute for each minute waited; an open bound stays open', () => {
    const s = seek({ ratingMin: 5, ratingMax: 10, widenPerMinute: 2, createdAt: T0 });
    expect(acceptedRange(s, new Date(T0.getTime() + 90_000))).toEqual({ min: 2, max: 13 });
    expect(acceptedRange(seek({ ratingMax: 1 }), T0)).toEqual({ min: -Infinity, max: 1 });
  });

  it('needs each rating inside the other range, and two players', () => {
    const a = seek({ rating: 0, ratingMin: -5, ratingMax: 5 });
    expect(compatible(a, seek({ rating: 4 }), T0)).toBe(true);
    expect(compatible(a, seek({ rating: 6 }), T0)).toBe(false);
    expect(compatible(a, seek({ rating: 0, ratingMin: 1 }), T0)).toBe(false);
    expect(compatible(a, { ...seek(), playerId: a.playerId }, T0)).toBe(false);
  });

  it('seats the oldest compatible seeks as soon as the table is large enough for everyone', () => {
    const anchor = seek({ minPlayers: 3, maxPlayers: 4 });
    const old = seek({ minPlayers: 2, maxPlayers: 4, createdAt: new Date(T0.getTime() - 5000) });
    const duelOnly = seek({ minPlayers: 2, maxPlayers: 2 });
    const third = seek({ minPlayers: 3, maxPlayers: 3 });
    const later = seek({ minPlayers: 2, maxPlayers: 4 });
    const table = findTable(anchor, [later, third, duelOnly, old, anchor], T0);
    expect(table?.map((s) => s.id)).toEqual([anchor.id, old.id, third.id]);
    expect(findTable(seek({ minPlayers: 3, maxPlayers: 3 }), [seek()], T0)).toBeNull();
  });

  it('any table it makes holds the anchor, fits every member and is pairwise compatible (property)', () => {
    const seekArb = fc.record({
      min: fc.integer({ min: 2, max: 5 }),
      span: fc.integer({ min: 0, max: 3 }),
      rating: fc.integer({ min: -20, max: 40 }),
      lo: fc.option(fc.integer({ min: -30, max: 30 })),
      width: fc.option(fc.integer({ min: 0, max: 40 })),
      widen: fc.constantFrom(0, 0, 1, 5),
      age: fc.integer({ min: 0, max: 600_000 }),
      player: fc.integer({ min: 0, max: 15 }),
    });
    fc.assert(
      fc.property(fc.array(seekArb, { minLength: 1, maxLength: 25 }), (raw) => {
        const pool = raw.map((r, i) =>
          seek({
            id: `x${i}`,
            playerId: `p${r.player}`,
            minPlayers: r.min,
            maxPlayers: Math.min(5, r.min + r.span),
            rating: r.rating,
            ratingMin: r.lo,
            ratingMax: r.lo === null || r.width === null ? null : r.lo + r.width,
            widenPerMinute: r.widen,
            createdAt: new Date(T0.getTime() - r.age),
          }),
        );
        const table = findTable(pool[0]!, pool, T0);
        if (!table) return;
        expect(table[0]).toBe(pool[0]);
        expect(new Set(table.map((s) => s.playerId)).size).toBe(table.length);
        for (const s of table) {
          expect(table.length).toBeGreaterThanOrEqual(s.minPlayers);
          expect(table.length).toBeLessThanOrEqual(s.maxPlayers);
          for (const o of table) if (o !== s) expect(compatible(s, o, T0)).toBe(true);
        }
      }),
    );
  });

  it('draws the seat order from the seed: a permutation, the same for the same seed and players in any order', () => {
    const ids = ['c', 'a', 'b', 'd'];
    const order = seatOrder('seed-1', ids);
    expect([...order].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(seatOrder('seed-1', [...ids].reverse())).toEqual(order);
    const orders = new Set(['s1', 's2', 's3', 's4', 's5', 's6'].map((s) => seatOrder(s, ids).join()));
    expect(orders.size).toBeGreaterThan(1);
  });
});
