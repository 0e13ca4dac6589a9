/**
 * Orléans's own properties over seeded random games (CRIER_PROP_RUNS overrides the number of
 * games). What every game must satisfy (determinism, replay, no mutation, listed moves accepted,
 * corrupted moves refused, views hiding what they must) is the engine contract suite's
 * (core/contract.props.spec.ts, with this game's kit in test-support/contract-kit.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../core/types';
import { orleans, type OrleansState } from './index';
import { GOODS, CHARACTER_TYPES, NEUTRAL_SUPPLY } from './data/characters';
import { DEED_OFFSET, DEEDS } from './data/deeds';
import { randomPlayout } from './test-support/playout';
import { candidateMoves } from './test-support/candidates';

const RUNS = Number(process.env.CRIER_PROP_RUNS ?? 150);
/** Long local runs (CRIER_PROP_RUNS) need more than the default per-test timeout. */
const TIMEOUT = RUNS > 100 ? 3_600_000 : undefined;
const seedArb = fc.string({ minLength: 1, maxLength: 12 });
const countArb = fc.integer({ min: 2, max: 5 });

/** Tiles are never created: for each character, supply + everywhere a player holds one + deeds ≤ the box. */
function noTileCreated(s: OrleansState): boolean {
  const box = NEUTRAL_SUPPLY.byPlayers[s.playerCount as 2 | 3 | 4 | 5];
  const count: Record<string, number> = { ...s.supply };
  const add = (f: unknown) => {
    if (typeof f === 'string' && f in count) count[f] = (count[f] as number) + 1;
  };
  for (const p of s.players) {
    p.bag.forEach(add);
    p.market.forEach(add);
    p.slots.forEach(add);
  }
  for (const pending of s.pending) if (pending.kind === 'bathhouse') pending.drawn.forEach(add);
  DEEDS.forEach((deed, i) => deed.spaces.forEach((c, k) => s.deedSpaces[(DEED_OFFSET[i] as number) + k] && add(c)));
  for (const c of CHARACTER_TYPES) if ((count[c] as number) > box[c]) return false;
  let goods = 0;
  for (const g of GOODS) goods += s.goodsMarket[g] + s.players.reduce((n, p) => n + p.goods[g], 0);
  goods += s.mapGoods.filter((g) => g !== null).length;
  return (
    goods <= 90 &&
    s.techSupply + s.players.reduce((n, p) => n + p.techHeld.length + p.slots.filter((x) => x === 'tech').length, 0) <=
      20
  );
}

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

/** The events naming the tiles a seat drew: private to that seat. */
function drawsSomething(e: GameEvent): boolean {
  return e.type === 'FollowersDrawn' || e.type === 'BathhouseDraw';
}

describe('orleans random games', () => {
  it(
    'last 18 rounds; supplies and holdings never negative, no tile ever created; draws are told to the drawer only',
    () => {
      fc.assert(
        fc.property(seedArb, countArb, (seed, n) => {
          const { final } = randomPlayout(seed, n, (s, seat, events) => {
            if (!supplyNeverNegative(s)) throw new Error('negative supply');
            if (!noTileCreated(s)) throw new Error('a tile was created');
            for (const e of events) if (drawsSomething(e)) expect(e.to).toEqual([seat]);
          });
          expect(final.round).toBe(18);
          expect(orleans.isOver(final)).toBe(true);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'legalMoves is exhaustive: over a broad move universe, apply accepts exactly the listed moves',
    () => {
      const universe = candidateMoves();
      fc.assert(
        fc.property(seedArb, countArb, fc.integer({ min: 0, max: 52 }), (seed, n, salt) => {
          let step = 0;
          randomPlayout(seed, n, (state) => {
            if ((step++ + salt) % 53 !== 0 || orleans.isOver(state)) return;
            const seat = orleans.actors(state)[0] as number;
            const legal = new Set(orleans.legalMoves(state, seat).map((m) => JSON.stringify(m)));
            let accepted = 0;
            for (const c of universe) {
              const r = orleans.apply(state, seat, c);
              expect(r.ok).toBe(legal.has(JSON.stringify(c)));
              if (r.ok) accepted++;
            }
            expect(accepted).toBe(legal.size);
          });
        }),
        { numRuns: Math.max(3, Math.floor(RUNS / 15)) },
      );
    },
    TIMEOUT,
  );
});
