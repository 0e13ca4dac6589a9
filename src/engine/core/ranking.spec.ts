import { describe, expect, it } from '@jest/globals';
import { competitionRanking } from './ranking';

describe('competitionRanking', () => {
  it('shares ranks among equal totals and skips the next (1, 2, 2, 4)', () => {
    const r = competitionRanking([
      { seat: 0, total: 10, breakdown: {} },
      { seat: 1, total: 30, breakdown: {} },
      { seat: 2, total: 20, breakdown: {} },
      { seat: 3, total: 20, breakdown: {} },
    ]);
    expect(r).toEqual([
      { seat: 1, rank: 1, total: 30 },
      { seat: 2, rank: 2, total: 20 },
      { seat: 3, rank: 2, total: 20 },
      { seat: 0, rank: 4, total: 10 },
    ]);
  });

  it('breaks ties with a longer key when the rules give one', () => {
    const r = competitionRanking(
      [
        { seat: 0, total: 20, breakdown: { coins: 3 } },
        { seat: 1, total: 20, breakdown: { coins: 5 } },
      ],
      (s) => [s.total, s.breakdown.coins ?? 0],
    );
    expect(r.map((e) => [e.seat, e.rank])).toEqual([
      [1, 1],
      [0, 2],
    ]);
  });
});
