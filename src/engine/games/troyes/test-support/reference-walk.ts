import type { Act, TroyesState } from '../types';
import { groupRule } from '../groups/rule-table';
import { judge } from '../groups/search';
import { newGroupCheck, readTarget, setCheck, type GroupCheck } from '../groups/targets';
import { dieClasses, forEachGroup, GO_ON, newWalkScratch, STOP } from '../groups/walk';

/**
 * The reference the group search is compared with (groups.props.spec.ts): walk every distinct
 * group of the accepted dice and judge each, with none of the search's shortcuts (no best-faces
 * summary, no pruning, no cached verdicts).
 */
export function hasValidGroupByWalk(s: TroyesState, seat: number, act: Act): boolean {
  const rule = groupRule(s, act);
  const check = newGroupCheck(s, seat);
  if (rule === null || !readTarget(s, seat, act.kind, act.target, check)) return false;
  setCheck(check, act, rule);
  return forEachGroup(dieClasses(s, rule.dice, seat), rule.maxDice, newWalkScratch(), legal, check);
}

function legal(check: GroupCheck, refs: Parameters<typeof judge>[1]): number {
  return judge(check, refs) === null ? STOP : GO_ON;
}
