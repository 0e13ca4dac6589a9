/** Views: what each seat may see (issue 7 "hidden information"). */
import { describe, expect, it } from '@jest/globals';
import { orleans } from './index';
import { fill, fresh, inActions, play } from './test-support/scenario';
import { PLACES } from './places';

describe('views', () => {
  it('the owner sees its bag as counts; others see its size only', () => {
    const s = inActions(fresh(3));
    s.players[1]!.bag = ['knight', 'monk', 'knight'];
    const own = orleans.view(s, 1).players[1]!;
    expect(own.bag).toEqual({ knight: 2, monk: 1 });
    expect(orleans.view(s, 0).players[1]!.bag).toBeNull();
    expect(orleans.view(s, null).players[1]!.bagSize).toBe(3);
  });

  it('plans stay secret until every seat has declared, then are revealed', () => {
    let s = fresh(2);
    s = play(s, 0, { type: 'draw', count: 0 }).state;
    s = play(s, 0, { type: 'place', follower: 'starter-farmer', slot: PLACES.castle.offset }).state;
    expect(orleans.view(s, 0).players[0]!.slots[PLACES.castle.offset]).toBe('starter-farmer');
    expect(orleans.view(s, 1).players[0]!.slots[PLACES.castle.offset]).toBeNull();
    expect(orleans.view(s, 1).players[0]!.market).toBeNull();
    expect(orleans.view(s, null).players[0]!.marketSize).toBe(4);
    s = play(s, 0, { type: 'declare' }).state;
    s = play(s, 1, { type: 'draw', count: 0 }).state;
    expect(orleans.view(s, 1).players[0]!.slots[PLACES.castle.offset]).toBeNull();
    s = play(s, 1, { type: 'declare' }).state;
    expect(s.phase).toBe('actions');
    expect(orleans.view(s, 1).players[0]!.slots[PLACES.castle.offset]).toBe('starter-farmer');
    expect(orleans.view(s, 1).players[0]!.market).toHaveLength(3);
  });

  it('the Bathhouse draw is seen by its owner only', () => {
    let s = inActions(fresh(2), 0);
    s.players[0]!.placeTiles = ['bathhouse'];
    s.players[0]!.bag = ['knight', 'scholar'];
    fill(s, 0, 'bathhouse', ['starter-farmer']);
    const out = play(s, 0, { type: 'act', place: 'bathhouse' });
    s = out.state;
    expect(orleans.view(s, 0).pending).toMatchObject({ kind: 'bathhouse', drawn: expect.any(Array) });
    expect(orleans.view(s, 1).pending).toEqual({ kind: 'bathhouse', seat: 0, drawnCount: 2 });
    expect(out.events.find((e) => e.type === 'BathhouseDraw')?.to).toEqual([0]);
  });

  it('no RNG state, no hour-glass order, no seed', () => {
    const s = fresh(4, 'seed-that-must-not-leak');
    for (const viewer of [null, 0, 3]) {
      const text = JSON.stringify(orleans.view(s, viewer));
      expect(text).not.toContain('seed-that-must-not-leak');
      expect(text).not.toContain('"rng"');
      expect(text).not.toContain('"hourglass"');
      expect(orleans.view(s, viewer).hourglassLeft).toBe(17);
    }
  });
});
