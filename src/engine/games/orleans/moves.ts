/** Moves: who may act, every legal decision, and validated application of untrusted JSON. */
import { fail, ok, type Result } from '../../core/result';
import type { GameEvent, Seat } from '../../core/types';
import {
  actOptions,
  applyBathhouse,
  applyDeed,
  bathhouseOptions,
  deedOptions,
  performAct,
  type ActMove,
  type BathhouseMove,
  type DeedMove,
  type TechnologyMove,
} from './actions';
import { FOLLOWERS, type Follower } from './data/characters';
import { draftOf, player, type Draft } from './draft';
import { applyHarvest, applySacristy, harvestOptions, type HarvestMove, type SacristyMove } from './events';
import { advance } from './flow';
import { PLACE_ORDER, SLOT_COUNT, isPlaceId } from './places';
import {
  applyDeclare,
  applyDraw,
  applyPlace,
  applyRecall,
  canPlaceFrom,
  canRecall,
  maxDraw,
  onTower,
  prepOptions,
  type PrepMove,
} from './prep';
import type { OrleansState, Pending, PlayerState } from './state';
import { applyTechnology, queueTechnology, technologyOptions } from './technology';
import { applyTorture, tortureOptions, type TortureMove } from './torture';

export type OrleansMove =
  | PrepMove
  | ActMove
  | { type: 'pass' }
  | DeedMove
  | BathhouseMove
  | TechnologyMove
  | SacristyMove
  | HarvestMove
  | TortureMove;

export const OrleansViolation = {
  WRONG_PHASE: 'WRONG_PHASE',
  WRONG_STAGE: 'WRONG_STAGE',
  CANNOT_RECALL: 'CANNOT_RECALL',
  TOO_MANY_DRAWS: 'TOO_MANY_DRAWS',
  FOLLOWER_NOT_IN_MARKET: 'FOLLOWER_NOT_IN_MARKET',
  SPACE_NOT_AVAILABLE: 'SPACE_NOT_AVAILABLE',
  ACTION_NOT_AVAILABLE: 'ACTION_NOT_AVAILABLE',
  ILLEGAL_CHOICE: 'ILLEGAL_CHOICE',
  DECISION_PENDING: 'DECISION_PENDING',
} as const;

export function actors(s: OrleansState): Seat[] {
  if (s.phase === 'over') return [];
  const pending = s.pending[0];
  if (pending !== undefined) return [pending.seat];
  if (s.phase === 'prep') {
    const out: Seat[] = [];
    for (let seat = 0; seat < s.playerCount; seat++)
      if ((s.players[seat] as PlayerState).stage !== 'ready') out.push(seat);
    return out;
  }
  if (s.phase === 'actions') return [s.turn];
  return [];
}

function isActor(s: OrleansState, seat: Seat): boolean {
  if (s.phase === 'over') return false;
  const pending = s.pending[0];
  if (pending !== undefined) return pending.seat === seat;
  if (s.phase === 'prep') return (s.players[seat] as PlayerState).stage !== 'ready';
  return s.phase === 'actions' && s.turn === seat;
}

function pendingOptions(s: OrleansState, pending: Pending): OrleansMove[] {
  const p = s.players[pending.seat] as PlayerState;
  switch (pending.kind) {
    case 'torture':
      return tortureOptions(p);
    case 'harvest':
      return harvestOptions(p, s.options.harvest);
    case 'sacristy':
      return [
        { type: 'sacristy', use: true },
        { type: 'sacristy', use: false },
      ];
    case 'deeds':
      return deedOptions(s, pending.seat, pending.place, pending.sent);
    case 'bathhouse':
      return bathhouseOptions(p, pending.drawn);
    case 'technology':
      return [...technologyOptions(p), { type: 'keepTechnology' }];
  }
}

function actionOptions(s: OrleansState, seat: Seat): OrleansMove[] {
  const out: OrleansMove[] = [];
  for (const place of PLACE_ORDER) for (const m of actOptions(s, seat, place)) out.push(m);
  out.push({ type: 'pass' });
  return out;
}

export function legalMoves(s: OrleansState, seat: Seat): OrleansMove[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.playerCount || !isActor(s, seat)) return [];
  const pending = s.pending[0];
  if (pending !== undefined) return pendingOptions(s, pending);
  if (s.phase === 'prep') return prepOptions(s.players[seat] as PlayerState);
  return actionOptions(s, seat);
}

/** The option equal to the move, field by field (no extra fields), or undefined. */
function matching<T extends object>(options: readonly T[], move: Record<string, unknown>): T | undefined {
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
const hasKeys = (m: Record<string, unknown>, n: number): boolean => Object.keys(m).length === n;

type Applied = Result<{ state: OrleansState; events: GameEvent[] }>;

export function applyMove(input: OrleansState, seat: Seat, raw: unknown): Applied {
  if (!isInt(seat) || seat < 0 || seat >= input.playerCount) return fail('UNKNOWN_SEAT', `No seat ${String(seat)}.`);
  if (input.phase === 'over') return fail('GAME_OVER', 'The game is over.');
  if (!isActor(input, seat)) return fail('NOT_YOUR_TURN', 'This seat may not act now.', { seat });
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return fail('MALFORMED_MOVE', 'A move is an object with a string `type`.');
  }
  const move = raw as Record<string, unknown>;
  if (typeof move.type !== 'string') return fail('MALFORMED_MOVE', 'A move is an object with a string `type`.');

  const d = draftOf(input);
  const pending = input.pending[0];
  const error = pending !== undefined ? applyPending(d, seat, pending, move) : applyTurn(d, seat, move);
  if (error !== null) return error;
  if (d.s.phase === 'actions' && d.s.pending.length === 0 && input.phase === 'actions') nextTurn(d);
  advance(d);
  return ok({ state: d.s, events: d.events });
}

type Failure = { ok: false; error: { code: string; message: string } };

function applyPending(d: Draft, seat: Seat, pending: Pending, move: Record<string, unknown>): Failure | null {
  const options = pendingOptions(d.s, pending);
  const chosen = matching(options as object[], move) as OrleansMove | undefined;
  if (chosen === undefined) {
    if (!isKnownType(move.type)) return unknownType(move);
    const expected = [...new Set(options.map((o) => o.type))];
    return expected.includes(move.type as never)
      ? fail(OrleansViolation.ILLEGAL_CHOICE, 'Not one of the legal choices.', { decision: pending.kind })
      : fail(OrleansViolation.DECISION_PENDING, `A ${pending.kind} decision is pending.`, { decision: pending.kind });
  }
  switch (pending.kind) {
    case 'torture':
      applyTorture(d, seat, chosen as TortureMove, pending.owed);
      if (d.s.shown !== null) {
        const p = d.s.players[seat] as PlayerState;
        d.s.shown = d.s.shown.map((b, i) =>
          i === seat ? { slots: p.slots, marketSize: p.market.length, bagSize: p.bag.length } : b,
        );
      }
      break;
    case 'harvest':
      applyHarvest(d, seat, chosen as HarvestMove, pending.owed);
      break;
    case 'sacristy':
      applySacristy(d, seat, chosen as SacristyMove);
      break;
    case 'deeds':
      // Unsent tiles stay on the Town Hall / Gunpowder Tower for a later action (rules notes).
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

function applyTurn(d: Draft, seat: Seat, move: Record<string, unknown>): Failure | null {
  const s = d.s;
  const p = s.players[seat] as PlayerState;
  if (s.phase === 'prep') {
    switch (move.type) {
      case 'recall':
        if (!hasKeys(move, 2) || !isInt(move.slot) || move.slot < 0 || move.slot >= SLOT_COUNT) {
          return fail('MALFORMED_MOVE', 'recall needs an integer slot.');
        }
        if (p.stage !== 'draw') return fail(OrleansViolation.WRONG_STAGE, 'Recall only before drawing.');
        if (!canRecall(p, move.slot)) return fail(OrleansViolation.CANNOT_RECALL, 'Cannot recall from that space.');
        applyRecall(d, seat, move.slot);
        return null;
      case 'draw':
        if (!hasKeys(move, 2) || !isInt(move.count)) return fail('MALFORMED_MOVE', 'draw needs an integer count.');
        if (p.stage !== 'draw') return fail(OrleansViolation.WRONG_STAGE, 'Already drawn this round.');
        if (move.count < 0 || move.count > maxDraw(p)) {
          return fail(OrleansViolation.TOO_MANY_DRAWS, 'Draw count out of range.', { max: maxDraw(p) });
        }
        applyDraw(d, seat, move.count);
        return null;
      case 'place': {
        if (!hasKeys(move, 3) || !isInt(move.slot) || !FOLLOWERS.includes(move.follower as Follower)) {
          return fail('MALFORMED_MOVE', 'place needs a follower and an integer slot.');
        }
        if (p.stage !== 'plan') return fail(OrleansViolation.WRONG_STAGE, 'Place after drawing, before declaring.');
        const follower = move.follower as Follower;
        if (!p.market.includes(follower) && onTower(p, follower) < 0) {
          return fail(OrleansViolation.FOLLOWER_NOT_IN_MARKET, 'Not on your market (or Gunpowder Tower).');
        }
        if (!canPlaceFrom(p, follower, move.slot)) {
          return fail(OrleansViolation.SPACE_NOT_AVAILABLE, 'That space does not take this follower.');
        }
        applyPlace(d, seat, follower, move.slot);
        return null;
      }
      case 'declare':
        if (!hasKeys(move, 1)) return fail('MALFORMED_MOVE', 'declare has no fields.');
        if (p.stage !== 'plan') return fail(OrleansViolation.WRONG_STAGE, 'Draw before declaring.');
        applyDeclare(d, seat);
        return null;
      default:
        return unknownType(move);
    }
  }
  // Actions phase.
  switch (move.type) {
    case 'pass':
      if (!hasKeys(move, 1)) return fail('MALFORMED_MOVE', 'pass has no fields.');
      player(d, seat).passed = true;
      d.events.push({ type: 'Passed', seat });
      queueTechnology(d, seat);
      return null;
    case 'act': {
      if (!isPlaceId(move.place)) return fail('MALFORMED_MOVE', 'act needs a known place.');
      const options = actOptions(s, seat, move.place);
      if (options.length === 0) return fail(OrleansViolation.ACTION_NOT_AVAILABLE, 'That place cannot act now.');
      const chosen = matching(options, move);
      if (chosen === undefined) return fail(OrleansViolation.ILLEGAL_CHOICE, 'Not one of the legal choices.');
      performAct(d, seat, chosen);
      return null;
    }
    default:
      return isKnownType(move.type)
        ? fail(OrleansViolation.WRONG_PHASE, `No ${String(move.type)} in the actions phase.`)
        : unknownType(move);
  }
}

const KNOWN_TYPES = [
  'recall',
  'draw',
  'place',
  'declare',
  'act',
  'pass',
  'deed',
  'stopDeeds',
  'bathhouse',
  'technology',
  'keepTechnology',
  'sacristy',
  'food',
  'payCoins',
  'torture',
];

function isKnownType(t: unknown): boolean {
  return typeof t === 'string' && KNOWN_TYPES.includes(t);
}

function unknownType(move: Record<string, unknown>): Failure {
  return isKnownType(move.type)
    ? fail(OrleansViolation.WRONG_PHASE, `No ${String(move.type)} now.`)
    : fail('MALFORMED_MOVE', `Unknown move type ${String(move.type)}.`);
}

/** Next seat clockwise that has not passed; the phase ends in `advance` once all have. */
function nextTurn(d: Draft): void {
  const s = d.s;
  for (let i = 1; i <= s.playerCount; i++) {
    const seat = (s.turn + i) % s.playerCount;
    if (!(s.players[seat] as PlayerState).passed) {
      s.turn = seat;
      return;
    }
  }
}
