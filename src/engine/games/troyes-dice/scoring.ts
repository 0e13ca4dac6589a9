/** End scoring (rules file §5): characters, resource pairs, citizens; ties share the victory. */
import { competitionRanking } from '../../core/ranking';
import { recordOf } from '../../core/record';
import type { RankEntry } from '../../core/types';
import { CHARACTERS } from './data/buildings';
import { RESOURCES } from './data/components';
import { available, popcount } from './sheet';
import type { Sheet, TroyesDiceBreakdown, TroyesDiceSeatScore, TroyesDiceState } from './types';

/** Points of each character: multiplier × buildings drawn in the row it scores. */
export function characterPoints(sheet: Sheet): number[] {
  return CHARACTERS.map((c, col) => (sheet.characters[col] as number) * popcount(sheet.built[c.scoresRow] as number));
}

/**
 * The scoresheet's final column: one entry per character (huguesDePayns … marieDeChampagne), one
 * per resource (1 VP per 2 unspent), then citizens. `total` is their sum.
 */
export function scoreSheet(sheet: Sheet, seat: number): TroyesDiceSeatScore {
  const chars = characterPoints(sheet);
  const breakdown: TroyesDiceBreakdown = {
    ...recordOf(
      CHARACTERS.map((c) => c.id),
      (i) => chars[i]!,
    ),
    ...recordOf(RESOURCES, (i) => Math.floor(available(sheet, i) / 2)),
    citizens: sheet.citizens[0] + sheet.citizens[1] + sheet.citizens[2],
  };
  let total = 0;
  for (const points of Object.values(breakdown)) total += points;
  return { seat, total, breakdown };
}

export function scores(state: TroyesDiceState): TroyesDiceSeatScore[] {
  return state.sheets.map((s, seat) => scoreSheet(s, seat));
}

export function ranking(state: TroyesDiceState): RankEntry[] {
  return competitionRanking(scores(state));
}
