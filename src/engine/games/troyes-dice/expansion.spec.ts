/** Banquets & Raids: each of the 8 tiles, Banquet and Raid side (R-EN expansion page; rules file §6). */
import { describe, expect, it } from 'vitest';
import { troyesDice } from '.';
import { play, scenario } from './test-support/scenario';
import type { Sheet } from './types';
import { slotNotch } from './wheel';

/** Red 1 (free) | black 2 | yellow 4 (1 denier) | white 6 (2 deniers); the tile on `slot`. */
function withTile(id: number, slot: number, raid = false, sheets?: Partial<Sheet>[], halfDay = 0) {
  return scenario({
    players: 2,
    options: { expansion: true },
    halfDay,
    dice: [1, 2, 4, 6],
    blackSlot: 1,
    colours: ['red', 'white', 'yellow', 'white'],
    tiles: [{ slot, id, raid }],
    sheets,
  });
}
const code = (r: ReturnType<typeof troyesDice.apply>) => (r.ok ? 'ok' : r.error.code);

describe('tile 1', () => {
  it('Banquet: each influence moves the die ±2 (E10: 1 or 2 at the player’s choice, within 1..6)', () => {
    const { state } = withTile(1, 2); // yellow 4
    const { state: a } = play(state, 0, { type: 'useDie', slot: 2, action: 'gainResources', value: 6 });
    expect(a.sheets[0]!.spent).toEqual([1, 1, 0]);
    const { state: b } = play(state, 0, { type: 'useDie', slot: 2, action: 'gainResources', value: 1 });
    expect(b.sheets[0]!.spent).toEqual([2, 1, 0]); // 4 → 1: 3 steps = 2 influence
  });
  it('Raid: influence cannot modify this die', () => {
    const { state } = withTile(1, 2, true);
    expect(code(troyesDice.apply(state, 0, { type: 'useDie', slot: 2, action: 'gainResources', value: 5 }))).toBe(
      'VALUE_CHANGE_FORBIDDEN',
    );
  });
});

describe('tile 2', () => {
  it('Banquet: this die is free (the 2-denier white 6 costs nothing)', () => {
    const { state } = withTile(2, 3);
    const { state: a } = play(state, 0, { type: 'useDie', slot: 3, action: 'gainResources' });
    expect(a.sheets[0]!.spent).toEqual([0, 0, 0]);
  });
  it('Raid: 1 more denier than the wheel (the yellow 4 costs 2 deniers) and counts in the fallback test (E14)', () => {
    const { state } = withTile(2, 2, true);
    const { state: a } = play(state, 0, { type: 'useDie', slot: 2, action: 'gainResources' });
    expect(a.sheets[0]!.spent).toEqual([0, 2, 0]);
    const poor = scenario({
      players: 2,
      options: { expansion: true },
      dice: [1, 2, 4, 6],
      blackSlot: 0,
      colours: ['red', 'white', 'yellow', 'white'],
      tiles: [{ slot: 2, id: 2, raid: true }],
      sheets: [{ spent: [3, 2, 3] }], // 1 denier: not enough for 1+1 nor for 2
    });
    const p = poor.state;
    // slot 1 (any 1) is affordable with the denier, so no fallback
    expect(troyesDice.legalMoves(p, 0).every((m) => m.type === 'useDie' && m.slot === 1)).toBe(true);
  });
});

describe('tile 3', () => {
  it('Banquet: a Cathedral built with this die also gives 1 of each resource', () => {
    const { state } = withTile(3, 3);
    const { state: a } = play(state, 0, { type: 'useDie', slot: 3, action: 'buildPrestige' });
    expect(a.sheets[0]!.gained).toEqual([4, 4, 4]);
    expect(a.sheets[0]!.characters[5]).toBe(1);
    const { state: b } = play(state, 0, { type: 'useDie', slot: 3, action: 'buildWork' });
    expect(b.sheets[0]!.gained).toEqual([3, 3, 3]);
  });
  it('Raid: this die costs 1 more knowledge', () => {
    const { state } = withTile(3, 0, true);
    const { state: a } = play(state, 0, { type: 'useDie', slot: 0, action: 'gainResources' });
    expect(a.sheets[0]!.spent).toEqual([0, 0, 1]);
  });
});

describe('tile 4', () => {
  it('Banquet: a work building built with this die gives 1 more citizen of its colour', () => {
    const { state } = withTile(4, 2);
    const { state: a } = play(state, 0, { type: 'useDie', slot: 2, action: 'buildWork' });
    expect(a.sheets[0]!.citizens).toEqual([0, 3, 0]);
    const { state: b } = play(state, 0, { type: 'useDie', slot: 2, action: 'buildWork', colour: 'red' });
    expect(b.sheets[0]!.citizens).toEqual([3, 0, 0]); // the building's colour, after a colour change
  });
  it('Raid: the die is worth 0 (E11): gains nothing, cannot build until influence raises it', () => {
    const { state } = withTile(4, 2, true);
    expect(troyesDice.view(state, 0).dice[2]).toMatchObject({ value: 4, actionValue: 0 }); // shows 4, counts 0
    const { state: a } = play(state, 0, { type: 'useDie', slot: 2, action: 'gainResources' });
    expect(a.sheets[0]!.gained).toEqual([3, 3, 3]);
    expect(code(troyesDice.apply(state, 0, { type: 'useDie', slot: 2, action: 'buildWork' }))).toBe(
      'NO_COLUMN_FOR_VALUE',
    );
    const { state: b } = play(state, 0, { type: 'useDie', slot: 2, action: 'buildWork', value: 2 });
    expect(b.sheets[0]!.spent).toEqual([2, 1, 0]);
    expect(b.sheets[0]!.built[3]).toBe(1 << 1);
  });
});

describe('tile 5', () => {
  it('Banquet: changing the colour costs 1 knowledge', () => {
    const { state } = withTile(5, 0);
    const { state: a } = play(state, 0, { type: 'useDie', slot: 0, action: 'gainResources', colour: 'white' });
    expect(a.sheets[0]!.spent).toEqual([0, 0, 1]);
  });
  it('Raid: knowledge cannot change the colour', () => {
    const { state } = withTile(5, 0, true);
    expect(
      code(troyesDice.apply(state, 0, { type: 'useDie', slot: 0, action: 'gainResources', colour: 'white' })),
    ).toBe('COLOUR_CHANGE_FORBIDDEN');
  });
});

describe('tile 6', () => {
  it('Banquet: a Fortress built with this die gives 1 more red citizen and 1 more yellow or white citizen (a choice)', () => {
    const { state } = withTile(6, 0);
    const { state: a } = play(state, 0, { type: 'useDie', slot: 0, action: 'buildPrestige' });
    expect(a.sheets[0]!.citizens).toEqual([2, 0, 0]);
    expect(troyesDice.legalMoves(a, 0)).toEqual([
      { type: 'chooseCitizen', decision: 0, colour: 'yellow' },
      { type: 'chooseCitizen', decision: 0, colour: 'white' },
    ]);
    expect(code(troyesDice.apply(a, 0, { type: 'chooseCitizen', decision: 0, colour: 'red' }))).toBe(
      'CITIZEN_TRACK_NOT_OFFERED',
    );
    const { state: b } = play(a, 0, { type: 'chooseCitizen', decision: 0, colour: 'white' });
    expect(b.sheets[0]!.citizens).toEqual([2, 0, 1]);
  });
  it('Raid: this die costs 1 more influence', () => {
    const { state } = withTile(6, 0, true);
    const { state: a } = play(state, 0, { type: 'useDie', slot: 0, action: 'gainResources' });
    expect(a.sheets[0]!.spent).toEqual([1, 0, 0]);
  });
});

describe('tile 7', () => {
  it('Banquet: a Great Hall built with this die counts one more die of the required colour', () => {
    const { state } = withTile(7, 2); // yellow 4 → Great Hall column 4: 2 yellow citizens per yellow die
    const { state: a } = play(state, 0, { type: 'useDie', slot: 2, action: 'buildPrestige' });
    expect(a.sheets[0]!.citizens).toEqual([0, 4, 0]); // 1 yellow die + 1
  });
  it('Raid: this die cannot build a prestige building (work buildings still can)', () => {
    const { state } = withTile(7, 2, true);
    expect(code(troyesDice.apply(state, 0, { type: 'useDie', slot: 2, action: 'buildPrestige' }))).toBe(
      'PRESTIGE_FORBIDDEN',
    );
    expect(code(troyesDice.apply(state, 0, { type: 'useDie', slot: 2, action: 'buildWork' }))).toBe('ok');
  });
});

describe('tile 8', () => {
  it('Banquet: the black die here destroys nothing, attacks no sheet, is usable as a die of the plaza; the tile then flips (E12)', () => {
    // day 4: the black 2 lies on the Banquet-8 white plaza
    const { state, events } = withTile(8, 1, false, undefined, 6);
    expect(events).toEqual([{ type: 'AttackIgnored', notch: slotNotch(6, 1), tile: 8 }]);
    expect(state.destroyed).toEqual([]);
    expect(state.sheets[0]!.crossedBoxes).toEqual([0, 0, 0]);
    const view = troyesDice.view(state, 0);
    expect(view.dice[1]).toMatchObject({ black: true, usable: true, colour: 'white' });
    // the black 2 is used as a white die on the "1 of any resource" slot
    const { state: a } = play(state, 0, { type: 'useDie', slot: 1, action: 'gainResources', pay: 'deniers' });
    expect(a.sheets[0]!.gained).toEqual([3, 3, 5]);
    const { state: end, events: endEvents } = play(a, 1, { type: 'useDie', slot: 0, action: 'gainResources' });
    expect(end.expansionTiles).toEqual([{ id: 8, notch: slotNotch(6, 1), raid: true }]);
    expect(end.plazas[slotNotch(6, 1)]).toEqual(state.plazas[slotNotch(6, 1)]); // the plaza is not flipped
    expect(endEvents).toContainEqual({ type: 'TileFlipped', tile: 8, notch: slotNotch(6, 1), side: 'raid' });
  });
  it('Banquet: the black die there counts for a Great Hall as a die of its plaza colour (E12)', () => {
    const { state } = withTile(8, 1, false, undefined, 6);
    // yellow 4 raised to 5 (1 influence, 1 denier): Great Hall column 5, 3 knowledge per white die:
    // the black die on the white Banquet-8 plaza and the white 6 → 6 knowledge
    const { state: a } = play(state, 0, { type: 'useDie', slot: 2, action: 'buildPrestige', value: 5 });
    expect(a.sheets[0]!.gained).toEqual([3, 3, 9]);
  });
  it('Raid: a transparent die here acts as a black die: its plaza is destroyed and (from day 3) sheets are attacked (E13)', () => {
    const { state, events } = withTile(8, 3, true, undefined, 6); // white 6 on the Raid-8 plaza, day 4
    expect(state.destroyed).toEqual([slotNotch(6, 1), slotNotch(6, 3)]);
    expect(events.filter((e) => e.type === 'SheetsAttacked').map((e) => [e.colour, e.value])).toEqual([
      ['white', 2],
      ['white', 6],
    ]);
    expect(state.sheets[0]!.crossedBoxes[2]).toBe((1 << 1) | (1 << 5));
    expect(code(troyesDice.apply(state, 0, { type: 'useDie', slot: 3, action: 'gainResources' }))).toBe(
      'DIE_NOT_AVAILABLE',
    );
  });
});

describe('tile life cycle', () => {
  it('a Banquet tile flips to Raid with its plaza when the black die destroys the plaza, and stays Raid', () => {
    const { state } = withTile(2, 1); // the black die is on the Banquet-2 plaza
    const { state: a } = play(state, 0, { type: 'useDie', slot: 0, action: 'gainResources' });
    const { state: b, events } = play(a, 1, { type: 'useDie', slot: 0, action: 'gainResources' });
    expect(b.expansionTiles[0]).toMatchObject({ id: 2, raid: true });
    expect(events).toContainEqual(expect.objectContaining({ type: 'TileFlipped', tile: 2, side: 'raid' }));
    expect(troyesDice.view(b, null).plazas.find((p) => p.tile !== null)!.tile).toEqual({ id: 2, side: 'raid' });
  });
});
