/** The worked examples of the rulebook (R-EN = shared/seeds/000_troyes-dice_english-extract.txt). */
import { describe, expect, it } from 'vitest';
import { troyesDice } from '.';
import { characterPoints, scoreSheet } from './scoring';
import { newSheet } from './sheet';
import { placeDice } from './wheel';
import { play, scenario } from './test-support/scenario';
import type { Sheet } from './types';

describe('rulebook examples', () => {
  it('R-EN "Roll the Dice" example: 1, black 3, transparent 3, 6 → the black 3 goes before the transparent 3', () => {
    expect(placeDice([6, 3, 1], 3)).toEqual({ dice: [1, 3, 3, 6], blackSlot: 1 });
    // and a black die lower than everything takes the 0-cost slot
    expect(placeDice([2, 2, 5], 1)).toEqual({ dice: [1, 2, 2, 5], blackSlot: 0 });
  });

  it('R-EN cost example: red 1 costs 0, yellow 3 costs 1 denier, red 6 costs 2 deniers, the black die cannot be bought', () => {
    const { state } = scenario({ dice: [1, 3, 3, 6], blackSlot: 1, colours: ['red', 'white', 'yellow', 'red'] });
    const view = troyesDice.view(state, 0);
    expect(view.dice.map((d) => [d.value, d.colour, d.wheelCost, d.usable])).toEqual([
      [1, 'red', 'FREE', true],
      [3, 'white', 'ANY_1', false],
      [3, 'yellow', 'DENIER_1', true],
      [6, 'red', 'DENIER_2', true],
    ]);
    const r = troyesDice.apply(state, 0, { type: 'useDie', slot: 1, action: 'gainResources', pay: 'deniers' });
    expect(r.ok || r.error.code).toBe('DIE_NOT_AVAILABLE');
  });

  it('R-EN event example (day 4): black 3 on a white plaza → white 3 crossed; Valentin keeps his Bishopric, loses the unbuilt Cathedral', () => {
    const valentin: Partial<Sheet> = { built: [0, 0, 0, 0, 0, 1 << 2] }; // Bishopric, column 3
    const withFortress: Partial<Sheet> = { built: [1 << 2, 0, 0, 0, 0, 0] }; // Fortress, column 3
    const { state, events } = scenario({
      players: 3,
      halfDay: 6, // day 4 morning
      dice: [2, 3, 4, 5],
      blackSlot: 1,
      colours: ['red', 'white', 'yellow', 'red'],
      sheets: [valentin, withFortress, {}],
    });
    expect(events).toContainEqual({
      type: 'SheetsAttacked',
      colour: 'white',
      value: 3,
      column: 3,
      crossed: [0, 2],
      protected: [1],
    });
    const white = troyesDice.view(state, 0).players[0]!.sheet.districts[2]!;
    expect(white.boxes[2]).toMatchObject({ value: 3, crossed: true });
    expect(white.prestige[2]).toBe('crossed'); // Cathedral
    expect(white.work[2]).toBe('built'); // Bishopric
    // Fortress protection covers all three districts of its column
    const protectedWhite = troyesDice.view(state, 1).players[1]!.sheet.districts[2]!;
    expect(protectedWhite.boxes[2]).toMatchObject({ crossed: false, protected: true });
    // and nothing more can be built there
    const r = troyesDice.apply(state, 0, {
      type: 'useDie',
      slot: 2,
      action: 'buildPrestige',
      colour: 'white',
      value: 3,
    });
    expect(r.ok || r.error.code).toBe('BUILDING_CROSSED_OUT');
  });

  it('no sheet attack before day 3 (the plaza is still destroyed)', () => {
    const { state, events } = scenario({
      halfDay: 3,
      dice: [2, 3, 4, 5],
      blackSlot: 1,
      colours: ['red', 'white', 'yellow', 'red'],
    });
    expect(events.map((e) => e.type)).toEqual(['PlazaDestroyed']);
    expect(state.sheets[0]!.crossedBoxes).toEqual([0, 0, 0]);
    // day 3 morning: the first attack
    const day3 = scenario({ halfDay: 4, dice: [2, 3, 4, 5], blackSlot: 1, colours: ['red', 'white', 'yellow', 'red'] });
    expect(day3.events.map((e) => e.type)).toEqual(['PlazaDestroyed', 'SheetsAttacked']);
    expect(day3.state.sheets[0]!.crossedBoxes).toEqual([0, 0, 1 << 2]);
  });

  it('R-EN gain example: 1 denier for the red 5, 2 knowledge → yellow, 1 influence → 6, gain 6 deniers and 1 yellow citizen', () => {
    const { state } = scenario({
      players: 2,
      dice: [1, 2, 5, 6],
      blackSlot: 0,
      colours: ['red', 'white', 'red', 'yellow'],
    });
    const { state: after, events } = play(state, 0, {
      type: 'useDie',
      slot: 2,
      action: 'gainResources',
      colour: 'yellow',
      value: 6,
    });
    const s = after.sheets[0]!;
    expect(s.spent).toEqual([1, 1, 2]); // influence, deniers, knowledge
    expect(s.gained).toEqual([3, 9, 3]); // 3 + 6 deniers: the 6th space is citizen-linked
    expect(s.citizens).toEqual([0, 1, 0]);
    expect(events[0]).toMatchObject({ type: 'DieUsed', colour: 'yellow', value: 6 });
  });

  it('R-EN Fortress example: red 1 for 0 deniers builds the column-1 Fortress next to a drawn column-2 Fortress → 2 red citizens', () => {
    const { state } = scenario({
      players: 2,
      dice: [1, 2, 5, 6],
      blackSlot: 1,
      colours: ['red', 'white', 'red', 'yellow'],
      sheets: [{ built: [1 << 1, 0, 0, 0, 0, 0] }],
    });
    const { state: after, events } = play(state, 0, { type: 'useDie', slot: 0, action: 'buildPrestige' });
    expect(after.sheets[0]!.citizens).toEqual([2, 0, 0]);
    expect(after.sheets[0]!.spent).toEqual([0, 0, 0]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'LinkBonus', building: 'fortress', columns: [1, 2] }),
    );
  });

  it('R-EN Great Hall example: yellow 5 (1 denier) builds the column-5 Great Hall with 2 white dice available → 6 knowledge', () => {
    const { state } = scenario({
      players: 2,
      dice: [1, 3, 5, 6],
      blackSlot: 1,
      colours: ['white', 'red', 'yellow', 'white'],
    });
    const { state: after } = play(state, 0, { type: 'useDie', slot: 2, action: 'buildPrestige' });
    const s = after.sheets[0]!;
    expect(s.spent).toEqual([0, 1, 0]);
    expect(s.gained).toEqual([3, 3, 9]); // 3 + 6 knowledge (passing the 6th space: a white citizen)
    expect(s.citizens).toEqual([0, 0, 1]);
  });

  it('R-EN note: a colour change by knowledge is ignored when the Great Hall counts dice', () => {
    // white 5 turned yellow builds the column-5 Great Hall: the dice are counted by plaza colour → 2 white dice
    const { state } = scenario({
      players: 2,
      dice: [1, 3, 5, 6],
      blackSlot: 1,
      colours: ['yellow', 'red', 'white', 'white'],
    });
    const { state: after } = play(state, 0, { type: 'useDie', slot: 2, action: 'buildPrestige', colour: 'yellow' });
    expect(after.sheets[0]!.gained[2]).toBe(3 + 6);
  });

  it('R-EN Cathedral example: a white 1 builds the 3rd Cathedral → 2 at Hugues de Payns → 2 VP per Fortress', () => {
    const { state } = scenario({
      players: 2,
      dice: [1, 3, 5, 6],
      blackSlot: 1,
      colours: ['white', 'red', 'yellow', 'white'],
      sheets: [{ built: [0b110, 0, 0, 0, 0b1100, 0], characters: [0, 0, 1, 1, 0, 0] }],
    });
    const { state: after } = play(state, 0, { type: 'useDie', slot: 0, action: 'buildPrestige' });
    expect(after.sheets[0]!.characters).toEqual([2, 0, 1, 1, 0, 0]);
    expect(characterPoints(after.sheets[0]!)[0]).toBe(2 * 2); // two Fortresses drawn
  });

  it('R-EN/R-DE end-of-game example: Thibaut 4, Jeanne 8, Urbain 4, Marie 4, resources 1+1+2, citizens 30 → 54 VP', () => {
    const sheet: Sheet = {
      ...newSheet(),
      // 4 Great Halls, 4 City Halls, 4 Cathedrals (columns 3-6), 2 Bishoprics
      built: [0, 0, 0b1111, 0b1111, 0b111100, 0b11],
      characters: [0, 0, 1, 2, 1, 2],
      gained: [10, 12, 18],
      spent: [8, 10, 13],
      citizens: [10, 10, 10],
    };
    const score = scoreSheet(sheet, 0);
    expect(score.breakdown).toEqual({
      huguesDePayns: 0,
      isabeauDeBaviere: 0,
      thibautII: 4,
      jeanneDeChampagne: 8,
      urbainIV: 4,
      marieDeChampagne: 4,
      influence: 1,
      deniers: 1,
      knowledge: 2,
      citizens: 30,
    });
    expect(score.total).toBe(54);
    // R-DE's district boxes: red 0/0/1, yellow 4/8/1, white 4/4/2
    const b = score.breakdown;
    expect([b.huguesDePayns, b.isabeauDeBaviere, b.influence]).toEqual([0, 0, 1]);
    expect([b.thibautII, b.jeanneDeChampagne, b.deniers]).toEqual([4, 8, 1]);
    expect([b.urbainIV, b.marieDeChampagne, b.knowledge]).toEqual([4, 4, 2]);
  });
});
