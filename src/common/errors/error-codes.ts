/**
 * Every error code Crier returns, with its HTTP status. Codes are stable forever once shipped:
 * clients switch on them. REST sends them in problem+json `code`; GraphQL in `extensions.code`.
 * docs/errors.md explains each one.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  BAD_REQUEST: 400,
  QUERY_TOO_COMPLEX: 400,
  UNKNOWN_BOT_POLICY: 400,
  INVALID_SEATS: 400,
  INVALID_WEBHOOK_URL: 400,
  WEBHOOK_URL_NOT_PUBLIC: 400,
  INVALID_DEVICE_CODE: 400,
  INVALID_RATED_GAME: 400,
  INVALID_SEEK: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  VERSION_CONFLICT: 409,
  NOT_YOUR_TURN: 409,
  ALREADY_SEEKING: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  ILLEGAL_MOVE: 422,
  INVALID_GAME_OPTIONS: 422,
  SEED_NOT_REVEALED: 409,
  SEED_COMMITMENT_MISMATCH: 422,
  SEED_DERIVATION_MISMATCH: 422,
  RATE_LIMITED: 429,
  TOO_MANY_STREAMS: 429,
  INVALID_LAST_EVENT_ID: 400,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  DATABASE_TIMEOUT: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_STATUS, value);
}
