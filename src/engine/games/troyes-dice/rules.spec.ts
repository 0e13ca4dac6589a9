/** Rules beyond the worked examples: costs, fallback, bonuses, wheel, options, turn order, ranking. */
import { describe, expect, it } from 'vitest';
import { troyesDice } from '.';
import { rolledNumbering } from './setup';
import { newSheet } from './sheet';
import { neutralNotch, slotNotch } from './wheel';
import { play, scenario } from './test-support/scenario';
import type { Sheet } from './types';

const table = { dice: [1, 2, 4, 6], blackSlot: 1, colours: ['red', 'white', 'yellow', 'white'] } as const;
const base = (sheets?: Partial<Sheet>[], players = 2) =>
  scenario({ ...table, colours: [...table.colours], players, sheets }).state;

describe('die costs and modifiers', () => {
  it('the "1 of any resource" slot must name the resource paid, and only that slot takes one', () => {
    const { state } = scenario({
      players: 2,
      dice: [1, 2, 4, 6],
      blackSlot: 0,
      colours: ['red', 'white', 'yellow', 'white'],
    });
    const missing = troyesDice.apply(state, 0, { type: 'useDie', slot: 1, action: 'gainResources' });
    expect(missing.ok || missing.error.code).toBe('PAYMENT_CHOICE_REQUIRED');
    const extra = troyesDice.apply(state, 0, { type: 'useDie', slot: 2, action: 'gainResources', pay: 'deniers' });
    expect(extra.ok || extra.error.code).toBe('PAYMENT_NOT_EXPECTED');
    const { state: after } = play(state, 0, { type: 'useDie', slot: 1, action: 'gainResources', pay: 'influence' });
    expect(after.sheets[0]!.spent).toEqual([1, 0, 0]);
    expect(after.sheets[0]!.gained).toEqual([3, 3, 5]);
  });

  it('influence does not wrap: 1 → 6 costs 5 influence; 0 is out of range', () => {
    const state = base([{ gained: [5, 3, 3] }]);
    const { state: after } = play(state, 0, { type: 'useDie', slot: 0, action: 'gainResources', value: 6 });
    expect(after.sheets[0]!.spent).toEqual([5, 0, 0]);
    const zero = troyesDice.apply(state, 0, { type: 'useDie', slot: 2, action: 'gainResources', value: 0 });
    expect(zero.ok || zero.error.code).toBe('VALUE_OUT_OF_RANGE');
  });

  it('E1: this action’s gains cannot pay for it (4 influence is not enough for 1 → 6 even on a red die)', () => {
    const state = base([{ gained: [4, 3, 3] }]);
    const r = troyesDice.apply(state, 0, { type: 'useDie', slot: 0, action: 'gainResources', value: 6 });
    expect(r.ok || r.error.code).toBe('CANNOT_AFFORD');
  });

  it('a crossed-out die box still allows gaining resources (E5) but not building', () => {
    const state = base([{ crossedBoxes: [1 << 0, 0, 0] }]);
    const build = troyesDice.apply(state, 0, { type: 'useDie', slot: 0, action: 'buildWork' });
    expect(build.ok || build.error.code).toBe('BUILDING_CROSSED_OUT');
    expect(troyesDice.apply(state, 0, { type: 'useDie', slot: 0, action: 'gainResources' }).ok).toBe(true);
  });

  it('a drawn building cannot be drawn again', () => {
    const state = base([{ built: [0, 1, 0, 0, 0, 0] }]);
    const r = troyesDice.apply(state, 0, { type: 'useDie', slot: 0, action: 'buildWork' });
    expect(r.ok || r.error.code).toBe('BUILDING_ALREADY_BUILT');
  });
});

describe('the fallback (R-EN: "If and only if you do not have enough resources…")', () => {
  const broke: Partial<Sheet> = { spent: [3, 3, 3] };
  it('with no free die and nothing to pay, the only legal move is the fallback: 1 of each resource', () => {
    const { state } = scenario({
      players: 2,
      dice: [1, 2, 4, 6],
      blackSlot: 0,
      colours: ['red', 'white', 'yellow', 'white'],
      sheets: [broke],
    });
    expect(troyesDice.legalMoves(state, 0)).toEqual([{ type: 'fallback' }]);
    const refused = troyesDice.apply(state, 0, { type: 'useDie', slot: 2, action: 'gainResources' });
    expect(refused.ok || refused.error.code).toBe('CANNOT_AFFORD');
    const { state: after } = play(state, 0, { type: 'fallback' });
    expect(after.sheets[0]!.gained).toEqual([4, 4, 4]);
    expect(after.sheets[0]!.fallbacks).toBe(1);
  });

  it('is refused while a die is free', () => {
    const state = base([broke]);
    const r = troyesDice.apply(state, 0, { type: 'fallback' });
    expect(r.ok || r.error.code).toBe('FALLBACK_NOT_ALLOWED');
    expect(troyesDice.legalMoves(state, 0).every((m) => m.type === 'useDie' && m.slot === 0)).toBe(true);
  });
});

describe('citizen tracks and bonuses', () => {
  it('column 3 of the citizen tracks gives 1 of each resource', () => {
    const state = base([{ citizens: [3, 2, 3] }]);
    // yellow die 4 at slot 2 builds the City Hall: 2 yellow citizens → column 3 complete
    const { state: after, events } = play(state, 0, { type: 'useDie', slot: 2, action: 'buildWork' });
    expect(after.sheets[0]!.citizens).toEqual([3, 4, 3]);
    expect(after.sheets[0]!.gained).toEqual([4, 4, 4]);
    expect(events).toContainEqual({ type: 'ColumnBonus', seat: 0, citizenColumn: 3 });
  });

  it('column 6 lets the player build any work building in any column; the half-day waits for the choice', () => {
    const state = base([{ citizens: [6, 5, 6] }]);
    const { state: after } = play(state, 0, { type: 'useDie', slot: 2, action: 'buildWork' });
    expect(after.sheets[0]!.pending).toEqual([{ kind: 'work', citizenColumn: 6 }]);
    expect(troyesDice.actors(after)).toEqual([0, 1]);
    const moves = troyesDice.legalMoves(after, 0);
    expect(moves).toHaveLength(17); // 3 rows × 6 columns minus the City Hall just drawn
    expect(moves).toContainEqual({ type: 'bonusBuilding', decision: 0, building: 'bishopric', column: 6 });
    const again = troyesDice.apply(after, 0, { type: 'useDie', slot: 0, action: 'gainResources' });
    expect(again.ok || again.error.code).toBe('DECISION_PENDING');
    const wrong = troyesDice.apply(after, 0, { type: 'bonusBuilding', decision: 0, building: 'fortress', column: 1 });
    expect(wrong.ok || wrong.error.code).toBe('BUILDING_NOT_OFFERED');
    const { state: done } = play(after, 0, { type: 'bonusBuilding', decision: 0, building: 'bishopric', column: 6 });
    expect(done.sheets[0]!.citizens).toEqual([6, 7, 8]);
    expect(troyesDice.actors(done)).toEqual([1]);
  });

  it('a building bonus with no column left is dropped with BonusLost (T9)', () => {
    // every work building drawn but the City Hall of column 4, which the yellow 4 now builds
    const state = base([{ citizens: [6, 5, 6], built: [0, 0b111111, 0, 0b110111, 0, 0b111111] }]);
    const { state: after, events } = play(state, 0, { type: 'useDie', slot: 2, action: 'buildWork' });
    expect(after.sheets[0]!.pending).toEqual([]);
    expect(events).toContainEqual({ type: 'BonusLost', seat: 0, decision: { kind: 'work', citizenColumn: 6 } });
    expect(troyesDice.actors(after)).toEqual([1]);
  });

  it('the 15th citizen builds one of two prestige buildings; a bonus Great Hall counts this half-day’s dice (E3)', () => {
    const state = base([{ citizens: [14, 0, 0] }]);
    // red 1 builds the Count's Palace column 1 → red citizens 15, 16
    const { state: after } = play(state, 0, { type: 'useDie', slot: 0, action: 'buildWork' });
    expect(after.sheets[0]!.pending).toEqual([{ kind: 'prestige', track: 0 }]);
    const moves = troyesDice.legalMoves(after, 0);
    expect(new Set(moves.map((m) => (m.type === 'bonusBuilding' ? m.building : '')))).toEqual(
      new Set(['greatHall', 'cathedral']),
    );
    // Great Hall column 5: 3 knowledge per white die; one white die is usable (the other is under the black die)
    const { state: done } = play(after, 0, { type: 'bonusBuilding', decision: 0, building: 'greatHall', column: 5 });
    expect(done.sheets[0]!.gained[2]).toBe(3 + 3);
  });

  it('a bonus Cathedral takes the next multiplier (E4)', () => {
    const state = base([{ citizens: [14, 0, 0], built: [0, 0, 0, 0, 0b11, 0], characters: [1, 1, 0, 0, 0, 0] }]);
    const { state: after } = play(state, 0, { type: 'useDie', slot: 0, action: 'buildWork' });
    const { state: done } = play(after, 0, { type: 'bonusBuilding', decision: 0, building: 'cathedral', column: 6 });
    expect(done.sheets[0]!.characters).toEqual([1, 1, 0, 0, 0, 2]);
  });

  it('the 20th citizen gives the two citizens shown; a citizen for a full track goes to another track of the player’s choice', () => {
    const state = base([{ citizens: [19, 3, 20] }]);
    // red 1 builds the Palace: red 20 → +1 yellow +1 white (white full → choose), then the 2nd red citizen overflows
    const { state: after } = play(state, 0, { type: 'useDie', slot: 0, action: 'buildWork' });
    const s = after.sheets[0]!;
    expect(s.citizens).toEqual([20, 4, 20]);
    expect(s.pending).toEqual([
      { kind: 'overflow', colour: 2 },
      { kind: 'overflow', colour: 0 },
    ]);
    expect(troyesDice.legalMoves(after, 0)).toEqual([
      { type: 'chooseCitizen', decision: 0, colour: 'yellow' },
      { type: 'chooseCitizen', decision: 1, colour: 'yellow' },
    ]);
    const full = troyesDice.apply(after, 0, { type: 'chooseCitizen', decision: 1, colour: 'white' });
    expect(full.ok || full.error.code).toBe('CITIZEN_TRACK_NOT_OFFERED');
    const { state: a } = play(after, 0, { type: 'chooseCitizen', decision: 1, colour: 'yellow' });
    const { state: b } = play(a, 0, { type: 'chooseCitizen', decision: 0, colour: 'yellow' });
    expect(b.sheets[0]!.citizens).toEqual([20, 6, 20]);
  });

  it('resource gains beyond the 18th space are lost (A2); the 18th space still gives its citizen', () => {
    const state = base([{ gained: [3, 3, 16] }]);
    const { state: after } = play(state, 0, { type: 'useDie', slot: 3, action: 'gainResources', pay: undefined });
    expect(after.sheets[0]!.gained[2]).toBe(18);
    expect(after.sheets[0]!.citizens).toEqual([0, 0, 1]);
  });

  it('a crossed-out neighbour blocks the link bonus for good', () => {
    const state = base([{ crossedBoxes: [1 << 1, 0, 0] }]);
    const { state: after, events } = play(state, 0, { type: 'useDie', slot: 0, action: 'buildPrestige' });
    expect(after.sheets[0]!.citizens).toEqual([1, 0, 0]);
    expect(events.some((e) => e.type === 'LinkBonus')).toBe(false);
  });

  it('all 9 link lozenges pay as printed', () => {
    const cases: [number, number, number[], number[]][] = [
      // [row, column pair, resources gained delta, citizens]
      [0, 0, [0, 0, 0], [2, 0, 0]], // Fortress 1-2: its red citizen + 1 red
      [0, 1, [0, 0, 0], [0, 2, 0]], // Fortress 3-4: its yellow citizen + 1 yellow
      [0, 2, [0, 0, 0], [0, 0, 2]], // Fortress 5-6: its white citizen + 1 white
      [1, 0, [0, 0, 0], [4, 0, 0]], // Palace 1-2: 2 red + 2 red
      [1, 2, [3, 0, 0], [3, 0, 0]], // Palace 5-6: 2 red + 3 influence (reaching the 6th space: +1 red)
      [3, 0, [0, 3, 0], [0, 3, 0]], // City Hall 1-2: 2 yellow + 3 deniers (6th space: +1 yellow)
      [3, 1, [0, 0, 0], [0, 4, 0]], // City Hall 3-4: 2 yellow + 2 yellow
      [5, 1, [0, 0, 3], [0, 0, 3]], // Bishopric 3-4: 2 white + 3 knowledge (6th space: +1 white)
      [5, 2, [0, 0, 0], [0, 0, 4]], // Bishopric 5-6: 2 white + 2 white
    ];
    for (const [row, pair, res, cit] of cases) {
      const sheet: Sheet = { ...newSheet(), built: [0, 0, 0, 0, 0, 0] };
      sheet.built[row] = 1 << (pair * 2 + 1);
      const colour = ['red', 'red', 'yellow', 'yellow', 'white', 'white'][row]!;
      const value = pair * 2 + 1;
      const { state } = scenario({
        players: 2,
        dice: [value, 6, 6, 6],
        blackSlot: 3,
        colours: [colour, 'red', 'red', 'red'] as never,
        sheets: [sheet],
      });
      const { state: after } = play(state, 0, {
        type: 'useDie',
        slot: 0,
        action: row % 2 === 0 ? 'buildPrestige' : 'buildWork',
      });
      const s = after.sheets[0]!;
      expect([s.gained.map((g) => g - 3), s.citizens], `row ${row} pair ${pair}`).toEqual([res, cit]);
    }
  });
});

describe('the wheel', () => {
  it('zones turn one notch clockwise a day: the morning 0-cost plaza of day d is the neutral notch of day d+1', () => {
    for (let day = 1; day < 8; day++) {
      expect(neutralNotch(day + 1)).toBe(slotNotch((day - 1) * 2, 0));
    }
    expect([0, 1, 2, 3].map((s) => slotNotch(0, s))).toEqual([1, 2, 3, 4]);
    expect([0, 1, 2, 3].map((s) => slotNotch(1, s))).toEqual([5, 6, 7, 8]);
    expect([0, 1, 2, 3].map((s) => slotNotch(15, s))).toEqual([3, 4, 5, 6]);
  });

  it('the destroyed plaza is flipped at the end of the half-day', () => {
    const { state } = scenario({ dice: [1, 2, 4, 6], blackSlot: 1, colours: ['red', 'white', 'yellow', 'white'] });
    state.plazas[slotNotch(0, 1)] = { tile: 7, up: 1 }; // a yellow/white tile showing white
    const { state: after, events } = play(state, 0, { type: 'useDie', slot: 0, action: 'gainResources' });
    expect(after.plazas[slotNotch(0, 1)]).toEqual({ tile: 7, up: 0 });
    expect(events).toContainEqual({ type: 'PlazaFlipped', notch: slotNotch(0, 1), colour: 'yellow' });
    expect(after.halfDay).toBe(1);
  });
});

describe('options and setup', () => {
  it('rolled numbering wraps 6 → 1 and 1 → 6 (R-EN: 4,5,6,1,2,3 / 4,3,2,1,6,5)', () => {
    expect(rolledNumbering(4, 1)).toEqual([4, 5, 6, 1, 2, 3]);
    expect(rolledNumbering(4, -1)).toEqual([4, 3, 2, 1, 6, 5]);
  });

  it('numbering modes: first game 1-6, rolled from the seed (reproducible), expert explicit', () => {
    const first = troyesDice.setup({}, 's', 1);
    expect(first.ok && first.value.columnValues).toEqual([1, 2, 3, 4, 5, 6]);
    const rolled = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => {
      const r = troyesDice.setup({ numbering: 'rolled' }, `r${i}`, 1);
      return r.ok ? r.value.columnValues.join('') : '';
    });
    for (const seq of rolled)
      expect([
        '123456',
        '234561',
        '345612',
        '456123',
        '561234',
        '612345',
        '654321',
        '543216',
        '432165',
        '321654',
        '216543',
        '165432',
      ]).toContain(seq);
    expect(new Set(rolled).size).toBeGreaterThan(1);
    const again = troyesDice.setup({ numbering: 'rolled' }, 'r0', 1);
    expect(again.ok && again.value.columnValues.join('')).toBe(rolled[0]);
    const expert = troyesDice.setup({ numbering: [3, 1, 6, 2, 5, 4] }, 's', 1);
    expect(expert.ok && expert.value.columnValues).toEqual([3, 1, 6, 2, 5, 4]);
  });

  it('a die goes to the physical column holding its value', () => {
    const { state } = scenario({
      options: { numbering: [3, 1, 6, 2, 5, 4] },
      players: 2,
      ...table,
      colours: [...table.colours],
    });
    const { state: after } = play(state, 0, { type: 'useDie', slot: 0, action: 'buildWork' }); // red 1 → column 2
    expect(after.sheets[0]!.built[1]).toBe(1 << 1);
  });

  it.each([
    [{ numbering: [1, 2, 3, 4, 5, 5] }],
    [{ numbering: 'expert' }],
    [{ expansion: 'yes' }],
    [{ colour: 'red' }],
    ['first-game'],
    [[1, 2]],
  ])('rejects bad options %j with INVALID_OPTIONS', (options) => {
    const r = troyesDice.setup(options, 's', 1);
    expect(r.ok || r.error.code).toBe('INVALID_OPTIONS');
  });

  it.each([0, 11, 1.5, NaN])('rejects %d players', (n) => {
    const r = troyesDice.setup({}, 's', n);
    expect(r.ok || r.error.code).toBe('INVALID_PLAYER_COUNT');
  });

  it('deals 9 plazas, 3 of each resource, and (with the expansion) 3 distinct tiles on the same-colour plazas', () => {
    const r = troyesDice.setup({ expansion: true }, 'deal', 3);
    if (!r.ok) throw new Error('setup');
    const s = r.value;
    expect(new Set(s.plazas.map((p) => p.tile)).size).toBe(9);
    expect(s.sheets).toHaveLength(3);
    expect(s.sheets[0]!.gained).toEqual([3, 3, 3]);
    expect(s.expansionTiles).toHaveLength(3);
    expect(new Set(s.expansionTiles.map((t) => t.id)).size).toBe(3);
    for (const t of s.expansionTiles) expect(s.plazas[t.notch]!.tile).toBeLessThan(3);
  });
});

describe('simultaneous play, turn order and ranking', () => {
  it('every seat acts once per half-day from the same dice; the half-day ends when the last one is done', () => {
    const state = base(undefined, 3);
    expect(troyesDice.actors(state)).toEqual([0, 1, 2]);
    const { state: a } = play(state, 1, { type: 'useDie', slot: 0, action: 'gainResources' });
    const twice = troyesDice.apply(a, 1, { type: 'useDie', slot: 0, action: 'gainResources' });
    expect(twice.ok || twice.error.code).toBe('NOT_YOUR_TURN');
    const { state: b } = play(a, 0, { type: 'useDie', slot: 0, action: 'gainResources' });
    expect(b.halfDay).toBe(0);
    const { state: c, events } = play(b, 2, { type: 'useDie', slot: 0, action: 'gainResources' });
    expect(c.halfDay).toBe(1);
    expect(events.some((e) => e.type === 'HalfDayStarted')).toBe(true);
    expect(troyesDice.actors(c)).toEqual([0, 1, 2]);
  });

  it('rejects unknown seats, malformed moves and moves after the end', () => {
    const state = base();
    const codes = [
      troyesDice.apply(state, 5, { type: 'fallback' }),
      troyesDice.apply(state, 0, null),
      troyesDice.apply(state, 0, { type: 'pass' }),
      troyesDice.apply(state, 0, { type: 'useDie', slot: 'a', action: 'gainResources' }),
      troyesDice.apply(state, 0, { type: 'useDie', slot: 0, action: 'steal' }),
      troyesDice.apply(state, 0, { type: 'bonusBuilding', decision: 0, building: 'fortress', column: 1 }),
      troyesDice.apply({ ...state, halfDay: 16 }, 0, { type: 'fallback' }),
    ].map((r) => (r.ok ? 'ok' : r.error.code));
    expect(codes).toEqual([
      'UNKNOWN_SEAT',
      'MALFORMED_MOVE',
      'MALFORMED_MOVE',
      'MALFORMED_MOVE',
      'MALFORMED_MOVE',
      'NO_SUCH_DECISION',
      'GAME_OVER',
    ]);
  });

  it('a pending decision is private: its event goes `to` that seat and only that seat’s view lists it', () => {
    const state = base([{ citizens: [6, 5, 6] }]);
    const { state: after, events } = play(state, 0, { type: 'useDie', slot: 2, action: 'buildWork' });
    expect(events.find((e) => e.type === 'DecisionPending')).toMatchObject({ seat: 0, to: [0] });
    expect(events.filter((e) => e.to !== undefined).map((e) => e.type)).toEqual(['DecisionPending']);
    expect(troyesDice.view(after, 0).players[0]!.pending).toEqual([{ kind: 'work', citizenColumn: 6 }]);
    expect(troyesDice.view(after, 1).players[0]!.pending).toBeNull();
    expect(troyesDice.view(after, null).players[0]!.pending).toBeNull();
    expect(troyesDice.view(after, 1).players[0]!.done).toBe(false);
  });

  it('tied players share the victory (R-EN "the tied players share the victory")', () => {
    const state = base([{ citizens: [5, 0, 0] }, { citizens: [2, 3, 0] }, { citizens: [1, 0, 0] }], 3);
    expect(troyesDice.ranking(state)).toEqual([
      { seat: 0, rank: 1, total: 8 },
      { seat: 1, rank: 1, total: 8 },
      { seat: 2, rank: 3, total: 4 },
    ]);
  });
});
