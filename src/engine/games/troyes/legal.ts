import type { BuildingName, TroyesMove, TroyesState } from './types';
import { EMPTY } from './types';
import { BUILDINGS, INFLUENCE_COST, MAX_CITIZENS, MAX_FLIP_DICE } from './data/board';
import { actOptions } from './action-choice';
import { blacksTaken, selectedStrength } from './black-dice';
import { canPlaceFrom } from './buildings';
import { citizenSources, type CitizenSource } from './citizens';
import { districtStrength } from './flow';
import { newGroupSearch, validGroups } from './groups/search';

/**
 * Every move the acting seat can make now (defineGame calls this only for an actor). Dice of the
 * same colour and face in the same district are interchangeable: one of them is listed, `apply`
 * accepts any.
 */
export function legalMoves(s: TroyesState, seat: number): TroyesMove[] {
  const step = s.step;
  const out: TroyesMove[] = [];
  switch (step.k) {
    case 'draft':
      for (let b = 0; b < 3; b++) {
        const spaces = s.buildings[b] as number[];
        for (let i = 0; i < spaces.length; i++) {
          if (spaces[i] === EMPTY) out.push({ type: 'draft', building: BUILDINGS[b] as BuildingName, space: i });
        }
      }
      return out;
    case 'counter': {
      const fresh = step.dice.length === 0 && step.blacks.length === 0;
      const all = districtStrength(s, seat);
      if (fresh) influenceMoves(s, seat, out);
      if (all < (s.black[0] as number)) {
        if (fresh) out.push({ type: 'concede' });
        return out;
      }
      distinctOwnDice(s, seat, step.dice, 'counterDie', out);
      const taken = blacksTaken(s, step.blacks);
      const seen: number[] = [];
      for (let j = 1; j < s.black.length; j++) {
        const v = s.black[j] as number;
        if (step.blacks.includes(j) || seen.includes(v) || taken + v > all) continue;
        seen.push(v);
        out.push({ type: 'counterBlack', black: j });
      }
      if (selectedStrength(s, seat, step.dice) >= taken) out.push({ type: 'counterDone' });
      return out;
    }
    case 'turn':
      influenceMoves(s, seat, out);
      out.push({ type: 'pass' });
      actOptions(newGroupSearch(s, seat), out);
      return out;
    case 'flip':
      if (step.dice.length < MAX_FLIP_DICE) distinctOwnDice(s, seat, step.dice, 'flipDie', out);
      if (step.dice.length > 0) out.push({ type: 'flipDone' });
      return out;
    case 'group':
      for (const dice of validGroups(newGroupSearch(s, seat), step.act)) out.push({ type: 'group', dice });
      return out;
    case 'citizen': {
      const exclude = step.act.kind === 'activity' ? step.act.target : -1;
      for (const src of citizenSources(s, seat, exclude)) {
        // troyes@3: the protection rule depends on where the placed citizen comes from.
        if (step.act.kind === 'place' && !canPlaceFrom(s, step.act.target, step.face, seat, src)) continue;
        out.push(sourceMove(src));
      }
      return out;
    }
    case 'times':
      for (let n = 1; n <= step.max; n++) out.push({ type: 'times', n });
      return out;
    case 'cubes':
      for (let q = 0; q < s.queue.length; q++) out.push({ type: 'eventCube', event: q });
      if (step.optional === true) out.push({ type: 'cubesDone' });
      return out;
    case 'over':
      return out;
  }
}

type DieMoveType = 'reroll' | 'counterDie' | 'flipDie';
const NO_DICE: readonly number[] = [];

/** Moves on own dice, one per distinct die not in `skip` (equivalent dice give the same outcome). */
function distinctOwnDice(
  s: TroyesState,
  seat: number,
  skip: readonly number[],
  type: DieMoveType,
  out: TroyesMove[],
): void {
  const dice = s.dice[seat] as string[];
  for (let i = 0; i < dice.length; i++) {
    if (skip.includes(i) || seenBefore(dice, i, skip)) continue;
    out.push({ type, die: i });
  }
}

/** Whether an earlier die, not skipped, shows the same colour and face as die i. */
function seenBefore(dice: readonly string[], i: number, skip: readonly number[]): boolean {
  for (let j = 0; j < i; j++) if (dice[j] === dice[i] && !skip.includes(j)) return true;
  return false;
}

function influenceMoves(s: TroyesState, seat: number, out: TroyesMove[]): void {
  const infl = s.influence[seat] as number;
  if (infl >= INFLUENCE_COST.reroll) distinctOwnDice(s, seat, NO_DICE, 'reroll', out);
  if (infl >= INFLUENCE_COST.recruit && (s.owned[seat] as number) < MAX_CITIZENS) out.push({ type: 'recruit' });
  if (infl >= INFLUENCE_COST.flip && (s.dice[seat] as string[]).length > 0) out.push({ type: 'flip' });
}

function sourceMove(src: CitizenSource): TroyesMove {
  switch (src.from) {
    case 'supply':
      return { type: 'citizen', from: 'supply' };
    case 'building':
      return { type: 'citizen', from: 'building', building: BUILDINGS[src.building] as BuildingName, space: src.space };
    case 'lying':
      return { type: 'citizen', from: 'lying', building: BUILDINGS[src.building] as BuildingName };
    case 'card':
      return { type: 'citizen', from: 'card', card: src.card };
  }
}
