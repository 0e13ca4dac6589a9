import { describe, expect, it } from '@jest/globals';
import { beginRound } from './flow';
import { troyes, troyesV1 } from './index';
import { seatScore } from './scoring';
import { totalVp } from './state';
import { EMPTY, NEUTRAL, type TroyesEvent, type TroyesState } from './types';
import {
  ANNA,
  EMILY,
  FAYE,
  GEOFFREY,
  blankState,
  patchSlot,
  play,
  playAll,
  showActivity,
  useEvery,
  groupOf,
} from './test-support/scenario';

/** Rules beyond the worked examples, each citing the rulebook section (shared/seeds/001_*) or ruling. */

function roundStart(s: TroyesState): TroyesEvent[] {
  const events: TroyesEvent[] = [];
  beginRound(s, events);
  return events;
}

describe('setup (rulebook "Setting up the game")', () => {
  it('deals by player count: citizens 6/5/4, rounds 4/5/6, two characters each at 2 players', () => {
    for (const [n, citizens, rounds, chars] of [
      [2, 6, 4, 2],
      [3, 5, 5, 1],
      [4, 4, 6, 1],
    ] as const) {
      const r = troyes.setup({}, `setup-${n}`, n);
      if (!r.ok) throw new Error('setup');
      expect(r.value.supply).toEqual(new Array(n).fill(citizens));
      expect(r.value.decks.R).toHaveLength(rounds);
      expect(r.value.decks.W).toHaveLength(4);
      expect(r.value.characters.every((c) => c.length === chars)).toBe(true);
      expect(new Set(r.value.characters.flat()).size).toBe(n * chars);
      expect(r.value.coins).toEqual(new Array(n).fill(5));
      expect(r.value.influence).toEqual(new Array(n).fill(4));
    }
  });

  it('2 players: 6 gray citizens stand before the draft (placeholder spaces), then 12 player citizens fill the rest', () => {
    const r = troyes.setup({}, 'two', 2);
    if (!r.ok) throw new Error('setup');
    expect(r.value.buildings.flat().filter((o) => o === NEUTRAL)).toHaveLength(6);
    expect(troyes.legalMoves(r.value, troyes.actors(r.value)[0] as number)).toHaveLength(12);
  });

  it('rejects bad player counts and options with a code', () => {
    expect(troyes.setup({}, 'x', 5)).toMatchObject({ ok: false, error: { code: 'INVALID_PLAYER_COUNT' } });
    expect(troyes.setup({ variant: 1 }, 'x', 3)).toMatchObject({ ok: false, error: { code: 'INVALID_OPTIONS' } });
  });

  it('exposes that its card values are provisional, two tradesman spaces per card since troyes@2 (current: troyes@3)', () => {
    expect(troyes.metadata.provisional).toBe(true);
    expect(troyes.rulesVersion).toBe('troyes@3');
    expect(troyes.metadata.provisionalNotes?.[0]).toMatch(/two tradesman spaces per card/);
    expect(troyes.metadata.provisionalNotes?.[0]).toMatch(/second space 1 VP/);
    expect(troyesV1.metadata.provisionalNotes?.[0]).toMatch(/spaces 2\/1\/0 VP/);
  });
});

describe('phase 1 and phase 3 (rulebook "Income and salaries", "Events")', () => {
  it('a salary shortfall pays everything and costs 2 VP once', () => {
    const s = blankState();
    s.buildings[0] = [ANNA, ANNA, ANNA, ANNA, ANNA, ANNA];
    s.coins[ANNA] = 0;
    s.vp[ANNA] = [5, 0, 0, 0];
    s.decks.R = ['brigands-1'];
    roundStart(s);
    expect(s.coins[ANNA]).toBe(0);
    expect(totalVp(s, ANNA)).toBe(3);
  });

  it('uncountered events fire again every round, from Marauding left to right', () => {
    const s = blankState();
    s.queue.push({ id: 'civil-war', cubes: [] }, { id: 'skirmishes-1', cubes: [] });
    s.decks.R = ['brigands-1'];
    s.decks.W = ['heresy'];
    s.coins = [10, 10, 2, 10];
    s.vp[GEOFFREY] = [4, 0, 0, 0];
    roundStart(s);
    // +10 income, Civil War -3 (Geoffrey had 12: no shortfall), Heresy -2 Influence.
    expect(s.coins).toEqual([17, 17, 9, 17]);
    expect(s.influence).toEqual([2, 2, 2, 2]);
    // Marauding 1 + Skirmishes 1 + Brigands 1 black dice.
    expect(s.queue.map((q) => q.id)).toEqual(['marauding', 'civil-war', 'skirmishes-1', 'brigands-1', 'heresy']);
  });

  it('an event that cannot be fully carried out costs 2 VP per card (Heresy with 1 Influence)', () => {
    const s = blankState();
    // Conflict of Succession has no black die; the only one (Marauding's) goes to Anna.
    s.decks.R = ['conflict-of-succession'];
    s.decks.W = ['heresy', ...s.decks.W.filter((e) => e !== 'heresy')];
    s.influence[FAYE] = 1;
    s.vp[FAYE] = [3, 0, 0, 0];
    roundStart(s);
    expect(totalVp(s, FAYE)).toBe(1);
    expect(s.influence[FAYE]).toBe(0);
  });

  it('Support puts a gray cube on each of the two cards to its left; a gray majority discards the card', () => {
    const s = blankState();
    s.queue.push({ id: 'brigands-2', cubes: [NEUTRAL, NEUTRAL, NEUTRAL] });
    s.decks.R = ['skirmishes-2'];
    s.decks.Y = ['support'];
    roundStart(s);
    // Brigands (4 banners) was filled by gray: discarded, nobody takes it; Skirmishes got a gray cube.
    expect(s.queue.map((q) => q.id)).toEqual(['marauding', 'skirmishes-2', 'support']);
    expect(s.queue[1]?.cubes).toEqual([NEUTRAL]);
    expect(s.won.flat()).toEqual([]);
  });

  it('Traveling Builders fills the lowest free site; Interrupted Work removes the highest cube', () => {
    const s = blankState();
    s.cathedral[0] = ANNA;
    s.cathedral[6] = FAYE;
    s.queue.push({ id: 'traveling-builders', cubes: [] }, { id: 'interrupted-work', cubes: [] });
    s.decks.R = ['conflict-of-succession'];
    s.decks.W = ['heresy'];
    roundStart(s);
    // Builders: level 1 site 2; Interrupted Work: Faye's level-2 cube goes.
    expect(s.cathedral.slice(0, 12)).toEqual([ANNA, NEUTRAL, EMPTY, EMPTY, EMPTY, EMPTY, ...new Array(6).fill(EMPTY)]);
  });

  it('gray citizens stop entering once all 8 are in play', () => {
    const s = blankState();
    s.grayInPlay = 8;
    s.decks.R = ['conflict-of-succession'];
    s.decks.W = ['theological-conflict'];
    const events = roundStart(s);
    expect(events.filter((e) => e.type === 'GrayCitizenBlocked')).toHaveLength(2);
    expect(s.buildings.flat().filter((o) => o === NEUTRAL)).toHaveLength(0);
  });

  it('black dice: red dice count double; several black dice may be countered at once if their sum is covered', () => {
    const s = blankState();
    s.black = [5, 3, 2];
    s.dice[ANNA] = ['R3', 'W1'];
    s.dice[FAYE] = ['Y3'];
    s.step = { k: 'counter', seat: ANNA, dice: [], blacks: [] };
    const legal = troyes.legalMoves(s, ANNA);
    // 7 in all (red 3 = 6, + 1): 5 + 2 can be taken together, 5 + 3 cannot.
    expect(legal).toContainEqual({ type: 'counterBlack', black: 2 });
    expect(legal).not.toContainEqual({ type: 'counterBlack', black: 1 });
    const after = playAll(s, ANNA, [{ type: 'counterDie', die: 0 }, { type: 'counterDone' }]).state;
    expect(after.black).toEqual([3, 2]);
    expect(troyes.actors(after)).toEqual([FAYE]);
  });
});

describe('phase 4 actions (rulebook "Actions")', () => {
  it('passing puts 2 deniers in the district, then 1 each time the turn comes round; collected at the end of the round', () => {
    const s = blankState();
    s.dice[FAYE] = ['Y2', 'Y3'];
    s.dice[4] = [];
    // Anna's City Hall citizen gives her a die next round (no salary), so round 2 stops in phase 4.
    s.buildings[2] = [ANNA, EMPTY, EMPTY, EMPTY, EMPTY];
    s.step = { k: 'turn', seat: ANNA };
    let st = play(s, ANNA, { type: 'pass' }).state;
    expect(st.districtCoins[ANNA]).toBe(2);
    expect(troyes.actors(st)).toEqual([FAYE]);
    st = playAll(st, FAYE, [{ type: 'act', action: 'agriculture', target: -1, cube: -1 }, groupOf([FAYE, 0])]).state;
    // Geoffrey and Emily have no dice but still decide (they may buy).
    st = play(st, GEOFFREY, { type: 'pass' }).state;
    st = play(st, EMILY, { type: 'pass' }).state;
    expect(st.districtCoins[ANNA]).toBe(3);
    expect(troyes.actors(st)).toEqual([FAYE]);
    const coinsBefore = st.coins[ANNA] as number;
    st = playAll(st, FAYE, [{ type: 'act', action: 'agriculture', target: -1, cube: -1 }, groupOf([FAYE, 0])]).state;
    // No dice left: the round ends, district coins go home (then round 2's income arrives).
    expect(st.round).toBe(2);
    expect(st.districtCoins).toEqual([0, 0, 0, 0]);
    // +4 from the district, +10 income; round 2's events take at most 3 (Civil War) + 1 (Drought).
    expect(st.coins[ANNA]).toBeGreaterThanOrEqual(coinsBefore + 4 + 10 - 3 - 1);
  });

  it('a full Cathedral column makes its die unusable there', () => {
    const s = blankState();
    s.cathedral[2] = FAYE;
    s.cathedral[8] = FAYE;
    s.cathedral[14] = FAYE;
    s.dice[ANNA] = ['W3'];
    s.dice[4] = [];
    expect(troyes.legalMoves(s, ANNA)).not.toContainEqual({ type: 'act', action: 'cathedral', target: -1, cube: -1 });
  });

  it('a tradesman moved from another card frees his space; nobody slides into it', () => {
    const s = blankState();
    const merchant = showActivity(s, 'merchant');
    const hunting = showActivity(s, 'hunting');
    patchSlot(s, merchant, { spaces: [FAYE, ANNA] });
    s.dice[ANNA] = ['R6'];
    s.supply[ANNA] = 0;
    const st = useEvery(
      playAll(s, ANNA, [
        { type: 'act', action: 'activity', target: hunting, cube: -1 },
        groupOf([ANNA, 0]),
        { type: 'citizen', from: 'card', card: merchant },
      ]),
      ANNA,
    ).state;
    expect(st.activity[merchant]?.spaces).toEqual([FAYE, EMPTY]);
    expect(st.activity[hunting]?.spaces).toEqual([ANNA, EMPTY]);
  });

  it('a full card: once both spaces are taken, the next tradesman stands on the picture and scores 0 VP', () => {
    // Rulebook "Activity cards": "If all the spaces are occupied, a player can place a tradesman on
    // the card's illustration, but it won't earn any VPs at the end of the game." Two spaces per
    // card (shared/rules/troyes.md §7.3).
    const s = blankState();
    const merchant = showActivity(s, 'merchant');
    expect(s.activity[merchant]?.spaces).toEqual([EMPTY, EMPTY]);
    patchSlot(s, merchant, { spaces: [FAYE, GEOFFREY] });
    s.dice[ANNA] = ['Y6'];
    const { state, events } = playAll(s, ANNA, [
      { type: 'act', action: 'activity', target: merchant, cube: -1 },
      groupOf([ANNA, 0]),
      { type: 'citizen', from: 'supply' },
    ]);
    expect(state.activity[merchant]).toMatchObject({ spaces: [FAYE, GEOFFREY], picture: [ANNA] });
    expect(events).toContainEqual({ type: 'TradesmanHired', seat: ANNA, slot: merchant, space: -1 });
    const end: TroyesState = { ...state, characters: [['florentin'], ['thibaut'], ['thibaut'], ['thibaut']] };
    end.step = { k: 'over' };
    // Merchant placeholder spaces: 2 VP (confirmed), then 1 VP; the picture is worth nothing.
    expect([ANNA, FAYE, GEOFFREY].map((seat) => seatScore(end, seat).breakdown.tradesmen)).toEqual([0, 2, 1]);
  });

  it('troyes@1 (retired) laid out three spaces: the third tradesman stood on the third space, worth 0 VP', () => {
    const s = blankState(4, 'scenario', troyesV1);
    const merchant = showActivity(s, 'merchant');
    patchSlot(s, merchant, { spaces: [FAYE, GEOFFREY, EMPTY] });
    s.dice[ANNA] = ['Y6'];
    const { state, events } = playAll(s, ANNA, [
      { type: 'act', action: 'activity', target: merchant, cube: -1 },
      groupOf([ANNA, 0]),
      { type: 'citizen', from: 'supply' },
    ]);
    expect(state.activity[merchant]).toMatchObject({ spaces: [FAYE, GEOFFREY, ANNA], picture: [] });
    expect(events).toContainEqual({ type: 'TradesmanHired', seat: ANNA, slot: merchant, space: 2 });
    const end: TroyesState = { ...state, step: { k: 'over' } };
    expect(seatScore(end, ANNA).breakdown.tradesmen).toBe(0);
  });

  it('conversion cards let the player choose how many activations to use (Journeyman: 3 deniers → 2 VP)', () => {
    const s = blankState();
    const journeyman = showActivity(s, 'journeyman');
    patchSlot(s, journeyman, { spaces: [ANNA, EMPTY] });
    s.dice[ANNA] = ['Y6', 'Y6', 'Y6'];
    s.coins[ANNA] = 7;
    const st = playAll(s, ANNA, [
      { type: 'act', action: 'activity', target: journeyman, cube: -1 },
      groupOf([ANNA, 0], [ANNA, 1], [ANNA, 2]),
    ]).state;
    // 18 ÷ 3 = 6 activations, but 7 deniers pay for 2 only.
    expect(troyes.legalMoves(st, ANNA)).toEqual([
      { type: 'times', n: 1 },
      { type: 'times', n: 2 },
    ]);
    const done = play(st, ANNA, { type: 'times', n: 2 }).state;
    expect(done.coins[ANNA]).toBe(1);
    expect(totalVp(done, ANNA)).toBe(4);
  });

  it('Miller: each activation takes the better of Palace and Bishopric (2 deniers per own standing citizen)', () => {
    const s = blankState();
    const miller = showActivity(s, 'miller');
    patchSlot(s, miller, { spaces: [ANNA, EMPTY] });
    s.buildings[0] = [ANNA, EMPTY, EMPTY, EMPTY, EMPTY];
    s.buildings[1] = [ANNA, ANNA, EMPTY, EMPTY, EMPTY];
    s.dice[ANNA] = ['Y6'];
    const st = useEvery(
      playAll(s, ANNA, [{ type: 'act', action: 'activity', target: miller, cube: -1 }, groupOf([ANNA, 0])]),
      ANNA,
    ).state;
    // 6 ÷ 3 = 2 activations × 2 Bishopric citizens × 2 deniers.
    expect(st.coins[ANNA]).toBe(28);
  });

  it('an activity needs at least one activation; agriculture may yield nothing (a way to deny a die)', () => {
    const s = blankState();
    const merchant = showActivity(s, 'merchant');
    s.dice[ANNA] = ['Y1'];
    s.dice[4] = [];
    const legal = troyes.legalMoves(s, ANNA);
    expect(legal).not.toContainEqual({ type: 'act', action: 'activity', target: merchant, cube: -1 });
    expect(legal).toContainEqual({ type: 'act', action: 'agriculture', target: -1, cube: -1 });
  });

  it('Tithe: one yellow die from each other district is free', () => {
    const s = blankState();
    const tithe = showActivity(s, 'tithe');
    patchSlot(s, tithe, { cubes: [1, 0, 0, 0] });
    s.dice[FAYE] = ['Y4', 'Y5'];
    s.dice[GEOFFREY] = ['Y6'];
    const st = playAll(s, ANNA, [
      { type: 'act', action: 'agriculture', target: -1, cube: tithe },
      groupOf([FAYE, 0], [FAYE, 1], [GEOFFREY, 0]),
    ]).state;
    // 3-dice group: one of Faye's and Geoffrey's are free, Faye's second costs 6. 15 ÷ 2 = 7.
    expect(st.coins[ANNA]).toBe(20 - 6 + 7);
    expect(st.coins[FAYE]).toBe(26);
    expect(st.activity[tithe]?.cubes[ANNA]).toBe(0);
  });

  it('Militia: yellow dice count as red, even to place in the Palace; Blacksmith cannot place', () => {
    const b = blankState();
    const blacksmith = showActivity(b, 'blacksmith');
    patchSlot(b, blacksmith, { cubes: [1, 0, 0, 0] });
    b.dice[ANNA] = ['R2'];
    expect(troyes.legalMoves(b, ANNA)).toContainEqual({ type: 'act', action: 'place', target: 0, cube: -1 });
    expect(troyes.legalMoves(b, ANNA)).not.toContainEqual({
      type: 'act',
      action: 'place',
      target: 0,
      cube: blacksmith,
    });
    const s = blankState();
    const militia = showActivity(s, 'militia');
    patchSlot(s, militia, { cubes: [1, 0, 0, 0] });
    s.dice[ANNA] = ['Y4'];
    expect(troyes.legalMoves(s, ANNA)).toContainEqual({ type: 'act', action: 'place', target: 0, cube: militia });
    const st = playAll(s, ANNA, [
      { type: 'act', action: 'place', target: 0, cube: militia },
      groupOf([ANNA, 0]),
      { type: 'citizen', from: 'supply' },
    ]).state;
    expect(st.buildings[0]?.[3]).toBe(ANNA);
  });

  it('Monk: a single white die counts as 3 yellow dice of its value (2 deniers when bought)', () => {
    const s = blankState();
    const monk = showActivity(s, 'monk');
    patchSlot(s, monk, { cubes: [1, 0, 0, 0] });
    s.dice[FAYE] = ['W5', 'W2'];
    const st = playAll(s, ANNA, [{ type: 'act', action: 'agriculture', target: -1, cube: monk }]).state;
    const groups = troyes.legalMoves(st, ANNA);
    expect(groups.every((g) => g.type === 'group' && g.dice.length === 1)).toBe(true);
    const done = play(st, ANNA, groupOf([FAYE, 0])).state;
    // 3 × 5 = 15 ÷ 2 = 7 deniers, minus 2 for Faye's die.
    expect(done.coins[ANNA]).toBe(20 - 2 + 7);
  });

  it('Tax Collector: each other player pays 1 per own citizen standing in City Hall, the bank 1 per gray one', () => {
    const s = blankState();
    const tax = showActivity(s, 'tax-collector');
    patchSlot(s, tax, { spaces: [ANNA, EMPTY] });
    s.buildings[2] = [FAYE, FAYE, GEOFFREY, NEUTRAL, ANNA, EMPTY];
    s.coins = [20, 1, 20, 20];
    s.dice[ANNA] = ['R3'];
    const st = playAll(s, ANNA, [{ type: 'act', action: 'activity', target: tax, cube: -1 }, groupOf([ANNA, 0])]).state;
    // Faye owes 2 but has 1 (no penalty); Geoffrey 1; bank 1.
    expect(st.coins).toEqual([23, 0, 19, 20]);
  });

  it('Chivalry places a cube per red die left in the district, each on an event of the player’s choice', () => {
    const s = blankState();
    const chivalry = showActivity(s, 'chivalry');
    patchSlot(s, chivalry, { spaces: [ANNA, EMPTY] });
    s.queue.push({ id: 'war', cubes: [] });
    s.dice[ANNA] = ['R3', 'R1', 'R2'];
    let st = playAll(s, ANNA, [
      { type: 'act', action: 'activity', target: chivalry, cube: -1 },
      groupOf([ANNA, 0]),
    ]).state;
    expect(st.step).toEqual({ k: 'cubes', seat: ANNA, left: 2, optional: true });
    st = playAll(st, ANNA, [
      { type: 'eventCube', event: 1 },
      { type: 'eventCube', event: 0 },
    ]).state;
    expect(st.queue.map((q) => q.cubes)).toEqual([[ANNA], [ANNA]]);
    expect(st.influence[ANNA]).toBe(6);
  });

  it('Joust: 2 VP per activation when the own red total leads every district, gray included', () => {
    const s = blankState();
    const joust = showActivity(s, 'joust');
    patchSlot(s, joust, { spaces: [ANNA, EMPTY] });
    s.dice[ANNA] = ['R6', 'R6', 'R5'];
    s.dice[4] = ['R4', 'W6'];
    const st = useEvery(
      playAll(s, ANNA, [{ type: 'act', action: 'activity', target: joust, cube: -1 }, groupOf([ANNA, 0])]),
      ANNA,
    ).state;
    // Left: R6 + R5 = 11 > gray 4. 6 ÷ 3 = 2 activations.
    expect(totalVp(st, ANNA)).toBe(4);
  });

  it('recruiting a citizen costs 2 Influence and respects the 12-citizen cap', () => {
    const s = blankState();
    s.dice[ANNA] = ['Y1'];
    s.owned[ANNA] = 12;
    expect(troyes.legalMoves(s, ANNA)).not.toContainEqual({ type: 'recruit' });
    s.owned[ANNA] = 11;
    const st = play(s, ANNA, { type: 'recruit' }).state;
    expect([st.supply[ANNA], st.owned[ANNA], st.influence[ANNA]]).toEqual([5, 12, 2]);
  });

  it('Influence never exceeds 20', () => {
    const s = blankState();
    const hunting = showActivity(s, 'hunting');
    patchSlot(s, hunting, { spaces: [ANNA, EMPTY] });
    s.influence[ANNA] = 18;
    s.dice[ANNA] = ['R6'];
    const st = useEvery(
      playAll(s, ANNA, [{ type: 'act', action: 'activity', target: hunting, cube: -1 }, groupOf([ANNA, 0])]),
      ANNA,
    ).state;
    expect(st.influence[ANNA]).toBe(20);
  });
});

describe('final scoring (rulebook "End of the game")', () => {
  it('adds uncountered events with a cube, tradesman spaces, −2 per missing Cathedral level and every character', () => {
    const s = blankState();
    const merchant = showActivity(s, 'merchant');
    patchSlot(s, merchant, { spaces: [ANNA, FAYE] });
    s.queue = [
      { id: 'marauding', cubes: [ANNA] },
      { id: 'war', cubes: [ANNA, FAYE] },
    ];
    s.cathedral[0] = ANNA;
    s.vp[ANNA] = [10, 0, 0, 0];
    s.coins = [18, 0, 0, 0];
    s.influence = [4, 4, 4, 4];
    s.characters = [['thibaut'], ['hugues'], ['henri'], ['florentin']];
    s.step = { k: 'over' };
    expect(seatScore(s, ANNA)).toEqual({
      seat: ANNA,
      total: 10 + 2 + 2 - 4 + 6,
      breakdown: {
        activities: 10,
        cathedral: 0,
        events: 0,
        penalties: 0,
        uncounteredEvents: 2,
        tradesmen: 2,
        cathedralLevels: -4,
        characters: 6,
      },
    });
    // Faye: 1 + 1 VP, the level penalty is capped at what she has (no negative totals).
    expect(seatScore(s, FAYE)).toMatchObject({ total: 0, breakdown: { cathedralLevels: -2 } });
  });

  it('2-player character thresholds are higher (Chrétien de Troyes: 4 citizens for 1 VP)', () => {
    const s = blankState(2);
    s.buildings[0] = [ANNA, ANNA, ANNA, ANNA, FAYE, FAYE];
    s.characters = [
      ['chretien', 'urbain'],
      ['thibaut', 'hugues'],
    ];
    s.coins = [0, 0];
    s.influence = [0, 0];
    s.step = { k: 'over' };
    expect(seatScore(s, ANNA).breakdown.characters).toBe(1);
    s.buildings[0] = [ANNA, ANNA, ANNA, EMPTY, FAYE, FAYE];
    expect(seatScore(s, ANNA).breakdown.characters).toBe(0);
  });

  it('equal totals share the place', () => {
    const s = blankState(2);
    s.characters = [['henri'], ['henri']];
    s.vp = [
      [10, 0, 0, 0],
      [10, 0, 0, 0],
    ];
    s.cathedral = new Array(18).fill(NEUTRAL);
    s.cathedral[0] = ANNA;
    s.cathedral[1] = FAYE;
    s.cathedral[6] = ANNA;
    s.cathedral[7] = FAYE;
    s.cathedral[12] = ANNA;
    s.cathedral[13] = FAYE;
    s.step = { k: 'over' };
    expect(troyes.ranking(s).map((r) => r.rank)).toEqual([1, 1]);
  });

  it('the view shows every player’s VP (a ruling) but only the viewer’s characters', () => {
    const s = blankState();
    s.vp[FAYE] = [7, 0, 0, 0];
    const v = troyes.view(s, ANNA);
    expect(v.players[FAYE]?.vp).toBe(7);
    expect(v.players[FAYE]?.characters).toBeNull();
    expect(v.players[ANNA]?.characters).toEqual(s.characters[ANNA]);
  });
});
