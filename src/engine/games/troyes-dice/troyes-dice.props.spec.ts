/**
 * Property tests over random seeded games with random legal moves (1-10 players, with and without
 * the expansion, every numbering mode). Runs: CRIER_PROP_RUNS (default 120).
 */
import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import { randomInt, seedRng } from '../../core/rng';
import { replay } from '../../core/replay';
import type { SeatedMove } from '../../core/types';
import { troyesDice } from './game';
import { bruteForceLegalMoves } from './test-support/brute-force-legal';
import type { TroyesDiceMove, TroyesDiceState } from './types';

const RUNS = Number(process.env.CRIER_PROP_RUNS ?? 100);

const gameArb = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 12 }),
  players: fc.integer({ min: 1, max: 10 }),
  expansion: fc.boolean(),
  numbering: fc.oneof(
    fc.constant('first-game' as const),
    fc.constant('rolled' as const),
    fc.shuffledSubarray([1, 2, 3, 4, 5, 6], { minLength: 6, maxLength: 6 }),
  ),
  pick: fc.integer(),
});

/** Break a legal move so that it must be refused. */
function corrupt(move: TroyesDiceMove, k: number): unknown {
  // the fallback is legal only when no die can be bought, so any die use is then refused
  if (move.type === 'fallback') return [{ type: 'useDie', slot: k % 4, action: 'gainResources' }, { type: 'x' }][k % 2];
  const variants: unknown[] = [
    { ...move, type: 'nope' },
    null,
    'useDie',
    move.type === 'useDie' ? { ...move, slot: 7 } : { ...move, decision: 99 },
    move.type === 'useDie' ? { ...move, colour: 'purple' } : { ...move, decision: -1 },
    move.type === 'useDie' ? { ...move, value: 7 } : { ...move, decision: 'x' },
    move.type === 'useDie' ? { ...move, action: 'pass' } : { type: 'useDie', slot: 0, action: 'gainResources' },
  ];
  return variants[k % variants.length];
}

/** The view never leaks the RNG or the seed, shows only this half-day's dice, and does not depend on the RNG. */
function checkView(state: TroyesDiceState, viewer: number | null): void {
  const viewJson = JSON.stringify(troyesDice.view(state, viewer));
  expect(viewJson).not.toContain('rng');
  expect(viewJson).not.toContain(String(state.rng[0]));
  expect(JSON.parse(viewJson).dice.map((d: { value: number }) => d.value)).toEqual(state.dice);
  // independent of the RNG state, so it cannot reveal any dice still to be drawn
  const otherRng: TroyesDiceState = { ...state, rng: [1, 2, 3, 4] };
  expect(JSON.stringify(troyesDice.view(otherRng, viewer))).toBe(viewJson);
}

interface Played {
  options: { numbering: unknown; expansion: boolean };
  moves: SeatedMove[];
  final: TroyesDiceState;
  halfDaysStarted: number;
  actionsPerSeat: number[];
}

type GameSpec = typeof gameArb extends fc.Arbitrary<infer T> ? T : never;

function playChecked(g: GameSpec): Played {
  const options = { numbering: g.numbering, expansion: g.expansion };
  const setup = troyesDice.setup(options, g.seed, g.players);
  if (!setup.ok) throw new Error(setup.error.code);
  let state = setup.value;
  const pick = seedRng(`pick:${g.pick}`);
  const moves: SeatedMove[] = [];
  let halfDaysStarted = 1;
  const actionsPerSeat = new Array<number>(g.players).fill(0);
  let checkedAllAt = -1;
  while (!troyesDice.isOver(state)) {
    // view never leaks the RNG or the seed, and shows only this half-day's dice
    const viewer = randomInt(pick, g.players + 1);
    if (randomInt(pick, 4) === 0) checkView(state, viewer === g.players ? null : viewer);

    const actors = troyesDice.actors(state);
    expect(actors.length).toBeGreaterThan(0);
    const seat = actors[randomInt(pick, actors.length)]!;
    const legal = troyesDice.legalMoves(state, seat);
    expect(legal.length).toBeGreaterThan(0);

    // once per half-day: every legal move of this seat is accepted
    if (checkedAllAt !== state.halfDay) {
      checkedAllAt = state.halfDay;
      // exhaustive: exactly the candidates the move checks of `apply` accept
      expect(legal).toEqual(bruteForceLegalMoves(state, seat));
      for (const m of legal) expect(troyesDice.apply(state, seat, m).ok).toBe(true);
    }
    // a corrupted move is refused with a stable code
    const bad = troyesDice.apply(state, seat, corrupt(legal[0]!, randomInt(pick, 7)));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toMatch(/^[A-Z][A-Z_]+$/);
    // seats that are not acting are refused
    for (let s = 0; s < g.players; s++) {
      if (!actors.includes(s)) {
        const r = troyesDice.apply(state, s, legal[0]);
        expect(r.ok).toBe(false);
      }
    }

    const move = legal[randomInt(pick, legal.length)]!;
    const before = JSON.stringify(state);
    const r = troyesDice.apply(state, seat, move);
    expect(JSON.stringify(state)).toBe(before); // apply never mutates its input
    if (!r.ok) throw new Error(`legal move refused: ${r.error.code}`);
    if (checkedAllAt === state.halfDay && randomInt(pick, 8) === 0) {
      // a stored (JSON round-tripped) state plays on identically
      const restored = troyesDice.apply(JSON.parse(before) as TroyesDiceState, seat, JSON.parse(JSON.stringify(move)));
      expect(restored.ok && JSON.stringify(restored.value)).toBe(JSON.stringify(r.value));
    }
    if (move.type === 'useDie' || move.type === 'fallback') actionsPerSeat[seat]! += 1;
    halfDaysStarted += r.value.events.filter((e) => e.type === 'HalfDayStarted').length;
    moves.push({ seat, move: move as never });
    state = r.value.state;
  }
  return { options, moves, final: state, halfDaysStarted, actionsPerSeat };
}

describe('Troyes Dice properties', () => {
  it(
    'random legal games: 16 half-days, one action per seat per half-day, scores add up, replay reproduces',
    () => {
      fc.assert(
        fc.property(gameArb, (g) => {
          const p = playChecked(g);
          expect(p.halfDaysStarted).toBe(16);
          expect(p.actionsPerSeat).toEqual(new Array(g.players).fill(16));
          expect(troyesDice.actors(p.final)).toEqual([]);
          expect(troyesDice.legalMoves(p.final, 0)).toEqual([]);
          for (const s of troyesDice.scores(p.final)) {
            expect(s.total).toBe(Object.values(s.breakdown).reduce((a, b) => a + b, 0));
          }
          const ranking = troyesDice.ranking(p.final);
          expect(ranking.filter((r) => r.rank === 1).length).toBeGreaterThan(0);
          const again = replay<TroyesDiceState>(troyesDice, p.options, g.seed, g.players, p.moves);
          expect(again.ok).toBe(true);
          if (again.ok) expect(JSON.stringify(again.value.state)).toBe(JSON.stringify(p.final));
          const after = troyesDice.apply(p.final, 0, { type: 'fallback' });
          expect(after.ok || after.error.code).toBe('GAME_OVER');
        }),
        { numRuns: RUNS },
      );
    },
    60_000 + RUNS * 500,
  ); // long local runs (CRIER_PROP_RUNS=2000) need more than the default timeout

  it('the start view reveals the plazas and numbering but no dice beyond the first half-day, and is the same for every seed-sharing player', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.boolean(), (seed, expansion) => {
        const a = troyesDice.setup({ numbering: 'rolled', expansion }, seed, 1);
        const b = troyesDice.setup({ numbering: 'rolled', expansion }, seed, 3);
        if (!a.ok || !b.ok) throw new Error('setup');
        const va = troyesDice.view(a.value, null);
        const vb = troyesDice.view(b.value, null);
        expect(va.plazas).toEqual(vb.plazas);
        expect(va.dice).toEqual(vb.dice);
        expect(va.columnValues).toEqual(vb.columnValues);
        expect(va.dice).toHaveLength(4);
        expect(JSON.stringify(va)).not.toContain('rng');
        expect(Object.keys(a.value)).not.toContain('seed');
      }),
      { numRuns: RUNS },
    );
  });
});
