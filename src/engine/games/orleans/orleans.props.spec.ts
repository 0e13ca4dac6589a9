/** Property tests over seeded random games (CRIER_PROP_RUNS overrides the number of games). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '../../core/replay';
import type { SeatedMove } from '../../core/types';
import { orleans, type OrleansState } from './index';
import { GOODS, CHARACTER_TYPES } from './data/characters';
import { randomPlayout } from './test-support/playout';

const RUNS = Number(process.env.CRIER_PROP_RUNS ?? 40);
const seedArb = fc.string({ minLength: 1, maxLength: 12 });
const countArb = fc.integer({ min: 2, max: 5 });

function supplyNeverNegative(s: OrleansState): boolean {
  if (s.techSupply < 0) return false;
  for (const c of CHARACTER_TYPES) if (s.supply[c] < 0) return false;
  for (const g of GOODS) if (s.goodsMarket[g] < 0) return false;
  for (const p of s.players) {
    if (p.coins < 0 || p.stationsLeft < 0 || p.dev < 0) return false;
    for (const g of GOODS) if (p.goods[g] < 0) return false;
  }
  return true;
}

describe('orleans random games', () => {
  it('complete 18 rounds; supplies never negative; total VP equals the breakdown', () => {
    fc.assert(
      fc.property(seedArb, countArb, (seed, n) => {
        const { final } = randomPlayout(seed, n, (s) => {
          if (!supplyNeverNegative(s)) throw new Error('negative supply');
        });
        expect(final.round).toBe(18);
        expect(orleans.isOver(final)).toBe(true);
        expect(orleans.actors(final)).toEqual([]);
        for (const sc of orleans.scores(final)) {
          expect(sc.total).toBe(Object.values(sc.breakdown).reduce((a, b) => a + b, 0));
        }
        expect(orleans.ranking(final)).toHaveLength(n);
      }),
      { numRuns: RUNS },
    );
  });

  it('replay reproduces the final state byte for byte', () => {
    fc.assert(
      fc.property(seedArb, countArb, (seed, n) => {
        const { final, moves } = randomPlayout(seed, n);
        const again = replay<OrleansState>(orleans, undefined, seed, n, moves);
        expect(again.ok).toBe(true);
        if (again.ok) expect(JSON.stringify(again.value.state)).toBe(JSON.stringify(final));
      }),
      { numRuns: Math.max(5, Math.floor(RUNS / 4)) },
    );
  });

  it('apply never mutates its input, and every listed move is accepted', () => {
    fc.assert(
      fc.property(seedArb, countArb, (seed, n) => {
        const setup = orleans.setup(undefined, seed, n);
        if (!setup.ok) throw new Error('setup');
        let state = setup.value;
        const moves: SeatedMove[] = randomPlayout(seed, n).moves;
        for (const { seat, move } of moves.slice(0, 300)) {
          const before = JSON.stringify(state);
          for (const legal of orleans.legalMoves(state, seat).slice(0, 5)) {
            expect(orleans.apply(state, seat, legal).ok).toBe(true);
          }
          const applied = orleans.apply(state, seat, move);
          expect(JSON.stringify(state)).toBe(before);
          if (!applied.ok) throw new Error(applied.error.code);
          state = applied.value.state;
        }
      }),
      { numRuns: Math.max(5, Math.floor(RUNS / 4)) },
    );
  });
});
