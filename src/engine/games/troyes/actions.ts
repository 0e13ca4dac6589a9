import { rollDie } from '../../core/rng';
import type { GameEvent } from '../../core/types';
import { ACTIVITY_BY_ID, CONVERSION_CARDS, type ActivityId } from './data/activities';
import { cathedralInfluence } from './data/board';
import { EVENT_BY_ID } from './data/events';
import { placeCitizen, standingIn } from './buildings';
import { buildCathedral, cathedralCubes } from './cathedral';
import { freeBanners, placeEventCube } from './combat';
import { gainInfluence, gainVp } from './economy';
import { finishTurn } from './flow';
import {
  conversionAffordable,
  evaluateGroup,
  groupExists,
  groupRule,
  hasTradesman,
  hireCost,
  newClassCache,
  readTarget,
  ruleFor,
  type ClassCache,
  type DieRef,
  type TargetNeeds,
} from './groups';
import type { TroyesMove } from './moves';
import {
  dieColour,
  dieFace,
  editRow,
  editSlot,
  EMPTY,
  NEUTRAL,
  VP_ACTIVITIES,
  VP_CATHEDRAL,
  type Act,
  type TroyesState,
} from './state';

/** Phase 4 actions (rulebook "Actions" 1-5): choosing one, paying its group, carrying it out. */

/** Where a citizen can come from: personal supply, or one of yours anywhere on the board. */
export type CitizenSource =
  | { from: 'supply' }
  | { from: 'building'; building: number; space: number }
  | { from: 'lying'; building: number }
  | { from: 'card'; card: number };

export function citizenSources(s: TroyesState, seat: number, excludeSlot: number): CitizenSource[] {
  const out: CitizenSource[] = [];
  if ((s.supply[seat] as number) > 0) out.push({ from: 'supply' });
  for (let b = 0; b < 3; b++) {
    const spaces = s.buildings[b] as number[];
    for (let i = 0; i < spaces.length; i++)
      if (spaces[i] === seat) out.push({ from: 'building', building: b, space: i });
    if ((s.lying[b] as number[]).includes(seat)) out.push({ from: 'lying', building: b });
  }
  for (let slot = 0; slot < s.activity.length; slot++) {
    if (slot !== excludeSlot && hasTradesman(s, seat, slot)) out.push({ from: 'card', card: slot });
  }
  return out;
}

function hasCitizenSource(s: TroyesState, seat: number, excludeSlot: number): boolean {
  if ((s.supply[seat] as number) > 0) return true;
  for (let b = 0; b < 3; b++) {
    if ((s.buildings[b] as number[]).includes(seat) || (s.lying[b] as number[]).includes(seat)) return true;
  }
  for (let slot = 0; slot < s.activity.length; slot++)
    if (slot !== excludeSlot && hasTradesman(s, seat, slot)) return true;
  return false;
}

export function takeCitizen(s: TroyesState, seat: number, src: CitizenSource): void {
  switch (src.from) {
    case 'supply':
      s.supply = s.supply.slice(); // copy on write: the input state may share it
      s.supply[seat] = (s.supply[seat] as number) - 1;
      return;
    case 'building':
      editRow(s.buildings, src.building)[src.space] = EMPTY;
      return;
    case 'lying': {
      const lying = editRow(s.lying, src.building);
      lying.splice(lying.indexOf(seat), 1);
      return;
    }
    case 'card': {
      if (s.activity[src.card] === undefined) return;
      const a = editSlot(s, src.card);
      const i = a.spaces.indexOf(seat);
      if (i !== -1)
        a.spaces[i] = EMPTY; // the freed space stays free for newcomers
      else a.picture.splice(a.picture.indexOf(seat), 1);
      return;
    }
  }
}

/** Cubes (activity slots) the seat may spend on its next action; -1 stands for "no cube". */
function cubeChoices(s: TroyesState, seat: number): number[] {
  const cubes = [-1];
  for (let slot = 0; slot < s.activity.length; slot++) {
    if (((s.activity[slot] as { cubes: number[] }).cubes[seat] as number) > 0) cubes.push(slot);
  }
  return cubes;
}

/** Scratch target needs for actIsLegal and actOptions (never nested). */
const TARGET: TargetNeeds = { colour: 'Y', minValue: 0, conversion: null, hire: 0, hired: false };

/** Whether the action's target can be chosen at all (before looking for dice); fills `needs` when it can. */
function targetAvailable(s: TroyesState, seat: number, kind: Act['kind'], target: number, needs: TargetNeeds): boolean {
  switch (kind) {
    case 'activity': {
      const a = s.activity[target];
      if (a === undefined || !a.open || !readTarget(s, seat, kind, target, needs)) return false;
      return needs.hired || ((s.coins[seat] as number) >= needs.hire && hasCitizenSource(s, seat, target));
    }
    case 'event':
      return target >= 0 && target < s.queue.length && readTarget(s, seat, kind, target, needs);
    case 'place':
      return target >= 0 && target <= 2 && hasCitizenSource(s, seat, -1) && readTarget(s, seat, kind, target, needs);
    default:
      return target === -1 && readTarget(s, seat, kind, target, needs);
  }
}

/** Whether one candidate action (with its cube) can be started now. */
export function actIsLegal(s: TroyesState, seat: number, act: Act, cache: ClassCache = newClassCache()): boolean {
  if (act.cube !== -1) {
    const cubes = s.activity[act.cube]?.cubes;
    if (cubes === undefined || (cubes[seat] as number) < 1) return false;
  }
  if (!targetAvailable(s, seat, act.kind, act.target, TARGET)) return false;
  const rule = ruleFor(TARGET.colour, act.kind, act.cube < 0 ? null : (s.activity[act.cube] as { id: ActivityId }).id);
  return rule !== null && groupExists(s, seat, act, rule, TARGET, cache);
}

/**
 * Every action this seat could start now (each has at least one legal group of dice), pushed as
 * `act` moves. Each target is read once for all the cubes the seat could add to it.
 */
export function actOptions(s: TroyesState, seat: number, out: TroyesMove[]): void {
  const cubes = cubeChoices(s, seat);
  const cubeCards: (ActivityId | null)[] = cubes.map((c) => (c < 0 ? null : (s.activity[c] as { id: ActivityId }).id));
  const cache = newClassCache();
  const probe: Act = { kind: 'agriculture', target: -1, cube: -1 };
  const consider = (kind: Act['kind'], target: number): void => {
    if (!targetAvailable(s, seat, kind, target, TARGET)) return;
    probe.kind = kind;
    probe.target = target;
    for (let i = 0; i < cubes.length; i++) {
      const rule = ruleFor(TARGET.colour, kind, cubeCards[i] as ActivityId | null);
      if (rule === null) continue;
      probe.cube = cubes[i] as number;
      if (groupExists(s, seat, probe, rule, TARGET, cache))
        out.push({ type: 'act', action: kind, target, cube: probe.cube });
    }
  };
  for (let slot = 0; slot < s.activity.length; slot++) consider('activity', slot);
  consider('cathedral', -1);
  for (let q = 0; q < s.queue.length; q++) consider('event', q);
  for (let b = 0; b < 3; b++) consider('place', b);
  consider('agriculture', -1);
}

/** Pay for the group, discard its dice and spend the cube; then carry out the action. */
export function commitGroup(
  s: TroyesState,
  seat: number,
  act: Act,
  refs: readonly DieRef[],
  events: GameEvent[],
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
      const card = EVENT_BY_ID[(s.queue[act.target] as { id: keyof typeof EVENT_BY_ID }).id];
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
export function citizenArrives(s: TroyesState, seat: number, src: CitizenSource, events: GameEvent[]): void {
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

/** How many conversions the seat can afford right now. */
function affordableConversions(s: TroyesState, seat: number, id: ActivityId): number {
  const coins = s.coins[seat] as number;
  const infl = s.influence[seat] as number;
  switch (id) {
    case 'artisan':
    case 'diplomat':
      return infl;
    case 'innkeeper':
      return coins;
    case 'journeyman':
      return Math.floor(coins / 3);
    case 'troubadour':
      return Math.floor(infl / 3);
    default:
      return 0;
  }
}

/** Apply a card `n` times (immediate), or put n cubes on it (delayed). */
export function activate(s: TroyesState, seat: number, slot: number, n: number, events: GameEvent[]): void {
  const id = (s.activity[slot] as { id: ActivityId }).id;
  const card = ACTIVITY_BY_ID[id];
  events.push({ type: 'ActivityActivated', seat, card: id, times: n });
  if (card.timing === 'delayed') {
    const cubes = editSlot(s, slot).cubes;
    cubes[seat] = (cubes[seat] as number) + n;
    finishTurn(s, seat, events);
    return;
  }
  if (CONVERSION_CARDS.includes(id)) {
    const max = Math.min(n, affordableConversions(s, seat, id));
    if (max >= 1 && conversionAffordable(id, s.coins[seat] as number, s.influence[seat] as number)) {
      s.step = { k: 'times', seat, slot, max };
      return;
    }
    finishTurn(s, seat, events);
    return;
  }
  const coins = (amount: number): void => {
    s.coins[seat] = (s.coins[seat] as number) + amount;
  };
  const vp = (amount: number): void => gainVp(s, seat, VP_ACTIVITIES, amount);
  switch (id) {
    case 'merchant':
      coins(2 * n);
      break;
    case 'miller': // every activation picks the better building (never worse to do so)
      coins(2 * n * Math.max(standingIn(s, 0, seat), standingIn(s, 1, seat)));
      break;
    case 'goldsmith':
      vp(n);
      coins(2 * n);
      break;
    case 'sculptor':
      vp(n);
      break;
    case 'pilgrimage':
      vp(2 * n);
      break;
    case 'procession':
      for (const leader of leaders(s, (d) => d.length)) gainVp(s, leader, VP_ACTIVITIES, 2 * n);
      break;
    case 'joust': {
      const best = leaders(s, (d) => d.reduce((t, x) => (dieColour(x) === 'R' ? t + dieFace(x) : t), 0));
      if (best.includes(seat)) for (const leader of best) gainVp(s, leader, VP_ACTIVITIES, 2 * n);
      break;
    }
    case 'glassblower':
      vp(n * Math.floor(cathedralCubes(s, seat) / 2));
      break;
    case 'hunting':
      gainInfluence(s, seat, 3 * n);
      break;
    case 'mercenary':
      coins(3 * n);
      break;
    case 'tax-collector':
      for (let i = 0; i < n; i++) {
        for (let other = 0; other < s.n; other++) {
          if (other === seat) continue;
          const due = Math.min(standingIn(s, 2, other), s.coins[other] as number);
          s.coins[other] = (s.coins[other] as number) - due;
          coins(due);
        }
        coins(standingIn(s, 2, NEUTRAL)); // the bank pays for gray citizens
      }
      break;
    case 'captain':
      vp(n * s.queue.filter((q) => q.cubes.includes(seat)).length);
      break;
    case 'archer': {
      let hits = 0;
      for (let i = 0; i < n; i++) if (rollDie(s.rng) >= 3) hits++;
      events.push({ type: 'ArcherRolled', seat, hits, of: n });
      if (hits > 0) {
        s.step = { k: 'cubes', seat, left: hits };
        return;
      }
      break;
    }
    case 'chivalry': {
      let red = 0;
      for (const d of s.dice[seat] as string[]) if (dieColour(d) === 'R') red++;
      if (red * n > 0) {
        s.step = { k: 'cubes', seat, left: red * n };
        return;
      }
      break;
    }
    default:
      break;
  }
  finishTurn(s, seat, events);
}

/** Player seats whose district (gray included in the comparison) has the highest measure ≥ 1. */
function leaders(s: TroyesState, measure: (dice: string[]) => number): number[] {
  const values = s.dice.map(measure);
  const top = Math.max(...values);
  if (top < 1) return [];
  const out: number[] = [];
  for (let seat = 0; seat < s.n; seat++) if (values[seat] === top) out.push(seat);
  return out;
}

/** A conversion card used `k` times (k chosen by the player). */
export function convert(s: TroyesState, seat: number, slot: number, k: number, events: GameEvent[]): void {
  const id = (s.activity[slot] as { id: ActivityId }).id;
  events.push({ type: 'Converted', seat, card: id, times: k });
  switch (id) {
    case 'artisan':
      gainInfluence(s, seat, -k);
      s.coins[seat] = (s.coins[seat] as number) + 6 * k;
      break;
    case 'innkeeper':
      s.coins[seat] = (s.coins[seat] as number) - k;
      gainInfluence(s, seat, k);
      break;
    case 'journeyman':
      s.coins[seat] = (s.coins[seat] as number) - 3 * k;
      gainVp(s, seat, VP_ACTIVITIES, 2 * k);
      break;
    case 'troubadour':
      gainInfluence(s, seat, -3 * k);
      gainVp(s, seat, VP_ACTIVITIES, 2 * k);
      break;
    case 'diplomat':
      // All the Influence is paid before any cube is placed.
      gainInfluence(s, seat, -k);
      s.step = { k: 'cubes', seat, left: k };
      return;
    default:
      break;
  }
  finishTurn(s, seat, events);
}

/** One cube from Archer, Chivalry or Diplomat onto an event of the player's choice. */
export function eventCube(s: TroyesState, seat: number, queueIndex: number, events: GameEvent[]): void {
  const step = s.step;
  if (step.k !== 'cubes') return;
  placeEventCube(s, queueIndex, seat, events);
  const left = step.left - 1;
  if (left > 0) s.step = { k: 'cubes', seat, left };
  else finishTurn(s, seat, events);
}
