import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import { CoreViolation } from '../../core/result';
import { BY_PLAYER_COUNT, GRAY_CITIZENS, MAX_CITIZENS, MAX_INFLUENCE } from './data/board';
import { EVENT_BY_ID } from './data/events';
import { troyes } from './index';
import { randomPlayout } from './test-support/playout';
import { moveKey } from './test-support/move-key';
import { totalVp } from './state';
import { STEP_MOVES } from './validate';
import { NEUTRAL, TroyesViolation, type TroyesMove, type TroyesState } from './types';

/**
 * Properties only Troyes has, over seeded random games (2, 3 and 4 players). What every game
 * promises (determinism, replay, no mutation, views, totals, arbitrary JSON) is checked for every
 * registered Troyes ruleset by the engine contract suite (core/contract.props.spec.ts). Default run
 * counts are modest; CRIER_PROP_RUNS raises them for long local runs.
 */
const RUNS = Number(process.env.CRIER_PROP_RUNS ?? 40);
const seedArb = fc.string({ minLength: 1, maxLength: 12 });
const playersArb = fc.constantFrom(2, 3, 4);

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

/** Where each citizen of a seat is: every one of them is somewhere, exactly once. */
function citizensAccountedFor(s: TroyesState, seat: number): number {
  let n = s.supply[seat] as number;
  for (const b of s.buildings) for (const o of b) if (o === seat) n++;
  for (const l of s.lying) for (const o of l) if (o === seat) n++;
  for (const a of s.activity) {
    for (const o of a.spaces) if (o === seat) n++;
    for (const o of a.picture) if (o === seat) n++;
  }
  return n;
}

const KNOWN_CODES = new Set<string>([...Object.values(CoreViolation), ...Object.values(TroyesViolation)]);

describe('Troyes properties', () => {
  it('a game lasts 4/5/6 rounds by player count', () => {
    fc.assert(
      fc.property(seedArb, playersArb, (seed, players) => {
        const { states } = trace(seed, players);
        const end = states[states.length - 1] as TroyesState;
        expect(end.round).toBe((BY_PLAYER_COUNT[players] as { rounds: number }).rounds);
        expect(troyes.isOver(end)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('the bookkeeping holds in every state: citizens, coins, Influence, gray citizens, banners, tradesmen, VP', () => {
    fc.assert(
      fc.property(seedArb, playersArb, (seed, players) => {
        const { states } = trace(seed, players);
        for (const s of states) {
          for (let seat = 0; seat < players; seat++) {
            expect(citizensAccountedFor(s, seat)).toBe(s.owned[seat]);
            expect(s.owned[seat]).toBeLessThanOrEqual(MAX_CITIZENS);
            expect(s.coins[seat]).toBeGreaterThanOrEqual(0);
            expect(s.influence[seat]).toBeGreaterThanOrEqual(0);
            expect(s.influence[seat]).toBeLessThanOrEqual(MAX_INFLUENCE);
            expect(totalVp(s, seat)).toBeGreaterThanOrEqual(0);
            // One tradesman per player per card (rulebook "Activity cards").
            for (const a of s.activity)
              expect([...a.spaces, ...a.picture].filter((o) => o === seat).length).toBeLessThan(2);
          }
          const gray = [...s.buildings.flat(), ...s.lying.flat()].filter((o) => o === NEUTRAL).length;
          expect(gray).toBe(s.grayInPlay);
          expect(gray).toBeLessThanOrEqual(GRAY_CITIZENS);
          for (const a of s.activity) expect(a.spaces).toHaveLength(2); // troyes@2: two spaces per card
          for (const q of s.queue) expect(q.cubes.length).toBeLessThan(EVENT_BY_ID[q.id].banners);
          // The Cathedral is built level by level: a site above an empty one is empty.
          for (let i = 6; i < 18; i++) if (s.cathedral[i] !== -1) expect(s.cathedral[i - 6]).not.toBe(-1);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('apply accepts exactly the moves legalMoves lists (up to equivalent dice), over a grid of candidates; each refusal says why', () => {
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
      out.push({ type: 'citizen', from: 'supply' });
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
          const wrong: string[] = [];
          for (const move of candidates(s, seat)) {
            const r = troyes.apply(s, seat, move);
            const said = r.ok ? 'accepted' : r.error.code;
            if (r.ok !== legal.has(moveKey(s, seat, move))) wrong.push(`${said}: ${JSON.stringify(move)}`);
            if (r.ok) continue;
            // A known code, with details; WRONG_STEP exactly when the step does not take the move type.
            const taken = (STEP_MOVES[s.step.k] as readonly string[]).includes((move as { type: string }).type);
            if (
              !KNOWN_CODES.has(said) ||
              r.error.details === undefined ||
              (said === TroyesViolation.WRONG_STEP) === taken
            ) {
              wrong.push(`${said} without reason: ${JSON.stringify(move)}`);
            }
          }
          expect(wrong).toEqual([]);
        });
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });

  it('a view shows the viewer’s own characters only, and everyone’s once the game is over', () => {
    fc.assert(
      fc.property(seedArb, playersArb, (seed, players) => {
        const { states } = trace(seed, players);
        const s = states[Math.floor(states.length / 2)] as TroyesState;
        for (let seat = 0; seat < players; seat++) {
          const v = troyes.view(s, seat);
          v.players.forEach((p, k) => expect(p.characters).toEqual(k === seat ? s.characters[k] : null));
        }
        expect(troyes.view(s, null).players.every((p) => p.characters === null)).toBe(true);
        const end = states[states.length - 1] as TroyesState;
        expect(troyes.view(end, null).players.map((p) => p.characters)).toEqual(end.characters);
      }),
      { numRuns: Math.ceil(RUNS / 4) },
    );
  });
});
