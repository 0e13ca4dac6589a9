import type { Act, ActionKind, ActivityId, DieColour, TroyesMove, TroyesState } from './types';
import { TroyesViolation, type TroyesViolationCode } from './types';
import { dieColour } from './state';
import { ruleFor } from './groups/rule-table';
import { groupExists, type GroupSearch } from './groups/search';
import { targetProblem } from './groups/targets';

/**
 * Choosing a phase 4 action (rulebook "Actions" 1-5) with the delayed cube that modifies it: an
 * `act` is legal only when at least one group of dice can then complete it, so no sub-step is a
 * dead end.
 */

/** Why this action (with its cube) cannot be started now, or null when it can. */
export function actProblem(search: GroupSearch, act: Act): TroyesViolationCode | null {
  const { s, seat } = search;
  if (act.cube !== -1) {
    const cubes = s.activity[act.cube]?.cubes;
    if (cubes === undefined || (cubes[seat] as number) < 1) return TroyesViolation.NO_CUBE;
  }
  const target = targetProblem(s, seat, act.kind, act.target, search);
  if (target !== null) return target;
  const rule = ruleFor(search.colour, act.kind, cubeCard(s, act.cube));
  if (rule === null) return TroyesViolation.CUBE_NOT_APPLICABLE;
  if (groupExists(search, act, rule)) return null;
  return anyDieOf(s, rule.dice) ? TroyesViolation.NO_VALID_GROUP : TroyesViolation.NO_DICE_OF_COLOUR;
}

/** The card whose cube modifies an action, or null for none. */
function cubeCard(s: TroyesState, cube: number): ActivityId | null {
  return cube < 0 ? null : (s.activity[cube] as { id: ActivityId }).id;
}

function anyDieOf(s: TroyesState, colour: DieColour | 'any'): boolean {
  for (const dice of s.dice) for (const d of dice) if (colour === 'any' || dieColour(d) === colour) return true;
  return false;
}

/** Cubes (activity slots) the seat may spend on its next action; -1 stands for "no cube". */
function cubeChoices(s: TroyesState, seat: number): number[] {
  const cubes = [-1];
  for (let slot = 0; slot < s.activity.length; slot++) {
    if (((s.activity[slot] as { cubes: number[] }).cubes[seat] as number) > 0) cubes.push(slot);
  }
  return cubes;
}

/**
 * Every action this seat could start now, pushed as `act` moves. Each target is read once for all
 * the cubes the seat could add to it.
 */
export function actOptions(search: GroupSearch, out: TroyesMove[]): void {
  const { s, seat } = search;
  const cubes = cubeChoices(s, seat);
  const cubeCards = cubes.map((c) => cubeCard(s, c));
  const probe: Act = { kind: 'agriculture', target: -1, cube: -1 };
  const consider = (kind: ActionKind, target: number): void => {
    if (targetProblem(s, seat, kind, target, search) !== null) return;
    probe.kind = kind;
    probe.target = target;
    for (let i = 0; i < cubes.length; i++) {
      const rule = ruleFor(search.colour, kind, cubeCards[i] as ActivityId | null);
      if (rule === null) continue;
      probe.cube = cubes[i] as number;
      if (groupExists(search, probe, rule)) out.push({ type: 'act', action: kind, target, cube: probe.cube });
    }
  };
  for (let slot = 0; slot < s.activity.length; slot++) consider('activity', slot);
  consider('cathedral', -1);
  for (let q = 0; q < s.queue.length; q++) consider('event', q);
  for (let b = 0; b < 3; b++) consider('place', b);
  consider('agriculture', -1);
}
