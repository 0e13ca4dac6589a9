import { describe, expect, it } from '@jest/globals';
import { rollDie, seedRng } from '../../core/rng';
import { beginRound } from './flow';
import { troyes, type TroyesMove } from './index';
import { totalVp } from './state';
import { EMPTY, NEUTRAL, type TroyesState } from './types';
import {
  ANNA,
  EMILY,
  FAYE,
  GEOFFREY,
  blankState,
  play,
  playAll,
  showActivity,
  groupOf,
  draftOn,
} from './test-support/scenario';

/**
 * The ten worked examples of the rulebook (shared/seeds/001_*, listed in shared/rules/troyes.md
 * §10), in the rulebook's order. Seats: Anna 0 (start player), Faye 1, Geoffrey 2, Emily 3.
 */

/** Snake-draft plan of the placement and salary examples (4 citizens each). */
const DRAFT_PLAN: Record<number, TroyesMove[]> = {
  [ANNA]: [draftOn('palace', 5), draftOn('bishopric', 0), draftOn('cityHall', 0), draftOn('cityHall', 1)],
  [FAYE]: [draftOn('bishopric', 1), draftOn('bishopric', 2), draftOn('bishopric', 3), draftOn('cityHall', 2)],
  [GEOFFREY]: [draftOn('cityHall', 3), draftOn('bishopric', 4), draftOn('cityHall', 4), draftOn('cityHall', 5)],
  [EMILY]: [draftOn('palace', 0), draftOn('palace', 1), draftOn('palace', 2), draftOn('bishopric', 5)],
};

function draftedGame(): { state: TroyesState; order: number[]; events: { type: string; [k: string]: unknown }[] } {
  const r = troyes.setup({}, 'rulebook', 4);
  if (!r.ok) throw new Error('setup');
  let state = r.value;
  // Name the seats from the start player so Anna always starts.
  state = { ...state, start: 0, step: { k: 'draft', order: [0, 1, 2, 3, 3, 2, 1, 0, 0, 1, 2, 3, 3, 2, 1, 0], i: 0 } };
  const next = [0, 0, 0, 0];
  const order: number[] = [];
  const events: { type: string; [k: string]: unknown }[] = [];
  while (state.step.k === 'draft') {
    const seat = troyes.actors(state)[0] as number;
    order.push(seat);
    const i = next[seat] as number;
    next[seat] = i + 1;
    const out = play(state, seat, (DRAFT_PLAN[seat] as TroyesMove[])[i] as TroyesMove);
    state = out.state;
    events.push(...out.events);
  }
  return { state, order, events };
}

describe('rulebook examples (§10 of shared/rules/troyes.md)', () => {
  it('1. initial placement, 4p: snake order; the 2 spaces left in the Palace get gray citizens', () => {
    const setup = troyes.setup({}, 'rulebook', 4);
    if (!setup.ok) throw new Error('setup');
    const s0 = setup.value;
    if (s0.step.k !== 'draft') throw new Error('draft expected');
    const st = s0.start;
    // Setup's own order: clockwise from the start player, then counter-clockwise from the last.
    expect(s0.step.order.slice(0, 8)).toEqual([0, 1, 2, 3, 3, 2, 1, 0].map((k) => (st + k) % 4));
    expect(s0.step.order).toHaveLength(16);
    const { state, order } = draftedGame();
    expect(order).toEqual([0, 1, 2, 3, 3, 2, 1, 0, 0, 1, 2, 3, 3, 2, 1, 0]);
    expect(state.buildings[0]).toEqual([EMILY, EMILY, EMILY, NEUTRAL, NEUTRAL, ANNA]);
    expect(state.grayInPlay).toBe(2);
    expect(state.round).toBe(1);
  });

  it('2. salaries: Anna pays 3, Faye 3, Geoffrey 1, Emily 7; Anna rolls 2 yellow, 1 white, 1 red; 2 red gray dice', () => {
    const { events } = draftedGame();
    const paid = events.filter((e) => e.type === 'Salaries').map((e) => [e.seat, e.paid]);
    expect(paid).toEqual([
      [ANNA, 3],
      [FAYE, 3],
      [GEOFFREY, 1],
      [EMILY, 7],
    ]);
    const rolled = events.find((e) => e.type === 'WorkforceRolled') as unknown as { dice: string[][] };
    const colours = (dice: string[]): string =>
      dice
        .map((d) => d[0])
        .sort()
        .join('');
    expect(colours(rolled.dice[ANNA] as string[])).toBe('RWYY');
    expect(colours(rolled.dice[4] as string[])).toBe('RR');
  });

  it('3 and 5. buying dice and the Merchant: 2 own yellow + Geoffrey’s 5 = 16 → pays him 6, hires for 4, 8 activations = 16 deniers', () => {
    const s = blankState();
    const merchant = showActivity(s, 'merchant');
    s.dice[ANNA] = ['Y5', 'Y6', 'W3'];
    s.dice[GEOFFREY] = ['Y5'];
    s.coins = [20, 20, 20, 20];
    const { state, events } = playAll(s, ANNA, [
      { type: 'act', action: 'activity', target: merchant, cube: -1 },
      groupOf([ANNA, 0], [ANNA, 1], [GEOFFREY, 0]),
      { type: 'citizen', from: 'supply' },
      { type: 'times', n: 8 }, // troyes@3: the player says how many of the 8 activations to use
    ]);
    expect(events.find((e) => e.type === 'GroupUsed')).toMatchObject({ value: 16, paid: 6, hired: 4 });
    expect(state.coins[GEOFFREY]).toBe(26);
    expect(state.coins[ANNA]).toBe(20 - 6 - 4 + 16);
    // The tradesman took the first space, worth 2 VP at the end.
    expect(state.activity[merchant]?.spaces[0]).toBe(ANNA);
  });

  it('3 (alternative). own white + Faye’s white form a 2-dice group: Faye is paid 4', () => {
    const s = blankState();
    s.dice[ANNA] = ['W3'];
    s.dice[FAYE] = ['W4'];
    const { state } = playAll(s, ANNA, [
      { type: 'act', action: 'cathedral', target: -1, cube: -1 },
      groupOf([ANNA, 0], [FAYE, 0]),
    ]);
    expect(state.coins[FAYE]).toBe(24);
    expect(state.coins[ANNA]).toBe(16);
  });

  it('4. events: War calls Theological Conflict; black 4, 6, 1; Anna’s red 4 (= 8) counters the 6 and the 1 (+2 Influence); Faye counters the 4 with white 1 + yellow 3 (+1)', () => {
    const s = blankState();
    s.round = 1;
    s.decks.R = ['war', ...s.decks.R.filter((e) => e !== 'war')];
    s.decks.W = ['theological-conflict', ...s.decks.W.filter((e) => e !== 'theological-conflict')];
    s.buildings = [
      [ANNA, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY],
      [FAYE, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY],
      [FAYE, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY],
    ];
    s.dice = [[], [], [], [], []];
    const events: { type: string; [k: string]: unknown }[] = [];
    beginRound(s, events as never);
    expect(s.queue.map((q) => q.id)).toEqual(['marauding', 'war', 'theological-conflict']);
    // 1 black die for Marauding + 2 for War; Theological Conflict sent a gray citizen to the Bishopric.
    expect(s.black).toHaveLength(3);
    expect(s.buildings[1]?.filter((o) => o === NEUTRAL)).toHaveLength(1);

    // The rulebook's roll and districts.
    s.black = [6, 4, 1];
    s.dice[ANNA] = ['R4'];
    s.dice[FAYE] = ['W1', 'Y3'];
    s.dice[4] = ['W6'];
    s.influence = [4, 4, 4, 4];
    s.step = { k: 'counter', seat: ANNA, dice: [], blacks: [] };
    const anna = playAll(s, ANNA, [
      { type: 'counterDie', die: 0 },
      { type: 'counterBlack', black: 2 },
      { type: 'counterDone' },
    ]).state;
    expect(anna.influence[ANNA]).toBe(6);
    expect(anna.black).toEqual([4]);
    expect(troyes.actors(anna)).toEqual([FAYE]);
    const faye = playAll(anna, FAYE, [
      { type: 'counterDie', die: 0 },
      { type: 'counterDie', die: 1 },
      { type: 'counterDone' },
    ]).state;
    expect(faye.influence[FAYE]).toBe(5);
    expect(faye.black).toEqual([]);
    // Phase 4 begins with the start player.
    expect(faye.step).toEqual({ k: 'turn', seat: ANNA });
  });

  it('4 (rule). a player who cannot beat his black die loses 2 VP and keeps his dice; one who can may not concede', () => {
    const s = blankState();
    s.black = [6];
    s.dice[ANNA] = ['W2'];
    s.vp[ANNA] = [5, 0, 0, 0];
    s.influence[ANNA] = 0;
    s.step = { k: 'counter', seat: ANNA, dice: [], blacks: [] };
    const weak = play(s, ANNA, { type: 'concede' }).state;
    expect(totalVp(weak, ANNA)).toBe(3);
    expect(weak.dice[ANNA]).toEqual(['W2']);
    s.dice[ANNA] = ['R3'];
    expect(troyes.legalMoves(s, ANNA)).not.toContainEqual({ type: 'concede' });
    expect(troyes.apply(s, ANNA, { type: 'concede' })).toMatchObject({
      ok: false,
      error: { code: 'MUST_COUNTER', details: { strength: 6, black: 6 } },
    });
  });

  it('6. Priest: own white 5 + Anna’s white 4 (pays 4), hire 8, 9 ÷ 3 = 3 cubes; a cube later adds 3 to each yellow die', () => {
    const s = blankState();
    const priest = showActivity(s, 'priest');
    s.step = { k: 'turn', seat: FAYE };
    s.dice[FAYE] = ['W5', 'Y2'];
    s.dice[ANNA] = ['W4'];
    const { state } = playAll(s, FAYE, [
      { type: 'act', action: 'activity', target: priest, cube: -1 },
      groupOf([FAYE, 0], [ANNA, 0]),
      { type: 'citizen', from: 'supply' },
    ]);
    expect(state.coins[FAYE]).toBe(20 - 4 - 8);
    expect(state.coins[ANNA]).toBe(24);
    expect(state.activity[priest]?.cubes[FAYE]).toBe(3);
    // Later, a yellow action (agriculture) with one Priest cube: yellow 2 + 3 = 5 → 2 deniers.
    const later = { ...state, step: { k: 'turn' as const, seat: FAYE } };
    const used = playAll(later, FAYE, [
      { type: 'act', action: 'agriculture', target: -1, cube: priest },
      groupOf([FAYE, 0]),
    ]).state;
    expect(used.coins[FAYE]).toBe(8 + 2);
    expect(used.activity[priest]?.cubes[FAYE]).toBe(2);
  });

  it('7. Cathedral: Geoffrey’s white 5 + Faye’s 2 + Emily’s 4 (6 to each); level 1 sites 2 and 5, level 2 site 4 → +3 VP, +5 Influence', () => {
    const s = blankState();
    s.step = { k: 'turn', seat: GEOFFREY };
    s.cathedral[3] = EMILY; // level 1 site 4 already built
    s.dice[GEOFFREY] = ['W5'];
    s.dice[FAYE] = ['W2'];
    s.dice[EMILY] = ['W4'];
    s.influence = [4, 4, 4, 4];
    const { state } = playAll(s, GEOFFREY, [
      { type: 'act', action: 'cathedral', target: -1, cube: -1 },
      groupOf([GEOFFREY, 0], [FAYE, 0], [EMILY, 0]),
    ]);
    expect(state.cathedral[1]).toBe(GEOFFREY); // level 1, site 2
    expect(state.cathedral[4]).toBe(GEOFFREY); // level 1, site 5
    expect(state.cathedral[6 + 3]).toBe(GEOFFREY); // level 2, site 4
    expect(totalVp(state, GEOFFREY)).toBe(3);
    expect(state.influence[GEOFFREY]).toBe(9);
    expect(state.coins).toEqual([20, 26, 20 - 12, 26]);
  });

  it('8. Conflict of Succession: Emily’s red 2+3+4 = 9 ÷ 4 = 2 cubes (+2 Influence) fill the 5th banner; Emily and Geoffrey tie → 3 VP each, Anna nothing, Geoffrey keeps the card', () => {
    const s = blankState();
    s.queue.push({ id: 'conflict-of-succession', cubes: [GEOFFREY, ANNA, GEOFFREY] });
    s.step = { k: 'turn', seat: EMILY };
    s.dice[EMILY] = ['R2', 'R3', 'R4'];
    s.influence = [4, 4, 4, 4];
    const { state } = playAll(s, EMILY, [
      { type: 'act', action: 'event', target: 1, cube: -1 },
      groupOf([EMILY, 0], [EMILY, 1], [EMILY, 2]),
    ]);
    expect(state.influence[EMILY]).toBe(6);
    expect(totalVp(state, EMILY)).toBe(3);
    expect(totalVp(state, GEOFFREY)).toBe(3);
    expect(totalVp(state, ANNA)).toBe(0);
    expect(state.won[GEOFFREY]).toEqual(['conflict-of-succession']);
    expect(state.queue.map((q) => q.id)).toEqual(['marauding']);
  });

  it('9. placement: Faye buys Geoffrey’s yellow 1 (2) → City Hall row of the 1, expelling her own citizen; Anna buys the gray red 3 (2, to the bank) → Palace space 3, expelling Emily', () => {
    const s = blankState();
    s.buildings[2] = [GEOFFREY, FAYE, EMPTY, EMPTY, EMPTY, EMPTY];
    s.buildings[0] = [EMPTY, EMPTY, EMILY, EMPTY, EMPTY, EMPTY];
    s.dice[GEOFFREY] = ['Y1'];
    s.dice[4] = ['R3', 'W6'];
    s.step = { k: 'turn', seat: FAYE };
    const faye = playAll(s, FAYE, [
      { type: 'act', action: 'place', target: 2, cube: -1 },
      groupOf([GEOFFREY, 0]),
      { type: 'citizen', from: 'supply' },
    ]).state;
    expect(faye.buildings[2]?.slice(0, 2)).toEqual([FAYE, GEOFFREY]);
    expect(faye.lying[2]).toEqual([FAYE]);
    expect(faye.coins[FAYE]).toBe(18);
    expect(faye.coins[GEOFFREY]).toBe(22);
    // Protection: with Faye lying on City Hall, no placement may expel her citizens there.
    const blocked = { ...faye, buildings: faye.buildings.map((b) => b.slice()), dice: faye.dice.map((d) => d.slice()) };
    blocked.buildings[2] = [GEOFFREY, FAYE, EMPTY, EMPTY, EMPTY, EMPTY];
    blocked.dice[EMILY] = ['Y2'];
    blocked.step = { k: 'turn', seat: EMILY };
    expect(troyes.legalMoves(blocked, EMILY)).not.toContainEqual({ type: 'act', action: 'place', target: 2, cube: -1 });

    const annaTurn = { ...faye, step: { k: 'turn' as const, seat: ANNA } };
    const anna = playAll(annaTurn, ANNA, [
      { type: 'act', action: 'place', target: 0, cube: -1 },
      groupOf([4, 0]),
      { type: 'citizen', from: 'supply' },
    ]).state;
    expect(anna.buildings[0]?.[2]).toBe(ANNA);
    expect(anna.lying[0]).toEqual([EMILY]);
    expect(anna.coins[ANNA]).toBe(18);
  });

  it('10. influence: Geoffrey rerolls his yellow 2 (1 Influence) → 1, flips it (4) → 6, and puts 2 cubes on Marauding (+2)', () => {
    const s = blankState();
    s.dice[GEOFFREY] = ['Y2'];
    s.dice[4] = ['R1'];
    s.influence = [4, 4, 10, 4];
    s.step = { k: 'turn', seat: GEOFFREY };
    // A generator state whose next die is the rulebook's 1.
    for (let i = 0; ; i++) {
      const probe = seedRng(`ex10-${i}`);
      if (rollDie([...probe] as typeof probe) === 1) {
        s.rng = probe;
        break;
      }
    }
    const rerolled = play(s, GEOFFREY, { type: 'reroll', die: 0 }).state;
    expect(rerolled.dice[GEOFFREY]).toEqual(['Y1']);
    expect(rerolled.influence[GEOFFREY]).toBe(9);
    const flipped = playAll(rerolled, GEOFFREY, [
      { type: 'flip' },
      { type: 'flipDie', die: 0 },
      { type: 'flipDone' },
    ]).state;
    expect(flipped.dice[GEOFFREY]).toEqual(['Y6']);
    expect(flipped.influence[GEOFFREY]).toBe(5);
    const fought = playAll(flipped, GEOFFREY, [
      { type: 'act', action: 'event', target: 0, cube: -1 },
      groupOf([GEOFFREY, 0]),
    ]).state;
    expect(fought.queue[0]?.cubes).toEqual([GEOFFREY, GEOFFREY]);
    expect(fought.influence[GEOFFREY]).toBe(7);
  });
});
