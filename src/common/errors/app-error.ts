import { ERROR_STATUS, type ErrorCode } from './error-codes';

/**
 * The app's one error type: transport-neutral, with a stable code and the facts a client needs
 * in `details`. The exception filter turns it into problem+json (REST) or a GraphQL error.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string, details: Record<string, unknown> = {}): AppError =>
  new AppError('NOT_FOUND', `${what} was not found.`, details);
