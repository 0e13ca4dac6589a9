import type { EventId, TroyesEvent, TroyesState } from './types';
import { NEUTRAL, VP_EVENTS } from './types';
import { EVENT_BY_ID } from './data/events';
import { gainInfluence, gainVp } from './economy';
import { editEvent } from './state';

/**
 * Cubes on Event cards (rulebook "Combat the events"): each cube fills the next banner; a player
 * gains 1 Influence per cube; filling the last banner counters the card at once.
 */
export function freeBanners(s: TroyesState, queueIndex: number): number {
  const q = s.queue[queueIndex];
  if (q === undefined) return 0;
  return EVENT_BY_ID[q.id].banners - q.cubes.length;
}

/** Place one cube of `owner` (NEUTRAL for gray). Returns true when it countered the card. */
export function placeEventCube(s: TroyesState, queueIndex: number, owner: number, events: TroyesEvent[]): boolean {
  if (s.queue[queueIndex] === undefined || freeBanners(s, queueIndex) <= 0) return false;
  editEvent(s, queueIndex).cubes.push(owner);
  if (owner !== NEUTRAL) gainInfluence(s, owner, 1);
  if (freeBanners(s, queueIndex) > 0) return false;
  counterEvent(s, queueIndex, events);
  return true;
}

/**
 * Majorities when a card is countered: sole participant takes both rewards; tied leaders split
 * 1st+2nd (rounded down) and nobody is 2nd; a unique leader takes 1st, then the 2nd rank (split
 * when tied). Gray cubes rank like a player but earn nothing. The leader (the first placer among
 * tied leaders) keeps the card; a gray leader discards it; Marauding stays and is only emptied.
 */
function counterEvent(s: TroyesState, queueIndex: number, events: TroyesEvent[]): void {
  const q = s.queue[queueIndex];
  if (q === undefined) return;
  const card = EVENT_BY_ID[q.id];
  const [first, second] = card.vp;
  const counts = [0, 0, 0, 0, 0];
  for (const o of q.cubes) counts[o] = (counts[o] as number) + 1;
  const participants = counts.map((c, o) => ({ o, c })).filter((p) => p.c > 0);
  const top = Math.max(...participants.map((p) => p.c));
  const leaders = participants.filter((p) => p.c === top).map((p) => p.o);
  const award = (owner: number, vp: number): void => {
    if (owner === NEUTRAL || vp <= 0) return;
    gainVp(s, owner, VP_EVENTS, vp);
    events.push({ type: 'EventVp', seat: owner, event: q.id, vp });
  };
  if (participants.length === 1) {
    award(leaders[0] as number, first + second);
  } else if (leaders.length > 1) {
    for (const o of leaders) award(o, Math.floor((first + second) / 2));
  } else {
    award(leaders[0] as number, first);
    const rest = participants.filter((p) => p.c < top);
    const next = Math.max(...rest.map((p) => p.c));
    const seconds = rest.filter((p) => p.c === next).map((p) => p.o);
    for (const o of seconds) award(o, seconds.length > 1 ? Math.floor(second / 2) : second);
  }
  // The card goes to the leader who placed a cube first.
  const winner = q.cubes.find((o) => leaders.includes(o)) as number;
  events.push({ type: 'EventCountered', event: q.id, winner: winner === NEUTRAL ? null : winner });
  if (card.deck === 'board') {
    s.queue = s.queue.slice(); // copy on write: the input state may share it
    s.queue[queueIndex] = { id: q.id, cubes: [] };
    return;
  }
  if (winner !== NEUTRAL) {
    s.won = s.won.slice(); // copy on write: the input state may share it
    s.won[winner] = [...(s.won[winner] as EventId[]), q.id];
  }
  s.queue = s.queue.slice();
  s.queue.splice(queueIndex, 1);
}
