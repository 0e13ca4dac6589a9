import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { loadConfig } from '../../src/config/app-config';
import { Database } from '../../src/database/database';

export interface TestDatabase {
  /** null: the embedded in-memory PGlite (no DATABASE_URL in the environment). */
  url: string | null;
  drop(): Promise<void>;
}

/**
 * With DATABASE_URL set, every test file gets its own freshly created database on that server
 * (dropped afterwards; named `<DATABASE_URL's database>_<pid>_<random>`), so files run in parallel
 * without sharing rows. Without it, tests run on
 * the embedded in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { url: null, drop: async () => undefined };
  // Named after DATABASE_URL's own database (crier_test without one), so a run's databases share its prefix.
  const base = decodeURIComponent(new URL(serverUrl).pathname.slice(1)).replace(/[^a-z0-9_]/gi, '') || 'crier_test';
  const name = `${base.slice(0, 40)}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

async function withAdmin<T>(serverUrl: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh test database (see createTestDatabase), migrated and connected as the app connects. */
export async function connectTestDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  const testDb = await createTestDatabase();
  const db = await Database.connect({
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    databaseUrl: testDb.url,
    dataDir: 'memory',
  });
  return {
    db,
    async close() {
      await db.close();
      await testDb.drop();
    },
  };
}

/** `n` new players named P0, P1, … straight in the table (for repository tests' foreign keys); their ids. */
export async function insertPlayers(db: Database, n: number): Promise<string[]> {
  const ids = Array.from({ length: n }, () => randomUUID());
  for (const [i, id] of ids.entries()) {
    await db.pool.query('INSERT INTO player (id, name) VALUES ($1, $2)', [id, `P${i}`]);
  }
  return ids;
}
