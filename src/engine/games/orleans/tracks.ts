/** Advancing on the six character tracks: recruit the character, move the cube, take the step's reward. */
import type { Seat } from '../../core/types';
import { TRACK_CHARACTER, TRACK_LENGTH, TRACKS, type TrackId } from './data/board';
import { advanceDevelopment } from './development';
import { emit, player, type Draft } from './working-copy';
import type { OrleansState, PlayerState } from './types';

/** A track action needs a step left and the character in supply [C: S3 + S1 p21]. */
export function canAdvanceTrack(s: OrleansState, p: PlayerState, track: TrackId): boolean {
  return p.tracks[track] < TRACK_LENGTH[track] && s.supply[TRACK_CHARACTER[track]] > 0;
}

/** Take the track's character into the bag and move the cube one step; returns the new position. */
export function recruit(d: Draft, seat: Seat, track: TrackId): number {
  const p = player(d, seat);
  const character = TRACK_CHARACTER[track];
  d.s.supply[character] -= 1;
  p.bag.push(character);
  p.tracks[track] += 1;
  emit(d, { type: 'Recruited', seat, character, step: p.tracks[track] });
  return p.tracks[track];
}

/** Farmhouse: the step's good from the goods market [C: S1 p6; A-R 19]. */
export function farmersReward(d: Draft, seat: Seat, step: number): void {
  const good = TRACKS.farmers.goods[step - 1];
  if (good === undefined) return;
  d.s.goodsMarket[good] -= 1;
  player(d, seat).goods[good] += 1;
}

/** Boatmen: coins; the last step's citizen to the first arrival, coins to later ones [C: S1 p6; A-R 14]. */
export function boatmenReward(d: Draft, seat: Seat, step: number): void {
  const p = player(d, seat);
  if (step === TRACKS.boatmen.citizenAtStep && !d.s.boatmenCitizenTaken) {
    d.s.boatmenCitizenTaken = true;
    p.citizens += 1;
    emit(d, { type: 'CitizenTaken', seat, source: 'boatmen' });
    return;
  }
  p.coins += TRACKS.boatmen.coins[step - 1] ?? 0;
}

/** Knights: the draw limit rises with the position; the 4th knight's citizen to the first arrival. */
export function knightsReward(d: Draft, seat: Seat, step: number): void {
  if (step === TRACKS.knights.citizenAtStep && !d.s.knightsCitizenTaken) {
    d.s.knightsCitizenTaken = true;
    player(d, seat).citizens += 1;
    emit(d, { type: 'CitizenTaken', seat, source: 'knights' });
  }
}

export function scholarsReward(d: Draft, seat: Seat, step: number): void {
  advanceDevelopment(d, seat, TRACKS.scholars.developmentPoints[step - 1] ?? 0);
}

/** Craftsmen: one technology tile, placed after passing; the first step's replaces a Farmer only. */
export function craftsmenReward(d: Draft, seat: Seat, step: number): void {
  d.s.techSupply -= 1;
  player(d, seat).techHeld.push(step === TRACKS.craftsmen.farmerOnlyAtStep ? 'farmerOnly' : 'any');
}

export function drawLimit(p: PlayerState): number {
  return TRACKS.knights.drawLimit[p.tracks.knights] ?? 4;
}
