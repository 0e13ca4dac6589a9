import { describe, expect, it } from '@jest/globals';
import { orleans } from '../engine/games/orleans';
import { randomPlayout } from '../engine/games/orleans/test-support/playout';
import type { OrleansState } from '../engine/games/orleans/types';
import { PLACES } from '../engine/games/orleans/places';
import { allText, smallestFont, targets, withClass } from './test-tree';
import { drawOrleansBoard, orleansBoardSvg } from './orleans-board';

describe('drawOrleansBoard', () => {
  const states: OrleansState[] = [];
  randomPlayout('board', 3, (s) => states.push(s));
  const planning = states.find((s) => s.phase === 'prep' && s.shown !== null && s.players[1]!.market.length > 0)!;
  const acting = states.find((s) => s.phase === 'actions' && s.players[0]!.placeTiles.length > 0) ?? states[200]!;

  it('draws the viewer’s places with every action space, followers where they stand', () => {
    const view = orleans.view(acting, 0);
    const tree = drawOrleansBoard(view);
    const p = acting.players[0]!;
    const owned = Object.values(PLACES).filter((pl) => pl.printed || p.placeTiles.includes(pl.id as never));
    expect(withClass(tree, 'place')).toHaveLength(owned.length);
    expect(withClass(tree, 'slot')).toHaveLength(owned.reduce((n, pl) => n + pl.slots.length, 0));
    expect(withClass(tree, 'filled')).toHaveLength(
      owned.reduce((n, pl) => n + pl.slots.filter((_, i) => p.slots[pl.offset + i] !== null).length, 0),
    );
    expect(withClass(tree, 'town')).toHaveLength(23);
    expect(withClass(tree, 'activated')).toHaveLength(view.players[0]!.activated.length);
  });

  it('hides the bag of other seats and a secret plan, and shows the owner their bag', () => {
    const mine = drawOrleansBoard(orleans.view(planning, 0));
    expect(allText(mine)).toContain('Bag (');
    expect(allText(mine)).not.toContain('only its owner sees what is in it');
    const theirs = drawOrleansBoard(orleans.view(planning, 0), { seat: 1 });
    expect(allText(theirs)).toContain('only its owner sees what is in it');
    expect(allText(theirs)).toContain('secret until the plans are revealed');
    const own = drawOrleansBoard(orleans.view(planning, 1), { seat: 1 });
    expect(allText(own)).not.toContain('secret until the plans are revealed');
  });

  it('names the slots, places and towns moves point at, and no text under 12 units', () => {
    const tree = drawOrleansBoard(orleans.view(acting, 0));
    const keys = targets(tree);
    expect(keys).toContain('place:farmhouse');
    expect(keys).toContain('slot:0');
    expect(keys).toContain('town:orleans');
    expect(smallestFont(tree)).toBeGreaterThanOrEqual(12);
  });

  it('is a standalone SVG, and refuses a seat the game lacks', () => {
    const view = orleans.view(states[states.length - 1]!, 2);
    const svg = orleansBoardSvg(view, { names: ['Ada', 'Bob', 'Cy'] });
    expect(svg).toContain('aria-label="Orléans table with Cy’s board, final"');
    expect(() => drawOrleansBoard(view, { seat: 3 })).toThrow(RangeError);
  });
});
