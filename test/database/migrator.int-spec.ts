import { mkdtempSync, mkdirSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/database/embedded-postgres';
import { DEFAULT_MIGRATIONS_DIR, migrate, MigrationError, readMigrations } from '../../src/database/migrator';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** The project's own migration runner, on the real server when DATABASE_URL is set, else PGlite. */
describe('migration runner', () => {
  let testDb: TestDatabase;
  let embedded: EmbeddedPostgres | null = null;
  let pool: Pool;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    if (testDb.url === null) embedded = await startEmbeddedPostgres('memory', 8);
    pool = new Pool({ connectionString: testDb.url ?? embedded!.url, max: 4 });
  });
  afterAll(async () => {
    await pool.end();
    await embedded?.stop();
    await testDb.drop();
  });

  function copyOfMigrations(): string {
    const dir = mkdtempSync(join(tmpdir(), 'crier-migrations-'));
    cpSync(DEFAULT_MIGRATIONS_DIR, dir, { recursive: true });
    return dir;
  }

  it('applies every migration once and records it in _prisma_migrations with its sha256', async () => {
    const first = await migrate(pool);
    expect(first.applied).toEqual(readMigrations(DEFAULT_MIGRATIONS_DIR).map((m) => m.name));
    const again = await migrate(pool);
    expect(again.applied).toEqual([]);
    const { rows } = await pool.query('SELECT migration_name, checksum, finished_at FROM "_prisma_migrations"');
    const files = readMigrations(DEFAULT_MIGRATIONS_DIR);
    expect(rows.map((r) => [r.migration_name, r.checksum])).toEqual(files.map((f) => [f.name, f.checksum]));
    expect(rows.every((r) => r.finished_at !== null)).toBe(true);
  });

  it('refuses to start when an applied migration file has changed', async () => {
    const dir = copyOfMigrations();
    const first = readMigrations(dir)[0]!;
    writeFileSync(join(dir, first.name, 'migration.sql'), first.sql + '\n-- edited\n');
    await expect(migrate(pool, dir)).rejects.toThrow(/changed after it was applied/);
  });

  it('rolls back a failing migration completely and records nothing', async () => {
    const dir = copyOfMigrations();
    mkdirSync(join(dir, '29990101000000_broken'));
    writeFileSync(
      join(dir, '29990101000000_broken', 'migration.sql'),
      'CREATE TABLE "half_done" (id int);\nSELECT no_such_function();\n',
    );
    await expect(migrate(pool, dir)).rejects.toBeInstanceOf(MigrationError);
    const table = await pool.query(`SELECT to_regclass('"half_done"') AS t`);
    expect(table.rows[0].t).toBeNull();
    const rec = await pool.query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '29990101000000_broken'`);
    expect(rec.rowCount).toBe(0);
  });

  it('lets two instances migrating at once apply each migration exactly once (advisory lock)', async () => {
    const dir = copyOfMigrations();
    mkdirSync(join(dir, '29990101000001_counter'));
    writeFileSync(
      join(dir, '29990101000001_counter', 'migration.sql'),
      'CREATE TABLE "migration_race" (id int);\nINSERT INTO "migration_race" VALUES (1);\n',
    );
    const results = await Promise.all([migrate(pool, dir), migrate(pool, dir)]);
    expect(results.map((r) => r.applied.length).sort()).toEqual([0, 1]);
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM "migration_race"');
    expect(rows[0].n).toBe(1);
  });
});
