import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig, type DatabaseLimits } from '../../src/config/app-config';
import { badOutcomes, checkStreams, FaultTraffic, summarise } from '../support/fault-traffic';
import { http } from '../support/http-client';
import { sharedCluster, startPrivatePostgres, type RestartablePostgres } from '../support/postgres-server';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { until } from '../support/until';

/**
 * PostgreSQL itself restarting under live traffic ("fast" shutdown: every session ended, new
 * connections refused until it is back). Runs in the PostgreSQL pass (DATABASE_URL set), on a
 * throwaway server of its own: restarting the machine's shared server would cut every other
 * suite using it at that moment. CRIER_TEST_RESTART_SHARED_CLUSTER="15 main" restarts the
 * DATABASE_URL server itself with pg_ctlcluster instead, on a machine where nothing else uses it.
 */
const SHARED = process.env.CRIER_TEST_RESTART_SHARED_CLUSTER;
const CLIENTS = 6;
const MARGIN_MS = 1_000;
const LIMITS: DatabaseLimits = {
  ...loadConfig({}).databaseLimits,
  poolWaitMs: 1_000,
  connectTimeoutMs: 800,
  statementTimeoutMs: 1_000,
  lockTimeoutMs: 500,
  queryTimeoutMs: 1_500,
};
const BOUND_MS = LIMITS.poolWaitMs + LIMITS.queryTimeoutMs;

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info('restart test skipped: it runs in the PostgreSQL pass (DATABASE_URL set)');
const describeOnPostgres = onPostgres ? describe : describe.skip;

describeOnPostgres('faults: PostgreSQL restarts', () => {
  let server: RestartablePostgres | string;
  let sharedDb: TestDatabase | undefined;
  let app: TestApp | undefined;
  let observer: Pool | undefined;
  let base: string;

  beforeAll(async () => {
    if (SHARED) {
      sharedDb = await createTestDatabase();
      server = sharedCluster(SHARED, sharedDb.url!);
    } else {
      server = await startPrivatePostgres();
    }
    if (typeof server === 'string') {
      console.info(`restart test skipped: ${server}`);
      return;
    }
    app = await startTestApp(
      { databaseLimits: LIMITS, databasePoolSize: 4 },
      { url: server.url, drop: async () => undefined },
    );
    await app.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
    observer = new Pool({ connectionString: server.url, max: 1 });
    observer.on('error', () => undefined); // its idle connection is ended by the restart too
  });
  afterAll(async () => {
    await observer?.end();
    await app?.close();
    if (typeof server === 'object') await server.close();
    await sharedDb?.drop();
  });

  it('answers 503 or succeeds within the bound while it restarts, loses nothing, and recovers by itself', async () => {
    if (typeof server === 'string') return; // no server to restart here (said why above)
    const startedAt = async () => String((await observer!.query('SELECT pg_postmaster_start_time() AS t')).rows[0].t);
    const before = await startedAt();
    const traffic = await FaultTraffic.start(base, CLIENTS, BOUND_MS + 10_000);
    await until(
      () => traffic.acknowledged,
      (n) => n >= CLIENTS,
    );

    const restartAt = traffic.now();
    await server.restart();
    const restartedAt = traffic.now();

    const health = await until(
      () => http(base, '/health', { timeoutMs: BOUND_MS + 10_000 }),
      (r) => r.status === 200,
      15_000,
    );
    expect(health.status).toBe(200);
    await until(
      () => traffic.acknowledgedSince(restartedAt),
      (n) => n >= CLIENTS,
      15_000,
    );
    const sent = await traffic.stop();
    console.info(
      `restart: took ${Math.round(restartedAt - restartAt)} ms; ${JSON.stringify(summarise(traffic.outcomes))}; ` +
        `moves acknowledged ${traffic.acknowledged}`,
    );

    expect(await until(startedAt, (t) => t !== before)).not.toBe(before); // it did restart
    expect(badOutcomes(traffic.outcomes, BOUND_MS + MARGIN_MS, traffic.stalls)).toEqual([]);
    expect(traffic.acknowledgedSince(restartedAt)).toBeGreaterThanOrEqual(CLIENTS);
    expect(await checkStreams(observer!, sent)).toEqual([]);
  }, 120_000);
});
