import { describe, expect, it } from '@jest/globals';
import { competitionRanking, rankLast } from './ranking';

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

describe('rankLast', () => {
  const ranking = [
    { seat: 2, rank: 1, total: 30 },
    { seat: 0, rank: 2, total: 20 },
    { seat: 3, rank: 2, total: 20 },
    { seat: 1, rank: 4, total: 5 },
  ];
  it('puts the leaver last and re-ranks the others, keeping their ties', () => {
    expect(rankLast(ranking, [2])).toEqual([
      { seat: 0, rank: 1, total: 20 },
      { seat: 3, rank: 1, total: 20 },
      { seat: 1, rank: 3, total: 5 },
      { seat: 2, rank: 4, total: 30 },
    ]);
  });
  it('lets several leavers share the last rank, and changes nothing without leavers', () => {
    expect(rankLast(ranking, [3, 2]).slice(2)).toEqual([
      { seat: 2, rank: 3, total: 30 },
      { seat: 3, rank: 3, total: 20 },
    ]);
    expect(rankLast(ranking, [])).toEqual(ranking);
  });
});
