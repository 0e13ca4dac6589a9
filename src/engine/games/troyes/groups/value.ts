import type { ActivityId, DieRef, TroyesState } from '../types';
import { dieFace } from '../state';
import type { GroupRule } from './rule-table';

/**
 * What a group costs and is worth (rulebook "Actions"): a die from another district costs
 * 2 × (dice in the group), paid to its owner (the bank for gray); own dice are free. The value is
 * the sum of the faces, changed by the group's delayed cube (card texts).
 */

export interface GroupEval {
  price: number;
  /** Value of the group after its cube. */
  value: number;
}

/**
 * Price and value of a group (refs already checked to exist and match the rule). When `payTo` is
 * given, the deniers owed to each district's owner are added to it (index n = the bank).
 */
export function evaluateGroup(
  s: TroyesState,
  seat: number,
  rule: GroupRule,
  refs: readonly DieRef[],
  payTo?: number[],
): GroupEval {
  const packed = priceAndValue(s, seat, rule, refs, payTo);
  return { price: packedPrice(packed), value: packedValue(packed) };
}

/** Price and value packed in one number (price × PACK + value): the group search allocates nothing. */
const PACK = 1024;
export const packedPrice = (packed: number): number => Math.floor(packed / PACK);
export const packedValue = (packed: number): number => packed % PACK;

export function priceAndValue(
  s: TroyesState,
  seat: number,
  rule: GroupRule,
  refs: readonly DieRef[],
  payTo?: number[],
): number {
  const k = refs.length;
  let price = 0;
  let value = 0;
  // Tithe: one free die from each other district (bit per district); from troyes@3 from each
  // player's, the gray district's paid "as usual".
  let tithed = rule.cube === 'tithe' && s.ruleset?.titheGrayPaid === true ? 1 << s.n : 0;
  for (const r of refs) {
    value += dieFace((s.dice[r.district] as string[])[r.die] as string);
    if (r.district === seat) continue;
    if (rule.cube === 'tithe' && (tithed & (1 << r.district)) === 0) {
      tithed |= 1 << r.district;
      continue;
    }
    price += 2 * k;
    if (payTo !== undefined) payTo[r.district] = (payTo[r.district] as number) + 2 * k;
  }
  return price * PACK + cubeValue(rule.cube, value, k);
}

/** What a group of `k` dice whose faces sum to `faces` is worth once its delayed cube is applied. */
export function cubeValue(cube: ActivityId | null, faces: number, k: number): number {
  switch (cube) {
    case 'priest':
      return faces + 3 * k;
    case 'confession':
      return faces + 2 * k;
    case 'apprenticeship':
      return 5 * k;
    case 'blacksmith':
      return faces + 5;
    case 'monk':
      return faces * 3;
    case 'templar':
      return faces * 2;
    default:
      return faces;
  }
}

/** Conversion cards need at least one affordable conversion (a hired card must activate once). */
export function conversionAffordable(id: ActivityId, coins: number, influence: number): boolean {
  switch (id) {
    case 'artisan':
    case 'diplomat':
      return influence >= 1;
    case 'innkeeper':
      return coins >= 1;
    case 'journeyman':
      return coins >= 3;
    case 'troubadour':
      return influence >= 3;
    default:
      return true;
  }
}
