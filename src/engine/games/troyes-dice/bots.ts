/**
 * Troyes Dice's bots. Sheets never touch each other (every seat uses the same dice, attacks strike
 * every sheet alike), so a bot imagines a solo game on its own sheet: the view gives the sheet,
 * the wheel and this half-day's dice; only later dice are hidden, and the bot's stream rolls them.
 */
import { greedyChooser, greedyPolicy, rolloutPolicy, randomPolicy } from '../../bots/policies';
import type { BotKit, BotPolicy } from '../../bots/types';
import type { RngState } from '../../core/rng';
import type { Seat } from '../../core/types';
import { CHARACTERS } from './data/buildings';
import { COLOURS } from './data/components';
import { PLAZA_TILES } from './data/wheel';
import { TROYES_DICE_RULESETS, type TroyesDiceRulesVersion } from './rulesets';
import { available, popcount } from './sheet';
import type {
  ColourIndex,
  Decision,
  DecisionView,
  PlazaSlot,
  Sheet,
  SheetView,
  TroyesDiceMove,
  TroyesDiceState,
  TroyesDiceView,
} from './types';

type TroyesDiceBot = BotPolicy<TroyesDiceState, TroyesDiceMove, TroyesDiceView>;

const colourIndex = (c: string): ColourIndex => COLOURS.indexOf(c as never) as ColourIndex;

function mask(flags: readonly boolean[]): number {
  let m = 0;
  flags.forEach((f, col) => {
    if (f) m |= 1 << col;
  });
  return m;
}

function decisionOf(d: DecisionView): Decision {
  switch (d.kind) {
    case 'prestige':
      return { kind: 'prestige', track: colourIndex(d.track) };
    case 'work':
      return { kind: 'work', citizenColumn: d.citizenColumn };
    case 'overflow':
      return { kind: 'overflow', colour: colourIndex(d.colour) };
    case 'banquet6':
      return { kind: 'banquet6' };
  }
}

/** The sheet a view shows, back in the state's compact form. */
export function sheetFromView(v: SheetView, done: boolean, pending: DecisionView[] | null): Sheet {
  const d = v.districts;
  const row = (c: number, kind: 'prestige' | 'work') => mask(d[c]![kind].map((s) => s === 'built'));
  const r = [v.resources.influence, v.resources.deniers, v.resources.knowledge];
  const decisions = (pending ?? []).map(decisionOf);
  return {
    crossedBoxes: [0, 1, 2].map((c) => mask(d[c]!.boxes.map((b) => b.crossed))) as Sheet['crossedBoxes'],
    built: [row(0, 'prestige'), row(0, 'work'), row(1, 'prestige'), row(1, 'work'), row(2, 'prestige'), row(2, 'work')],
    gained: r.map((x) => x.circled) as Sheet['gained'],
    spent: r.map((x) => x.spent) as Sheet['spent'],
    citizens: [v.citizens.knights, v.citizens.artisans, v.citizens.priests],
    characters: v.characters.map((c) => c.multiplier) as Sheet['characters'],
    acted: done || decisions.length > 0,
    pending: decisions,
    fallbacks: 0, // not shown; it only feeds an achievement, never a score or a rule
  };
}

/** The plaza tiles from their visible faces (tiles with the same faces are interchangeable). */
function plazasFromView(view: TroyesDiceView): PlazaSlot[] {
  const used = new Set<number>();
  return view.plazas.map((p) => {
    const up = colourIndex(p.colour);
    const down = colourIndex(p.otherSide);
    for (let tile = 0; tile < PLAZA_TILES.length; tile++) {
      if (used.has(tile)) continue;
      const faces = PLAZA_TILES[tile]!;
      if (faces[0] === up && faces[1] === down) {
        used.add(tile);
        return { tile, up: 0 };
      }
      if (faces[1] === up && faces[0] === down) {
        used.add(tile);
        return { tile, up: 1 };
      }
    }
    return { tile: 0, up: 0 }; // unreachable for a view the engine made
  });
}

/**
 * A solo game on `seat`'s sheet, exactly as the view shows it; the stream given becomes the game's
 * PRNG, so the later dice are the bot's guess. The seat plays as seat 0.
 */
export function determinize(view: TroyesDiceView, seat: Seat, rng: RngState): { state: TroyesDiceState; seat: Seat } {
  const me = view.players[seat]!;
  const rulesVersion = view.rulesVersion as TroyesDiceRulesVersion;
  const state: TroyesDiceState = {
    rulesVersion,
    ruleset: { ...(TROYES_DICE_RULESETS[rulesVersion] ?? TROYES_DICE_RULESETS['troyes-dice@2']) },
    playerCount: 1,
    options: {
      numbering: Array.isArray(view.options.numbering) ? view.options.numbering.slice() : view.options.numbering,
      expansion: view.options.expansion,
    },
    columnValues: view.columnValues.slice(),
    plazas: plazasFromView(view),
    expansionTiles: view.plazas.flatMap((p) =>
      p.tile ? [{ id: p.tile.id, notch: p.notch, raid: p.tile.side === 'raid' }] : [],
    ),
    halfDay: view.over ? 16 : view.halfDay - 1,
    dice: view.dice.map((d) => d.value),
    blackSlot: Math.max(
      0,
      view.dice.findIndex((d) => d.black),
    ),
    destroyed: view.plazas.filter((p) => p.destroyed).map((p) => p.notch),
    sheets: [sheetFromView(me.sheet, me.done, me.pending)],
    rng: [rng[0], rng[1], rng[2], rng[3]],
  };
  return { state, seat: 0 };
}

/**
 * Points now, plus what the rulebook makes worth having: every unspent resource (half a point at
 * the end, and what pays for dice and changes), buildings (they score for characters), and the
 * characters' multipliers (each scores for every later building of its row).
 */
export function evaluate(state: TroyesDiceState, seat: Seat): number {
  // The scoresheet's total (scoring.ts), summed here without building its breakdown: this runs
  // for every move of every simulation.
  const sheet = state.sheets[seat]!;
  let value = 0.5 * sheet.pending.length;
  for (let col = 0; col < 6; col++) {
    const m = sheet.characters[col]!;
    value += m * popcount(sheet.built[CHARACTERS[col]!.scoresRow]!) + 0.5 * m;
  }
  for (let r = 0; r < 3; r++) {
    const left = available(sheet, r);
    value += Math.floor(left / 2) + 0.25 * left + sheet.citizens[r]!;
  }
  for (const row of sheet.built) value += 0.5 * popcount(row);
  return value;
}

export const troyesDiceBotKit: BotKit<TroyesDiceState, TroyesDiceMove, TroyesDiceView> = {
  determinize: (view, seat, rng) => determinize(view, seat, rng),
  evaluate,
};

/** The policies of Troyes Dice, weakest first; every version stays listed (recorded games replay). */
export const troyesDiceBots: readonly TroyesDiceBot[] = [
  randomPolicy(),
  greedyPolicy(
    troyesDiceBotKit,
    'One step ahead: the move that leaves the best sheet (points, unspent resources, buildings, multipliers).',
  ),
  rolloutPolicy(troyesDiceBotKit, {
    id: 'rollout',
    version: 1,
    description:
      'Rollouts of greedy: the 3 best greedy moves, each played on by greedy 6 moves deep in up to 3 imagined futures (dice rolled from the bot’s stream), at most 3,000 moves applied per decision.',
    candidates: 3,
    worlds: 3,
    nodes: 3000,
    depth: 6,
    chooser: greedyChooser(troyesDiceBotKit),
  }),
];
