import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../src/config/app-config';
import { Database } from '../../src/database/database';

/** The embedded default keeps its data across restarts in CRIER_DATA_DIR. */
describe('embedded PGlite database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'crier-data-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps rows across a restart on the same data directory', async () => {
    const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), databaseUrl: null, dataDir: dir };
    const first = await Database.connect(config);
    expect(first.embedded?.location).toBe(dir);
    await first.pool.query(`INSERT INTO player (id, name) VALUES ('00000000-0000-4000-8000-000000000001', 'Kept')`);
    await first.close();

    const second = await Database.connect(config);
    expect(second.migrations.applied).toEqual([]);
    const { rows } = await second.pool.query('SELECT name FROM player');
    expect(rows).toEqual([{ name: 'Kept' }]);
    await second.close();
    // Two starts of PGlite on disk, the first creating the cluster and applying every migration:
    // ~25 s on a quiet box, past Jest's 120 s when the shared box is loaded (CI, load 15).
  }, 300_000);
});
