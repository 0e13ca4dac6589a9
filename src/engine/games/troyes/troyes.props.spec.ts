import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import { replay } from '../../core/replay';
import type { GameEvent } from '../../core/types';
import { BY_PLAYER_COUNT } from './data/board';
import { troyes, type TroyesMove, type TroyesState } from './index';
import { moveKey } from './test-support/move-key';
import { randomPlayout } from './test-support/playout';

/**
 * Property tests over seeded random games (2, 3 and 4 players). Default run counts are modest;
 * CRIER_PROP_RUNS raises them for long local runs.
 */
const RUNS = Number(process.env.CRIER_PROP_RUNS ?? 40);
const seedArb = fc.string({ minLength: 1, maxLength: 12 });
const playersArb = fc.constantFrom(2, 3, 4);

function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as object)) deepFreeze(v);
  }
  return x;
}

/** Every state of a random game, with the move played from it. */
function trace(seed: string, players: number): { states: TroyesState[]; moves: { seat: number; move: TroyesMove }[] } {
  const { moves } = randomPlayout(seed, players);
  const setup = troyes.setup({}, seed, players);
  if (!setup.ok) throw new Error('setup');
  const states = [setup.value];
  for (const m of moves) {
    const r = troyes.apply(states[states.length - 1] as TroyesState, m.seat, m.move);
    if (!r.ok) throw new Error(r.error.code);
    states.push(r.value.state);
  }
  return { states, moves: moves as { seat: number; move: TroyesMove }[] };
}

describe('Troyes properties', () => {
  it('random legal games end after the right number of rounds, with every legal move accepted', () => {
    fc.assert(
      fc.property(seedArb, playersArb, (seed, players) => {
        const { state, moves } = randomPlayout(seed, players);
        const out = replay<TroyesState>(troyes, {}, seed, players, moves);
        expect(out.ok).toBe(true);
        if (!out.ok) return;
        const rounds = (BY_PLAYER_COUNT[players] as { rounds: number }).rounds;
        expect(out.value.events.filter((e: GameEvent) => e.type === 'RoundEnded')).toHaveLength(rounds);
        expect(state.round).toBe(rounds);
        expect(troyes.isOver(state)).toBe(true);
        expect(troyes.actors(state)).toEqual([]);
        expect(troyes.ranking(state)).toHaveLength(players);
      }),
      { numRuns: RUNS * 3 },
    );
  });

  it('replay reproduces the game byte for byte', () => {
    fc.assert(
      fc.property(seedArb, playersArb, (seed, players) => {
        const { state, moves } = randomPlayout(seed, players);
        const out = replay<TroyesState>(troyes, {}, seed, players, moves);
        expect(out.ok && JSON.stringify(out.value.state)).toBe(JSON.stringify(state));
      }),
      { numRuns: RUNS },
    );
  });

  it('apply never mutates its input, and the state stays plain JSON', () => {
    fc.assert(
      fc.property(seedArb, playersArb, (seed, players) => {
        const { states, moves } = trace(seed, players);
        moves.forEach((m, i) => {
          if (i % 3 !== 0) return;
          const s = states[i] as TroyesState;
          const before = JSON.stringify(s);
          const r = troyes.apply(deepFreeze(structuredClone(s)), m.seat, m.move);
          expect(r.ok).toBe(true);
          expect(JSON.stringify(s)).toBe(before);
          expect(JSON.parse(before)).toEqual(s);
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('corrupted moves are rejected with a code, never thrown', () => {
    const codes = ['MALFORMED_MOVE', 'NOT_YOUR_TURN', 'UNKNOWN_SEAT', 'WRONG_STEP', 'ILLEGAL_MOVE', 'GAME_OVER'];
    fc.assert(
      fc.property(seedArb, playersArb, fc.integer({ min: 0, max: 1_000_000 }), (seed, players, salt) => {
        const { states, moves } = trace(seed, players);
        moves.forEach((m, i) => {
          if ((i + salt) % 4 !== 0) return;
          const s = states[i] as TroyesState;
          const other = (m.seat + 1) % players;
          const bad: [number, unknown, string | null][] = [
            [other, m.move, 'NOT_YOUR_TURN'],
            [players + 1, m.move, 'UNKNOWN_SEAT'],
            [m.seat, null, 'MALFORMED_MOVE'],
            [m.seat, { type: 'nonsense' }, 'MALFORMED_MOVE'],
            [m.seat, { type: s.step.k === 'turn' ? 'times' : 'pass', n: 1 }, 'WRONG_STEP'],
            [m.seat, { type: 'act', action: 'activity', target: 99, cube: -1 }, null],
            [m.seat, { type: 'group', dice: [{ district: 9, die: 0 }] }, null],
            [m.seat, { type: 'eventCube', event: -1 }, null],
            [m.seat, { type: 'citizen', from: 'card', card: 'x' }, 'MALFORMED_MOVE'],
          ];
          for (const [seat, move, code] of bad) {
            const r = troyes.apply(s, seat, move);
            expect({ move, ok: r.ok }).toEqual({ move, ok: false });
            if (r.ok) continue;
            expect(codes).toContain(r.error.code);
            if (code !== null) expect(r.error.code).toBe(code);
          }
        });
        const end = states[states.length - 1] as TroyesState;
        expect(troyes.apply(end, 0, { type: 'pass' })).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
      }),
      { numRuns: RUNS },
    );
  });

  it('views never show another seat’s characters, the decks, face-down cards or the RNG', () => {
    fc.assert(
      fc.property(seedArb, playersArb, (seed, players) => {
        const { states } = trace(seed, players);
        states.forEach((s, i) => {
          if (i % 7 !== 0 || troyes.isOver(s)) return;
          const hiddenCards = s.activity.filter((a) => !a.open).map((a) => `"${a.id}"`);
          const deckCards = [...s.decks.R, ...s.decks.W, ...s.decks.Y].map((id) => `"${id}"`);
          for (const seat of [null, ...Array.from({ length: players }, (_, k) => k)]) {
            const v = troyes.view(s, seat);
            const json = JSON.stringify(v);
            expect(json).not.toContain('rng');
            expect(json).not.toContain(JSON.stringify(s.rng));
            for (const id of [...hiddenCards, ...deckCards]) expect(json).not.toContain(id);
            v.players.forEach((p, k) => {
              if (k === seat) expect(p.characters).toEqual(s.characters[k]);
              else {
                expect(p.characters).toBeNull();
                for (const c of s.characters[k] as string[]) {
                  if (seat === null || !(s.characters[seat] as string[]).includes(c))
                    expect(json).not.toContain(`"${c}"`);
                }
              }
            });
          }
        });
        // At the end every character is revealed.
        const end = states[states.length - 1] as TroyesState;
        expect(troyes.view(end, null).players.map((p) => p.characters)).toEqual(end.characters);
      }),
      { numRuns: RUNS },
    );
  });

  it('each total equals the sum of its breakdown, during play and at the end', () => {
    fc.assert(
      fc.property(seedArb, playersArb, (seed, players) => {
        const { states } = trace(seed, players);
        states.forEach((s, i) => {
          if (i % 11 !== 0 && i !== states.length - 1) return;
          for (const sc of troyes.scores(s)) {
            expect(sc.total).toBe(Object.values(sc.breakdown).reduce((a, b) => a + b, 0));
            expect(sc.total).toBeGreaterThanOrEqual(0);
          }
        });
        const end = states[states.length - 1] as TroyesState;
        for (const sc of troyes.scores(end)) {
          expect(Object.keys(sc.breakdown)).toEqual([
            'activities',
            'cathedral',
            'events',
            'penalties',
            'uncounteredEvents',
            'tradesmen',
            'cathedralLevels',
            'characters',
          ]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('legalMoves lists moves only for the actors, and each actor always has one', () => {
    fc.assert(
      fc.property(seedArb, playersArb, (seed, players) => {
        const { states } = trace(seed, players);
        states.forEach((s, i) => {
          if (i % 5 !== 0) return;
          const actors = troyes.actors(s);
          for (let seat = 0; seat < players; seat++) {
            const legal = troyes.legalMoves(s, seat);
            if (actors.includes(seat)) expect(legal.length).toBeGreaterThan(0);
            else expect(legal).toEqual([]);
          }
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('apply accepts exactly the moves legalMoves lists (up to equivalent dice), over a grid of candidates', () => {
    const candidates = (s: TroyesState, seat: number): unknown[] => {
      const out: unknown[] = [...troyes.legalMoves(s, seat)];
      const idx = [-1, 0, 1, 2, 3, 4, 5, 9];
      for (const i of idx) {
        out.push({ type: 'reroll', die: i }, { type: 'flipDie', die: i }, { type: 'counterDie', die: i });
        out.push({ type: 'counterBlack', black: i }, { type: 'times', n: i }, { type: 'eventCube', event: i });
        out.push({ type: 'citizen', from: 'card', card: i });
        for (const b of ['palace', 'bishopric', 'cityHall']) {
          out.push(
            { type: 'draft', building: b, space: i },
            { type: 'citizen', from: 'building', building: b, space: i },
          );
        }
      }
      for (const b of ['palace', 'bishopric', 'cityHall']) out.push({ type: 'citizen', from: 'lying', building: b });
      for (const t of ['recruit', 'flip', 'flipDone', 'counterDone', 'concede', 'pass']) out.push({ type: t });
      for (const action of ['activity', 'cathedral', 'event', 'place', 'agriculture']) {
        for (const target of [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) {
          for (const cube of [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8]) out.push({ type: 'act', action, target, cube });
        }
      }
      const all: { district: number; die: number }[] = [];
      s.dice.forEach((d, district) => d.forEach((_, die) => all.push({ district, die })));
      for (let a = 0; a < all.length; a++) {
        out.push({ type: 'group', dice: [all[a]] });
        for (let b = a + 1; b < all.length; b++) out.push({ type: 'group', dice: [all[a], all[b]] });
      }
      return out;
    };
    fc.assert(
      fc.property(seedArb, playersArb, (seed, players) => {
        const { states } = trace(seed, players);
        states.forEach((s, i) => {
          if (i % 25 !== 0 || troyes.isOver(s)) return;
          const seat = troyes.actors(s)[0] as number;
          const legal = new Set(troyes.legalMoves(s, seat).map((m) => moveKey(s, seat, m)));
          for (const move of candidates(s, seat)) {
            const r = troyes.apply(s, seat, move);
            expect({ move, ok: r.ok }).toEqual({ move, ok: legal.has(moveKey(s, seat, move)) });
          }
        });
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });

  it('arbitrary JSON as a move never throws and is never accepted unless legal', () => {
    const seeds = ['fuzz-a', 'fuzz-b'];
    const states = seeds.flatMap((seed) => trace(seed, 4).states.filter((_, i) => i % 13 === 0));
    const nearMove = fc.record(
      {
        type: fc.constantFrom(
          'draft',
          'reroll',
          'act',
          'group',
          'citizen',
          'times',
          'eventCube',
          'counterBlack',
          'pass',
        ),
        building: fc.oneof(fc.constantFrom('palace', 'bishopric', 'cityHall'), fc.anything()),
        space: fc.oneof(fc.integer({ min: -2, max: 8 }), fc.anything()),
        die: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.anything()),
        action: fc.constantFrom('activity', 'cathedral', 'event', 'place', 'agriculture', 'x'),
        target: fc.integer({ min: -2, max: 10 }),
        cube: fc.integer({ min: -2, max: 10 }),
        dice: fc.array(fc.record({ district: fc.integer({ min: -1, max: 5 }), die: fc.integer({ min: -1, max: 8 }) }), {
          maxLength: 4,
        }),
        from: fc.constantFrom('supply', 'building', 'lying', 'card', 'nowhere'),
        card: fc.integer({ min: -1, max: 10 }),
        n: fc.integer({ min: -1, max: 12 }),
        event: fc.integer({ min: -1, max: 10 }),
        black: fc.integer({ min: -1, max: 8 }),
      },
      { requiredKeys: ['type'] },
    );
    fc.assert(
      fc.property(fc.nat(states.length - 1), fc.oneof(fc.anything(), nearMove), (at, move) => {
        const s = states[at] as TroyesState;
        const seat = troyes.actors(s)[0] ?? 0;
        const r = troyes.apply(s, seat, move);
        if (r.ok) {
          const legal = troyes.legalMoves(s, seat).map((m) => moveKey(s, seat, m));
          expect(legal).toContain(moveKey(s, seat, move));
        } else expect(r.error.code).toMatch(/^[A-Z_]+$/);
      }),
      { numRuns: RUNS * 25 },
    );
  });
});
