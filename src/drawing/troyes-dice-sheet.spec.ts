import { describe, expect, it } from '@jest/globals';
import { troyesDice } from '../engine/games/troyes-dice';
import { citizenHoarder, playout } from '../engine/games/troyes-dice/test-support/playout';
import type { TroyesDiceView } from '../engine/games/troyes-dice/types';
import { el, toSvgString, type SvgElement } from './svg';
import { drawTroyesDiceSheet, troyesDiceSheetSvg } from './troyes-dice-sheet';

/** Every element of the tree whose class list holds `cls`. */
function withClass(node: SvgElement, cls: string): SvgElement[] {
  const here = String(node.attrs.class ?? '')
    .split(' ')
    .includes(cls)
    ? [node]
    : [];
  return here.concat(
    ...node.children.filter((c): c is SvgElement => typeof c !== 'string').map((c) => withClass(c, cls)),
  );
}

describe('the SVG tree', () => {
  it('serialises elements, attributes and text, escaping markup and leaving undefined attributes out', () => {
    const tree = el('svg', { a: 1, b: undefined, c: 'x"<y>&' }, el('text', {}, "Count's <Palace> & co"), el('g'));
    expect(toSvgString(tree)).toBe(
      '<svg a="1" c="x&quot;&lt;y&gt;&amp;"><text>Count&#39;s &lt;Palace&gt; &amp; co</text><g/></svg>',
    );
  });
});

describe('drawTroyesDiceSheet', () => {
  // A whole seeded game with a citizen-hoarding bot: buildings, cathedrals and attacks all occur.
  const game = playout(
    troyesDice,
    { options: { numbering: 'first-game', expansion: false }, seed: 'sheet', players: 2, pick: 3 },
    citizenHoarder(troyesDice, 2),
  );
  const views: TroyesDiceView[] = game.states.map((s) => troyesDice.view(s, 0));
  const final = views[views.length - 1]!;

  it('draws exactly the built and crossed buildings, crossed boxes and multipliers the view shows, at every step', () => {
    for (const view of views.filter((_, i) => i % 5 === 0).concat(final)) {
      for (const player of view.players) {
        const tree = drawTroyesDiceSheet(view, player.seat);
        const statuses = player.sheet.districts.flatMap((d) => [...d.prestige, ...d.work]);
        expect(withClass(tree, 'building-built')).toHaveLength(statuses.filter((s) => s === 'built').length);
        expect(withClass(tree, 'building-crossed')).toHaveLength(statuses.filter((s) => s === 'crossed').length);
        const boxes = player.sheet.districts.flatMap((d) => d.boxes);
        expect(withClass(tree, 'box-crossed')).toHaveLength(boxes.filter((b) => b.crossed).length);
        expect(withClass(tree, 'box-protected')).toHaveLength(boxes.filter((b) => b.protected).length);
        expect(withClass(tree, 'multiplier').map((m) => m.children[0])).toEqual(
          player.sheet.characters.filter((c) => c.multiplier > 0).map((c) => `×${c.multiplier}`),
        );
        expect(withClass(tree, 'score-total')[0]!.children).toEqual([`Score ${player.sheet.score.total}`]);
      }
    }
    // The game above really exercises the drawing: something built, crossed and multiplied.
    const sheet = final.players[0]!.sheet;
    expect(sheet.districts.some((d) => d.prestige.includes('built'))).toBe(true);
    expect(sheet.districts.some((d) => d.boxes.some((b) => b.crossed))).toBe(true);
    expect(sheet.characters.some((c) => c.multiplier > 0)).toBe(true);
  });

  it('draws the wheel: nine plazas, the dice of the half-day (none once over), the destroyed plazas', () => {
    const view = views[3]!;
    const tree = drawTroyesDiceSheet(view, 0);
    expect(withClass(tree, 'plaza')).toHaveLength(9);
    expect(withClass(tree, 'die')).toHaveLength(view.dice.length);
    expect(withClass(tree, 'die-black')).toHaveLength(1);
    expect(withClass(tree, 'crossed').length).toBeGreaterThanOrEqual(view.plazas.filter((p) => p.destroyed).length);
    expect(withClass(drawTroyesDiceSheet(final, 0), 'die')).toHaveLength(0);
  });

  it('is a standalone SVG document naming its seat and score, and refuses a seat the game lacks', () => {
    const svg = troyesDiceSheetSvg(final, 1);
    expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain(`aria-label="Troyes Dice sheet of Seat 2: score ${final.players[1]!.sheet.score.total}"`);
    expect(() => drawTroyesDiceSheet(final, 2)).toThrow(RangeError);
  });
});
