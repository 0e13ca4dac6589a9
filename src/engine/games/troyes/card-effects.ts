import { rollDie } from '../../core/rng';
import type { ActivityId, Step, TroyesEvent, TroyesState } from './types';
import { NEUTRAL, VP_ACTIVITIES } from './types';
import { ACTIVITY_BY_ID, CONVERSION_CARDS } from './data/activities';
import { standingIn } from './buildings';
import { cathedralCubes } from './cathedral';
import { placeEventCube } from './combat';
import { gainInfluence, gainVp } from './economy';
import { finishTurn } from './flow';
import { conversionAffordable } from './groups/value';
import { dieColour, dieFace, editSlot } from './state';

/**
 * What the Activity cards do once activated (rulebook appendix "The Activity cards"; effects per
 * shared/rules/troyes.md §7.2): immediate cards apply their effect n times, delayed ones take n
 * cubes, conversion cards ask how many times, Archer, Chivalry and Diplomat place event cubes.
 */

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

/**
 * A card activated `n` times by its group: apply it n times (immediate), put n cubes on it
 * (delayed: "the number of cubes placed is defined by the activation cost"), or ask how many times
 * (conversion cards; from troyes@3 every immediate card bought two or more times: the rulebook
 * gives "the number of times the effect can be used").
 */
export function activate(s: TroyesState, seat: number, slot: number, n: number, events: TroyesEvent[]): void {
  const id = (s.activity[slot] as { id: ActivityId }).id;
  const card = ACTIVITY_BY_ID[id];
  if (card.timing === 'immediate' && !CONVERSION_CARDS.includes(id) && n >= 2 && s.ruleset?.optionalActivations) {
    s.step = { k: 'times', seat, slot, max: n };
    return;
  }
  useCard(s, seat, slot, n, events);
}

/** The `times` move: a conversion card converts k times; any other card is used k times. */
export function chooseTimes(s: TroyesState, seat: number, slot: number, k: number, events: TroyesEvent[]): void {
  const id = (s.activity[slot] as { id: ActivityId }).id;
  if (CONVERSION_CARDS.includes(id)) convert(s, seat, slot, k, events);
  else useCard(s, seat, slot, k, events);
}

/** Use a card n times (the activations decided). */
function useCard(s: TroyesState, seat: number, slot: number, n: number, events: TroyesEvent[]): void {
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
    case 'procession': // "You must have at least 1 die in your district in order to gain the 2 VPs."
      for (const leader of leaders(s, (d) => d.length, 1)) gainVp(s, leader, VP_ACTIVITIES, 2 * n);
      break;
    case 'joust': {
      // The Joust prints no such minimum: from troyes@3 players tied at 0 are tied players too.
      const least = s.ruleset?.joustTieAtZero ? 0 : 1;
      const best = leaders(s, (d) => d.reduce((t, x) => (dieColour(x) === 'R' ? t + dieFace(x) : t), 0), least);
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
        s.step = cubesStep(s, seat, hits);
        return;
      }
      break;
    }
    case 'chivalry': {
      let red = 0;
      for (const d of s.dice[seat] as string[]) if (dieColour(d) === 'R') red++;
      if (red * n > 0) {
        s.step = cubesStep(s, seat, red * n);
        return;
      }
      break;
    }
    default:
      break;
  }
  finishTurn(s, seat, events);
}

/** Archer's and Chivalry's cubes: from troyes@3 each "can" be placed, so the seat may stop (cubesDone). */
function cubesStep(s: TroyesState, seat: number, left: number): Step {
  return s.ruleset?.optionalActivations ? { k: 'cubes', seat, left, optional: true } : { k: 'cubes', seat, left };
}

/** Player seats whose district (gray included in the comparison) has the highest measure, at least `least`. */
function leaders(s: TroyesState, measure: (dice: string[]) => number, least: number): number[] {
  const values = s.dice.map(measure);
  const top = Math.max(...values);
  if (top < least) return [];
  const out: number[] = [];
  for (let seat = 0; seat < s.n; seat++) if (values[seat] === top) out.push(seat);
  return out;
}

/** A conversion card used `k` times (k chosen by the player). */
export function convert(s: TroyesState, seat: number, slot: number, k: number, events: TroyesEvent[]): void {
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
export function eventCube(s: TroyesState, seat: number, queueIndex: number, events: TroyesEvent[]): void {
  const step = s.step;
  if (step.k !== 'cubes') return;
  placeEventCube(s, queueIndex, seat, events);
  const left = step.left - 1;
  if (left > 0) s.step = step.optional ? { k: 'cubes', seat, left, optional: true } : { k: 'cubes', seat, left };
  else finishTurn(s, seat, events);
}

/** `cubesDone` (troyes@3, Archer and Chivalry): the cubes left are not placed. */
export function stopCubes(s: TroyesState, seat: number, events: TroyesEvent[]): void {
  finishTurn(s, seat, events);
}
