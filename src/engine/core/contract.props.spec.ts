/**
 * The engine contract (docs/engine.md §1), checked over random seeded games of every registered
 * ruleset, current and retired. Game suites keep only their game-specific properties.
 * Runs per property and ruleset: CRIER_CONTRACT_RUNS (default 12).
 */
import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import { rulesets } from '../released-games';
import { contractKits } from '../test-support/contract-kits';
import { replay } from './replay';
import { seedRng } from './rng';
import { playRandomGame, type ContractKit, type Trace } from './test-support/contract-kit';
import type { AnyGameDefinition, Seat } from './types';

const RUNS = Number(process.env.CRIER_CONTRACT_RUNS ?? 12);
const CODE = /^[A-Z][A-Z0-9_]*$/;

function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as object)) deepFreeze(v);
  }
  return x;
}

const sum = (xs: Record<string, number>): number => Object.values(xs).reduce((a, b) => a + b, 0);

/** Indices 0, k, 2k... and the last: a sample of a game's states that always includes both ends. */
function sample<T>(xs: readonly T[], every: number, salt: number): number[] {
  const out: number[] = [];
  for (let i = salt % every; i < xs.length; i += every) out.push(i);
  if (out[0] !== 0) out.unshift(0);
  if (out[out.length - 1] !== xs.length - 1) out.push(xs.length - 1);
  return out;
}

describe.each([...rulesets.values()].map((def) => [def.rulesVersion, def] as const))(
  'engine contract: %s',
  (_version, def: AnyGameDefinition) => {
    const kit = contractKits[def.id] as ContractKit | undefined;
    if (!kit) throw new Error(`game ${def.id} has no contract kit in src/engine/test-support/contract-kits.ts`);
    const gameArb = fc.record({
      seed: fc.string({ minLength: 1, maxLength: 12 }),
      players: fc.constantFrom(...kit.playerCounts),
      options: fc.constantFrom(...kit.options),
      pick: fc.integer(),
      salt: fc.nat(1000),
    });
    const play = (g: { seed: string; players: number; options: unknown; pick: number }): Trace =>
      playRandomGame(def, kit, g.options, g.seed, g.players, String(g.pick));
    // By default two moves are the same decision when they have the same outcome (a move may omit
    // a field that defaults, e.g. a die's own value).
    const keyOf = (state: unknown, seat: Seat, move: unknown): string => {
      if (kit.moveKey) return kit.moveKey(state, seat, move);
      const r = def.apply(state, seat, move);
      return r.ok ? JSON.stringify(r.value) : `refused:${JSON.stringify(move)}`;
    };

    it('random legal games end; actors always have a legal move, other seats none; totals equal their breakdown', () => {
      fc.assert(
        fc.property(gameArb, (g) => {
          const t = play(g);
          for (const i of sample(t.states, 7, g.salt)) {
            const s = t.states[i];
            const actors = def.actors(s);
            for (let seat = 0; seat < g.players; seat++) {
              const legal = def.legalMoves(s, seat);
              if (actors.includes(seat)) expect(legal.length).toBeGreaterThan(0);
              else expect(legal).toEqual([]);
            }
            const scores = def.scores(s);
            expect(scores.map((x) => x.seat)).toEqual(Array.from({ length: g.players }, (_, k) => k));
            for (const x of scores) expect(x.total).toBe(sum(x.breakdown));
          }
          const end = t.states[t.states.length - 1];
          expect(def.isOver(end)).toBe(true);
          expect(def.actors(end)).toEqual([]);
          const ranking = def.ranking(end);
          expect(ranking.map((r) => r.seat).sort((a, b) => a - b)).toEqual(
            Array.from({ length: g.players }, (_, k) => k),
          );
          expect(Math.min(...ranking.map((r) => r.rank))).toBe(1);
        }),
        { numRuns: RUNS },
      );
    });

    it('is deterministic: the same seed, options and moves give byte-identical states, and replay reproduces them', () => {
      fc.assert(
        fc.property(gameArb, (g) => {
          const a = play(g);
          const b = play(g);
          expect(JSON.stringify(b.states)).toBe(JSON.stringify(a.states));
          const again = replay(def, g.options, g.seed, g.players, a.moves);
          expect(again.ok).toBe(true);
          if (again.ok) expect(JSON.stringify(again.value.state)).toBe(JSON.stringify(a.states[a.states.length - 1]));
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    });

    it('apply never mutates its input; states are plain JSON and play on identically after a JSON round trip', () => {
      fc.assert(
        fc.property(gameArb, (g) => {
          const t = play(g);
          for (const i of sample(t.moves, 5, g.salt).slice(0, -1)) {
            const s = t.states[i];
            const { seat, move } = t.moves[i]!;
            const before = JSON.stringify(s);
            const frozen = deepFreeze(JSON.parse(before) as unknown);
            const r = def.apply(frozen, seat, move);
            expect(r.ok).toBe(true);
            expect(JSON.stringify(frozen)).toBe(before);
            expect(JSON.parse(before)).toEqual(s);
            if (r.ok) expect(JSON.stringify(r.value.state)).toBe(JSON.stringify(t.states[i + 1]));
          }
        }),
        { numRuns: RUNS },
      );
    });

    it('timeoutMove, where the game has it, is a listed move of an acting seat and null for any other', () => {
      if (!def.timeoutMove) return;
      fc.assert(
        fc.property(gameArb, (g) => {
          const t = play(g);
          for (const i of sample(t.states, 9, g.salt)) {
            const s = t.states[i];
            const actors = def.actors(s);
            for (let seat = 0; seat < g.players; seat++) {
              const m = def.timeoutMove!(s, seat);
              if (!actors.includes(seat)) expect(m).toBeNull();
              else expect(def.legalMoves(s, seat).map((x) => keyOf(s, seat, x))).toContain(keyOf(s, seat, m));
            }
          }
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    });

    it('accepts every listed move', () => {
      fc.assert(
        fc.property(gameArb, (g) => {
          const t = play(g);
          for (const i of sample(t.states, 11, g.salt)) {
            const s = t.states[i];
            for (const seat of def.actors(s)) {
              for (const m of def.legalMoves(s, seat)) {
                const r = def.apply(s, seat, m);
                if (!r.ok) throw new Error(`listed ${JSON.stringify(m)} refused: ${r.error.code}`);
              }
            }
          }
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    });

    it('refuses corrupted moves with a stable code and the shared guards’ codes', () => {
      fc.assert(
        fc.property(gameArb, (g) => {
          const t = play(g);
          for (const i of sample(t.moves, 9, g.salt).slice(0, -1)) {
            const s = t.states[i];
            const { seat, move } = t.moves[i]!;
            for (const bad of [g.players, -1, 0.5, Number.NaN]) expectCode(def.apply(s, bad, move), 'UNKNOWN_SEAT');
            const actors = def.actors(s);
            for (let other = 0; other < g.players; other++) {
              if (!actors.includes(other)) expectCode(def.apply(s, other, move), 'NOT_YOUR_TURN');
            }
            for (const bad of [null, 'move', 7, [], [move], {}, { type: 3 }]) {
              expectCode(def.apply(s, seat, bad), 'MALFORMED_MOVE');
            }
            expectCode(def.apply(s, seat, { type: 'noSuchMoveType' }), 'MALFORMED_MOVE');
            const legal = def.legalMoves(s, seat);
            const listed = new Set(legal.map((m) => keyOf(s, seat, m)));
            for (const bad of kit.corruptions?.(s, seat, legal) ?? []) {
              if (!listed.has(keyOf(s, seat, bad))) expectCode(def.apply(s, seat, bad));
            }
          }
          const end = t.states[t.states.length - 1];
          for (let seat = 0; seat < g.players; seat++) expectCode(def.apply(end, seat, t.moves[0]!.move), 'GAME_OVER');

          function expectCode(r: ReturnType<AnyGameDefinition['apply']>, code?: string): void {
            expect(r.ok).toBe(false);
            if (r.ok) return;
            expect(r.error.code).toMatch(CODE);
            if (code) expect(r.error.code).toBe(code);
          }
        }),
        { numRuns: RUNS },
      );
    });

    it('never throws on arbitrary JSON, and accepts a move only when it is listed', () => {
      const states = [0, 1].flatMap((k) => {
        const t = play({
          seed: `fuzz-${k}`,
          players: kit.playerCounts[k % kit.playerCounts.length]!,
          options: kit.options[0],
          pick: k,
        });
        return t.states.filter((_, i) => i % 17 === 0 && !def.isOver(t.states[i]));
      });
      // Moves arrive as JSON. Near misses: a listed move with one field replaced by any JSON value.
      const nearMiss = fc.tuple(fc.nat(), fc.nat(), fc.anything()).map(([i, f, value]) => ({ i, f, value }));
      fc.assert(
        fc.property(fc.nat(states.length - 1), fc.oneof(fc.jsonValue(), nearMiss), (at, input) => {
          const s = states[at];
          const seat = def.actors(s)[0] as Seat;
          const legal = def.legalMoves(s, seat) as Record<string, unknown>[];
          let move: unknown = input;
          if (input !== null && typeof input === 'object' && 'i' in input && 'f' in input && 'value' in input) {
            const base = legal[(input.i as number) % legal.length]!;
            const keys = Object.keys(base);
            move = JSON.parse(JSON.stringify({ ...base, [keys[(input.f as number) % keys.length]!]: input.value }));
          }
          const r = def.apply(s, seat, move);
          if (r.ok) expect(legal.map((m) => keyOf(s, seat, m))).toContain(keyOf(s, seat, move));
          else expect(r.error.code).toMatch(CODE);
        }),
        { numRuns: RUNS * 40 },
      );
    });

    it('views show neither the RNG nor anything the viewer may not see', () => {
      fc.assert(
        fc.property(gameArb, (g) => {
          const t = play(g);
          const perturb = seedRng(`perturb:${g.pick}`);
          for (const i of sample(t.states, 6, g.salt)) {
            const s = t.states[i] as { rng?: unknown };
            for (
              let viewer: Seat | null = null;
              viewer === null || viewer < g.players;
              viewer = viewer === null ? 0 : viewer + 1
            ) {
              const json = JSON.stringify(def.view(s, viewer));
              expect(json).not.toContain('"rng"');
              if (s.rng !== undefined) expect(json).not.toContain(JSON.stringify(s.rng).slice(1, -1));
              const other = kit.perturbHidden(s, viewer, perturb);
              expect(JSON.stringify(def.view(other, viewer))).toBe(json);
            }
          }
        }),
        { numRuns: RUNS },
      );
    });

    it('events addressed with `to` name only seats of the game', () => {
      fc.assert(
        fc.property(gameArb, (g) => {
          const again = replay(def, g.options, g.seed, g.players, play(g).moves);
          expect(again.ok).toBe(true);
          if (!again.ok) return;
          for (const e of again.value.events) {
            expect(typeof e.type).toBe('string');
            for (const seat of e.to ?? []) expect(seat >= 0 && seat < g.players).toBe(true);
          }
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    });
  },
);
