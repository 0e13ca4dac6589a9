/** Place tiles (S1 p22-23) and substitutions: Monks wild, School, Herb Garden; Trader option. */
import { describe, expect, it } from 'vitest';
import { orleans } from './index';
import { accepts, freeMarket } from './board';
import { code, fill, fresh, inActions, play } from './test-support/scenario';
import { PLACES } from './places';
import type { OrleansState } from './types';

function owning(...tiles: OrleansState['placeTiles']): OrleansState {
  const s = inActions(fresh(2), 0);
  s.players[0]!.placeTiles = tiles;
  s.placeTiles = s.placeTiles.filter((t) => !tiles.includes(t));
  return s;
}

describe('substitutions', () => {
  it('a Monk fills any space; only a Monk fills a Monk space', () => {
    const p = fresh(2).players[0]!;
    expect(accepts('knight', 'monk', p)).toBe(true);
    expect(accepts('monk', 'knight', p)).toBe(false);
  });

  it('School: Scholars stand in for anything but Monks', () => {
    const p = owning('school').players[0]!;
    expect(accepts('knight', 'scholar', p)).toBe(true);
    expect(accepts('monk', 'scholar', p)).toBe(false);
    expect(accepts('knight', 'scholar', fresh(2).players[0]!)).toBe(false);
  });

  it('Herb Garden: Boatmen stand in for Craftsmen, Traders and Farmers', () => {
    const p = owning('herbGarden').players[0]!;
    expect(accepts('craftsman', 'starter-boatman', p)).toBe(true);
    expect(accepts('trader', 'boatman', p)).toBe(true);
    expect(accepts('farmer', 'boatman', p)).toBe(true);
    expect(accepts('knight', 'boatman', p)).toBe(false);
  });
});

describe('substitutions in play', () => {
  it('planning accepts a substitute only with its place tile; deeds never take one', () => {
    const s = fresh(2);
    const p = s.players[0]!;
    p.stage = 'plan';
    p.market = ['starter-boatman', 'scholar', 'monk'];
    const craftsmanSpace = PLACES.farmhouse.offset + 1;
    const knightSpace = PLACES.scriptorium.offset;
    expect(code(s, 0, { type: 'place', follower: 'starter-boatman', slot: craftsmanSpace })).toBe(
      'SPACE_NOT_AVAILABLE',
    );
    expect(code(s, 0, { type: 'place', follower: 'scholar', slot: knightSpace })).toBe('SPACE_NOT_AVAILABLE');
    expect(code(s, 0, { type: 'place', follower: 'monk', slot: knightSpace })).toBeNull();
    p.placeTiles = ['herbGarden', 'school'];
    expect(code(s, 0, { type: 'place', follower: 'starter-boatman', slot: craftsmanSpace })).toBeNull();
    expect(code(s, 0, { type: 'place', follower: 'scholar', slot: knightSpace })).toBeNull();
  });
});

describe('place tiles', () => {
  it('Village/Trader: the first step takes a category I tile, later steps I or II', () => {
    const s = inActions(fresh(2), 0);
    fill(s, 0, 'village', ['starter-farmer', 'starter-boatman', 'starter-craftsman']);
    const first = orleans.legalMoves(s, 0).filter((m) => m.type === 'act' && 'tile' in m) as Array<{ tile: string }>;
    expect(first.map((m) => m.tile)).not.toContain('school');
    expect(first.map((m) => m.tile)).toContain('hayrick');
    s.players[0]!.tracks.traders = 1;
    const later = orleans.legalMoves(s, 0).filter((m) => m.type === 'act' && 'tile' in m) as Array<{ tile: string }>;
    expect(later.map((m) => m.tile)).toContain('school');
    const t = play(s, 0, { type: 'act', place: 'village', option: 'trader', tile: 'school' }).state;
    expect(t.players[0]!.placeTiles).toEqual(['school']);
    expect(t.placeTiles).not.toContain('school');
    expect(t.players[0]!.tracks.traders).toBe(2);
  });

  it('goods tiles: the good from the goods market, not when none is left', () => {
    const s = owning('tailorShop');
    fill(s, 0, 'tailorShop', ['starter-trader', 'scholar']);
    s.goodsMarket.brocade = 0;
    expect(code(s, 0, { type: 'act', place: 'tailorShop' })).toBe('ACTION_NOT_AVAILABLE');
    s.goodsMarket.brocade = 2;
    const t = play(s, 0, { type: 'act', place: 'tailorShop' }).state;
    expect(t.players[0]!.goods.brocade).toBe(1);
    expect(t.goodsMarket.brocade).toBe(1);
  });

  it('Windmill 2 coins + 1 development point; Library 2 points; Cellar 4 coins; Hospital coins = status', () => {
    const s = owning('windmill', 'library', 'cellar', 'hospital');
    s.players[0]!.dev = 8; // status 2; next space 9 reaches status 3
    fill(s, 0, 'windmill', ['craftsman', 'craftsman']);
    let t = play(s, 0, { type: 'act', place: 'windmill' }).state;
    expect([t.players[0]!.coins, t.players[0]!.dev]).toEqual([7, 9]);
    t.turn = 0;
    fill(t, 0, 'hospital', ['boatman', 'scholar']);
    t = play(t, 0, { type: 'act', place: 'hospital' }).state;
    expect(t.players[0]!.coins).toBe(10);
  });

  it('Pharmacy: pay 1-3 coins, one development point each', () => {
    const s = owning('pharmacy');
    s.players[0]!.coins = 2;
    fill(s, 0, 'pharmacy', ['starter-farmer']);
    const options = orleans.legalMoves(s, 0).filter((m) => m.type === 'act' && m.place === 'pharmacy');
    expect(options).toEqual([
      { type: 'act', place: 'pharmacy', coins: 1 },
      { type: 'act', place: 'pharmacy', coins: 2 },
    ]);
    const t = play(s, 0, { type: 'act', place: 'pharmacy', coins: 2 }).state;
    expect([t.players[0]!.coins, t.players[0]!.dev]).toEqual([0, 2]);
  });

  it('Office: 1 coin per trading station built', () => {
    const s = owning('office');
    s.players[0]!.stations = ['orleans', 'tours', 'blois'];
    fill(s, 0, 'office', ['scholar', 'scholar']);
    expect(play(s, 0, { type: 'act', place: 'office' }).state.players[0]!.coins).toBe(8);
  });

  it('Laboratory: a technology tile, placed after passing, possibly on the Laboratory itself', () => {
    let s = owning('laboratory');
    fill(s, 0, 'laboratory', ['craftsman', 'scholar']);
    s = play(s, 0, { type: 'act', place: 'laboratory' }).state;
    expect(s.players[0]!.techHeld).toEqual(['any']);
    s = play(s, 1, { type: 'pass' }).state;
    s = play(s, 0, { type: 'pass' }).state;
    s = play(s, 0, { type: 'technology', grant: 'any', slot: PLACES.laboratory.offset }).state;
    expect(s.players[0]!.slots[PLACES.laboratory.offset]).toBe('tech');
  });

  it('Horse Wagon: along a road', () => {
    const s = owning('horseWagon');
    fill(s, 0, 'horseWagon', ['knight', 'starter-trader']);
    const tos = orleans
      .legalMoves(s, 0)
      .filter((m) => m.type === 'act' && m.place === 'horseWagon')
      .map((m) => (m as { to: string }).to);
    expect([...new Set(tos)].sort()).toEqual(['chartres', 'chateaudun', 'montargis', 'vierzon']);
  });

  it('Bathhouse: draw 2, place 1 on a fitting action space (not the Bathhouse), the rest to the bag', () => {
    let s = owning('bathhouse');
    s.players[0]!.bag = ['knight', 'knight'];
    fill(s, 0, 'bathhouse', ['starter-farmer']);
    fill(s, 0, 'scriptorium', [null, 'scholar']);
    s = play(s, 0, { type: 'act', place: 'bathhouse' }).state;
    expect(s.pending[0]).toMatchObject({ kind: 'bathhouse', drawn: ['knight', 'knight'] });
    const options = orleans.legalMoves(s, 0) as Array<{ slot: number }>;
    expect(options.some((m) => m.slot === PLACES.bathhouse.offset)).toBe(false);
    s = play(s, 0, { type: 'bathhouse', follower: 'knight', slot: PLACES.scriptorium.offset }).state;
    expect(s.players[0]!.slots[PLACES.scriptorium.offset]).toBe('knight');
    expect(s.players[0]!.bag.sort()).toEqual(['knight', 'starter-farmer']);
  });

  it('Gunpowder Tower: +2 market spaces (less tiles on it), sends its tiles straight to the deeds', () => {
    let s = owning('gunpowderTower');
    const p = s.players[0]!;
    p.market = [];
    expect(freeMarket(p)).toBe(10);
    fill(s, 0, 'gunpowderTower', ['monk', null]);
    expect(freeMarket(s.players[0]!)).toBe(9);
    s = play(s, 0, { type: 'act', place: 'gunpowderTower' }).state;
    expect(s.pending[0]).toMatchObject({ kind: 'deeds', place: 'gunpowderTower' });
  });

  it('Gunpowder Tower: its tiles may also go to action spaces during planning (S1 p23)', () => {
    let s = fresh(2);
    const p = s.players[0]!;
    p.placeTiles = ['gunpowderTower'];
    p.market = ['knight'];
    p.stage = 'plan';
    fill(s, 0, 'gunpowderTower', ['scholar', null]);
    // Market tiles go onto the tower; tower tiles go onto action spaces, not back onto the tower.
    expect(orleans.legalMoves(s, 0)).toContainEqual({
      type: 'place',
      follower: 'knight',
      slot: PLACES.gunpowderTower.offset + 1,
    });
    expect(orleans.legalMoves(s, 0)).not.toContainEqual({
      type: 'place',
      follower: 'scholar',
      slot: PLACES.gunpowderTower.offset + 1,
    });
    s = play(s, 0, { type: 'place', follower: 'scholar', slot: PLACES.scriptorium.offset + 1 }).state;
    expect(s.players[0]!.slots[PLACES.gunpowderTower.offset]).toBeNull();
    expect(s.players[0]!.slots[PLACES.scriptorium.offset + 1]).toBe('scholar');
    expect(s.players[0]!.market).toEqual(['knight']);
    expect(code(s, 0, { type: 'place', follower: 'scholar', slot: PLACES.university.offset })).toBe(
      'FOLLOWER_NOT_IN_MARKET',
    );
  });
});
