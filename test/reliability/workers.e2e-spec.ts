import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CrierProcess, ensureBuilt } from '../support/crier-process';
import { http } from '../support/http-client';
import { until } from '../support/until';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** Pids of the live processes whose parent is `pid` (a primary's cluster workers). */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === pid && fields[0] !== 'Z') out.push(Number(d));
    } catch {
      // exited meanwhile
    }
  }
  return out.sort((a, b) => a - b);
}

/** CRIER_WORKERS: one process per core behind one port (node:cluster). */
describe('several worker processes (CRIER_WORKERS)', () => {
  let db: TestDatabase;
  let crier: CrierProcess | undefined;

  beforeAll(async () => {
    ensureBuilt();
    db = await createTestDatabase();
  }, 300_000);
  afterAll(async () => {
    if (crier) for (const pid of childrenOf(crier.child.pid!)) process.kill(pid, 'SIGKILL');
    await crier?.kill9();
    await db?.drop();
  });

  it('refuses to start more than one on the embedded database, naming the setting', () => {
    const env: Record<string, string | undefined> = { ...process.env, CRIER_WORKERS: '2', LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    const run = spawnSync(process.execPath, [join(resolve(__dirname, '../..'), 'dist/src/main.js')], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CRIER_WORKERS above 1 needs DATABASE_URL');
  });

  it('serves the port from two workers, replaces a killed one, and stops them all on SIGTERM', async () => {
    if (!db.url) return; // several workers need a real PostgreSQL server
    crier = await CrierProcess.start({
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      CRIER_WORKERS: '2',
      RATE_LIMIT_PER_MINUTE: '10000000',
      RATE_LIMIT_SIGNUP_PER_MINUTE: '10000000',
    });
    const primary = crier.child.pid!;
    const workers = await until(
      () => childrenOf(primary),
      (w) => w.length === 2,
      30_000,
    );
    expect(workers).toHaveLength(2);

    // A game played through the cluster's port.
    const player = (await http(crier.base, '/v1/players', { body: { name: 'Two workers' } })).body;
    const auth = { authorization: `Bearer ${player.apiKey}` };
    const game = await http(crier.base, '/v1/games', {
      headers: auth,
      body: { game: 'troyes-dice', seats: 1, seed: 'workers' },
    });
    expect(game.status).toBe(201);
    let version = game.body.version as number;
    for (let i = 0; i < 12; i++) {
      const legal = await http(crier.base, `/v1/games/${game.body.id}/legal-moves`, { headers: auth });
      expect(legal.status).toBe(200);
      expect(legal.body.version).toBe(version);
      const moved = await http(crier.base, `/v1/games/${game.body.id}/moves`, {
        headers: auth,
        body: { move: legal.body.moves[0], expectedVersion: version },
      });
      expect(moved.status).toBe(201);
      version = moved.body.version;
    }

    // kill -9 one worker: the primary starts another and the port keeps answering.
    process.kill(workers[0]!, 'SIGKILL');
    const replaced = await until(
      () => childrenOf(primary),
      (w) => w.length === 2 && !w.includes(workers[0]!),
      30_000,
    );
    expect(replaced).toHaveLength(2);
    expect(replaced).not.toContain(workers[0]);
    const health = await until(
      () => http(crier!.base, '/health').catch(() => ({ status: 0 })),
      (r) => r.status === 200,
      30_000,
    );
    expect(health.status).toBe(200);
    const after = await until(
      () => http(crier!.base, `/v1/games/${game.body.id}`, { headers: auth }).catch(() => ({ status: 0, body: {} })),
      (r) => r.status === 200,
      30_000,
    );
    expect(after.body.version).toBe(version);

    // SIGTERM to the primary: every worker shuts down and the primary exits cleanly.
    const exited = new Promise<number | null>((r) => crier!.child.once('exit', (code) => r(code)));
    crier.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(
      await until(
        () => replaced.filter(existsProcess),
        (alive) => alive.length === 0,
        15_000,
      ),
    ).toEqual([]);
    crier = undefined;
  }, 180_000);
});

function existsProcess(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] !== 'Z';
  } catch {
    return false;
  }
}
