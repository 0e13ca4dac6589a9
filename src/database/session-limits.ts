import type { DatabaseLimits } from '../config/app-config';

/** What one pool's connections bound their work by, in milliseconds (0: not set by Crier). */
export interface SessionLimits {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  /** Client-side: a statement with no answer at all (see BoundedClient). */
  queryTimeoutMs: number;
}

/** The pool that serves requests: a few seconds, so no request waits on a hung database. */
export function requestLimits(limits: DatabaseLimits): SessionLimits {
  return {
    statementTimeoutMs: limits.statementTimeoutMs,
    lockTimeoutMs: limits.lockTimeoutMs,
    idleInTransactionTimeoutMs: limits.idleInTransactionTimeoutMs,
    queryTimeoutMs: limits.queryTimeoutMs,
  };
}

/**
 * Migrations, the achievements rebuild and benchmark set-up: long statements and lock waits are
 * expected (DDL waits for the tables' locks), so one long bound replaces the request limits.
 */
export function maintenanceLimits(limits: DatabaseLimits): SessionLimits {
  const bound = limits.maintenanceTimeoutMs;
  return {
    statementTimeoutMs: bound,
    lockTimeoutMs: bound,
    idleInTransactionTimeoutMs: bound,
    queryTimeoutMs: bound > 0 ? bound + 1_000 : 0,
  };
}

/**
 * The `pg` client settings for those limits. The three server settings travel in the start-up
 * packet, so they hold from the connection's first statement; pg leaves a 0 out, and the
 * server's own default then applies.
 */
export function sessionParameters(limits: SessionLimits): {
  statement_timeout: number;
  lock_timeout: number;
  idle_in_transaction_session_timeout: number;
  query_timeout: number;
} {
  return {
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    query_timeout: limits.queryTimeoutMs,
  };
}
