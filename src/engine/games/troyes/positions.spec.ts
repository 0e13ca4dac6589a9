import { describe, expect, it } from '@jest/globals';
import { troyes, troyesV2, type TroyesMove, type TroyesState } from './index';
import protection1 from './fixtures/positions/troyes-protection-after-leaving-1.json';
import protection2 from './fixtures/positions/troyes-protection-after-leaving-2.json';
import joustNoRed from './fixtures/positions/troyes-joust-no-red-dice.json';
import titheGray from './fixtures/positions/troyes-tithe-neutral-die.json';
import { reach, underV3, type Position } from './test-support/positions';
import { totalVp } from './state';
import { blankState, FAYE, play as playAs, groupOf } from './test-support/scenario';

/**
 * The positions of shared/rules/positions (issue 31), each replayed and answered as ruled in
 * docs/rules-notes/troyes.md ("troyes@3"): troyes@3 gives the new answer, troyes@2 keeps its old one.
 */

function seatOf(s: TroyesState): number {
  return troyes.actors(s)[0] as number;
}

function play(s: TroyesState, move: TroyesMove): TroyesState {
  const r = troyes.apply(s, seatOf(s), move);
  if (!r.ok) throw new Error(`${JSON.stringify(move)}: ${r.error.code}`);
  return r.value.state;
}

const placeBishopric: TroyesMove = { type: 'act', action: 'place', target: 1, cube: -1 };

describe('the protection rule is judged once the placed citizen has left (troyes@3)', () => {
  it('troyes-protection-after-leaving-1: seat 1 may move its protected citizen to the front with W3', () => {
    const before = reach(protection1);
    expect(before.step).toEqual({ k: 'turn', seat: 1 });
    // troyes@2 judged the board before the citizen left: no placement in the Bishopric.
    expect(troyesV2.legalMoves(before, 1)).not.toContainEqual(placeBishopric);
    expect(troyesV2.apply(before, 1, placeBishopric)).toMatchObject({ ok: false, error: { code: 'NO_VALID_GROUP' } });

    const s = underV3(before);
    expect(troyes.legalMoves(s, 1)).toContainEqual(placeBishopric);
    const group = play(s, placeBishopric);
    // W3 (row 3-4, where seat 1 stands protected); W6 goes to a row with room.
    expect(troyes.legalMoves(group, 1)).toContainEqual(groupOf([1, 1]));
    const citizen = play(group, groupOf([1, 1]));
    // Only a citizen whose leaving spares the row: the one standing in it, or the one lying there
    // (its colour then lies there no more). One from elsewhere would eject a protected colour.
    expect(troyes.legalMoves(citizen, 1)).toEqual([
      { type: 'citizen', from: 'building', building: 'bishopric', space: 3 },
      { type: 'citizen', from: 'lying', building: 'bishopric' },
    ]);
    expect(troyes.apply(citizen, 1, { type: 'citizen', from: 'building', building: 'palace', space: 4 })).toMatchObject(
      { ok: false, error: { code: 'CITIZEN_PROTECTED', details: { building: 'bishopric', face: 3, owner: 1 } } },
    );
    const after = troyes.apply(citizen, 1, { type: 'citizen', from: 'building', building: 'bishopric', space: 3 });
    if (!after.ok) throw new Error(after.error.code);
    expect(after.value.events).toContainEqual({ type: 'CitizenPlaced', seat: 1, building: 1, face: 3, expelled: -1 });
    expect(after.value.state.buildings[1]?.slice(2, 4)).toEqual([1, 4]); // to the front; the gray slides right
  });

  it('troyes-protection-after-leaving-2: the group 0:W4 is legal, its citizen from the protected row', () => {
    const before = reach(protection2);
    const w4: TroyesMove = groupOf([0, 1]);
    expect(troyesV2.legalMoves(before, 1)).not.toContainEqual(w4);
    expect(troyesV2.apply(before, 1, w4)).toMatchObject({ ok: false, error: { code: 'CITIZEN_PROTECTED' } });

    const s = underV3(before);
    expect(troyes.legalMoves(s, 1)).toContainEqual(w4);
    const citizen = play(s, w4);
    expect(citizen.coins[1]).toBe((before.coins[1] as number) - 2); // a die bought from seat 0
    expect(troyes.legalMoves(citizen, 1)).toEqual([
      { type: 'citizen', from: 'building', building: 'bishopric', space: 2 },
      { type: 'citizen', from: 'building', building: 'bishopric', space: 3 },
      { type: 'citizen', from: 'lying', building: 'bishopric' },
    ]);
  });

  it('the Palace: a protected citizen on space 4 may be placed again with R4 (nobody is ejected), troyes@2 refused it', () => {
    for (const [rules, legal] of [
      [troyes, true],
      [troyesV2, false],
    ] as const) {
      const s = blankState(4, 'scenario', rules);
      s.step = { k: 'turn', seat: FAYE };
      (s.buildings[0] as number[])[3] = FAYE;
      (s.lying[0] as number[]).push(FAYE);
      s.supply[FAYE] = 3;
      s.dice[FAYE] = ['R4'];
      const act = troyes.apply(s, FAYE, { type: 'act', action: 'place', target: 0, cube: -1 });
      expect(act.ok).toBe(legal);
      if (!legal) continue;
      const citizen = playAs(
        playAs(s, FAYE, { type: 'act', action: 'place', target: 0, cube: -1 }).state,
        FAYE,
        groupOf([FAYE, 0]),
      ).state;
      // Not from the supply: that citizen would eject Faye's protected one.
      expect(troyes.legalMoves(citizen, FAYE)).toEqual([
        { type: 'citizen', from: 'building', building: 'palace', space: 3 },
        { type: 'citizen', from: 'lying', building: 'palace' },
      ]);
    }
  });
});

/** The position before its last move (troyes@2), and that last move. */
function beforeLast(position: unknown): { s: TroyesState; last: { seat: number; move: TroyesMove } } {
  const p = position as Position;
  const last = p.moves[p.moves.length - 1] as { seat: number; move: TroyesMove };
  return { s: reach({ ...p, moves: p.moves.slice(0, -1) }), last };
}

describe('the zero Joust and the gray Tithe die (troyes@3)', () => {
  it('troyes-joust-no-red-dice: every red total at 0 is a tie, and all the tied players gain 2 VP', () => {
    const { s, last } = beforeLast(joustNoRed);
    const vp = (st: TroyesState): number[] => [0, 1, 2].map((seat) => totalVp(st, seat));
    const old = troyesV2.apply(s, last.seat, last.move);
    if (!old.ok) throw new Error(old.error.code);
    expect(old.value.state.dice.flat().filter((d) => d.startsWith('R'))).toEqual([]); // no red die left
    expect(old.value.events).toContainEqual({ type: 'ActivityActivated', seat: 1, card: 'joust', times: 1 });
    expect(vp(old.value.state)).toEqual(vp(s)); // troyes@2 paid nobody

    const now = troyes.apply(underV3(s), last.seat, last.move);
    if (!now.ok) throw new Error(now.error.code);
    expect(vp(now.value.state)).toEqual(vp(s).map((v) => v + 2)); // all three seats tie at 0
  });

  it('troyes-tithe-neutral-die: the gray die is paid as usual; only players’ dice are free', () => {
    const { s, last } = beforeLast(titheGray);
    expect(last).toEqual({ seat: 0, move: groupOf([2, 2]) });
    expect(s.dice[2]?.[2]).toBe('Y1'); // the gray district's Y1
    const old = troyesV2.apply(s, 0, last.move);
    if (!old.ok) throw new Error(old.error.code);
    expect(old.value.events).toContainEqual(expect.objectContaining({ type: 'GroupUsed', paid: 0 }));

    const now = troyes.apply(underV3(s), 0, last.move);
    if (!now.ok) throw new Error(now.error.code);
    // One die in the group: 2 × 1 deniers, to the bank.
    expect(now.value.events).toContainEqual(expect.objectContaining({ type: 'GroupUsed', paid: 2 }));
    expect(now.value.state.coins[0]).toBe((s.coins[0] as number) - 2);
    expect(now.value.state.coins[1]).toBe(s.coins[1]);
  });

  it('Tithe still takes one die from each other player for free (troyes@3)', () => {
    const st = blankState(4, 'scenario', troyes);
    st.step = { k: 'turn', seat: FAYE };
    const tithe = 3; // white round 1
    st.activity[tithe] = { id: 'tithe', open: true, spaces: [-1, -1], picture: [], cubes: [0, 1, 0, 0] };
    st.dice[0] = ['Y2'];
    st.dice[2] = ['Y3'];
    st.dice[4] = ['Y4', 'W6'];
    const events = [
      { type: 'act', action: 'agriculture', target: -1, cube: tithe },
      groupOf([0, 0], [2, 0], [4, 0]),
    ].reduce<{ s: TroyesState; paid: unknown[] }>(
      (acc, m) => {
        const r = troyes.apply(acc.s, FAYE, m);
        if (!r.ok) throw new Error(r.error.code);
        return { s: r.value.state, paid: [...acc.paid, ...r.value.events.filter((e) => e.type === 'GroupUsed')] };
      },
      { s: st, paid: [] },
    );
    // Anna's and Geoffrey's dice free; the gray one 2 × 3 = 6 to the bank.
    expect(events.paid).toEqual([expect.objectContaining({ paid: 6, value: 9 })]);
  });
});
