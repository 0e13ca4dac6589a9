import { HttpException } from '@nestjs/common';
import { AppError } from './app-error';
import { databaseFault, type DatabaseFault } from './database-faults';
import { DomainError, toApiError } from './domain-errors';
import { ERROR_STATUS, type ErrorCode } from './error-codes';

/** An RFC 9457 problem document with Crier's stable `code` and any details at the top level. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ErrorCode;
  [extension: string]: unknown;
}

/** A problem's `title` per HTTP status (RFC 9110's reason phrases); the OpenAPI document uses them too. */
export const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Fastify's own error codes for requests it refuses before any route runs. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_MAX_PARAM_LENGTH: 'BAD_REQUEST',
};

/** Turns anything thrown into an AppError; unknown errors become INTERNAL with a generic message. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof DomainError) return toApiError(err);
  // Nest wraps Fastify's own errors (bad JSON, body too large...) in an HttpException with `cause`.
  const cause = err instanceof HttpException ? err.cause : undefined;
  const fastifyCode = (err as { code?: unknown } | null)?.code ?? (cause as { code?: unknown } | undefined)?.code;
  if (typeof fastifyCode === 'string' && FASTIFY_CODES[fastifyCode]) {
    const code = FASTIFY_CODES[fastifyCode] as ErrorCode;
    return new AppError(code, fastifyMessage(code));
  }
  if (err instanceof SyntaxError && /JSON/i.test(err.message)) {
    return new AppError('MALFORMED_JSON', 'The request body is not valid JSON.');
  }
  if (err instanceof HttpException) {
    const status = err.getStatus();
    const code = codeForStatus(status);
    if (code === 'NOT_FOUND') return new AppError(code, 'No such route.');
    if (code !== 'INTERNAL') return new AppError(code, safeHttpMessage(err));
  }
  if (isUnstorableText(err))
    return new AppError('BAD_REQUEST', 'The request contains text Postgres cannot store (e.g. a NUL character).');
  const fault = databaseFault(err);
  if (fault) return databaseError(fault);
  return new AppError('INTERNAL', 'An unexpected error occurred.');
}

/** RFC 9457's own members: details never overwrite them (a detail of that name is dropped). */
const PROBLEM_MEMBERS = new Set(['type', 'title', 'status', 'detail', 'instance', 'code']);

export function toProblem(error: AppError, instance?: string): Problem {
  const status = error.status;
  const extensions = Object.fromEntries(Object.entries(error.details).filter(([key]) => !PROBLEM_MEMBERS.has(key)));
  return {
    type: `urn:crier:error:${error.code}`,
    title: STATUS_TITLES[status] ?? 'Error',
    status,
    detail: error.message,
    code: error.code,
    ...(instance ? { instance } : {}),
    ...extensions,
  };
}

function codeForStatus(status: number): ErrorCode {
  const found = (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).find(([, s]) => s === status);
  if (status === 400) return 'BAD_REQUEST';
  return found ? found[0] : status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

function safeHttpMessage(err: HttpException): string {
  const res = err.getResponse();
  const message = typeof res === 'string' ? res : (res as { message?: unknown }).message;
  return typeof message === 'string' ? message : err.message;
}

function fastifyMessage(code: ErrorCode): string {
  switch (code) {
    case 'MALFORMED_JSON':
      return 'The request body is not valid JSON.';
    case 'PAYLOAD_TOO_LARGE':
      return 'The request body is larger than the server accepts.';
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'Send the body as application/json.';
    default:
      return 'The request is malformed.';
  }
}

/**
 * Seconds a client should wait before retrying after a database fault: long enough for a
 * restart or a lock to pass, short enough not to stall play. Contention clears fastest.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 2;
const CONTENTION_RETRY_AFTER_SECONDS = 1;

const FAULT_MESSAGES: Record<DatabaseFault['reason'], string> = {
  STATEMENT_TIMEOUT:
    'The database took too long: the statement was cancelled and its transaction rolled back. Retry later.',
  LOCK_TIMEOUT:
    'The data is locked by other database work: the statement was cancelled and its transaction rolled back. Retry later.',
  QUERY_TIMEOUT:
    'The database did not answer in time. Retry later; retry a write with the same Idempotency-Key (it is applied whole or not at all, and at most once).',
  TRANSACTION_TIMEOUT: 'The database took too long to finish the transaction; it was rolled back. Retry later.',
  UNREACHABLE: 'The database is unavailable; retry later.',
  POOL_TIMEOUT: 'No database connection came free in time; retry later.',
  CONNECT_TIMEOUT: 'The database did not accept a connection in time; retry later.',
  CONTENTION: 'The database kept aborting this write on conflicts with concurrent ones; it was rolled back. Retry.',
};

/** The 503 a database fault answers, with its reason and when to retry. */
function databaseError(fault: DatabaseFault): AppError {
  const retryAfterSeconds =
    fault.reason === 'CONTENTION' ? CONTENTION_RETRY_AFTER_SECONDS : DATABASE_RETRY_AFTER_SECONDS;
  return new AppError(fault.code, FAULT_MESSAGES[fault.reason], { reason: fault.reason, retryAfterSeconds });
}

/**
 * Postgres refusing a string the client sent: a NUL character in text (22021) or in JSON
 * (22P05). The request, not Crier, is at fault. Prisma's adapter nests the pg error in `cause`.
 */
export function isUnstorableText(err: unknown, depth = 0): boolean {
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; meta?: unknown } | null;
  if (!e || typeof e !== 'object' || depth > 5) return false;
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  if (code === '22021' || code === '22P05') return true;
  if (/invalid byte sequence for encoding "UTF8": 0x00|unsupported Unicode escape sequence/.test(message)) return true;
  const meta = e.meta as { driverAdapterError?: unknown } | undefined;
  return (
    (e.cause !== undefined && e.cause !== err && isUnstorableText(e.cause, depth + 1)) ||
    (meta?.driverAdapterError !== undefined && isUnstorableText(meta.driverAdapterError, depth + 1))
  );
}
