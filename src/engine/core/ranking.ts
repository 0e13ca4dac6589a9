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

/**
 * A ranking with some seats put last (a seat that resigned or forfeited): the others keep their
 * order and ties, re-ranked 1, 2, 2, 4…; the leavers share the rank after them, in seat order.
 */
export function rankLast(ranking: readonly RankEntry[], leavers: readonly number[]): RankEntry[] {
  const stay = ranking.filter((r) => !leavers.includes(r.seat));
  const out: RankEntry[] = [];
  stay.forEach((entry, i) => {
    const prev = stay[i - 1];
    const rank = prev !== undefined && prev.rank === entry.rank ? out[i - 1]!.rank : i + 1;
    out.push({ ...entry, rank });
  });
  const last = stay.length + 1;
  const gone = ranking.filter((r) => leavers.includes(r.seat)).sort((a, b) => a.seat - b.seat);
  for (const entry of gone) out.push({ ...entry, rank: last });
  return out;
}
