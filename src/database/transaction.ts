import type { PoolClient, QueryConfig, QueryResultRow } from 'pg';

/**
 * The port a unit of work writes through: statements run on one connection inside BEGIN/COMMIT
 * (see Database.transaction). Repositories take it as their first argument when their write must
 * commit with others (a game's last event and its projections), and hand it no further.
 */
export class Transaction {
  constructor(private readonly client: PoolClient) {}

  /** Runs one statement (a named one from Database.statement, or plain text) and returns its rows. */
  async query<R extends QueryResultRow>(query: QueryConfig | string, values?: unknown[]): Promise<R[]> {
    const result =
      typeof query === 'string' ? await this.client.query<R>(query, values) : await this.client.query<R>(query);
    return result.rows;
  }
}

/** Thrown inside a transaction to roll it back with a value instead of an error (see Database.transaction). */
export class Rollback<T> {
  constructor(readonly value: T) {}
}
