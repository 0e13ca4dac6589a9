import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { sha256Hex } from '../verifier/seed-mix';
import { chainedSeasonOf, chainsToAnchor, dayIndex, seasonChain, seasonSpan } from './season-chain';

const SECRET = 'test-daily-secret-of-at-least-32-characters';

describe('seasons of daily seeds: a reverse hash chain per kind and year', () => {
  const chain = seasonChain(SECRET, 'troyes-dice', 2027);
  const anchor = chain[0]!;

  it('spans a calendar year, leap years included', () => {
    expect(seasonSpan(2027)).toEqual({ season: 2027, from: '2027-01-01', to: '2027-12-31', days: 365 });
    expect(seasonSpan(2028).days).toBe(366);
    expect(chain).toHaveLength(366);
    expect(dayIndex(2027, '2027-01-01')).toBe(1);
    expect(dayIndex(2027, '2027-03-01')).toBe(60);
    expect(chainedSeasonOf('2026-12-31')).toBeNull();
    expect(chainedSeasonOf('2027-01-01')).toBe(2027);
  });

  it('links each day to the one before, across every midnight, back to the anchor', () => {
    for (let i = 1; i < chain.length; i++) expect(sha256Hex(chain[i]!)).toBe(chain[i - 1]);
    expect(chainsToAnchor(chain[1]!, '2027-01-01', anchor)).toBe(true);
    expect(chainsToAnchor(chain[59]!, '2027-02-28', anchor)).toBe(true);
    expect(chainsToAnchor(chain[365]!, '2027-12-31', anchor)).toBe(true);
  });

  it('detects a tampered link: a changed seed, a seed given for another day, an HMAC seed', () => {
    const forged = chain[10]!.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(chainsToAnchor(forged, '2027-01-10', anchor)).toBe(false);
    expect(sha256Hex(forged)).not.toBe(chain[9]);
    expect(chainsToAnchor(chain[10]!, '2027-01-11', anchor)).toBe(false);
    expect(chainsToAnchor(chain[10]!, '2027-01-09', anchor)).toBe(false);
    const hmac = createHmac('sha256', SECRET).update('troyes-dice2027-01-10').digest('hex');
    expect(chainsToAnchor(hmac, '2027-01-10', anchor)).toBe(false);
    expect(chainsToAnchor(chain[10]!, '2026-01-10', anchor)).toBe(false);
  });

  it('starts afresh at a season boundary: 31 December chains to its season, 1 January to the next', () => {
    const next = seasonChain(SECRET, 'troyes-dice', 2028);
    expect(next[0]).not.toBe(anchor);
    expect(chainsToAnchor(next[1]!, '2028-01-01', next[0]!)).toBe(true);
    expect(sha256Hex(next[1]!)).toBe(next[0]);
    expect(sha256Hex(next[1]!)).not.toBe(chain[365]);
    expect(chainsToAnchor(chain[365]!, '2027-12-31', anchor)).toBe(true);
  });

  it('is the same on every instance and after a restart (derived from the secret alone), and differs per kind and secret', () => {
    expect(seasonChain(SECRET, 'troyes-dice', 2027)).toEqual(chain);
    expect(seasonChain(SECRET, 'troyes-dice-banquets', 2027)[0]).not.toBe(anchor);
    expect(seasonChain(`${SECRET}!`, 'troyes-dice', 2027)[0]).not.toBe(anchor);
  });
});
