/**
 * Town Hall and Gunpowder Tower → the Beneficial Deeds [C: S1 p8, p23]: tiles standing there are
 * sent one decision at a time to a free deed space showing exactly their character; the sender
 * takes the deed's coins (Canalisation: or 1 development point); a completed deed gives a citizen.
 */
import type { Seat } from '../../core/types';
import { isStarter, type Follower } from './data/characters';
import { DEED_OFFSET, DEEDS } from './data/deeds';
import { advanceDevelopment } from './development';
import { emit, player, type Draft } from './working-copy';
import { PLACES } from './places';
import type { DeedMove, OrleansState, PlayerState } from './types';

type DeedPlace = 'townHall' | 'gunpowderTower';

/** Every tile of this place that can go to a deed (per distinct character), and `stopDeeds` after the first. */
export function deedOptions(s: OrleansState, seat: Seat, place: DeedPlace, sent: number): DeedMove[] {
  const p = s.players[seat] as PlayerState;
  const out: DeedMove[] = [];
  const { offset, slots } = PLACES[place];
  const seenTypes: Follower[] = [];
  for (let i = 0; i < slots.length; i++) {
    const f = p.slots[offset + i];
    if (f === null || f === undefined || f === 'tech' || isStarter(f) || seenTypes.includes(f)) continue;
    seenTypes.push(f);
    DEEDS.forEach((deed, di) => {
      const base = DEED_OFFSET[di] as number;
      if (!deed.spaces.some((c, k) => c === f && s.deedSpaces[base + k] === 0)) return;
      out.push({ type: 'deed', slot: offset + i, deed: di, development: false });
      if (deed.devChoice) out.push({ type: 'deed', slot: offset + i, deed: di, development: true });
    });
  }
  if (sent > 0) out.push({ type: 'stopDeeds' });
  return out;
}

/** Start sending after the place's action: the tiles go to the deeds, not back to the bag. */
export function queueDeeds(d: Draft, seat: Seat, place: DeedPlace): void {
  d.s.pending.unshift({ kind: 'deeds', seat, place, sent: 0 });
}

/** Send one tile (or stop); another decision follows while a tile there can still go somewhere. */
export function applyDeed(d: Draft, seat: Seat, move: DeedMove): void {
  const pending = d.s.pending[0] as { kind: 'deeds'; seat: Seat; place: DeedPlace; sent: number };
  d.s.pending.shift();
  if (move.type === 'stopDeeds') return;
  const p = player(d, seat);
  const f = p.slots[move.slot] as Follower;
  p.slots[move.slot] = null;
  const deed = DEEDS[move.deed] as (typeof DEEDS)[number];
  const base = DEED_OFFSET[move.deed] as number;
  const k = deed.spaces.findIndex((c, j) => c === f && d.s.deedSpaces[base + j] === 0);
  d.s.deedSpaces[base + k] = 1;
  if (move.development) advanceDevelopment(d, seat, 1);
  else p.coins += deed.reward;
  emit(d, { type: 'DeedSpaceFilled', seat, deed: deed.id, follower: f });
  if (deed.spaces.every((_, j) => d.s.deedSpaces[base + j] === 1)) {
    p.citizens += 1;
    emit(d, { type: 'CitizenTaken', seat, source: deed.id });
  }
  const next = { kind: 'deeds' as const, seat, place: pending.place, sent: pending.sent + 1 };
  if (deedOptions(d.s, seat, next.place, next.sent).some((m) => m.type === 'deed')) d.s.pending.unshift(next);
}
