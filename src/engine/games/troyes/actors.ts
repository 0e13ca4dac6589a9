import type { TroyesState } from './types';

/** Who decides now: one seat at a time in Troyes (the draft order, else the step's seat). */

/** Whether `seat` decides now (no allocation: the shared guards ask it on every move). */
export function isActor(s: TroyesState, seat: number): boolean {
  const step = s.step;
  if (step.k === 'over') return false;
  if (step.k === 'draft') return step.order[step.i] === seat;
  return step.seat === seat;
}

export function actors(s: TroyesState): number[] {
  const step = s.step;
  if (step.k === 'over') return [];
  if (step.k === 'draft') return [step.order[step.i] as number];
  return [step.seat];
}

export function isOver(s: TroyesState): boolean {
  return s.step.k === 'over';
}
