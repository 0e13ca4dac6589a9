/**
 * What a seat or a spectator sees: the wheel, this half-day's dice, every scoresheet (sheets are
 * public in a roll-and-write) and the viewer's own pending decisions. Never the RNG state, the seed,
 * or a later half-day's dice (they are not drawn yet).
 */
import type { Seat } from '../../core/types';
import { CHARACTERS, CITIZEN_TRACKS, COLOURS, PLAZA_TILES, RESOURCES, SLOT_COSTS } from './data';
import { dieOnPlaza, positionCost } from './actions';
import { scoreSheet } from './scoring';
import { available, describeDecision, hasFortress, isBoxCrossed, isBuilt } from './sheet';
import type { Sheet, TroyesDiceOptions, TroyesDiceState } from './types';
import { dayOf, isAfternoon, isSlotUsable, neutralNotch, plazaColour, slotNotch } from './wheel';

export type BuildingStatus = 'built' | 'crossed' | 'open';

export interface SheetView {
  districts: {
    colour: string;
    boxes: { column: number; value: number; crossed: boolean; protected: boolean }[];
    prestige: BuildingStatus[];
    work: BuildingStatus[];
  }[];
  resources: Record<string, { circled: number; spent: number; available: number }>;
  citizens: Record<string, number>;
  characters: { id: string; multiplier: number }[];
  score: { total: number; breakdown: Record<string, number> };
}

export interface TroyesDiceView {
  game: 'troyes-dice';
  rulesVersion: string;
  viewer: Seat | null;
  playerCount: number;
  options: TroyesDiceOptions;
  columnValues: number[];
  over: boolean;
  /** 1..8 (8 once over), 'morning' | 'afternoon', and 1..16 (16 once over). */
  day: number;
  half: 'morning' | 'afternoon';
  halfDay: number;
  plazas: {
    notch: number;
    colour: string;
    otherSide: string;
    zone: 'neutral' | 'morning' | 'afternoon';
    destroyed: boolean;
    tile: { id: number; side: 'banquet' | 'raid' } | null;
  }[];
  /** This half-day's dice by slot (empty once over). */
  dice: {
    slot: number;
    notch: number;
    /** The rolled face. */
    value: number;
    /** The value an action starts from: 0 on a Raid-4 plaza, else `value`. */
    actionValue: number;
    black: boolean;
    colour: string;
    usable: boolean;
    wheelCost: string;
    /** Cost before modifiers, with tile effects: resources plus 1 of any if `anyOne`. */
    cost: { influence: number; deniers: number; knowledge: number; anyOne: boolean };
  }[];
  players: { seat: Seat; done: boolean; sheet: SheetView; pending: { [key: string]: string | number }[] | null }[];
}

function buildingStatus(sheet: Sheet, row: number, col: number): BuildingStatus {
  if (isBuilt(sheet, row, col)) return 'built';
  return isBoxCrossed(sheet, row >> 1, col) ? 'crossed' : 'open';
}

export function sheetView(state: TroyesDiceState, sheet: Sheet, seat: Seat): SheetView {
  const score = scoreSheet(sheet, seat);
  return {
    districts: COLOURS.map((colour, c) => ({
      colour,
      boxes: state.columnValues.map((value, col) => ({
        column: col + 1,
        value,
        crossed: isBoxCrossed(sheet, c, col),
        protected: hasFortress(sheet, col),
      })),
      prestige: [0, 1, 2, 3, 4, 5].map((col) => buildingStatus(sheet, c * 2, col)),
      work: [0, 1, 2, 3, 4, 5].map((col) => buildingStatus(sheet, c * 2 + 1, col)),
    })),
    resources: Object.fromEntries(
      RESOURCES.map((r, i) => [
        r,
        { circled: sheet.gained[i]!, spent: sheet.spent[i]!, available: available(sheet, i) },
      ]),
    ),
    citizens: Object.fromEntries(CITIZEN_TRACKS.map((t, i) => [t, sheet.citizens[i]!])),
    characters: CHARACTERS.map((ch, col) => ({ id: ch.id, multiplier: sheet.characters[col]! })),
    score: { total: score.total, breakdown: score.breakdown },
  };
}

export function viewFor(state: TroyesDiceState, viewer: Seat | null): TroyesDiceView {
  const over = state.halfDay >= 16;
  const hd = over ? 15 : state.halfDay;
  const day = dayOf(hd);
  const neutral = neutralNotch(day);
  const plazas = state.plazas.map((p, notch) => {
    const z = (notch - neutral + 9) % 9;
    const tile = state.expansionTiles.find((t) => t.notch === notch);
    return {
      notch,
      colour: COLOURS[plazaColour(state, notch)],
      otherSide: COLOURS[PLAZA_TILES[p.tile]![p.up === 0 ? 1 : 0]!],
      zone: (z === 0 ? 'neutral' : z <= 4 ? 'morning' : 'afternoon') as 'neutral' | 'morning' | 'afternoon',
      destroyed: !over && state.destroyed.includes(notch),
      tile: tile ? { id: tile.id, side: (tile.raid ? 'raid' : 'banquet') as 'banquet' | 'raid' } : null,
    };
  });
  const dice = over
    ? []
    : state.dice.map((value, slot) => {
        const die = dieOnPlaza(state, slot);
        const { cost, anyOne } = positionCost(slot, die);
        return {
          slot,
          notch: slotNotch(hd, slot),
          value,
          actionValue: die.value,
          black: slot === state.blackSlot,
          colour: COLOURS[plazaColour(state, slotNotch(hd, slot))],
          usable: isSlotUsable(state, slot),
          wheelCost: SLOT_COSTS[slot]!,
          cost: { influence: cost[0], deniers: cost[1], knowledge: cost[2], anyOne },
        };
      });
  return {
    game: 'troyes-dice',
    rulesVersion: state.rulesVersion,
    viewer,
    playerCount: state.playerCount,
    options: {
      numbering: Array.isArray(state.options.numbering) ? state.options.numbering.slice() : state.options.numbering,
      expansion: state.options.expansion,
    },
    columnValues: state.columnValues.slice(),
    over,
    day,
    half: isAfternoon(hd) ? 'afternoon' : 'morning',
    halfDay: hd + 1,
    plazas,
    dice,
    players: state.sheets.map((sheet, seat) => ({
      seat,
      done: sheet.acted && sheet.pending.length === 0,
      sheet: sheetView(state, sheet, seat),
      pending: viewer === seat ? sheet.pending.map(describeDecision) : null,
    })),
  };
}
