import type { Pool } from 'pg';

/** Tables whose row counts must not move when a request is refused. */
export const COUNTED_TABLES = [
  'game_event',
  'game',
  'game_seat',
  'player',
  'api_key',
  'idempotency_record',
  'daily_attempt',
] as const;

export type RowCounts = Record<(typeof COUNTED_TABLES)[number] | 'game_versions' | 'revoked_keys', number>;

const SQL = `SELECT ${COUNTED_TABLES.map((t) => `(SELECT count(*)::int FROM ${t}) AS ${t}`).join(', ')},
  (SELECT coalesce(sum(version), 0)::int FROM game) AS game_versions,
  (SELECT count(*)::int FROM api_key WHERE revoked_at IS NOT NULL) AS revoked_keys`;

/** Row counts of the tables a write can touch, in one statement. */
export async function rowCounts(pool: Pool): Promise<RowCounts> {
  const { rows } = await pool.query<RowCounts>(SQL);
  return rows[0] as RowCounts;
}

/** The tables Crier needs, by name (to check an injection did not drop any). */
export async function tableNames(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
  );
  return rows.map((r) => r.tablename);
}
