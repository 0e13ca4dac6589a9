/** The rulebook's own examples (S1 = shared/seeds/002, 8th printing), reproduced as tests. */
import { describe, expect, it } from '@jest/globals';
import { census } from './flow';
import { draftOf } from './working-copy';
import { drawLimit } from './tracks';
import { maxDraw } from './planning';
import { orleans } from './index';
import { PLACES, SLOT_KIND, SLOT_PLACE } from './places';
import { DEEDS } from './data/deeds';
import { scoreOf } from './scoring';
import { code, fill, fresh, inActions, play } from './test-support/scenario';
import type { OrleansState } from './types';

describe('census (S1 p4 / p14 example)', () => {
  it('the sole leader on the Farmers track gains a coin, the sole last pays one', () => {
    // Example: "The blue player receives a coin and the red player must pay a coin."
    const s = fresh(4);
    s.players.forEach((p, i) => (p.tracks.farmers = [3, 1, 0, 1][i] as number));
    const d = draftOf(s);
    census(d);
    expect(d.s.players.map((p) => p.coins)).toEqual([6, 5, 4, 5]);
  });

  it('ties cancel the payout and the payment', () => {
    const s = fresh(4);
    s.players.forEach((p, i) => (p.tracks.farmers = [2, 2, 1, 1][i] as number));
    const d = draftOf(s);
    census(d);
    expect(d.s.players.map((p) => p.coins)).toEqual([5, 5, 5, 5]);
  });

  it('with 2 players the last never pays (S1 p4 "2 SPIELER")', () => {
    const s = fresh(2);
    s.players[0]!.tracks.farmers = 2;
    const d = draftOf(s);
    census(d);
    expect(d.s.players.map((p) => p.coins)).toEqual([6, 5]);
  });

  it('a payer without coins is tortured', () => {
    const s = fresh(3);
    s.players[0]!.tracks.farmers = 2;
    s.players[1]!.tracks.farmers = 1;
    s.players[2]!.coins = 0;
    const d = draftOf(s);
    census(d);
    expect(d.s.pending).toEqual([{ kind: 'torture', seat: 2, owed: 1 }]);
  });
});

describe('drawing followers (S1 p4 / p14 example, p21 example)', () => {
  it('the Knights track sets the limit: green 4, yellow and blue 6, red 8', () => {
    const s = fresh(4);
    s.players.forEach((p, i) => (p.tracks.knights = [0, 2, 2, 5][i] as number));
    expect(s.players.map(drawLimit)).toEqual([4, 6, 6, 8]);
  });

  it('never more tiles than free market spaces', () => {
    const s = fresh(2);
    const p = s.players[0]!;
    p.tracks.knights = 2; // limit 6
    p.bag = ['farmer', 'farmer', 'knight', 'knight', 'monk', 'monk', 'scholar'];
    p.market = ['starter-farmer', 'starter-boatman', 'starter-craftsman', 'starter-trader', 'monk', 'monk'];
    expect(maxDraw(p)).toBe(2);
    expect(code(s, 0, { type: 'draw', count: 3 })).toBe('TOO_MANY_DRAWS');
    const after = play(s, 0, { type: 'draw', count: 2 }).state;
    expect(after.players[0]!.market).toHaveLength(8);
    expect(after.players[0]!.bag).toHaveLength(5);
  });

  it('Stefan may draw 6, draws 4 and moves 2 followers from action spaces to his market', () => {
    let s = fresh(2);
    const p = s.players[0]!;
    p.tracks.knights = 2;
    p.market = [];
    p.bag = ['farmer', 'farmer', 'knight', 'knight', 'monk', 'monk', 'scholar'];
    fill(s, 0, 'castle', ['starter-farmer', 'starter-boatman', null]);
    s = play(s, 0, { type: 'recall', slot: PLACES.castle.offset }).state;
    s = play(s, 0, { type: 'recall', slot: PLACES.castle.offset + 1 }).state;
    expect(s.players[0]!.market.sort()).toEqual(['starter-boatman', 'starter-farmer']);
    expect(code(s, 0, { type: 'draw', count: 5 })).toBe('TOO_MANY_DRAWS');
    s = play(s, 0, { type: 'draw', count: 4 }).state;
    expect(s.players[0]!.market).toHaveLength(6);
    expect(s.players[0]!.stage).toBe('plan');
  });
});

describe('places (S1 p5-p8)', () => {
  it('Farmhouse example: a Boatman and a Craftsman recruit a Farmer, +1 Farmers track and its good', () => {
    let s = fresh(2);
    s.players[0]!.market = ['starter-boatman', 'starter-craftsman'];
    s.players[0]!.stage = 'plan';
    expect(code(s, 0, { type: 'place', follower: 'starter-boatman', slot: PLACES.farmhouse.offset + 1 })).toBe(
      'SPACE_NOT_AVAILABLE',
    );
    s = play(s, 0, { type: 'place', follower: 'starter-boatman', slot: PLACES.farmhouse.offset }).state;
    s = play(s, 0, { type: 'place', follower: 'starter-craftsman', slot: PLACES.farmhouse.offset + 1 }).state;
    s = inActions(s, 0);
    const farmers = s.supply.farmer;
    s = play(s, 0, { type: 'act', place: 'farmhouse' }).state;
    const p = s.players[0]!;
    expect(p.tracks.farmers).toBe(1);
    expect(p.goods.grain).toBe(1);
    expect(s.supply.farmer).toBe(farmers - 1);
    expect(p.bag.sort()).toEqual(['farmer', 'starter-boatman', 'starter-craftsman']);
    expect(p.slots[PLACES.farmhouse.offset]).toBeNull();
  });

  it('Guildhall: one station per town, except Orléans where every player may build one', () => {
    let s = inActions(fresh(2), 0);
    fill(s, 0, 'guildhall', ['starter-farmer', 'starter-craftsman', 'knight']);
    fill(s, 1, 'guildhall', ['starter-farmer', 'starter-craftsman', 'knight']);
    s = play(s, 0, { type: 'act', place: 'guildhall' }).state;
    s = play(s, 1, { type: 'act', place: 'guildhall' }).state;
    expect(s.players.map((p) => p.stations)).toEqual([['orleans'], ['orleans']]);
    const t = inActions(fresh(2), 0);
    t.players[0]!.merchant = 'blois';
    t.players[1]!.stations = ['blois'];
    fill(t, 0, 'guildhall', ['starter-farmer', 'starter-craftsman', 'knight']);
    expect(code(t, 0, { type: 'act', place: 'guildhall' })).toBe('ACTION_NOT_AVAILABLE');
  });

  it('Ship: along a waterway only, taking one good lying there', () => {
    let s = inActions(fresh(4), 0);
    fill(s, 0, 'ship', ['starter-farmer', 'starter-boatman', 'knight']);
    const moves = orleans.legalMoves(s, 0).filter((m) => m.type === 'act' && m.place === 'ship');
    // Orléans has two waterways (Briare, Blois) [A-N map].
    expect([...new Set(moves.map((m) => (m as { to: string }).to))].sort()).toEqual(['blois', 'briare']);
    const withGood = moves.find((m) => (m as { good: unknown }).good !== null) as { to: string; good: 'grain' };
    s = play(s, 0, withGood).state;
    expect(s.players[0]!.merchant).toBe(withGood.to);
    expect(s.players[0]!.goods[withGood.good]).toBe(1);
  });
});

describe('technology tiles (S1 p6)', () => {
  function afterCraftsman(steps: number): OrleansState {
    const s = inActions(fresh(2), 0);
    s.players[0]!.tracks.craftsmen = steps - 1;
    fill(s, 0, 'village', ['starter-farmer', 'starter-boatman', 'starter-craftsman']);
    return play(s, 0, { type: 'act', place: 'village', option: 'craftsman' }).state;
  }

  it('is kept beside the board and placed only after passing', () => {
    let s = afterCraftsman(1);
    expect(s.players[0]!.techHeld).toEqual(['farmerOnly']);
    s = play(s, 1, { type: 'pass' }).state;
    expect(orleans.legalMoves(s, 0).some((m) => m.type === 'technology')).toBe(false);
    expect(code(s, 0, { type: 'technology', grant: 'farmerOnly', slot: PLACES.castle.offset })).toBe('WRONG_PHASE');
    s = play(s, 0, { type: 'pass' }).state;
    expect(s.pending).toEqual([{ kind: 'technology', seat: 0 }]);
    expect(orleans.legalMoves(s, 0)).toContainEqual({ type: 'keepTechnology' });
  });

  it('the first Craftsmen step may only replace a Farmer', () => {
    let s = afterCraftsman(1);
    s = play(s, 1, { type: 'pass' }).state;
    s = play(s, 0, { type: 'pass' }).state;
    const options = orleans.legalMoves(s, 0).filter((m) => m.type === 'technology');
    expect(options.length).toBeGreaterThan(0);
    for (const m of options) expect(SLOT_KIND[(m as { slot: number }).slot]).toBe('farmer');
    expect(code(s, 0, { type: 'technology', grant: 'farmerOnly', slot: PLACES.castle.offset + 1 })).toBe(
      'ILLEGAL_CHOICE',
    );
    s = play(s, 0, { type: 'technology', grant: 'farmerOnly', slot: PLACES.castle.offset }).state;
    expect(s.players[0]!.slots[PLACES.castle.offset]).toBe('tech');
    expect(s.players[0]!.techHeld).toEqual([]);
  });

  it('later tiles: any space but Monk spaces, never a one-space place, at most one per place', () => {
    const s = inActions(fresh(2), 0);
    const p = s.players[0]!;
    p.placeTiles = ['cellar', 'hayrick', 'laboratory'];
    p.techHeld = ['any'];
    p.passed = true;
    fill(s, 0, 'ship', ['tech', null, null]);
    s.pending = [{ kind: 'technology', seat: 0 }];
    const slots = orleans
      .legalMoves(s, 0)
      .filter((m) => m.type === 'technology')
      .map((m) => (m as { slot: number }).slot);
    const places = new Set(slots.map((i) => SLOT_PLACE[i]));
    expect(slots.some((i) => SLOT_KIND[i] === 'monk')).toBe(false);
    expect(places.has('hayrick')).toBe(false);
    expect(places.has('ship')).toBe(false);
    expect(places.has('townHall')).toBe(false);
    expect(places.has('laboratory')).toBe(true); // the Laboratory may take one on itself (S1 p23)
    expect(slots).toContain(PLACES.cellar.offset + 1);
    expect(slots).not.toContain(PLACES.cellar.offset);
  });
});

describe('Town Hall and the Beneficial Deeds (S1 p8)', () => {
  it('sends one or both tiles to spaces showing exactly that character, for the reward shown', () => {
    let s = inActions(fresh(2), 0);
    fill(s, 0, 'townHall', ['monk', 'knight']);
    s = play(s, 0, { type: 'act', place: 'townHall' }).state;
    const deeds = orleans.legalMoves(s, 0).filter((m) => m.type === 'deed') as Array<{ deed: number; slot: number }>;
    for (const m of deeds) {
      const f = s.players[0]!.slots[m.slot];
      expect(DEEDS[m.deed]!.spaces).toContain(f);
    }
    const conclave = DEEDS.findIndex((d) => d.id === 'papalConclave');
    s = play(s, 0, { type: 'deed', slot: PLACES.townHall.offset, deed: conclave, development: false }).state;
    expect(s.players[0]!.coins).toBe(5 + 3);
    // One sent is enough: the knight may stay for later.
    s = play(s, 0, { type: 'stopDeeds' }).state;
    expect(s.players[0]!.slots[PLACES.townHall.offset + 1]).toBe('knight');
    expect(s.turn).toBe(1);
  });

  it('whoever fills the last space of a deed takes its citizen', () => {
    let s = inActions(fresh(2), 0);
    const conclave = DEEDS.findIndex((d) => d.id === 'papalConclave');
    const base = DEEDS.slice(0, conclave).reduce((n, d) => n + d.spaces.length, 0);
    s.deedSpaces[base] = 1; // knight
    s.deedSpaces[base + 1] = 1; // first monk
    fill(s, 0, 'townHall', ['monk', null]);
    s = play(s, 0, { type: 'act', place: 'townHall' }).state;
    s = play(s, 0, { type: 'deed', slot: PLACES.townHall.offset, deed: conclave, development: false }).state;
    expect(s.players[0]!.citizens).toBe(1);
  });

  it('Canalisation: 1 coin or 1 development point', () => {
    let s = inActions(fresh(2), 0);
    const canal = DEEDS.findIndex((d) => d.id === 'canalisation');
    fill(s, 0, 'townHall', ['boatman', null]);
    s = play(s, 0, { type: 'act', place: 'townHall' }).state;
    s = play(s, 0, { type: 'deed', slot: PLACES.townHall.offset, deed: canal, development: true }).state;
    expect(s.players[0]!.dev).toBe(1);
    expect(s.players[0]!.coins).toBe(5);
  });

  it('coloured starters never go to the Town Hall; deeds take no substitutes', () => {
    const s = fresh(2);
    s.players[0]!.stage = 'plan';
    expect(code(s, 0, { type: 'place', follower: 'starter-farmer', slot: PLACES.townHall.offset })).toBe(
      'SPACE_NOT_AVAILABLE',
    );
    const t = inActions(fresh(2), 0);
    fill(t, 0, 'townHall', ['monk', null]);
    const after = play(t, 0, { type: 'act', place: 'townHall' }).state;
    const deeds = orleans.legalMoves(after, 0) as Array<{ deed: number }>;
    for (const m of deeds) expect(DEEDS[m.deed]!.spaces).toContain('monk');
  });
});

describe('torture (S1 p19 example)', () => {
  it('owing 5 coins, a player may give 1 follower, 2 trading stations and 2 development points', () => {
    let s = inActions(fresh(2), 0);
    s.event = { event: 'taxes', strength: 'A' };
    const p = s.players[0]!;
    p.coins = 0;
    p.goods.grain = 5;
    p.dev = 3;
    p.bag = ['knight', 'starter-farmer'];
    s = play(s, 0, { type: 'pass' }).state;
    s = play(s, 1, { type: 'pass' }).state;
    expect(s.pending[0]).toEqual({ kind: 'torture', seat: 0, owed: 5 });
    s = play(s, 0, { type: 'torture', item: 'follower' }).state;
    s = play(s, 0, { type: 'torture', item: 'station' }).state;
    s = play(s, 0, { type: 'torture', item: 'station' }).state;
    s = play(s, 0, { type: 'torture', item: 'development' }).state;
    s = play(s, 0, { type: 'torture', item: 'development' }).state;
    const after = s.players[0]!;
    expect(after.bag).toEqual(['starter-farmer']); // coloured starters are never lost
    expect(after.stationsLeft).toBe(8);
    expect(after.dev).toBe(1);
    expect(after.goods.grain).toBe(5);
    expect(s.pending).toEqual([]);
    expect(s.round).toBe(2);
  });

  it('development points are never lost onto or past a coin space', () => {
    const s = inActions(fresh(2), 0);
    s.players[0]!.dev = 8; // coin space at 7
    s.players[0]!.coins = 0;
    s.pending = [{ kind: 'torture', seat: 0, owed: 1 }];
    expect(orleans.legalMoves(s, 0)).not.toContainEqual({ type: 'torture', item: 'development' });
    s.players[0]!.dev = 7; // on the coin space: stepping back would let it pay twice (ruling)
    expect(orleans.legalMoves(s, 0)).not.toContainEqual({ type: 'torture', item: 'development' });
    s.players[0]!.dev = 9;
    expect(orleans.legalMoves(s, 0)).toContainEqual({ type: 'torture', item: 'development' });
  });
});

describe('scoring (S1 p19 example)', () => {
  it('Klemens: 5 trading stations and 2 citizens at development status 4 score (5+2)x4 = 28', () => {
    const s = fresh(2);
    const p = s.players[0]!;
    p.coins = 0;
    p.stations = ['orleans', 'blois', 'tours', 'chinon', 'loches'];
    p.citizens = 2;
    p.dev = 15; // status 4 [A-N layout]
    const sc = scoreOf(p, 0);
    expect(sc.breakdown.tradingStations! + sc.breakdown.citizens!).toBe(28);
    expect(sc.total).toBe(28);
  });

  it('goods: brocade 5, wool 4, wine 3, cheese 2, grain 1; coins 1 each', () => {
    const s = fresh(2);
    const p = s.players[0]!;
    p.coins = 7;
    p.goods = { grain: 1, cheese: 1, wine: 1, wool: 1, brocade: 1 };
    expect(scoreOf(p, 0).breakdown).toEqual({ coins: 7, goods: 15, tradingStations: 0, citizens: 0 });
  });
});
