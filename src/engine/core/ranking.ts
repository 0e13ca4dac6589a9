import type { RankEntry, SeatScore } from './types';

/**
 * Standard competition ranking (1, 2, 2, 4) by `key`, highest first. Seats whose keys are equal
 * share a rank; games with tie-breaks pass a key that already includes them (e.g. a tuple).
 */
export function competitionRanking(
  scores: readonly SeatScore[],
  key: (s: SeatScore) => readonly number[] = (s) => [s.total],
): RankEntry[] {
  const keyed = scores.map((s) => ({ s, k: key(s) }));
  keyed.sort((x, y) => compareDesc(x.k, y.k) || x.s.seat - y.s.seat);
  const out: RankEntry[] = [];
  keyed.forEach((entry, i) => {
    const prev = keyed[i - 1];
    const rank = prev !== undefined && compareDesc(prev.k, entry.k) === 0 ? (out[i - 1] as RankEntry).rank : i + 1;
    out.push({ seat: entry.s.seat, rank, total: entry.s.total });
  });
  return out;
}

function compareDesc(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (b[i] ?? 0) - (a[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
