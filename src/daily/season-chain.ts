import { createHmac } from 'node:crypto';
import { sha256Hex } from '../verifier/seed-mix';

/**
 * Seasons of daily seeds fixed in advance (issue 16.1; docs/fairness.md §4). A season is a UTC
 * calendar year of one daily kind. Its seeds are the links of a reverse hash chain: from a secret
 * tail t (HMAC of the daily secret), link N = t and link i-1 = sha256(link i), for the season's N
 * days. Link 0, the anchor, is published before the season starts; day i's seed is link i. So a
 * revealed seed hashes to the previous day's seed (or, on day 1, to the anchor), and nobody — the
 * server included — can choose a day's seed after the anchor is out. Each day's commitment,
 * sha256(seed), is therefore the previous day's seed.
 */
export const CHAIN_SCHEME = 'sha256-chain/1';
/** Seeds of days before the first chained season: HMAC-SHA256(secret, kind + date), committed per day. */
export const HMAC_SCHEME = 'hmac-sha256/1';
export type SeedScheme = typeof CHAIN_SCHEME | typeof HMAC_SCHEME;

/**
 * The first chained season. Days before it keep their HMAC seeds (already played and committed);
 * its anchor can be read ahead, from the day this scheme is deployed.
 */
export const FIRST_CHAINED_SEASON = 2027;

export interface SeasonSpan {
  season: number;
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day, YYYY-MM-DD. */
  to: string;
  days: number;
}

export function seasonSpan(season: number): SeasonSpan {
  const from = `${season}-01-01`;
  const to = `${season}-12-31`;
  return { season, from, to, days: dayIndex(season, to) };
}

/** The season a day belongs to, or null when its seed is not chained (before the first season). */
export function chainedSeasonOf(date: string): number | null {
  const year = Number(date.slice(0, 4));
  return year >= FIRST_CHAINED_SEASON ? year : null;
}

/** 1 for the season's first day. */
export function dayIndex(season: number, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${season}-01-01T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * A season's whole chain: [anchor, day 1's seed, …, day N's seed]. Derived from the secret alone,
 * so every instance and every restart computes the same one.
 */
export function seasonChain(secret: string, kind: string, season: number): string[] {
  const { days } = seasonSpan(season);
  const links = new Array<string>(days + 1);
  links[days] = createHmac('sha256', secret).update(`crier-season|${CHAIN_SCHEME}|${kind}|${season}`).digest('hex');
  for (let i = days; i > 0; i--) links[i - 1] = sha256Hex(links[i] as string);
  return links;
}

/**
 * The check a client runs on a revealed seed (the same as docs/fairness.md's snippet): hashing day
 * i's seed i times gives the season's anchor; hashing it once gives the previous day's seed.
 */
export function chainsToAnchor(seed: string, date: string, anchor: string): boolean {
  const season = chainedSeasonOf(date);
  if (season === null) return false;
  const i = dayIndex(season, date);
  let link = seed;
  for (let k = 0; k < i; k++) link = sha256Hex(link);
  return link === anchor;
}
