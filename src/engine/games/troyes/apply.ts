/**
 * `applyMove`: shape (move-shape.ts), legality (validate.ts), then the rule files carry the move
 * out. Copy discipline: apply makes ONE working copy per move (copyForMove, state.ts): a new
 * top-level object whose small per-seat lists that move may write are already private; nested rows,
 * activity slots, queued events and decks stay shared with the input until an edit* helper copies
 * them on first write. Rule functions write only into that working copy, never into the input.
 */
import type { MoveObject } from '../../core/define-game';
import { CoreViolation, fail, ok, type Result } from '../../core/result';
import type { TroyesEvent, TroyesMove, TroyesState } from './types';
import { citizenArrives, commitGroup } from './actions';
import { chooseBlackDie, chooseCounterDie, concede, counterDone } from './black-dice';
import { chooseTimes, eventCube, stopCubes } from './card-effects';
import { citizenSourceOf } from './citizens';
import { placeInitialCitizen } from './initial-placement';
import { passTurn } from './flow';
import { chooseFlipDie, flipDice, recruit, reroll, startFlip } from './influence';
import { isShapeError, parseMove } from './move-shape';
import { copyForMove } from './state';
import { violationOf } from './validate';

export function applyMove(
  s: TroyesState,
  seat: number,
  raw: MoveObject,
): Result<{ state: TroyesState; events: TroyesEvent[] }> {
  const move = parseMove(raw);
  if (isShapeError(move)) {
    return fail(
      CoreViolation.MALFORMED_MOVE,
      move.field === 'type'
        ? `Unknown Troyes move type "${raw.type}".`
        : `Field ${move.field} of a ${raw.type} move must be ${move.expected}.`,
      { type: raw.type, field: move.field },
    );
  }
  const refused = violationOf(s, seat, move);
  if (refused !== null) return { ok: false, error: refused };
  const next = copyForMove(s, move.type, seat);
  const events: TroyesEvent[] = [];
  perform(next, seat, move, events);
  return ok({ state: next, events });
}

/** Carry out a legal move on the working copy. */
function perform(s: TroyesState, seat: number, move: TroyesMove, events: TroyesEvent[]): void {
  const step = s.step;
  switch (move.type) {
    case 'draft':
      return placeInitialCitizen(s, seat, move.building, move.space, events);
    case 'reroll':
      return reroll(s, seat, move.die, events);
    case 'recruit':
      return recruit(s, seat, events);
    case 'flip':
      return startFlip(s, seat);
    case 'flipDie':
      return chooseFlipDie(s, seat, move.die, events);
    case 'flipDone':
      return flipDice(s, seat, events);
    case 'counterDie':
      return chooseCounterDie(s, move.die);
    case 'counterBlack':
      return chooseBlackDie(s, move.black);
    case 'counterDone':
      return counterDone(s, seat, events);
    case 'concede':
      return concede(s, seat, events);
    case 'pass':
      return passTurn(s, seat, events);
    case 'act':
      s.step = { k: 'group', seat, act: { kind: move.action, target: move.target, cube: move.cube } };
      return;
    case 'group':
      if (step.k === 'group') commitGroup(s, seat, step.act, move.dice, events);
      return;
    case 'citizen':
      return citizenArrives(s, seat, citizenSourceOf(move), events);
    case 'times':
      if (step.k === 'times') chooseTimes(s, seat, step.slot, move.n, events);
      return;
    case 'eventCube':
      return eventCube(s, seat, move.event, events);
    case 'cubesDone':
      return stopCubes(s, seat, events);
  }
}
