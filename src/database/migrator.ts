import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Pool, PoolClient } from 'pg';
import { projectRoot } from '../config/project-root';

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationReport {
  applied: string[];
  /** The newest migration now in the database. */
  latest: string | null;
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Arbitrary but fixed: the key of the advisory lock held while migrating. */
const MIGRATION_LOCK_KEY = 72_707_301;

export const DEFAULT_MIGRATIONS_DIR = join(projectRoot(), 'prisma', 'migrations');

export function readMigrations(dir: string): MigrationFile[] {
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

const CREATE_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

/**
 * Crier's migration runner. It reads Prisma's layout (prisma/migrations/<timestamp>_<name>/
 * migration.sql) and records what it applies in Prisma's own `_prisma_migrations` table with the
 * same sha256 checksum, so `prisma migrate status/deploy` agree wherever the schema engine exists.
 * Each migration runs in its own transaction; an advisory lock keeps two instances starting
 * together from racing; an applied migration whose file has changed stops the start.
 */
export async function migrate(pool: Pool, dir: string = DEFAULT_MIGRATIONS_DIR): Promise<MigrationReport> {
  const files = readMigrations(dir);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await migrateLocked(client, files);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

async function migrateLocked(client: PoolClient, files: MigrationFile[]): Promise<MigrationReport> {
  await client.query(CREATE_TABLE);
  const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
    'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
  );
  const done = new Map(rows.map((r) => [r.migration_name, r]));
  const known = new Set(files.map((f) => f.name));
  for (const r of rows) {
    if (!known.has(r.migration_name)) {
      throw new MigrationError(`The database has migration ${r.migration_name}, which this build does not know.`);
    }
  }
  const applied: string[] = [];
  for (const file of files) {
    const row = done.get(file.name);
    if (row) {
      if (row.finished_at === null) throw new MigrationError(`Migration ${file.name} was started but never finished.`);
      if (row.checksum !== file.checksum) {
        throw new MigrationError(`Migration ${file.name} was changed after it was applied (checksum differs).`);
      }
      continue;
    }
    await client.query('BEGIN');
    try {
      await client.query(file.sql);
      await client.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
         VALUES ($1, $2, $3, now(), 1)`,
        [randomUUID(), file.checksum, file.name],
      );
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK');
      throw new MigrationError(`Migration ${file.name} failed: ${(err as Error).message}`);
    }
    applied.push(file.name);
  }
  return { applied, latest: files.at(-1)?.name ?? null };
}
