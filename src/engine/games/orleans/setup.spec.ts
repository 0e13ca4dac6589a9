/** Setup by player count (S1 p3 / p13, p24 table) and the hour-glass stack. */
import { describe, expect, it } from 'vitest';
import { orleans } from './index';
import { GOODS } from './data/characters';
import { HOURGLASS } from './data/hourglass';
import { CONNECTIONS, EXITS } from './data/map';
import { PLACE_TILES } from './data/place-tiles';
import { DEED_SPACE_COUNT, DEEDS } from './data/deeds';

function dealt(n: number, seed = 'setup') {
  const s = orleans.setup(undefined, seed, n);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

describe('setup', () => {
  it.each([
    [5, { farmer: 18, boatman: 12, craftsman: 12, trader: 12, knight: 17, scholar: 17, monk: 17 }, 20],
    [4, { farmer: 16, boatman: 10, craftsman: 10, trader: 10, knight: 14, scholar: 14, monk: 14 }, 16],
    [3, { farmer: 14, boatman: 8, craftsman: 8, trader: 8, knight: 11, scholar: 11, monk: 11 }, 16],
    [2, { farmer: 12, boatman: 6, craftsman: 6, trader: 6, knight: 8, scholar: 8, monk: 8 }, 16],
  ])('%i players: neutral characters and technology tiles (S1 p24 table)', (n, supply, tech) => {
    const s = dealt(n);
    expect(s.supply).toEqual(supply);
    expect(s.techSupply).toBe(tech);
  });

  it.each([
    [2, 43, 35],
    [3, 48, 36],
    [4, 52, 38],
    [5, 52, 38],
  ])(
    '%i players: %i goods on the map, %i in the goods market (S1 p3: spaces "3"/"4" left empty)',
    (n, onMap, inMarket) => {
      const s = dealt(n);
      expect(s.mapGoods.filter((g) => g !== null)).toHaveLength(onMap);
      expect(GOODS.reduce((a, g) => a + s.goodsMarket[g], 0)).toBe(inMarket);
    },
  );

  it('each player: 5 coins, 10 stations, the four coloured followers on the market, merchant in Orléans', () => {
    const s = dealt(3);
    for (const p of s.players) {
      expect(p.coins).toBe(5);
      expect(p.stationsLeft).toBe(10);
      expect(p.market.sort()).toEqual(['starter-boatman', 'starter-craftsman', 'starter-farmer', 'starter-trader']);
      expect(p.bag).toEqual([]);
      expect(p.merchant).toBe('orleans');
    }
  });

  it('round 1 is the Pilgrimage start tile, then the A, B and C piles in order', () => {
    const s = dealt(4, 'hg');
    expect(s.round).toBe(1);
    expect(s.event).toEqual(HOURGLASS.start);
    expect(s.hourglass).toHaveLength(17);
    const key = (t: unknown) => JSON.stringify(t);
    const sorted = (ts: readonly unknown[]) => ts.map(key).sort();
    expect(sorted(s.hourglass.slice(0, 6))).toEqual(sorted(HOURGLASS.stacks.A));
    expect(sorted(s.hourglass.slice(6, 12))).toEqual(sorted(HOURGLASS.stacks.B));
    expect(sorted(s.hourglass.slice(12))).toEqual(sorted(HOURGLASS.stacks.C));
    const graded = s.hourglass.filter((t) => t.strength !== null).map((t) => t.strength);
    expect(graded).toEqual(['A', 'A', 'A', 'A', 'B', 'B', 'B', 'B', 'C', 'C', 'C', 'C']);
  });

  it('rejects bad player counts and options with codes', () => {
    expect(orleans.setup(undefined, 's', 1)).toMatchObject({ ok: false, error: { code: 'INVALID_PLAYER_COUNT' } });
    expect(orleans.setup(undefined, 's', 6)).toMatchObject({ ok: false, error: { code: 'INVALID_PLAYER_COUNT' } });
    expect(orleans.setup({ harvest: 'never' }, 's', 3)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_OPTIONS' },
    });
    expect(orleans.setup({ bogus: 1 }, 's', 3)).toMatchObject({ ok: false, error: { code: 'INVALID_OPTIONS' } });
    expect(orleans.setup('x', 's', 3)).toMatchObject({ ok: false, error: { code: 'INVALID_OPTIONS' } });
  });

  it('does not store the seed', () => {
    const seed = 'a-very-recognisable-seed-string';
    expect(JSON.stringify(dealt(3, seed))).not.toContain(seed);
  });
});

describe('board data (rules file §3, §9, §11, §12)', () => {
  it('map: 23 towns, 29 roads, 14 waterways; degrees match the rules file check', () => {
    expect(CONNECTIONS.filter((c) => c.kind === 'road')).toHaveLength(29);
    expect(CONNECTIONS.filter((c) => c.kind === 'waterway')).toHaveLength(14);
    expect(Object.keys(EXITS)).toHaveLength(23);
    const degree = (t: keyof typeof EXITS) => [EXITS[t].road.length, EXITS[t].waterway.length];
    expect(degree('orleans')).toEqual([4, 2]);
    expect(degree('tours')).toEqual([1, 4]);
    expect(degree('vierzon')).toEqual([3, 3]);
    expect(degree('chateauroux')).toEqual([5, 0]);
    expect(degree('chinon')).toEqual([1, 3]);
  });

  it('place tiles: 20, 12 in category I and 8 in II; deeds: 8 with 45 spaces', () => {
    expect(PLACE_TILES).toHaveLength(20);
    expect(PLACE_TILES.filter((t) => t.category === 'I')).toHaveLength(12);
    expect(DEEDS).toHaveLength(8);
    expect(DEED_SPACE_COUNT).toBe(45);
  });
});
