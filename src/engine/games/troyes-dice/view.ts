/**
 * What a seat or a spectator sees: the wheel, this half-day's dice, every scoresheet (sheets are
 * public in a roll-and-write) and the viewer's own pending decisions. Never the RNG state, the seed,
 * or a later half-day's dice (they are not drawn yet).
 */
import { recordOf } from '../../core/record';
import type { Seat } from '../../core/types';
import { CHARACTERS } from './data/buildings';
import { CITIZEN_TRACKS, COLOURS, RESOURCES } from './data/components';
import { PLAZA_TILES, SLOT_COSTS } from './data/wheel';
import { dieOnPlaza, positionCost } from './costs';
import { isOver } from './halfday';
import { scoreSheet } from './scoring';
import { available, describeDecision, hasFortress, isBoxCrossed, isBuilt } from './sheet';
import type { BuildingStatus, Sheet, SheetView, TroyesDiceState, TroyesDiceView } from './types';
import { dayOf, isAfternoon, isSlotUsable, neutralNotch, plazaColour, slotNotch } from './wheel';

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
    resources: recordOf(RESOURCES, (i) => ({
      circled: sheet.gained[i]!,
      spent: sheet.spent[i]!,
      available: available(sheet, i),
    })),
    citizens: recordOf(CITIZEN_TRACKS, (i) => sheet.citizens[i]!),
    characters: CHARACTERS.map((ch, col) => ({ id: ch.id, multiplier: sheet.characters[col]! })),
    score: { total: score.total, breakdown: score.breakdown },
  };
}

export function view(state: TroyesDiceState, viewer: Seat | null): TroyesDiceView {
  const over = isOver(state);
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
