import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../src/config/app-config';
import { Database } from '../../src/database/database';
import { connectTestDatabase } from '../support/test-database';

/**
 * Hot queries are prepared once per connection on a real server; on PGlite every connection
 * reaches one backend, where the same name prepared twice would collide, so they stay unnamed.
 */
describe('named (prepared) statements', () => {
  let closeDb: () => Promise<void>;
  let db: Database;
  beforeAll(async () => {
    ({ db, close: closeDb } = await connectTestDatabase());
  });
  afterAll(async () => {
    await closeDb();
  });

  it('are used exactly when each connection has its own backend', () => {
    // A real server (DATABASE_URL set) gives each connection its own backend; PGlite does not.
    expect(db.ownBackendPerConnection).toBe(Boolean(process.env.DATABASE_URL));
    const q = db.statement('crier_probe', 'SELECT $1::int AS n', [1]);
    expect(q.name).toBe(db.ownBackendPerConnection ? 'crier_probe' : undefined);
  });

  it('run many times on every connection, concurrently, with the same answers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        db.pool.query<{ n: number }>(db.statement('crier_probe', 'SELECT $1::int * 2 AS n', [i])),
      ),
    );
    expect(answers.map((r) => r.rows[0]?.n)).toEqual(Array.from({ length: 40 }, (_, i) => i * 2));
  });

  it('stay unnamed for a second client of a shared embedded server', async () => {
    if (!db.embedded) return; // only the embedded mode has a shared-backend server to join
    const second = await Database.connect({
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      databaseUrl: db.embedded.url,
      dataDir: 'memory',
    });
    try {
      expect(second.ownBackendPerConnection).toBe(false);
    } finally {
      await second.close();
    }
  });
});
