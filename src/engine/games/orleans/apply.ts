/**
 * `applyMove`: checks an untrusted move against the rules and applies it. The shared guards
 * (unknown seat, game over, not your turn, not an object with a string `type`) ran before, in
 * `defineGame`; what is left is Orléans's own: the move's type and fields, then the rules.
 *
 * Copy discipline — copy-on-write (draft.ts): `applyMove` makes the one working copy of the
 * state for this move, `draftOf(input)`, which copies the top-level object and its small arrays up
 * front; a player is copied the first time a rule asks for it writable, `player(d, seat)`. Rule
 * functions mutate only the draft (`d.s` and what `player` returned), never the input state. A
 * refused move returns before any rule function runs, so it changes nothing.
 */
import { CoreViolation, fail, ok, type Result, type Violation } from '../../core/result';
import type { JsonObject } from '../../core/json';
import type { GameEvent, Seat } from '../../core/types';
import type { MoveObject } from '../../core/define-game';
import { actOptions, applyPass, nextTurn, performAct } from './actions';
import { FOLLOWERS, type Follower } from './data/characters';
import { applyDeed } from './deeds';
import { draftOf, type Draft } from './working-copy';
import { applyHarvest, applySacristy } from './events';
import { advance } from './flow';
import { pendingOptions } from './legal';
import {
  applyDeclare,
  applyDraw,
  applyPlace,
  applyRecall,
  canPlaceFrom,
  canRecall,
  maxDraw,
  onTower,
} from './planning';
import { isPlaceId, SLOT_COUNT } from './places';
import { applyTechnology } from './technology';
import { applyBathhouse } from './tile-actions';
import { applyTorture } from './torture';
import {
  OrleansViolation,
  type BathhouseMove,
  type DeedMove,
  type HarvestMove,
  type OrleansMoveType,
  type OrleansState,
  type Pending,
  type PlayerState,
  type SacristyMove,
  type TechnologyMove,
  type TortureMove,
} from './types';

type Refusal = { ok: false; error: Violation };

export function applyMove(
  input: OrleansState,
  seat: Seat,
  move: MoveObject,
): Result<{ state: OrleansState; events: GameEvent[] }> {
  const d = draftOf(input);
  const pending = input.pending[0];
  const refused = pending !== undefined ? applyPending(d, seat, pending, move) : applyTurn(d, seat, move);
  if (refused !== null) return refused;
  if (d.s.phase === 'actions' && d.s.pending.length === 0 && input.phase === 'actions') nextTurn(d);
  advance(d);
  return ok({ state: d.s, events: d.events });
}

/** A decision is due: the move must be one of its options, field for field. */
function applyPending(d: Draft, seat: Seat, pending: Pending, move: MoveObject): Refusal | null {
  const options = pendingOptions(d.s, pending);
  const chosen = matching(options, move);
  if (chosen === undefined) {
    if (!isKnownType(move.type)) return unknownType(move, d.s.phase);
    return options.some((o) => o.type === move.type)
      ? fail(OrleansViolation.ILLEGAL_CHOICE, 'Not one of the legal choices.', { decision: pending.kind })
      : fail(OrleansViolation.DECISION_PENDING, `A ${pending.kind} decision is pending.`, { decision: pending.kind });
  }
  switch (pending.kind) {
    case 'torture':
      applyTorture(d, seat, chosen as TortureMove, pending.owed);
      break;
    case 'harvest':
      applyHarvest(d, seat, chosen as HarvestMove, pending.owed);
      break;
    case 'sacristy':
      applySacristy(d, seat, chosen as SacristyMove);
      break;
    case 'deeds':
      applyDeed(d, seat, chosen as DeedMove);
      break;
    case 'bathhouse':
      applyBathhouse(d, seat, chosen as BathhouseMove);
      break;
    case 'technology':
      applyTechnology(d, seat, chosen as TechnologyMove);
      break;
  }
  return null;
}

/** No decision is due: the phase's own moves. */
function applyTurn(d: Draft, seat: Seat, move: MoveObject): Refusal | null {
  const s = d.s;
  const p = s.players[seat] as PlayerState;
  if (s.phase === 'prep') {
    switch (move.type) {
      case 'recall':
        if (!hasKeys(move, 2) || !isInt(move.slot) || move.slot < 0 || move.slot >= SLOT_COUNT) {
          return malformed('recall', ['slot'], `recall needs an integer slot 0..${SLOT_COUNT - 1}.`);
        }
        if (p.stage !== 'draw') return wrongStage(p, 'Recall only before drawing.');
        if (!canRecall(p, move.slot)) {
          return fail(OrleansViolation.CANNOT_RECALL, 'Cannot recall from that space.', { slot: move.slot });
        }
        applyRecall(d, seat, move.slot);
        return null;
      case 'draw':
        if (!hasKeys(move, 2) || !isInt(move.count))
          return malformed('draw', ['count'], 'draw needs an integer count.');
        if (p.stage !== 'draw') return wrongStage(p, 'Already drawn this round.');
        if (move.count < 0 || move.count > maxDraw(p)) {
          return fail(OrleansViolation.TOO_MANY_DRAWS, 'Draw count out of range.', { max: maxDraw(p) });
        }
        applyDraw(d, seat, move.count);
        return null;
      case 'place': {
        if (!hasKeys(move, 3) || !isInt(move.slot) || !FOLLOWERS.includes(move.follower as Follower)) {
          return malformed('place', ['follower', 'slot'], 'place needs a follower and an integer slot.');
        }
        if (p.stage !== 'plan') return wrongStage(p, 'Place after drawing, before declaring.');
        const follower = move.follower as Follower;
        if (!p.market.includes(follower) && onTower(p, follower) < 0) {
          return fail(OrleansViolation.FOLLOWER_NOT_IN_MARKET, 'Not on your market (or Gunpowder Tower).', {
            follower,
          });
        }
        if (!canPlaceFrom(p, follower, move.slot)) {
          return fail(OrleansViolation.SPACE_NOT_AVAILABLE, 'That space does not take this follower.', {
            follower,
            slot: move.slot,
          });
        }
        applyPlace(d, seat, follower, move.slot);
        return null;
      }
      case 'declare':
        if (!hasKeys(move, 1)) return malformed('declare', [], 'declare has no fields.');
        if (p.stage !== 'plan') return wrongStage(p, 'Draw before declaring.');
        applyDeclare(d, seat);
        return null;
      default:
        return unknownType(move, s.phase);
    }
  }
  // The Actions phase.
  switch (move.type) {
    case 'pass':
      if (!hasKeys(move, 1)) return malformed('pass', [], 'pass has no fields.');
      applyPass(d, seat);
      return null;
    case 'act': {
      if (!isPlaceId(move.place)) return malformed('act', ['place'], 'act needs a known place.');
      const options = actOptions(s, seat, move.place);
      if (options.length === 0) {
        return fail(OrleansViolation.ACTION_NOT_AVAILABLE, 'That place cannot act now.', { place: move.place });
      }
      const chosen = matching(options, move);
      if (chosen === undefined) {
        return fail(OrleansViolation.ILLEGAL_CHOICE, 'Not one of the legal choices.', { place: move.place });
      }
      performAct(d, seat, chosen);
      return null;
    }
    default:
      return unknownType(move, s.phase);
  }
}

/** The option equal to the move, field by field (no extra fields), or undefined. */
function matching<T extends object>(options: readonly T[], move: MoveObject): T | undefined {
  const n = Object.keys(move).length;
  for (const option of options) {
    const keys = Object.keys(option);
    if (keys.length !== n) continue;
    let same = true;
    for (const k of keys) {
      if ((option as Record<string, unknown>)[k] !== move[k]) {
        same = false;
        break;
      }
    }
    if (same) return option;
  }
  return undefined;
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const hasKeys = (m: MoveObject, n: number): boolean => Object.keys(m).length === n;

/** Every move type (the compiler checks none is missing): a known type at the wrong time is WRONG_PHASE. */
const KNOWN_TYPES: Readonly<Record<OrleansMoveType, true>> = {
  recall: true,
  draw: true,
  place: true,
  declare: true,
  act: true,
  pass: true,
  deed: true,
  stopDeeds: true,
  bathhouse: true,
  technology: true,
  keepTechnology: true,
  sacristy: true,
  food: true,
  payCoins: true,
  torture: true,
};

function isKnownType(t: string): t is OrleansMoveType {
  return Object.prototype.hasOwnProperty.call(KNOWN_TYPES, t);
}

function unknownType(move: MoveObject, phase: OrleansState['phase']): Refusal {
  return isKnownType(move.type)
    ? fail(OrleansViolation.WRONG_PHASE, `No ${move.type} in this phase.`, { type: move.type, phase })
    : fail(CoreViolation.MALFORMED_MOVE, `Unknown move type ${move.type}.`, { type: move.type });
}

function malformed(type: OrleansMoveType, fields: string[], message: string): Refusal {
  const details: JsonObject = { type, fields };
  return fail(CoreViolation.MALFORMED_MOVE, message, details);
}

function wrongStage(p: PlayerState, message: string): Refusal {
  return fail(OrleansViolation.WRONG_STAGE, message, { stage: p.stage });
}
