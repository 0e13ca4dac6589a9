import { describe, expect, it } from '@jest/globals';
import { randomInt, seedRng } from '../../../src/engine/core/rng';
import { EVENT_BY_ID } from '../../../src/engine/games/troyes/data/events';
import { getGame } from '../../../src/engine/released-games';
import * as orleans from './orleans/moves';
import * as troyes from './troyes/moves';
import * as troyesDice from './troyes-dice/moves';
import type { MoveGroup, SeatNames } from './types';

interface GameMoves {
  groupMoves(moves: never[], view: never, seat: number, names: SeatNames): MoveGroup[];
  tell(events: { type: string; [k: string]: unknown }[], names: SeatNames): string[];
}

const WORDS: Record<string, GameMoves> = {
  'troyes-dice': { groupMoves: (m, v) => troyesDice.groupMoves(m, v), tell: troyesDice.tell } as GameMoves,
  troyes: { groupMoves: (m, v, _s, n) => troyes.groupMoves(m, v, n), tell: troyes.tell } as GameMoves,
  orleans: { groupMoves: (m, v, s) => orleans.groupMoves(m, v, s), tell: orleans.tell } as GameMoves,
};

/** Each decision of a seeded random game: the actor's view and legal moves, and the events so far. */
function playout(id: string, players: number, seed: string) {
  const def = getGame(id)!;
  const setup = def.setup(undefined, seed, players);
  if (!setup.ok) throw new Error(setup.error.message);
  let s = setup.value;
  const pick = seedRng(seed);
  const steps: { seat: number; view: unknown; legal: unknown[] }[] = [];
  const events: { type: string; [k: string]: unknown }[] = [];
  for (let guard = 0; guard < 5000 && !def.isOver(s); guard++) {
    const actors = def.actors(s);
    const seat = actors[randomInt(pick, actors.length)]!;
    const legal = def.legalMoves(s, seat) as unknown[];
    steps.push({ seat, view: def.view(s, seat), legal });
    const r = def.apply(s, seat, legal[randomInt(pick, legal.length)]);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
    events.push(...(r.value.events as { type: string }[]));
  }
  return { steps, events };
}

const NAMES = ['You', 'Bob', 'Bot 3 (greedy)'];
const options = (groups: MoveGroup[]) => groups.flatMap((g) => [...g.options, ...(g.more?.options ?? [])]);

describe.each([
  ['troyes-dice', 2],
  ['troyes', 3],
  ['orleans', 3],
])('the game page’s words for %s', (id, players) => {
  const words = WORDS[id]!;
  const { steps, events } = playout(id, players, `words-${id}`);

  it('lists every legal move exactly once, and nothing else, each said in words', () => {
    for (const step of steps.filter((_, i) => i % 3 === 0)) {
      const shown = options(words.groupMoves(step.legal as never[], step.view as never, step.seat, NAMES));
      expect(shown.map((o) => JSON.stringify(o.move)).sort()).toEqual(step.legal.map((m) => JSON.stringify(m)).sort());
      for (const o of shown) {
        expect(o.label.length).toBeGreaterThan(3);
        expect(`${o.label} ${o.detail ?? ''}`).not.toMatch(/undefined|NaN|\[object/);
      }
    }
  });

  it('tells every event the game reported in words', () => {
    const silent = new Set<string>();
    for (const e of events) {
      const lines = words.tell([e], NAMES);
      if (lines.length === 0) silent.add(e.type);
      for (const l of lines) expect(l).not.toMatch(/undefined|NaN|\[object/);
    }
    expect([...silent]).toEqual([]);
  });

  it('keeps a move of a shape it does not know (a newer ruleset), saying its unknown fields', () => {
    const step = steps.find((s) => s.legal.length > 0)!;
    const known = step.legal[0] as Record<string, unknown>;
    const widened = { ...known, flourish: 2 };
    const novel = { type: 'chooseActivations', n: 3 };
    const shown = options(words.groupMoves([widened, novel] as never[], step.view as never, step.seat, NAMES));
    expect(shown.map((o) => o.move)).toEqual(expect.arrayContaining([widened, novel]));
    expect(shown.find((o) => o.move === novel)!.label).toBe('Choose activations: n 3');
    if (id === 'troyes') {
      // Troyes is the game whose moves are growing (troyes@3): a new field of a known move is said too.
      expect(shown.find((o) => o.move === widened)!.detail).toContain('flourish 2');
    }
  });
});

describe('the game page’s words for troyes@3’s new choices', () => {
  // A real view of a new Troyes game, with the step each choice comes from.
  const def = getGame('troyes')!;
  const setup = def.setup(undefined, 'words-troyes-3', 2);
  if (!setup.ok) throw new Error(setup.error.message);
  const real = def.view(setup.value, 0) as { queue: { id: string }[] };
  const first = EVENT_BY_ID[real.queue[0]!.id as keyof typeof EVENT_BY_ID].name;
  const inStep = (step: Record<string, unknown>) => ({ ...real, step: { seat: 0, ...step } }) as never;
  const label = (move: unknown, view: unknown) => troyes.describeTroyesMove(move as never, view as never, NAMES);

  it('says how many times a card is used in words: once, twice, 3 times', () => {
    const view = inStep({ k: 'times', slot: 0, max: 3 });
    expect([1, 2, 3].map((n) => label({ type: 'times', n }, view))).toEqual([
      'Use it once',
      'Use it twice',
      'Use it 3 times',
    ]);
  });

  it('offers Archer’s and Chivalry’s cubes as "place the cube" or "done placing cubes", keeping the rest', () => {
    const one = inStep({ k: 'cubes', left: 1, optional: true });
    const two = inStep({ k: 'cubes', left: 2, optional: true });
    expect(label({ type: 'eventCube', event: 0 }, one)).toBe(`Place the cube on ${first}`);
    expect(label({ type: 'cubesDone' }, one)).toBe('Done placing cubes (keep the cube)');
    expect(label({ type: 'cubesDone' }, two)).toBe('Done placing cubes (keep the 2 left)');
    const groups = troyes.groupMoves([{ type: 'eventCube', event: 0 }, { type: 'cubesDone' }] as never[], two, NAMES);
    expect(groups.map((g) => g.title)).toEqual(['Place the cube or keep it (2 cubes left)']);
    const [place, done] = groups[0]!.options;
    expect(place!.detail).toBeUndefined(); // nothing raw: every field is worded
    expect(done!.detail).toBe('the cubes left are not placed; your turn ends');
    // Diplomat's cubes are paid for: each must be placed, and no "done" is offered or worded.
    const paid = inStep({ k: 'cubes', left: 2 });
    expect(label({ type: 'eventCube', event: 0 }, paid)).toBe(`Put the cube on ${first}`);
    expect(troyes.groupMoves([{ type: 'eventCube', event: 0 }] as never[], paid, NAMES)[0]!.title).toBe(
      'Where the event cube goes',
    );
  });

  it('words a move’s activations ("use it twice") instead of showing the field raw', () => {
    const view = inStep({ k: 'group', act: { action: 'activity', target: 0, cube: -1 } });
    const move = { type: 'group', dice: [{ district: 0, die: 0 }], activations: 2 };
    const [shown] = options(troyes.groupMoves([move] as never[], view, NAMES));
    expect(shown!.label).toMatch(/, use it twice$/);
    expect(`${shown!.label} ${shown!.detail ?? ''}`).not.toContain('activations');
  });
});
