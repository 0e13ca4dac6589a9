import { describe, expect, it } from '@jest/globals';
import { ACTIVITY_BY_ID } from '../engine/games/troyes/data/activities';
import { CHARACTER_BY_ID } from '../engine/games/troyes/data/characters';
import { troyes } from '../engine/games/troyes';
import type { TroyesState } from '../engine/games/troyes/types';
import { randomInt, seedRng } from '../engine/core/rng';
import { allText, smallestFont, targets, withClass } from './test-tree';
import { drawTroyesBoard, troyesBoardSvg } from './troyes-board';

/** The states of one seeded random 3-player game. */
function states(seed: string): TroyesState[] {
  const setup = troyes.setup({}, seed, 3);
  if (!setup.ok) throw new Error(setup.error.message);
  const out = [setup.value];
  const pick = seedRng(seed);
  let s = setup.value;
  while (!troyes.isOver(s)) {
    const seat = troyes.actors(s)[0]!;
    const legal = troyes.legalMoves(s, seat);
    const r = troyes.apply(s, seat, legal[randomInt(pick, legal.length)]!);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
    out.push(s);
  }
  return out;
}

describe('drawTroyesBoard', () => {
  const game = states('board');
  const mid = game[Math.floor(game.length / 2)]!;

  it('draws every district’s dice, every building space and Cathedral site, nine cards and the queue', () => {
    const view = troyes.view(mid, 0);
    const tree = drawTroyesBoard(view);
    expect(withClass(tree, 'die')).toHaveLength(view.dice.flat().length);
    expect(withClass(tree, 'space')).toHaveLength(18);
    expect(withClass(tree, 'space').filter((s) => String(s.attrs.class).includes('taken'))).toHaveLength(
      view.buildings.flat().filter((o) => o >= 0).length,
    );
    expect(withClass(tree, 'site')).toHaveLength(18);
    expect(withClass(tree, 'activity')).toHaveLength(9);
    expect(withClass(tree, 'event')).toHaveLength(view.queue.length);
    expect(withClass(tree, 'black-die')).toHaveLength(view.black.length);
  });

  it('hides what the viewer may not see: face-down cards and other seats’ characters', () => {
    const early = game.find((s) => s.activity.some((a) => !a.open))!;
    const view = troyes.view(early, 0);
    const shown = allText(drawTroyesBoard(view));
    for (const a of early.activity.filter((x) => !x.open)) {
      expect(shown).not.toContain(`${ACTIVITY_BY_ID[a.id].name} (`);
    }
    expect(withClass(drawTroyesBoard(view), 'face-down').length).toBe(early.activity.filter((a) => !a.open).length);
    for (const c of early.characters[1]!) expect(shown).not.toContain(CHARACTER_BY_ID[c].name);
    for (const c of early.characters[0]!) expect(shown).toContain(CHARACTER_BY_ID[c].name);
    const spectator = allText(drawTroyesBoard(troyes.view(early, null)));
    for (const c of early.characters.flat()) expect(spectator).not.toContain(CHARACTER_BY_ID[c].name);
  });

  it('names every kind of target a move can point at, and no text under 12 units', () => {
    const view = troyes.view(mid, 0);
    const tree = drawTroyesBoard(view);
    const keys = targets(tree);
    expect(keys).toContain('cathedral');
    for (let b = 0; b < 3; b++) {
      expect(keys).toContain(`building:${b}`);
      for (let s = 0; s < 6; s++) expect(keys).toContain(`building:${b}:${s}`);
    }
    for (let slot = 0; slot < 9; slot++) expect(keys).toContain(`activity:${slot}`);
    view.queue.forEach((_, i) => expect(keys).toContain(`event:${i}`));
    view.dice.forEach((d, district) => d.forEach((_, i) => expect(keys).toContain(`die:${district}:${i}`)));
    expect(smallestFont(tree)).toBeGreaterThanOrEqual(12);
  });

  it('is a standalone SVG naming the viewer, wide or tall', () => {
    const view = troyes.view(game[game.length - 1]!, 1);
    const svg = troyesBoardSvg(view, { names: ['Ada', 'Bob', 'Cy'] });
    expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('aria-label="Troyes board as Bob sees it, final"');
    expect(troyesBoardSvg(view, { layout: 'tall' })).toContain('viewBox="0 0 364 ');
  });
});
