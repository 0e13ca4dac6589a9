import { describe, expect, it } from '@jest/globals';
import type { Provenance } from '../../core/provenance';
import { ACTIVITY_CARDS } from './data/activities';
import { ROW_LAYOUT, TWO_PLAYER_GRAY } from './data/board';
import { CHARACTERS_PROVENANCE } from './data/characters';
import { EVENT_BY_ID, EVENT_CARDS } from './data/events';
import { troyes, type TroyesMove } from './index';
import { totalVp } from './state';
import { EMPTY, type ActivityId, type TroyesState } from './types';
import {
  ANNA,
  FAYE,
  blankState,
  patchSlot,
  play,
  playAll,
  showActivity,
  useEvery,
  groupOf,
} from './test-support/scenario';

/**
 * Activity cards one by one (rulebook appendix "The Activity cards"; effects per shared/rules/
 * troyes.md §7.2). Divisors are the data table's (placeholders: 3, Glassblower 5, Archer 2).
 */

/** Anna already has a tradesman on `id` and activates it with `dice` from her district. */
function activateOwn(id: ActivityId, dice: string[], setup: (s: TroyesState, slot: number) => void = () => {}) {
  const s = blankState();
  const slot = showActivity(s, id);
  patchSlot(s, slot, { spaces: [ANNA, EMPTY] });
  s.dice[ANNA] = dice.slice();
  setup(s, slot);
  const group: TroyesMove = { type: 'group', dice: dice.map((_, die) => ({ district: ANNA, die })) };
  const out = useEvery(playAll(s, ANNA, [{ type: 'act', action: 'activity', target: slot, cube: -1 }, group]), ANNA);
  return { ...out, slot };
}

describe('immediate activity cards', () => {
  it.each([
    // card, dice, deniers gained, VP gained, Influence gained (activations = value ÷ divisor)
    ['merchant', ['Y4'], 4, 0, 0], // ÷2 → 2 × 2 deniers
    ['goldsmith', ['Y6'], 4, 2, 0], // 2 × (1 VP + 2 deniers)
    ['sculptor', ['Y6', 'Y3'], 0, 3, 0],
    ['pilgrimage', ['W6'], 0, 4, 0],
    ['mercenary', ['R3'], 3, 0, 0],
    ['hunting', ['R6'], 0, 0, 6],
  ] as const)('%s with %j', (id, dice, deniers, vp, infl) => {
    const { state } = activateOwn(id, [...dice]);
    expect(state.coins[ANNA]).toBe(20 + deniers);
    expect(totalVp(state, ANNA)).toBe(vp);
    expect(state.influence[ANNA]).toBe(4 + infl);
  });

  it('Pilgrimage takes dice of mixed colours', () => {
    const { state } = activateOwn('pilgrimage', ['R2', 'W2', 'Y2']);
    expect(totalVp(state, ANNA)).toBe(4);
  });

  it('Glassblower: 1 VP per pair of own Cathedral cubes, per activation (÷5)', () => {
    const { state } = activateOwn('glassblower', ['W5'], (s) => {
      s.cathedral[0] = ANNA;
      s.cathedral[1] = ANNA;
      s.cathedral[2] = ANNA;
    });
    expect(totalVp(state, ANNA)).toBe(1);
  });

  it('Captain: 1 VP per event card holding an own cube, Marauding included', () => {
    const { state } = activateOwn('captain', ['R3'], (s) => {
      s.queue = [
        { id: 'marauding', cubes: [ANNA] },
        { id: 'war', cubes: [FAYE] },
        { id: 'heresy', cubes: [FAYE, ANNA] },
      ];
    });
    expect(totalVp(state, ANNA)).toBe(2);
  });

  it('Procession: every district leader (after the activating dice leave, gray compared) gains 2 VP per activation', () => {
    const s = blankState();
    const slot = showActivity(s, 'procession');
    patchSlot(s, slot, { spaces: [ANNA, EMPTY] });
    s.dice[ANNA] = ['W3', 'Y1', 'Y1'];
    s.dice[FAYE] = ['Y2', 'Y2'];
    s.dice[4] = ['R1'];
    const tied = playAll(s, ANNA, [
      { type: 'act', action: 'activity', target: slot, cube: -1 },
      groupOf([ANNA, 0]),
    ]).state;
    expect([totalVp(tied, ANNA), totalVp(tied, FAYE)]).toEqual([2, 2]);
    s.dice[FAYE] = ['Y2', 'Y2', 'Y3'];
    const behind = playAll(s, ANNA, [
      { type: 'act', action: 'activity', target: slot, cube: -1 },
      groupOf([ANNA, 0]),
    ]).state;
    expect([totalVp(behind, ANNA), totalVp(behind, FAYE)]).toEqual([0, 2]);
  });

  it('Artisan / Innkeeper / Troubadour convert as often as chosen and affordable', () => {
    const art = activateOwn('artisan', ['Y6']);
    expect(troyes.legalMoves(art.state, ANNA)).toEqual([
      { type: 'times', n: 1 },
      { type: 'times', n: 2 },
    ]);
    const a = play(art.state, ANNA, { type: 'times', n: 2 }).state;
    expect([a.coins[ANNA], a.influence[ANNA]]).toEqual([32, 2]);
    const inn = activateOwn('innkeeper', ['Y3']);
    const i = play(inn.state, ANNA, { type: 'times', n: 1 }).state;
    expect([i.coins[ANNA], i.influence[ANNA]]).toEqual([19, 5]);
    const tro = activateOwn('troubadour', ['R6', 'R6'], (s) => {
      s.influence[ANNA] = 7;
    });
    expect(troyes.legalMoves(tro.state, ANNA)).toEqual([
      { type: 'times', n: 1 },
      { type: 'times', n: 2 },
    ]);
    const t = play(tro.state, ANNA, { type: 'times', n: 2 }).state;
    expect([totalVp(t, ANNA), t.influence[ANNA]]).toEqual([4, 1]);
  });

  it('Diplomat pays 1 Influence per cube first, then places each cube (+1 Influence each)', () => {
    const { state } = activateOwn('diplomat', ['R6']);
    const d = playAll(state, ANNA, [
      { type: 'times', n: 2 },
      { type: 'eventCube', event: 0 },
      { type: 'eventCube', event: 0 },
    ]).state;
    expect(d.queue[0]?.cubes).toEqual([ANNA, ANNA]);
    expect(d.influence[ANNA]).toBe(4);
  });

  it('Archer rolls one die per activation; each 3-6 is a cube to place', () => {
    const { state, events } = activateOwn('archer', ['R6']);
    const rolled = events.find((e) => e.type === 'ArcherRolled') as { hits: number; of: number } | undefined;
    expect(rolled?.of).toBe(3);
    const hits = rolled?.hits ?? 0;
    if (hits > 0) expect(state.step).toEqual({ k: 'cubes', seat: ANNA, left: hits, optional: true });
    else expect(state.step.k).not.toBe('cubes');
  });
});

describe('delayed cubes modify a later group', () => {
  function withCube(id: ActivityId, s: TroyesState): number {
    const slot = showActivity(s, id);
    patchSlot(s, slot, { cubes: [1, 0, 0, 0] });
    return slot;
  }

  it('Blacksmith: +5 to a red group (here against an event: 2 + 5 = 7 → 2 cubes)', () => {
    const s = blankState();
    const cube = withCube('blacksmith', s);
    s.queue.push({ id: 'war', cubes: [] });
    s.dice[ANNA] = ['R2'];
    const st = playAll(s, ANNA, [{ type: 'act', action: 'event', target: 1, cube }, groupOf([ANNA, 0])]).state;
    expect(st.queue[1]?.cubes).toEqual([ANNA, ANNA]);
  });

  it('Templar: a single white die counts as 2 red dice (4 → 8 → 2 cubes on a red event)', () => {
    const s = blankState();
    const cube = withCube('templar', s);
    s.queue.push({ id: 'war', cubes: [] });
    s.dice[ANNA] = ['W4', 'R1'];
    const st = playAll(s, ANNA, [{ type: 'act', action: 'event', target: 1, cube }, groupOf([ANNA, 0])]).state;
    expect(st.queue[1]?.cubes).toEqual([ANNA, ANNA]);
  });

  it('Confession: +2 per die, Apprenticeship: every die is a 5 — neither for the Cathedral or buildings', () => {
    const s = blankState();
    const confession = withCube('confession', s);
    s.dice[ANNA] = ['Y1', 'Y1', 'W2'];
    const legal = troyes.legalMoves(s, ANNA);
    expect(legal).toContainEqual({ type: 'act', action: 'agriculture', target: -1, cube: confession });
    expect(legal).not.toContainEqual({ type: 'act', action: 'cathedral', target: -1, cube: confession });
    expect(legal).not.toContainEqual({ type: 'act', action: 'place', target: 2, cube: confession });
    const st = playAll(s, ANNA, [
      { type: 'act', action: 'agriculture', target: -1, cube: confession },
      groupOf([ANNA, 0], [ANNA, 1]),
    ]).state;
    expect(st.coins[ANNA]).toBe(20 + 3); // (3 + 3) ÷ 2
    const t = blankState();
    const appr = withCube('apprenticeship', t);
    t.dice[ANNA] = ['Y1', 'Y2'];
    const done = playAll(t, ANNA, [
      { type: 'act', action: 'agriculture', target: -1, cube: appr },
      groupOf([ANNA, 0], [ANNA, 1]),
    ]).state;
    expect(done.coins[ANNA]).toBe(20 + 5); // 5 + 5 = 10 ÷ 2
  });
});

describe('data provenance (shared/rules/troyes.md §2, §6, §7.3, §8)', () => {
  const confirmed = (p: Provenance): boolean => p.status === 'confirmed';

  it('Activity cards: only the Merchant and Priest numbers and four cards’ timing are confirmed', () => {
    const found = ACTIVITY_CARDS.flatMap((c) =>
      [
        ['hire', c.provenance.hire],
        ['divisor', c.provenance.divisor],
        ['space1', c.provenance.spaces[0]],
        ['space2', c.provenance.spaces[1]],
        ['timing', c.provenance.timing],
      ]
        .filter(([, p]) => confirmed(p as Provenance))
        .map(([field]) => `${c.id}.${field as string}`),
    );
    expect(found).toEqual([
      'merchant.hire',
      'merchant.divisor',
      'merchant.space1',
      'merchant.timing',
      'tithe.timing',
      'monk.timing',
      'priest.hire',
      'priest.divisor',
      'priest.timing',
      'templar.timing',
    ]);
    // Every second tradesman space is a placeholder (issue 18: two spaces, their VP unknown).
    expect(ACTIVITY_CARDS.every((c) => c.provenance.spaces[1].status === 'assumed' && c.spaces[1] === 1)).toBe(true);
  });

  it('Event cards: VP are never confirmed; Conflict of Succession’s combat numbers and War’s call are', () => {
    const cards = [EVENT_BY_ID.marauding, ...EVENT_CARDS];
    expect(cards.filter((c) => confirmed(c.provenance.vp))).toEqual([]);
    expect(cards.filter((c) => confirmed(c.provenance.banners)).map((c) => c.id)).toEqual(['conflict-of-succession']);
    expect(EVENT_BY_ID.war.provenance.calls.status).toBe('confirmed');
    expect(cards.filter((c) => c.deck === 'R' && confirmed(c.provenance.calls)).map((c) => c.id)).toEqual(['war']);
  });

  it('board layouts: the rows and the 2-player gray spaces are assumptions; characters are confirmed', () => {
    expect(ROW_LAYOUT.provenance.status).toBe('assumed');
    expect(TWO_PLAYER_GRAY.provenance.status).toBe('assumed');
    expect(CHARACTERS_PROVENANCE.status).toBe('confirmed');
  });
});
