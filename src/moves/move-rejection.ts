import { AppError } from '../common/errors/app-error';
import { DomainError, toApiError } from '../common/errors/domain-errors';
import type { ErrorCode } from '../common/errors/error-codes';
import type { Violation } from '../engine';

/**
 * The refusals of a move a client should expect and handle (REST answers each with its
 * problem+json code; GraphQL returns them as `MoveRejected` data). Anything else (no key,
 * malformed input, rate limits, database faults, bugs) stays an error on both.
 */
export const MOVE_REJECTION_CODES = [
  'ILLEGAL_MOVE',
  'NOT_YOUR_TURN',
  'VERSION_CONFLICT',
  'FORBIDDEN',
  'CONFLICT',
  'NOT_FOUND',
  'IDEMPOTENCY_KEY_REUSED',
] as const satisfies readonly ErrorCode[];
export type MoveRejectionCode = (typeof MOVE_REJECTION_CODES)[number];

/** Why a move was refused with CONFLICT: the game does not take moves now. */
export const MOVE_CONFLICT_REASONS = ['GAME_NOT_STARTED', 'GAME_OVER', 'DEADLINE_PASSED'] as const;
export type MoveConflictReason = (typeof MOVE_CONFLICT_REASONS)[number];

export interface MoveRejection {
  code: MoveRejectionCode;
  message: string;
  reason: MoveConflictReason | null;
  violation: Violation | null;
  currentVersion: number | null;
  actors: number[] | null;
  deadline: Date | null;
}

const isRejectionCode = (code: string): code is MoveRejectionCode =>
  (MOVE_REJECTION_CODES as readonly string[]).includes(code);
const isConflictReason = (reason: unknown): reason is MoveConflictReason =>
  (MOVE_CONFLICT_REASONS as readonly unknown[]).includes(reason);

/** The move refusal `err` stands for, with the facts REST puts beside its code; null for any other error. */
export function moveRejection(thrown: unknown): MoveRejection | null {
  // Persistence refuses with domain errors (a version conflict at append): the same mapping as REST.
  const err = thrown instanceof DomainError ? toApiError(thrown) : thrown;
  if (!(err instanceof AppError) || !isRejectionCode(err.code)) return null;
  const d = err.details;
  return {
    code: err.code,
    message: err.message,
    reason: isConflictReason(d.reason) ? d.reason : null,
    violation: err.code === 'ILLEGAL_MOVE' ? (d.violation as Violation) : null,
    currentVersion: typeof d.currentVersion === 'number' ? d.currentVersion : null,
    actors: Array.isArray(d.actors) ? (d.actors as number[]) : null,
    deadline: typeof d.deadline === 'string' ? new Date(d.deadline) : null,
  };
}
