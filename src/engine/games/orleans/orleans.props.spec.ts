/** Property tests over seeded random games (CRIER_PROP_RUNS overrides the number of games). */
import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import { replay } from '../../core/replay';
import type { SeatedMove } from '../../core/types';
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

describe('orleans random games', () => {
  it(
    'complete 18 rounds; supplies never negative, no tile created; total VP equals the breakdown',
    () => {
      fc.assert(
        fc.property(seedArb, countArb, (seed, n) => {
          const { final } = randomPlayout(seed, n, (s) => {
            if (!supplyNeverNegative(s)) throw new Error('negative supply');
            if (!noTileCreated(s)) throw new Error('a tile was created');
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
    },
    TIMEOUT,
  );

  it(
    'replay reproduces the final state byte for byte',
    () => {
      fc.assert(
        fc.property(seedArb, countArb, (seed, n) => {
          const { final, moves } = randomPlayout(seed, n);
          const again = replay<OrleansState>(orleans, undefined, seed, n, moves);
          expect(again.ok).toBe(true);
          if (again.ok) expect(JSON.stringify(again.value.state)).toBe(JSON.stringify(final));
        }),
        { numRuns: Math.max(5, Math.floor(RUNS / 4)) },
      );
    },
    TIMEOUT,
  );

  it(
    'apply never mutates its input, and every listed move is accepted',
    () => {
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
    },
    TIMEOUT,
  );

  it(
    'corrupted moves are rejected with a code and leave the state untouched',
    () => {
      fc.assert(
        fc.property(seedArb, countArb, fc.integer({ min: 0, max: 1000 }), (seed, n, salt) => {
          const { moves } = randomPlayout(seed, n);
          const setup = orleans.setup(undefined, seed, n);
          if (!setup.ok) throw new Error('setup');
          let state = setup.value;
          moves.forEach(({ seat, move }, i) => {
            if ((i + salt) % 7 === 0) {
              const before = JSON.stringify(state);
              const legal = orleans.legalMoves(state, seat);
              const m = move as Record<string, unknown>;
              const bad: unknown[] = [
                null,
                'pass',
                [move],
                { type: 'bogus' },
                { ...m, type: 42 },
                { ...m, extra: true },
                { ...m, slot: 9999 },
                { ...m, slot: -1 },
                { ...m, count: 99 },
                { ...m, place: 'cathedral' },
                { ...m, follower: 'dragon' },
                { ...m, good: 'gold' },
              ];
              for (const b of bad) {
                const r = orleans.apply(state, seat, b);
                if (r.ok) expect(legal).toContainEqual(b);
                else expect(r.error.code).toMatch(/^[A-Z_]+$/);
              }
              for (let other = 0; other < n; other++) {
                if (orleans.actors(state).includes(other)) continue;
                const r = orleans.apply(state, other, move);
                expect(r.ok ? 'ok' : r.error.code).toBe('NOT_YOUR_TURN');
              }
              expect(orleans.apply(state, n, move)).toMatchObject({ ok: false, error: { code: 'UNKNOWN_SEAT' } });
              expect(JSON.stringify(state)).toBe(before);
            }
            const r = orleans.apply(state, seat, move);
            if (!r.ok) throw new Error(r.error.code);
            state = r.value.state;
          });
          expect(orleans.apply(state, 0, { type: 'pass' })).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
        }),
        { numRuns: Math.max(5, Math.floor(RUNS / 4)) },
      );
    },
    TIMEOUT,
  );

  it(
    'views never leak: no RNG, no hour-glass order, no other bag, no secret market or plan',
    () => {
      fc.assert(
        fc.property(seedArb, countArb, (seed, n) => {
          const { moves } = randomPlayout(seed, n);
          const setup = orleans.setup(undefined, seed, n);
          if (!setup.ok) throw new Error('setup');
          let state = setup.value;
          for (const { seat, move } of moves) {
            const r = orleans.apply(state, seat, move);
            if (!r.ok) throw new Error(r.error.code);
            const next = r.value.state;
            for (let viewer = -1; viewer < n; viewer++) {
              const v = viewer < 0 ? null : viewer;
              const view = orleans.view(state, v);
              const text = JSON.stringify(view);
              expect(text).not.toContain('"rng"');
              expect(text).not.toContain('"hourglass"');
              view.players.forEach((pv, i) => {
                if (i !== v) expect(pv.bag).toBeNull();
                if (i !== v && state.phase === 'prep') expect(pv.market).toBeNull();
              });
              // Another seat's secret step (recall, draw, place, declare) changes nothing this viewer sees but its stage.
              if (state.phase === 'prep' && next.phase === 'prep' && seat !== v && state.pending.length === 0) {
                const after = orleans.view(next, v);
                const strip = (x: typeof view) =>
                  JSON.stringify({ ...x, actors: null, players: x.players.map((p) => ({ ...p, stage: null })) });
                expect(strip(after)).toBe(strip(view));
              }
            }
            // The hour-glass order is invisible: reshuffling the face-down stack changes no view.
            if (state.hourglass.length > 1) {
              const swapped = { ...state, hourglass: [...state.hourglass].reverse() };
              expect(JSON.stringify(orleans.view(swapped, 0))).toBe(JSON.stringify(orleans.view(state, 0)));
            }
            for (const e of r.value.events) {
              if (e.type === 'FollowersDrawn') expect(e.to).toEqual([seat]);
            }
            state = next;
          }
        }),
        { numRuns: Math.max(3, Math.floor(RUNS / 15)) },
      );
    },
    TIMEOUT,
  );

  it(
    'legalMoves is exhaustive: over a broad move universe, apply accepts exactly the listed moves',
    () => {
      const universe = candidateMoves();
      fc.assert(
        fc.property(seedArb, countArb, fc.integer({ min: 0, max: 30 }), (seed, n, salt) => {
          const { moves } = randomPlayout(seed, n);
          const setup = orleans.setup(undefined, seed, n);
          if (!setup.ok) throw new Error('setup');
          let state = setup.value;
          moves.forEach(({ seat, move }, i) => {
            if ((i + salt) % 53 === 0) {
              const legal = new Set(orleans.legalMoves(state, seat).map((m) => JSON.stringify(m)));
              let accepted = 0;
              for (const c of universe) {
                const r = orleans.apply(state, seat, c);
                expect(r.ok).toBe(legal.has(JSON.stringify(c)));
                if (r.ok) accepted++;
              }
              expect(accepted).toBe(legal.size);
            }
            const r = orleans.apply(state, seat, move);
            if (!r.ok) throw new Error(r.error.code);
            state = r.value.state;
          });
        }),
        { numRuns: Math.max(3, Math.floor(RUNS / 15)) },
      );
    },
    TIMEOUT,
  );

  it(
    'apply never throws on arbitrary JSON, whatever the state',
    () => {
      const { moves } = randomPlayout('fuzz-base', 4);
      const states: OrleansState[] = [];
      const setup = orleans.setup(undefined, 'fuzz-base', 4);
      if (!setup.ok) throw new Error('setup');
      let state = setup.value;
      moves.forEach(({ seat, move }, i) => {
        if (i % 17 === 0) states.push(state);
        const r = orleans.apply(state, seat, move);
        if (!r.ok) throw new Error(r.error.code);
        state = r.value.state;
      });
      const moveArb = fc.oneof(
        fc.jsonValue(),
        fc.record(
          {
            type: fc.constantFrom('recall', 'draw', 'place', 'declare', 'act', 'pass', 'deed', 'torture', 'food'),
            slot: fc.oneof(fc.integer({ min: -2, max: 80 }), fc.double(), fc.string()),
            count: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.constant(null)),
            place: fc.constantFrom('townHall', 'village', 'ship', 'toString', '__proto__', 'constructor'),
            follower: fc.constantFrom('monk', 'starter-farmer', 'toString', 'hasOwnProperty'),
          },
          { requiredKeys: ['type'] },
        ),
      );
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: states.length - 1 }),
          fc.integer({ min: 0, max: 3 }),
          moveArb,
          (i, seat, move) => {
            const s = states[i] as OrleansState;
            const before = JSON.stringify(s);
            const r = orleans.apply(s, seat, move);
            if (!r.ok) expect(r.error.code).toMatch(/^[A-Z_]+$/);
            expect(JSON.stringify(s)).toBe(before);
          },
        ),
        { numRuns: RUNS * 10 },
      );
    },
    TIMEOUT,
  );
});
