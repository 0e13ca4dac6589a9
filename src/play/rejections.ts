import { AppError } from '../common/errors/app-error';
import type { ErrorCode } from '../common/errors/error-codes';
import type { Violation } from '../engine';
import type { GameRecord } from '../persistence/games.repository';

/**
 * The closed list of reasons a game command (a move, a resignation…) is refused. Every path of the
 * command runner refuses with one of these and nothing else; openapi.json and schema.gql list them
 * (`MoveRejectionCode`, `MoveConflictReason`), and a test fails when any source gives another.
 * Anything else (no key, malformed input, rate limits, database faults, bugs) is an error, not a refusal.
 */
export const REJECTION_CODES = [
  'ILLEGAL_MOVE',
  'NOT_YOUR_TURN',
  'VERSION_CONFLICT',
  'FORBIDDEN',
  'CONFLICT',
  'NOT_FOUND',
  'IDEMPOTENCY_KEY_REUSED',
] as const satisfies readonly ErrorCode[];
export type RejectionCode = (typeof REJECTION_CODES)[number];

/** Why the game takes no command now (code CONFLICT). */
export const CONFLICT_REASONS = ['GAME_NOT_STARTED', 'GAME_OVER', 'DEADLINE_PASSED', 'CLOCK_RAN_OUT'] as const;
export type ConflictReason = (typeof CONFLICT_REASONS)[number];

/** What REST puts beside the code (problem+json members) and GraphQL's MoveRejected carries. */
export interface RejectionDetails {
  reason?: ConflictReason;
  violation?: Violation;
  currentVersion?: number;
  seat?: number;
  actors?: number[];
  gameStatus?: GameRecord['status'];
  /** ISO instant: when time was up (DEADLINE_PASSED, CLOCK_RAN_OUT). */
  deadline?: string;
  gameId?: string;
  idempotencyKey?: string;
}

/** A refused command: nothing was stored. */
export interface Rejection {
  readonly rejected: true;
  code: RejectionCode;
  message: string;
  details: RejectionDetails;
}

export function reject(code: RejectionCode, message: string, details: RejectionDetails = {}): Rejection {
  return { rejected: true, code, message, details };
}

export function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && (value as Rejection).rejected === true;
}

export const notSeated = (gameId: string): Rejection =>
  reject('FORBIDDEN', 'You have no seat in this game.', { gameId });

export const gameNotFound = (gameId: string): Rejection => reject('NOT_FOUND', 'Game was not found.', { gameId });

export const versionConflict = (currentVersion: number): Rejection =>
  reject('VERSION_CONFLICT', 'The game has moved on since expectedVersion; reload and retry.', { currentVersion });

export const idempotencyKeyReused = (idempotencyKey: string): Rejection =>
  reject('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request.', { idempotencyKey });

/** A game that is not ACTIVE takes no command. */
export function notActive(game: Pick<GameRecord, 'status'>): Rejection {
  const open = game.status === 'OPEN';
  return reject('CONFLICT', open ? 'The game has not started.' : 'The game is over.', {
    reason: open ? 'GAME_NOT_STARTED' : 'GAME_OVER',
    gameStatus: game.status,
  });
}

export const deadlinePassed = (deadline: Date): Rejection =>
  reject('CONFLICT', 'The game’s deadline has passed; it is closed as abandoned.', {
    reason: 'DEADLINE_PASSED',
    deadline: deadline.toISOString(),
  });

export const clockRanOut = (deadline: Date): Rejection =>
  reject('CONFLICT', 'Your seat’s clock has run out; the server makes its default move.', {
    reason: 'CLOCK_RAN_OUT',
    deadline: deadline.toISOString(),
  });

/**
 * The engine's refusal of a move, as the client sees it: its own code, message and details. The
 * engine's shared guards (NOT_YOUR_TURN with `actors`, GAME_OVER) have codes of their own; every
 * other violation is ILLEGAL_MOVE carrying the engine's violation.
 */
export function engineRefusal(violation: Violation, currentVersion: number): Rejection {
  if (violation.code === 'NOT_YOUR_TURN') {
    const d = (violation.details ?? {}) as { seat?: number; actors?: number[] };
    return reject('NOT_YOUR_TURN', violation.message, { seat: d.seat, actors: d.actors, currentVersion });
  }
  if (violation.code === 'GAME_OVER') {
    return reject('CONFLICT', violation.message, { reason: 'GAME_OVER', gameStatus: 'ACTIVE' });
  }
  return reject('ILLEGAL_MOVE', violation.message, { violation });
}

/** The refusal as the API error REST answers with (problem+json: code, message, details). */
export function rejectionError(r: Rejection): AppError {
  const details = Object.fromEntries(Object.entries(r.details).filter(([, v]) => v !== undefined));
  return new AppError(r.code, r.message, details);
}
