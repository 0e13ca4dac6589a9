/**
 * Banquets & Raids (rules file §6): 8 double-sided tiles, ids 1..8 as printed. The rules read the
 * tile ids directly (die-use.ts, costs.ts, halfday.ts); this table is the text clients show.
 */
import type { Provenance } from '../../../core/provenance';

export const EXPANSION_TILES: readonly { id: number; banquet: string; raid: string }[] = [
  {
    id: 1,
    banquet: 'Each influence changes the value by ±2 instead of ±1.',
    raid: 'Influence cannot modify this die.',
  },
  { id: 2, banquet: 'This die is free.', raid: 'This die costs 1 more denier.' },
  {
    id: 3,
    banquet: 'A Cathedral built with this die also gives 1 of each resource.',
    raid: 'This die costs 1 more knowledge.',
  },
  {
    id: 4,
    banquet: 'A work building built with this die gives 1 more citizen of its colour.',
    raid: 'This die has a value of 0 (influence may raise it).',
  },
  {
    id: 5,
    banquet: 'Changing the colour of this die costs 1 knowledge instead of 2.',
    raid: 'Knowledge cannot change the colour of this die.',
  },
  {
    id: 6,
    banquet: 'A Fortress built with this die gives 1 more red citizen and 1 more yellow or white citizen.',
    raid: 'This die costs 1 more influence.',
  },
  {
    id: 7,
    banquet: 'A Great Hall built with this die counts one more die of the required colour.',
    raid: 'This die cannot build a prestige building.',
  },
  {
    id: 8,
    banquet:
      'The black die here is ignored: no destruction, no attack; it is usable as a die of this plaza. The tile then flips.',
    raid: 'A transparent die here acts as a black die: the plaza is destroyed and (from day 3) sheets are attacked.',
  },
];
export const EXPANSION_TILE_COUNT = 3;

export const EXPANSION_PROVENANCE = {
  EXPANSION_TILES: { status: 'confirmed', source: 'R-EN/R-FR/R-DE expansion pages (rulings E10–E14)' },
  EXPANSION_TILE_COUNT: { status: 'confirmed', source: 'R-EN expansion setup' },
} satisfies Record<string, Provenance>;
