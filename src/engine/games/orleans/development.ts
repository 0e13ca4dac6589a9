/** The development track: status, coins and citizens on the way [C: S1 p19; layout A-N]. */
import { DEVELOPMENT_TRACK } from './data/board';
import { emit, player, type Draft } from './working-copy';
import type { Seat } from '../../core/types';

const STATUS_BY_POSITION: readonly number[] = (() => {
  const out: number[] = [];
  let status = 1;
  for (let pos = 0; pos <= DEVELOPMENT_TRACK.end; pos++) {
    for (const [at, value] of DEVELOPMENT_TRACK.statusSpaces) if (at === pos) status = value;
    out.push(status);
  }
  return out;
})();

const COINS_AT: readonly number[] = Array.from(
  { length: DEVELOPMENT_TRACK.end + 1 },
  (_, pos) => DEVELOPMENT_TRACK.coins.find(([at]) => at === pos)?.[1] ?? 0,
);

/** Development status of a cube position (start status 1). */
export function statusAt(dev: number): number {
  return STATUS_BY_POSITION[dev] ?? 1;
}

/** Move the cube forward, paying coins and the first-arrival citizens on the way; beyond the end is lost. */
export function advanceDevelopment(d: Draft, seat: Seat, points: number): void {
  if (points <= 0) return;
  const p = player(d, seat);
  const target = Math.min(DEVELOPMENT_TRACK.end, p.dev + points);
  for (let pos = p.dev + 1; pos <= target; pos++) {
    p.coins += COINS_AT[pos] ?? 0;
    const c = DEVELOPMENT_TRACK.citizens.indexOf(pos);
    if (c >= 0 && !d.s.devCitizensTaken[c]) {
      d.s.devCitizensTaken[c] = true;
      p.citizens += 1;
      emit(d, { type: 'CitizenTaken', seat, source: 'development' });
    }
  }
  p.dev = target;
}

/**
 * Torture: one space back, never onto or past a coin space [C: S1 p19]. A cube standing on a coin
 * space cannot step back either: coming forward again would pay those coins twice (rules notes).
 */
export function canLoseDevelopmentPoint(dev: number): boolean {
  return dev > 0 && (COINS_AT[dev - 1] ?? 0) === 0 && (COINS_AT[dev] ?? 0) === 0;
}
