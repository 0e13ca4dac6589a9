/** Hour-glass events with their A/B/C strengths (S1 p20), the Sacristy (S1 p23), Pilgrimage. */
import { describe, expect, it } from 'vitest';
import { orleans } from './index';
import { fill, fresh, inActions, play, code } from './test-support/scenario';
import type { EventTile } from './data/hourglass';
import type { OrleansState } from './types';
import { PLACES } from './places';

/** Both seats pass, so the round's event resolves. */
function endActions(s: OrleansState): OrleansState {
  let t = play(s, s.turn, { type: 'pass' }).state;
  t = play(t, t.turn, { type: 'pass' }).state;
  return t;
}

function withEvent(event: EventTile): OrleansState {
  const s = inActions(fresh(2), 0);
  s.event = event;
  return s;
}

describe('events (S1 p20)', () => {
  it('Income B: 2 coins per development status', () => {
    const s = withEvent({ event: 'income', strength: 'B' });
    s.players[0]!.dev = 9; // status 3
    const t = endActions(s);
    expect(t.players[0]!.coins).toBe(5 + 6);
    expect(t.players[1]!.coins).toBe(5 + 2);
  });

  it('Trading Day C: 1 coin per trading station; A: 3 per station', () => {
    const c = withEvent({ event: 'tradingDay', strength: 'C' });
    c.players[0]!.stations = ['orleans', 'blois'];
    expect(endActions(c).players[0]!.coins).toBe(7);
    const a = withEvent({ event: 'tradingDay', strength: 'A' });
    a.players[0]!.stations = ['orleans', 'blois'];
    expect(endActions(a).players[0]!.coins).toBe(11);
  });

  it('Taxes C: 1 coin per 3 goods, rounded down', () => {
    const s = withEvent({ event: 'taxes', strength: 'C' });
    s.players[0]!.goods = { grain: 2, cheese: 2, wine: 1, wool: 0, brocade: 0 };
    expect(endActions(s).players[0]!.coins).toBe(4);
  });

  it('Harvest B: give back 2 food, 5 coins per missing food; food returns to the goods market', () => {
    let s = withEvent({ event: 'harvest', strength: 'B' });
    s.players[0]!.goods.cheese = 1;
    s.players[1]!.coins = 12;
    const market = s.goodsMarket.cheese;
    s = endActions(s);
    // Seat 1 has no food at all and pays 10 at once; seat 0 chooses which food to give.
    expect(s.players[1]!.coins).toBe(2);
    expect(orleans.legalMoves(s, 0)).toEqual([{ type: 'food', good: 'cheese' }]);
    s = play(s, 0, { type: 'food', good: 'cheese' }).state;
    expect(s.goodsMarket.cheese).toBe(market + 1);
    expect(s.players[0]!.coins).toBe(0);
  });

  it("Harvest with the 'foodOrCoins' option: coins may replace food", () => {
    const setup = orleans.setup({ harvest: 'foodOrCoins' }, 'x', 2);
    if (!setup.ok) throw new Error();
    let s = inActions(structuredClone(setup.value), 0);
    s.event = { event: 'harvest', strength: 'A' };
    s.players[0]!.goods.grain = 1;
    s.players[0]!.coins = 6;
    s.players[1]!.coins = 6;
    s = endActions(s);
    const seat = s.pending[0]!.seat;
    expect(orleans.legalMoves(s, seat)).toContainEqual({ type: 'payCoins' });
  });

  it('Plague: a neutral tile drawn returns to the supply; a coloured starter is no loss', () => {
    const s = withEvent({ event: 'plague', strength: null });
    s.players[0]!.bag = ['knight'];
    s.players[1]!.bag = ['starter-trader'];
    const knights = s.supply.knight;
    const t = endActions(s);
    expect(t.players[0]!.bag).toEqual([]);
    expect(t.supply.knight).toBe(knights + 1);
    expect(t.players[1]!.bag).toEqual(['starter-trader']);
    expect(t.players[0]!.tracks.knights).toBe(0);
  });

  it('Pilgrimage: no Monks may be recruited this round', () => {
    const s = withEvent({ event: 'pilgrimage', strength: null });
    fill(s, 0, 'monastery', ['scholar', 'starter-trader']);
    expect(code(s, 0, { type: 'act', place: 'monastery' })).toBe('ACTION_NOT_AVAILABLE');
    s.event = { event: 'income', strength: 'C' };
    expect(code(s, 0, { type: 'act', place: 'monastery' })).toBeNull();
  });

  it('Sacristy: an activated Sacristy may skip a negative event; its Monk returns to the bag', () => {
    let s = withEvent({ event: 'taxes', strength: 'A' });
    const p = s.players[0]!;
    p.placeTiles = ['sacristy'];
    p.goods.grain = 4;
    fill(s, 0, 'sacristy', ['monk']);
    s = endActions(s);
    expect(orleans.legalMoves(s, 0)).toEqual([
      { type: 'sacristy', use: true },
      { type: 'sacristy', use: false },
    ]);
    const used = play(s, 0, { type: 'sacristy', use: true }).state;
    expect(used.players[0]!.coins).toBe(5);
    expect(used.players[0]!.bag).toContain('monk');
    expect(used.players[0]!.slots[PLACES.sacristy.offset]).toBeNull();
    const declined = play(s, 0, { type: 'sacristy', use: false }).state;
    expect(declined.players[0]!.coins).toBe(1);
  });

  it('the Sacristy is not offered for positive events', () => {
    let s = withEvent({ event: 'income', strength: 'A' });
    s.players[0]!.placeTiles = ['sacristy'];
    fill(s, 0, 'sacristy', ['monk']);
    s = endActions(s);
    expect(s.players[0]!.coins).toBe(8);
    expect(s.players[0]!.slots[PLACES.sacristy.offset]).toBe('monk');
  });
});

describe('end of the game (S1 p19)', () => {
  function lastRound(): OrleansState {
    const s = withEvent({ event: 'income', strength: 'C' });
    s.round = 18;
    s.hourglass = [];
    return s;
  }

  it('ends after round 18; the sole player with most trading stations takes the 14th citizen', () => {
    const s = lastRound();
    s.players[0]!.stations = ['orleans', 'blois'];
    s.players[1]!.stations = ['orleans'];
    const t = endActions(s);
    expect(orleans.isOver(t)).toBe(true);
    expect(t.stationsCitizen).toBe(0);
    expect(t.players[0]!.citizens).toBe(1);
  });

  it('a tie for most stations gives nobody the citizen; a VP tie is broken by the development track', () => {
    const s = lastRound();
    s.players[0]!.stations = ['orleans'];
    s.players[1]!.stations = ['orleans'];
    s.players[1]!.dev = 1;
    s.players[0]!.coins = 5 + 1; // Income C: both +1 coin at status 1
    const t = endActions(s);
    expect(t.stationsCitizen).toBeNull();
    const sc = orleans.scores(t);
    expect(sc[0]!.total).toBe(sc[1]!.total + 1);
    t.players[0]!.coins -= 1;
    expect(orleans.ranking(t).map((r) => [r.seat, r.rank])).toEqual([
      [1, 1],
      [0, 2],
    ]);
    t.players[1]!.dev = 0;
    expect(orleans.ranking(t).map((r) => r.rank)).toEqual([1, 1]);
  });
});
