import type { Act, ActivityId, DieRef, TroyesEvent, TroyesState } from './types';
import { EMPTY, VP_CATHEDRAL } from './types';
import { ACTIVITY_BY_ID } from './data/activities';
import { cathedralInfluence } from './data/board';
import { EVENT_BY_ID } from './data/events';
import { placeCitizen } from './buildings';
import { activate } from './card-effects';
import { buildCathedral } from './cathedral';
import { takeCitizen, type CitizenSource } from './citizens';
import { freeBanners, placeEventCube } from './combat';
import { gainInfluence, gainVp } from './economy';
import { finishTurn } from './flow';
import { groupRule } from './groups/rule-table';
import { hireCost } from './groups/targets';
import { evaluateGroup } from './groups/value';
import { dieFace, editRow, editSlot } from './state';

/**
 * Carrying out a phase 4 action (rulebook "Actions" 1-5) once its group of dice is chosen: pay,
 * discard the dice, spend the cube, then the action itself; a hired tradesman or a placed citizen
 * arrives in the next sub-step.
 */

/** Pay for the group, discard its dice and spend the cube; then carry out the action. */
export function commitGroup(
  s: TroyesState,
  seat: number,
  act: Act,
  refs: readonly DieRef[],
  events: TroyesEvent[],
): void {
  const rule = groupRule(s, act);
  if (rule === null) return;
  const payments = new Array<number>(s.n + 1).fill(0);
  const ev = evaluateGroup(s, seat, rule, refs, payments);
  const hire = hireCost(s, seat, act);
  s.coins[seat] = (s.coins[seat] as number) - ev.price - hire;
  for (let d = 0; d < s.n; d++) s.coins[d] = (s.coins[d] as number) + (payments[d] as number);
  const faces = refs.map((r) => dieFace((s.dice[r.district] as string[])[r.die] as string));
  const used = refs.map((r) => (s.dice[r.district] as string[])[r.die] as string);
  // Remove the highest indices first so the others stay valid (1-3 dice: a short insertion sort).
  const sorted = refs.slice();
  for (let i = 1; i < sorted.length; i++) {
    const r = sorted[i] as DieRef;
    let j = i - 1;
    while (j >= 0 && (sorted[j] as DieRef).die < r.die) {
      sorted[j + 1] = sorted[j] as DieRef;
      j--;
    }
    sorted[j + 1] = r;
  }
  let copied = 0; // districts whose dice row is already private
  for (const r of sorted) {
    if ((copied & (1 << r.district)) === 0) {
      editRow(s.dice, r.district);
      copied |= 1 << r.district;
    }
    (s.dice[r.district] as string[]).splice(r.die, 1);
  }
  if (act.cube >= 0) {
    const cubes = editSlot(s, act.cube).cubes;
    cubes[seat] = (cubes[seat] as number) - 1;
  }
  events.push({
    type: 'GroupUsed',
    seat,
    action: act.kind,
    target: act.target,
    cube: act.cube,
    dice: used,
    value: ev.value,
    paid: ev.price,
    hired: hire,
  });
  switch (act.kind) {
    case 'cathedral':
      for (const f of faces) {
        const level = buildCathedral(s, f, seat);
        gainVp(s, seat, VP_CATHEDRAL, 1);
        gainInfluence(s, seat, cathedralInfluence(f));
        events.push({ type: 'CathedralCube', seat, site: level * 6 + f - 1 });
      }
      finishTurn(s, seat, events);
      return;
    case 'event': {
      const card = EVENT_BY_ID[s.queue[act.target]!.id];
      const cubes = Math.min(Math.floor(ev.value / card.fight.divisor), freeBanners(s, act.target));
      for (let i = 0; i < cubes; i++) placeEventCube(s, act.target, seat, events);
      finishTurn(s, seat, events);
      return;
    }
    case 'agriculture':
      s.coins[seat] = (s.coins[seat] as number) + Math.floor(ev.value / 2);
      finishTurn(s, seat, events);
      return;
    case 'place':
      s.step = { k: 'citizen', seat, act, face: faces[0] as number, n: 0 };
      return;
    case 'activity': {
      const card = ACTIVITY_BY_ID[(s.activity[act.target] as { id: ActivityId }).id];
      const n = Math.floor(ev.value / card.divisor);
      if (hire > 0) s.step = { k: 'citizen', seat, act, face: 0, n };
      else activate(s, seat, act.target, n, events);
      return;
    }
  }
}

/** The citizen for a placement or a newly hired tradesman arrives. */
export function citizenArrives(s: TroyesState, seat: number, src: CitizenSource, events: TroyesEvent[]): void {
  const step = s.step;
  if (step.k !== 'citizen') return;
  takeCitizen(s, seat, src);
  if (step.act.kind === 'place') {
    const expelled = placeCitizen(s, step.act.target, step.face, seat);
    events.push({ type: 'CitizenPlaced', seat, building: step.act.target, face: step.face, expelled });
    finishTurn(s, seat, events);
    return;
  }
  if (s.activity[step.act.target] === undefined) return;
  const a = editSlot(s, step.act.target);
  const free = a.spaces.indexOf(EMPTY);
  if (free !== -1) a.spaces[free] = seat;
  else a.picture.push(seat);
  events.push({ type: 'TradesmanHired', seat, slot: step.act.target, space: free });
  activate(s, seat, step.act.target, step.n, events);
}
