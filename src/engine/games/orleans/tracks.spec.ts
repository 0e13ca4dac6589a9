/** Character tracks and the development track (S1 p6, p19; values A-N from the rules file §6-§7). */
import { describe, expect, it } from '@jest/globals';
import { code, fill, fresh, inActions, play } from './test-support/scenario';
import { orleans } from './index';
import { statusAt } from './development';
import { drawLimit } from './tracks';

function villageBoatman(boatmenStep: number, citizenTaken: boolean) {
  const s = inActions(fresh(2), 0);
  s.players[0]!.tracks.boatmen = boatmenStep;
  s.boatmenCitizenTaken = citizenTaken;
  fill(s, 0, 'village', ['starter-farmer', 'starter-boatman', 'starter-craftsman']);
  return play(s, 0, { type: 'act', place: 'village', option: 'boatman' }).state;
}

describe('character tracks', () => {
  it('Boatmen: coins shown on the step; the last step gives the citizen to the first arrival (S1 p6)', () => {
    expect(villageBoatman(0, false).players[0]!.coins).toBe(5 + 2);
    const first = villageBoatman(4, false);
    expect(first.players[0]!.citizens).toBe(1);
    expect(first.boatmenCitizenTaken).toBe(true);
    const later = villageBoatman(4, true);
    expect(later.players[0]!.citizens).toBe(0);
    expect(later.players[0]!.coins).toBe(5 + 6);
  });

  it('Castle: +1 Knights track raises the draw limit; the 4th knight carries a citizen', () => {
    const s = inActions(fresh(2), 0);
    s.players[0]!.tracks.knights = 3;
    fill(s, 0, 'castle', ['starter-farmer', 'starter-boatman', 'starter-trader']);
    const t = play(s, 0, { type: 'act', place: 'castle' }).state;
    expect(t.players[0]!.tracks.knights).toBe(4);
    expect(drawLimit(t.players[0]!)).toBe(7);
    expect(t.players[0]!.citizens).toBe(1);
    expect(t.players[0]!.bag).toContain('knight');
  });

  it('University: a Scholar and development points; a track at its end cannot advance', () => {
    const s = inActions(fresh(2), 0);
    fill(s, 0, 'university', ['starter-farmer', 'starter-craftsman', 'starter-trader']);
    const t = play(s, 0, { type: 'act', place: 'university' }).state;
    expect(t.players[0]!.dev).toBe(2);
    expect(t.players[0]!.bag).toContain('scholar');
    s.players[0]!.tracks.scholars = 5;
    expect(orleans.legalMoves(s, 0)).not.toContainEqual({ type: 'act', place: 'university' });
    expect(code(s, 0, { type: 'act', place: 'university' })).toBe('ACTION_NOT_AVAILABLE');
  });

  it('no action that gives a tile once its supply is empty (S1 p21)', () => {
    const s = inActions(fresh(2), 0);
    s.supply.scholar = 0;
    fill(s, 0, 'university', ['starter-farmer', 'starter-craftsman', 'starter-trader']);
    expect(orleans.legalMoves(s, 0)).toEqual([{ type: 'pass' }]);
    s.supply.scholar = 1;
    expect(orleans.legalMoves(s, 0)).toContainEqual({ type: 'act', place: 'university' });
  });
});

describe('development track (S1 p19)', () => {
  it('status 1 at start, then the value of the last status space reached', () => {
    expect([0, 3, 4, 8, 9, 14, 15, 21, 22, 29, 30].map(statusAt)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6]);
  });

  it('passing coin and citizen spaces pays them; extra points beyond the end are lost', () => {
    const s = inActions(fresh(2), 0);
    s.players[0]!.dev = 3;
    s.players[0]!.placeTiles = ['library'];
    fill(s, 0, 'library', ['knight', 'scholar']);
    const t = play(s, 0, { type: 'act', place: 'library' }).state; // 3 → 5, passing the citizen on 4
    expect(t.players[0]!.citizens).toBe(1);
    expect(t.devCitizensTaken[0]).toBe(true);
    const u = inActions(fresh(2), 0);
    u.players[0]!.dev = 6;
    u.players[0]!.placeTiles = ['library'];
    fill(u, 0, 'library', ['knight', 'scholar']);
    expect(play(u, 0, { type: 'act', place: 'library' }).state.players[0]!.coins).toBe(5 + 3); // coins on 7
    const v = inActions(fresh(2), 0);
    v.players[0]!.dev = 29;
    v.devCitizensTaken = [true, true, true];
    v.players[0]!.placeTiles = ['library'];
    fill(v, 0, 'library', ['knight', 'scholar']);
    expect(play(v, 0, { type: 'act', place: 'library' }).state.players[0]!.dev).toBe(30);
  });
});
