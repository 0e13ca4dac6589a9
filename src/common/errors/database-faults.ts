/**
 * Recognises the database's failures among anything thrown: `pg` errors (with a SQLSTATE
 * `code`), the pool's and the client's own errors (by message), and Prisma's errors, which nest
 * the driver's error in `cause` or `meta.driverAdapterError` (its `originalCode` is the SQLSTATE).
 * Each becomes a 503 with a reason: the database, not the request, is at fault.
 */
export type DatabaseFault =
  | { code: 'DATABASE_TIMEOUT'; reason: DatabaseTimeoutReason }
  | { code: 'DATABASE_UNAVAILABLE'; reason: DatabaseUnavailableReason };

export type DatabaseTimeoutReason =
  /** The server cancelled a statement that ran past DATABASE_STATEMENT_TIMEOUT_MS. */
  | 'STATEMENT_TIMEOUT'
  /** The server gave up waiting for a lock after DATABASE_LOCK_TIMEOUT_MS. */
  | 'LOCK_TIMEOUT'
  /** No answer at all within DATABASE_QUERY_TIMEOUT_MS (the database hangs). */
  | 'QUERY_TIMEOUT'
  /** A transaction ran past its limit (Prisma's, just above the query timeout). */
  | 'TRANSACTION_TIMEOUT';

export type DatabaseUnavailableReason =
  /** Connections refused, reset or closed; the server starting or shutting down. */
  | 'UNREACHABLE'
  /** No connection came free, nor could one be opened, within DATABASE_POOL_WAIT_MS. */
  | 'POOL_TIMEOUT'
  /** A new connection did not open within DATABASE_CONNECT_TIMEOUT_MS. */
  | 'CONNECT_TIMEOUT'
  /** Deadlocks or serialization failures persisted through the retries. */
  | 'CONTENTION';

/** SQLSTATEs of a transaction the server aborted because of a concurrent one: safe to run again. */
const TRANSIENT_CONFLICT_CODES = new Set(['40001', '40P01']);

const CODE_FAULTS: Record<string, DatabaseFault> = {
  '57014': { code: 'DATABASE_TIMEOUT', reason: 'STATEMENT_TIMEOUT' }, // query_canceled (or an operator's cancel)
  '55P03': { code: 'DATABASE_TIMEOUT', reason: 'LOCK_TIMEOUT' }, // lock_not_available
  '40001': { code: 'DATABASE_UNAVAILABLE', reason: 'CONTENTION' }, // serialization_failure
  '40P01': { code: 'DATABASE_UNAVAILABLE', reason: 'CONTENTION' }, // deadlock_detected
};

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown (the server is stopping or restarting)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '08006', // connection_failure
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '25P03', // idle_in_transaction_session_timeout: the server ended the session
]);

/** Messages of pg, pg-pool and Prisma's adapter, first match wins. */
const MESSAGE_FAULTS: [RegExp, DatabaseFault][] = [
  [/^Query read timeout$/, { code: 'DATABASE_TIMEOUT', reason: 'QUERY_TIMEOUT' }],
  [/timeout exceeded when trying to connect/i, { code: 'DATABASE_UNAVAILABLE', reason: 'POOL_TIMEOUT' }],
  [
    /Connection terminated due to connection timeout|^timeout expired$/i,
    { code: 'DATABASE_UNAVAILABLE', reason: 'CONNECT_TIMEOUT' },
  ],
  [/canceling statement due to statement timeout/i, { code: 'DATABASE_TIMEOUT', reason: 'STATEMENT_TIMEOUT' }],
  [/canceling statement due to lock timeout/i, { code: 'DATABASE_TIMEOUT', reason: 'LOCK_TIMEOUT' }],
  [
    /Server has closed the connection|ConnectionClosed|connection terminated|Connection terminated|ECONNREFUSED|the database system is (starting|shutting) up|terminating connection|not queryable/i,
    { code: 'DATABASE_UNAVAILABLE', reason: 'UNREACHABLE' },
  ],
];

/** The database fault behind `err` (looking into nested causes), or null when it is not one. */
export function databaseFault(err: unknown, depth = 0): DatabaseFault | null {
  const e = err as { code?: unknown; originalCode?: unknown; message?: unknown; cause?: unknown; meta?: unknown };
  if (!e || typeof e !== 'object' || depth > 5) return null;
  for (const code of [e.code, e.originalCode]) {
    if (typeof code !== 'string') continue;
    const known = CODE_FAULTS[code];
    if (known) return known;
    if (UNREACHABLE_CODES.has(code)) return { code: 'DATABASE_UNAVAILABLE', reason: 'UNREACHABLE' };
  }
  const message = typeof e.message === 'string' ? e.message : '';
  // Prisma's own transaction limits (P2028): the start waited too long, or the transaction expired.
  if (e.code === 'P2028') {
    if (/in the given time|Unable to start a transaction/i.test(message)) {
      return { code: 'DATABASE_UNAVAILABLE', reason: 'POOL_TIMEOUT' };
    }
    if (/timeout|expired/i.test(message)) return { code: 'DATABASE_TIMEOUT', reason: 'TRANSACTION_TIMEOUT' };
  }
  for (const [pattern, fault] of MESSAGE_FAULTS) if (pattern.test(message)) return fault;
  const meta = e.meta as { driverAdapterError?: unknown } | undefined;
  return (
    (e.cause !== undefined && e.cause !== err ? databaseFault(e.cause, depth + 1) : null) ??
    (meta?.driverAdapterError !== undefined ? databaseFault(meta.driverAdapterError, depth + 1) : null)
  );
}

/** A deadlock or serialization failure: the server rolled the whole transaction back. */
export function isTransientConflict(err: unknown, depth = 0): boolean {
  const e = err as { code?: unknown; originalCode?: unknown; cause?: unknown; meta?: unknown };
  if (!e || typeof e !== 'object' || depth > 5) return false;
  if ([e.code, e.originalCode].some((c) => typeof c === 'string' && TRANSIENT_CONFLICT_CODES.has(c))) return true;
  const meta = e.meta as { driverAdapterError?: unknown } | undefined;
  return (
    (e.cause !== undefined && e.cause !== err && isTransientConflict(e.cause, depth + 1)) ||
    (meta?.driverAdapterError !== undefined && isTransientConflict(meta.driverAdapterError, depth + 1))
  );
}

/** Unreachable, timed out or contended: the database, not the request, is at fault. */
export function isDatabaseFault(err: unknown): boolean {
  return databaseFault(err) !== null;
}
