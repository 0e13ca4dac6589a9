import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import { groupRule } from './groups/rule-table';
import { groupExists, newGroupSearch, type GroupSearch } from './groups/search';
import { readTarget } from './groups/targets';
import { troyes } from './index';
import { randomPlayout } from './test-support/playout';
import { hasValidGroupByWalk } from './test-support/reference-walk';
import type { Act, ActionKind, TroyesState } from './types';

/**
 * The group search (best faces for value-only actions, cached verdicts, pruning; one search per
 * state as a listing uses it) must agree with the reference walk over every group, for every
 * action and cube, in every turn of random games.
 */
const RUNS = Number(process.env.CRIER_PROP_RUNS ?? 40);

/** What actProblem asks once the target and cube are fine: does some group complete the action? */
function hasValidGroup(search: GroupSearch, act: Act): boolean {
  const rule = groupRule(search.s, act);
  if (rule === null || !readTarget(search.s, search.seat, act.kind, act.target, search)) return false;
  return groupExists(search, act, rule);
}

function candidates(s: TroyesState): Act[] {
  const out: Act[] = [];
  const targets: [ActionKind, number][] = [
    ['cathedral', -1],
    ['agriculture', -1],
  ];
  for (let slot = 0; slot < s.activity.length; slot++) targets.push(['activity', slot]);
  for (let q = 0; q < s.queue.length; q++) targets.push(['event', q]);
  for (let b = 0; b < 3; b++) targets.push(['place', b]);
  for (const [kind, target] of targets) {
    if (kind === 'activity' && !(s.activity[target] as { open: boolean }).open) continue;
    for (let cube = -1; cube < s.activity.length; cube++) out.push({ kind, target, cube });
  }
  return out;
}

describe('group checks', () => {
  it('hasValidGroup agrees with the exhaustive group walk', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom(2, 3, 4), (seed, players) => {
        const { moves } = randomPlayout(seed, players);
        const setup = troyes.setup({}, seed, players);
        if (!setup.ok) throw new Error('setup');
        let s = setup.value;
        const disagreements: { act: Act; fast: boolean }[] = [];
        for (const m of moves) {
          if (s.step.k === 'turn') {
            const seat = s.step.seat;
            const search = newGroupSearch(s, seat);
            for (const act of candidates(s)) {
              const fast = hasValidGroup(search, act);
              if (fast !== hasValidGroupByWalk(s, seat, act)) disagreements.push({ act, fast });
            }
          }
          const r = troyes.apply(s, m.seat, m.move);
          if (!r.ok) throw new Error(r.error.code);
          s = r.value.state;
        }
        expect(disagreements).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});
