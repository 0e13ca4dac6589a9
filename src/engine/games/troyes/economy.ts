import type { PenaltyReason, TroyesEvent, TroyesState } from './types';
import { VP_PENALTIES } from './types';
import { MAX_INFLUENCE, PENALTY_VP } from './data/board';
import { editRow, totalVp } from './state';

/** Small bookkeeping rules shared by every phase. */

export function gainVp(s: TroyesState, seat: number, category: number, amount: number): void {
  const row = editRow(s.vp, seat);
  row[category] = (row[category] as number) + amount;
}

/** "Loses 2 VP (a player with no VPs loses nothing)": VP never go below 0. */
export function penalise(s: TroyesState, seat: number, events: TroyesEvent[], reason: PenaltyReason): void {
  const lost = Math.min(PENALTY_VP, totalVp(s, seat));
  if (lost > 0) gainVp(s, seat, VP_PENALTIES, -lost);
  events.push({ type: 'Penalty', seat, vp: -lost, reason });
}

/** Influence is capped at 20 (excess lost) and never below 0. */
export function gainInfluence(s: TroyesState, seat: number, amount: number): void {
  s.influence[seat] = Math.max(0, Math.min(MAX_INFLUENCE, (s.influence[seat] as number) + amount));
}

/** Pay what you can; returns false on a shortfall (the caller applies the penalty). */
export function payDeniers(s: TroyesState, seat: number, amount: number): boolean {
  const has = s.coins[seat] as number;
  s.coins[seat] = Math.max(0, has - amount);
  return has >= amount;
}
