/**
 * What the data layer and the use cases report, in the domain's words and with no HTTP or API
 * meaning: repositories and persistence throw these (never an AppError), and `toApiError` below
 * is the one place that says which API error each becomes. Codes, statuses, messages and details
 * are those clients have always received.
 */
import { AppError } from './app-error';

export abstract class DomainError extends Error {}

/** No game with this id. */
export class GameNotFound extends DomainError {
  override name = 'GameNotFound';
  constructor(readonly gameId: string) {
    super('Game was not found.');
  }
}

/** The game moved on since the version the caller computed from (or pinned). */
export class VersionConflict extends DomainError {
  override name = 'VersionConflict';
  constructor(readonly currentVersion: number) {
    super('The game has moved on since expectedVersion; reload and retry.');
  }
}

/** The player used this Idempotency-Key before, for a different request. */
export class DuplicateIdempotencyKey extends DomainError {
  override name = 'DuplicateIdempotencyKey';
  constructor(readonly key: string) {
    super('This Idempotency-Key was used for a different request.');
  }
}

/** A pagination cursor this API did not hand out. */
export class InvalidCursor extends DomainError {
  override name = 'InvalidCursor';
  constructor(readonly path = 'after') {
    super('The cursor is not one this API returned.');
  }
}

/** A stored game that no longer replays (its rules are gone, or a stored move no longer applies). */
export class StoredGameBroken extends DomainError {
  override name = 'StoredGameBroken';
}

/** The one mapping from domain errors to API errors. */
export function toApiError(err: DomainError): AppError {
  if (err instanceof GameNotFound) return new AppError('NOT_FOUND', err.message, { gameId: err.gameId });
  if (err instanceof VersionConflict) {
    return new AppError('VERSION_CONFLICT', err.message, { currentVersion: err.currentVersion });
  }
  if (err instanceof DuplicateIdempotencyKey) {
    return new AppError('IDEMPOTENCY_KEY_REUSED', err.message, { idempotencyKey: err.key });
  }
  if (err instanceof InvalidCursor) {
    return new AppError('VALIDATION_FAILED', err.message, {
      fields: [{ path: err.path, constraints: { isCursor: `${err.path} must be an endCursor from a previous page` } }],
    });
  }
  // StoredGameBroken, and any domain error without a client-facing meaning: the server's fault.
  return new AppError('INTERNAL', err.message);
}
