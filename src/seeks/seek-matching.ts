import { seedRng, shuffled } from '../engine';

/** What matching needs of an open seek (a row of the pool). */
export interface PoolSeek {
  id: string;
  playerId: string;
  minPlayers: number;
  maxPlayers: number;
  /** The seeker's rating in the game when it asked. */
  rating: number;
  ratingMin: number | null;
  ratingMax: number | null;
  widenPerMinute: number;
  createdAt: Date;
}

/** The ratings a seek accepts at `now`: its range widened by `widenPerMinute` for each minute waited. */
export function acceptedRange(s: PoolSeek, now: Date): { min: number; max: number } {
  const minutes = Math.max(0, now.getTime() - s.createdAt.getTime()) / 60_000;
  const widen = s.widenPerMinute * minutes;
  return {
    min: s.ratingMin === null ? -Infinity : s.ratingMin - widen,
    max: s.ratingMax === null ? Infinity : s.ratingMax + widen,
  };
}

/** Two seeks can share a table: each one's rating is inside the other's (widened) range, and they are two players. */
export function compatible(a: PoolSeek, b: PoolSeek, now: Date): boolean {
  if (a.playerId === b.playerId) return false;
  const ra = acceptedRange(a, now);
  const rb = acceptedRange(b, now);
  return b.rating >= ra.min && b.rating <= ra.max && a.rating >= rb.min && a.rating <= rb.max;
}

/**
 * A table for `anchor` among the pool's other open seeks (all of one game, options, clock and
 * rated flag), or null: the oldest compatible seeks first, each added while every member stays
 * compatible with every other and the table can still be no larger than any member's max; the
 * table is made as soon as it is as large as every member's min. So a seek is matched the moment
 * enough compatible ones exist, and those who waited longest are seated first.
 */
export function findTable(anchor: PoolSeek, pool: readonly PoolSeek[], now: Date): PoolSeek[] | null {
  const table = [anchor];
  let max = anchor.maxPlayers;
  let min = anchor.minPlayers;
  if (table.length >= min && table.length > 1) return table;
  const others = pool
    .filter((s) => s.id !== anchor.id)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  for (const s of others) {
    const nextMax = Math.min(max, s.maxPlayers);
    if (table.length + 1 > nextMax || Math.max(min, s.minPlayers) > nextMax) continue;
    if (!table.every((m) => compatible(m, s, now))) continue;
    table.push(s);
    max = Math.min(max, s.maxPlayers);
    min = Math.max(min, s.minPlayers);
    if (table.length >= min) return table;
  }
  return null;
}

/**
 * The seat order of a matched table, drawn from the game's seed: the players sorted by id, then
 * shuffled with the engine's PRNG seeded with `<seed>:seats`. Anyone can redo it once the seed is
 * revealed (docs/api.md, "Matchmaking").
 */
export function seatOrder(seed: string, playerIds: readonly string[]): string[] {
  return shuffled(seedRng(`${seed}:seats`), [...playerIds].sort());
}
