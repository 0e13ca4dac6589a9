/**
 * What the data layer and the use cases report, in the domain's words and with no HTTP or API
 * meaning: repositories and persistence throw these (never an AppError; a game command refuses
 * with a Rejection instead: src/play/rejections.ts), and `toApiError` below
 * is the one place that says which API error each becomes. Codes, statuses, messages and details
 * are those clients have always received.
 */
import { AppError } from './app-error';

export abstract class DomainError extends Error {}

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
  if (err instanceof InvalidCursor) {
    return new AppError('VALIDATION_FAILED', err.message, {
      fields: [{ path: err.path, constraints: { isCursor: `${err.path} must be an endCursor from a previous page` } }],
    });
  }
  // StoredGameBroken, and any domain error without a client-facing meaning: the server's fault.
  return new AppError('INTERNAL', err.message);
}
