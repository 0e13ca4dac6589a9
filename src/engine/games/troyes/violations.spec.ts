import { describe, expect, it } from '@jest/globals';
import type { Violation } from '../../core/result';
import { troyes } from './index';
import { ANNA, FAYE, blankState, patchSlot, play, showActivity, groupOf } from './test-support/scenario';
import { EMPTY, TroyesViolation, type TroyesState } from './types';

/**
 * Every refusal names its reason (a code of TroyesViolation) and the details a client needs to
 * correct the move (docs/engine.md §8). One case per code at least; the last test checks that
 * every code of the table is met here.
 */
const met = new Set<string>();

function refusal(s: TroyesState, seat: number, move: unknown): Violation {
  const r = troyes.apply(s, seat, move);
  if (r.ok) throw new Error(`${JSON.stringify(move)} was accepted`);
  met.add(r.error.code);
  return r.error;
}

describe('violation codes and details', () => {
  it('WRONG_STEP lists the move types the step takes; MALFORMED_MOVE names the field', () => {
    const s = blankState();
    expect(refusal(s, ANNA, { type: 'times', n: 1 })).toMatchObject({
      code: 'WRONG_STEP',
      details: { step: 'turn', expected: ['reroll', 'recruit', 'flip', 'pass', 'act'] },
    });
    expect(refusal(s, ANNA, { type: 'build' })).toMatchObject({
      code: 'MALFORMED_MOVE',
      details: { type: 'build', field: 'type' },
    });
    expect(refusal(s, ANNA, { type: 'act', action: 'activity', target: '3', cube: -1 })).toMatchObject({
      code: 'MALFORMED_MOVE',
      details: { type: 'act', field: 'target' },
    });
    expect(refusal(s, ANNA, { type: 'group', dice: [{ district: 0 }] })).toMatchObject({
      code: 'MALFORMED_MOVE',
      details: { field: 'dice[0].die' },
    });
  });

  it('draft: NO_SUCH_SPACE, SPACE_TAKEN', () => {
    const r = troyes.setup({}, 'violations', 4);
    if (!r.ok) throw new Error('setup');
    const first = troyes.actors(r.value)[0] as number;
    expect(refusal(r.value, first, { type: 'draft', building: 'palace', space: 6 })).toMatchObject({
      code: 'NO_SUCH_SPACE',
      details: { building: 'palace', space: 6, spaces: 6 },
    });
    const next = play(r.value, first, { type: 'draft', building: 'palace', space: 0 }).state;
    const second = troyes.actors(next)[0] as number;
    expect(refusal(next, second, { type: 'draft', building: 'palace', space: 0 })).toMatchObject({
      code: 'SPACE_TAKEN',
      details: { building: 'palace', space: 0, owner: first },
    });
  });

  it('Influence: NO_SUCH_DIE, NOT_ENOUGH_INFLUENCE, NO_OWN_DICE, NO_CITIZEN_TO_RECRUIT, INFLUENCE_TOO_LATE', () => {
    const s = blankState();
    s.dice[ANNA] = ['Y2'];
    expect(refusal(s, ANNA, { type: 'reroll', die: 3 })).toMatchObject({
      code: 'NO_SUCH_DIE',
      details: { district: ANNA, die: 3, dice: 1 },
    });
    s.influence[ANNA] = 3;
    expect(refusal(s, ANNA, { type: 'flip' })).toMatchObject({
      code: 'NOT_ENOUGH_INFLUENCE',
      details: { need: 4, have: 3 },
    });
    s.influence[ANNA] = 4;
    s.dice[ANNA] = [];
    expect(refusal(s, ANNA, { type: 'flip' })).toMatchObject({ code: 'NO_OWN_DICE', details: { dice: 0 } });
    s.owned[ANNA] = 12;
    expect(refusal(s, ANNA, { type: 'recruit' })).toMatchObject({
      code: 'NO_CITIZEN_TO_RECRUIT',
      details: { owned: 12, max: 12 },
    });
    s.black = [3];
    s.dice[ANNA] = ['Y4'];
    s.step = { k: 'counter', seat: ANNA, dice: [0], blacks: [] };
    expect(refusal(s, ANNA, { type: 'reroll', die: 0 })).toMatchObject({
      code: 'INFLUENCE_TOO_LATE',
      details: { step: 'counter' },
    });
  });

  it('flip: DIE_ALREADY_CHOSEN, NOTHING_CHOSEN', () => {
    const s = blankState();
    s.dice[ANNA] = ['Y2', 'R3'];
    s.step = { k: 'flip', seat: ANNA, dice: [0], ret: 'turn' };
    expect(refusal(s, ANNA, { type: 'flipDie', die: 0 })).toMatchObject({
      code: 'DIE_ALREADY_CHOSEN',
      details: { die: 0 },
    });
    s.step = { k: 'flip', seat: ANNA, dice: [], ret: 'turn' };
    expect(refusal(s, ANNA, { type: 'flipDone' })).toMatchObject({ code: 'NOTHING_CHOSEN' });
  });

  it('black dice: CANNOT_COUNTER, MUST_COUNTER, NO_SUCH_BLACK_DIE, BLACK_DIE_ALREADY_CHOSEN, NOT_ENOUGH_STRENGTH', () => {
    const s = blankState();
    s.black = [6, 2, 5];
    s.dice[ANNA] = ['W2'];
    s.step = { k: 'counter', seat: ANNA, dice: [], blacks: [] };
    expect(refusal(s, ANNA, { type: 'counterDie', die: 0 })).toMatchObject({
      code: 'CANNOT_COUNTER',
      details: { strength: 2, black: 6 },
    });
    s.dice[ANNA] = ['R4', 'W3']; // red counts double: 11
    expect(refusal(s, ANNA, { type: 'concede' })).toMatchObject({
      code: 'MUST_COUNTER',
      details: { strength: 11, black: 6 },
    });
    expect(refusal(s, ANNA, { type: 'counterBlack', black: 0 })).toMatchObject({
      code: 'NO_SUCH_BLACK_DIE',
      details: { black: 0, blacks: [6, 2, 5] },
    });
    s.step = { k: 'counter', seat: ANNA, dice: [1], blacks: [1] };
    expect(refusal(s, ANNA, { type: 'counterBlack', black: 1 })).toMatchObject({
      code: 'BLACK_DIE_ALREADY_CHOSEN',
      details: { black: 1 },
    });
    expect(refusal(s, ANNA, { type: 'counterBlack', black: 2 })).toMatchObject({
      code: 'NOT_ENOUGH_STRENGTH',
      details: { need: 13, have: 11 },
    });
    expect(refusal(s, ANNA, { type: 'counterDone' })).toMatchObject({
      code: 'NOT_ENOUGH_STRENGTH',
      details: { need: 8, have: 3 },
    });
  });

  it('act: NO_SUCH_TARGET, CARD_NOT_REVEALED, NO_CUBE, CUBE_NOT_APPLICABLE, EVENT_FULL', () => {
    const s = blankState();
    s.dice[ANNA] = ['Y6'];
    expect(refusal(s, ANNA, { type: 'act', action: 'activity', target: 9, cube: -1 })).toMatchObject({
      code: 'NO_SUCH_TARGET',
      details: { action: 'activity', target: 9, targets: [0, 1, 2, 3, 4, 5, 6, 7, 8] },
    });
    expect(refusal(s, ANNA, { type: 'act', action: 'cathedral', target: 0, cube: -1 })).toMatchObject({
      code: 'NO_SUCH_TARGET',
      details: { targets: [-1] },
    });
    expect(refusal(s, ANNA, { type: 'act', action: 'activity', target: 0, cube: -1 })).toMatchObject({
      code: 'CARD_NOT_REVEALED',
      details: { target: 0 },
    });
    expect(refusal(s, ANNA, { type: 'act', action: 'agriculture', target: -1, cube: 3 })).toMatchObject({
      code: 'NO_CUBE',
      details: { cube: 3 },
    });
    const priest = showActivity(s, 'priest');
    patchSlot(s, priest, { cubes: [1, 0, 0, 0] });
    expect(refusal(s, ANNA, { type: 'act', action: 'place', target: 2, cube: priest })).toMatchObject({
      code: 'CUBE_NOT_APPLICABLE',
      details: { cube: priest, card: 'priest', action: 'place' },
    });
    s.queue = [{ id: 'marauding', cubes: [FAYE, FAYE, FAYE, FAYE] }];
    expect(refusal(s, ANNA, { type: 'act', action: 'event', target: 0, cube: -1 })).toMatchObject({
      code: 'EVENT_FULL',
      details: { target: 0 },
    });
  });

  it('act: NOT_ENOUGH_DENIERS, NO_CITIZEN_AVAILABLE, NO_DICE_OF_COLOUR, NO_VALID_GROUP', () => {
    const s = blankState();
    const merchant = showActivity(s, 'merchant');
    s.dice[ANNA] = ['Y1'];
    s.dice[4] = [];
    s.coins[ANNA] = 3;
    expect(refusal(s, ANNA, { type: 'act', action: 'activity', target: merchant, cube: -1 })).toMatchObject({
      code: 'NOT_ENOUGH_DENIERS',
      details: { need: 4, have: 3 },
    });
    s.coins[ANNA] = 20;
    // Merchant ÷2: a yellow 1 gives no activation.
    expect(refusal(s, ANNA, { type: 'act', action: 'activity', target: merchant, cube: -1 })).toMatchObject({
      code: 'NO_VALID_GROUP',
      details: { colour: 'Y' },
    });
    expect(refusal(s, ANNA, { type: 'act', action: 'cathedral', target: -1, cube: -1 })).toMatchObject({
      code: 'NO_DICE_OF_COLOUR',
      details: { colour: 'W' },
    });
    s.supply[ANNA] = 0;
    expect(refusal(s, ANNA, { type: 'act', action: 'activity', target: merchant, cube: -1 })).toMatchObject({
      code: 'NO_CITIZEN_AVAILABLE',
    });
  });

  it('group: TOO_MANY_DICE, NO_SUCH_DIE, DIE_ALREADY_CHOSEN, WRONG_DIE_COLOUR, NOT_ENOUGH_DENIERS', () => {
    const s = blankState();
    s.dice[ANNA] = ['Y1', 'W2'];
    s.dice[FAYE] = ['Y5'];
    s.step = { k: 'group', seat: ANNA, act: { kind: 'place', target: 2, cube: -1 } };
    expect(refusal(s, ANNA, groupOf([ANNA, 0], [FAYE, 0]))).toMatchObject({
      code: 'TOO_MANY_DICE',
      details: { max: 1 },
    });
    s.step = { k: 'group', seat: ANNA, act: { kind: 'agriculture', target: -1, cube: -1 } };
    expect(refusal(s, ANNA, groupOf([7, 0]))).toMatchObject({
      code: 'NO_SUCH_DIE',
      details: { district: 7, die: 0, dice: 0 },
    });
    expect(refusal(s, ANNA, groupOf([ANNA, 0], [ANNA, 0]))).toMatchObject({
      code: 'DIE_ALREADY_CHOSEN',
      details: { district: ANNA, die: 0 },
    });
    expect(refusal(s, ANNA, groupOf([ANNA, 1]))).toMatchObject({
      code: 'WRONG_DIE_COLOUR',
      details: { district: ANNA, die: 1, colour: 'W', need: 'Y' },
    });
    s.coins[ANNA] = 1;
    expect(refusal(s, ANNA, groupOf([FAYE, 0]))).toMatchObject({
      code: 'NOT_ENOUGH_DENIERS',
      details: { need: 2, have: 1 },
    });
  });

  it('group: GROUP_TOO_WEAK, CANNOT_CONVERT, CATHEDRAL_COLUMN_FULL, CITIZEN_PROTECTED', () => {
    const s = blankState();
    const merchant = showActivity(s, 'merchant');
    patchSlot(s, merchant, { spaces: [ANNA, EMPTY] });
    s.dice[ANNA] = ['Y1', 'Y6', 'W3', 'W3', 'R3'];
    s.step = { k: 'group', seat: ANNA, act: { kind: 'activity', target: merchant, cube: -1 } };
    expect(refusal(s, ANNA, groupOf([ANNA, 0]))).toMatchObject({
      code: 'GROUP_TOO_WEAK',
      details: { value: 1, need: 2 },
    });
    const journeyman = showActivity(s, 'journeyman'); // 3 deniers → 2 VP per conversion
    patchSlot(s, journeyman, { spaces: [ANNA, EMPTY] });
    s.coins[ANNA] = 2;
    s.step = { k: 'group', seat: ANNA, act: { kind: 'activity', target: journeyman, cube: -1 } };
    expect(refusal(s, ANNA, groupOf([ANNA, 1]))).toMatchObject({
      code: 'CANNOT_CONVERT',
      details: { card: 'journeyman', coins: 2, influence: 4 },
    });
    s.cathedral[2] = FAYE;
    s.cathedral[8] = FAYE; // column 3: one free site left
    s.step = { k: 'group', seat: ANNA, act: { kind: 'cathedral', target: -1, cube: -1 } };
    expect(refusal(s, ANNA, groupOf([ANNA, 2], [ANNA, 3]))).toMatchObject({
      code: 'CATHEDRAL_COLUMN_FULL',
      details: { face: 3 },
    });
    // Faye lies on the Palace: her standing citizens there cannot be expelled.
    s.buildings[0] = [EMPTY, EMPTY, FAYE, EMPTY, EMPTY, EMPTY];
    s.lying[0] = [FAYE];
    s.step = { k: 'group', seat: ANNA, act: { kind: 'place', target: 0, cube: -1 } };
    expect(refusal(s, ANNA, groupOf([ANNA, 4]))).toMatchObject({
      code: 'CITIZEN_PROTECTED',
      details: { building: 'palace', face: 3, owner: FAYE },
    });
  });

  it('citizen: SUPPLY_EMPTY, NOT_YOUR_CITIZEN, SAME_CARD; times: TIMES_OUT_OF_RANGE; eventCube: NO_SUCH_EVENT', () => {
    const s = blankState();
    const merchant = showActivity(s, 'merchant');
    const hunting = showActivity(s, 'hunting');
    s.supply[ANNA] = 0;
    s.step = { k: 'citizen', seat: ANNA, act: { kind: 'activity', target: merchant, cube: -1 }, face: 0, n: 1 };
    expect(refusal(s, ANNA, { type: 'citizen', from: 'supply' })).toMatchObject({ code: 'SUPPLY_EMPTY' });
    expect(refusal(s, ANNA, { type: 'citizen', from: 'building', building: 'palace', space: 0 })).toMatchObject({
      code: 'NOT_YOUR_CITIZEN',
      details: { building: 'palace', space: 0, owner: EMPTY },
    });
    expect(refusal(s, ANNA, { type: 'citizen', from: 'lying', building: 'cityHall' })).toMatchObject({
      code: 'NOT_YOUR_CITIZEN',
      details: { building: 'cityHall' },
    });
    expect(refusal(s, ANNA, { type: 'citizen', from: 'card', card: hunting })).toMatchObject({
      code: 'NOT_YOUR_CITIZEN',
      details: { card: hunting },
    });
    expect(refusal(s, ANNA, { type: 'citizen', from: 'card', card: merchant })).toMatchObject({
      code: 'SAME_CARD',
      details: { card: merchant },
    });
    s.step = { k: 'times', seat: ANNA, slot: merchant, max: 2 };
    expect(refusal(s, ANNA, { type: 'times', n: 3 })).toMatchObject({
      code: 'TIMES_OUT_OF_RANGE',
      details: { n: 3, min: 1, max: 2 },
    });
    s.step = { k: 'cubes', seat: ANNA, left: 1 };
    expect(refusal(s, ANNA, { type: 'eventCube', event: 5 })).toMatchObject({
      code: 'NO_SUCH_EVENT',
      details: { event: 5, events: 1 },
    });
  });

  it('every code of TroyesViolation is met above', () => {
    expect(Object.values(TroyesViolation).filter((code) => !met.has(code))).toEqual([]);
  });
});
