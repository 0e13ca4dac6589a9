import { describe, expect, it } from '@jest/globals';
import {
  NEW_RATING,
  PROVISIONAL_SIGMA,
  boardScore,
  nextRow,
  ordinalOf,
  rateGame,
  type RatingRow,
} from './rating-model';

const fresh = (seat: number, rank: number) => ({ seat, rank, before: NEW_RATING });

describe('rateGame (Weng-Lin Plackett-Luce, openskill defaults)', () => {
  it("reproduces openskill's documented example: four new players ranked 4, 1, 3, 2", () => {
    // openskill README, "Artificial Ranking": mu 20.963, 27.795, 24.689, 26.553.
    const out = rateGame([fresh(0, 4), fresh(1, 1), fresh(2, 3), fresh(3, 2)]);
    // The README shows three decimals (truncated or rounded): agree to within one in the third.
    [20.963, 27.795, 24.689, 26.553].forEach((mu, i) => expect(Math.abs(out[i]!.after.mu - mu)).toBeLessThan(0.0011));
    [8.084, 8.263, 8.084, 8.179].forEach((sigma, i) =>
      expect(Math.abs(out[i]!.after.sigma - sigma)).toBeLessThan(0.0011),
    );
  });

  it('moves the winner up and the last down; tied seats move alike', () => {
    const [a, b, c] = rateGame([fresh(0, 1), fresh(1, 2), fresh(2, 2)]);
    expect(a!.after.mu).toBeGreaterThan(NEW_RATING.mu);
    expect(b!.after.mu).toBeLessThan(NEW_RATING.mu);
    expect(b!.after).toEqual(c!.after);
    expect(a!.scoreAfter).toBeGreaterThan(b!.scoreAfter);
  });

  it('is a function of the seats alone: the order they are given in changes nothing', () => {
    const seats = [
      { seat: 0, rank: 2, before: { mu: 30, sigma: 4 } },
      { seat: 1, rank: 1, before: { mu: 22, sigma: 7 } },
      { seat: 2, rank: 3, before: NEW_RATING },
    ];
    expect(rateGame([...seats].reverse())).toEqual(rateGame(seats));
    expect(rateGame(seats)).toEqual(rateGame(seats));
  });

  it('refuses a game of one seat', () => {
    expect(() => rateGame([fresh(0, 1)])).toThrow(/two seats/);
  });

  it('scores the board in hundredths of the ordinal mu − 3·sigma', () => {
    expect(ordinalOf({ mu: 30, sigma: 2 })).toBeCloseTo(24);
    expect(boardScore({ mu: 30, sigma: 2 })).toBe(2400);
    expect(boardScore(NEW_RATING)).toBe(0);
  });

  it('is provisional after one game and no longer after many games against varied opposition', () => {
    expect(rateGame([fresh(0, 1), fresh(1, 2)])[0]!.provisional).toBe(true);
    // Two players alternating wins: sigma falls below the threshold within a few dozen games.
    let a = NEW_RATING;
    let b = NEW_RATING;
    let games = 0;
    while (a.sigma >= PROVISIONAL_SIGMA && games < 100) {
      const [x, y] = rateGame([
        { seat: 0, rank: games % 2 ? 1 : 2, before: a },
        { seat: 1, rank: games % 2 ? 2 : 1, before: b },
      ]);
      [a, b] = [x!.after, y!.after];
      games++;
    }
    expect(games).toBeGreaterThan(3);
    expect(games).toBeLessThan(30);
  });
});

describe('nextRow', () => {
  const o = rateGame([fresh(0, 1), fresh(1, 2)])[0]!;
  const at = new Date('2026-11-27T10:00:00.000Z');

  it('counts the game, records its change and when the score was reached', () => {
    const row = nextRow(null, o, 'g1', at);
    expect(row).toEqual({
      mu: o.after.mu,
      sigma: o.after.sigma,
      score: o.scoreAfter,
      games: 1,
      provisional: true,
      lastDelta: o.scoreAfter - o.scoreBefore,
      lastGameId: 'g1',
      reachedAt: at,
    });
  });

  it('keeps the time a score was first reached when a game leaves it unchanged', () => {
    const earlier = new Date('2026-11-01T00:00:00.000Z');
    const prev: RatingRow = { ...nextRow(null, o, 'g0', earlier), score: o.scoreAfter };
    expect(nextRow(prev, o, 'g1', at).reachedAt).toBe(earlier);
    expect(nextRow({ ...prev, score: prev.score + 1 }, o, 'g1', at).reachedAt).toBe(at);
  });
});
