import { Client, type ClientConfig } from 'pg';

/** pg's error when a query gets no answer within `query_timeout`. */
export const QUERY_READ_TIMEOUT_MESSAGE = 'Query read timeout';

export interface BoundedClientConfig extends ClientConfig {
  /** Longest time to open the connection; the pool's own `connectionTimeoutMillis` is its wait. */
  connectTimeoutMs?: number;
}

/**
 * The pool's `pg` client, with two changes:
 *
 * - A query with no answer within `query_timeout` ends its connection. pg itself only rejects
 *   the query and keeps waiting for the answer on the same connection, so whatever is sent next
 *   on it (a ROLLBACK, the next request's statement once the connection is back in the pool)
 *   would queue behind the lost one. Closing the socket makes those fail at once, the pool
 *   discards the connection, and the server rolls back any transaction it had open.
 * - Opening a connection has its own limit (`connectTimeoutMs`), apart from the pool's wait.
 */
export class BoundedClient extends Client {
  constructor(config: BoundedClientConfig = {}) {
    const { connectTimeoutMs, ...rest } = config;
    super(connectTimeoutMs === undefined ? rest : { ...rest, connectionTimeoutMillis: connectTimeoutMs });
  }

  // pg's query() has a dozen overloads (promise or callback, text or config); this forwards
  // them all and watches the outcome.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const onTimeout = (err: unknown): void => {
      if (err instanceof Error && err.message === QUERY_READ_TIMEOUT_MESSAGE) this.end().catch(() => undefined);
    };
    const last = args.length - 1;
    const callback: unknown = args[last];
    if (last > 0 && typeof callback === 'function') {
      args[last] = (err: unknown, res: unknown) => {
        onTimeout(err);
        (callback as (e: unknown, r: unknown) => void)(err, res);
      };
    }
    const result: unknown = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) result.then(undefined, onTimeout);
    return result;
  }
}
