import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig, type DatabaseLimits } from '../../src/config/app-config';
import { badOutcomes, checkStreams, FaultTraffic, summarise } from '../support/fault-traffic';
import { http } from '../support/http-client';
import { TcpProxy } from '../support/tcp-proxy';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

/**
 * A database that hangs: reached through a proxy that stops forwarding without closing anything
 * (as when PostgreSQL is stopped with SIGSTOP), and a table held under an ACCESS EXCLUSIVE lock.
 * Under live traffic, every request must end within the configured bound (the pool wait plus
 * the query timeout) plus a margin, with 201/200 or a 503 problem+json; no acknowledged move may
 * be lost or applied twice; and Crier must recover by itself.
 *
 * Short limits keep CI fast. For the by-hand measurement of docs/reliability.md, with Crier's
 * default limits and a 45 s hold: CRIER_FAULT_HOLD_MS=45000 CRIER_FAULT_DEFAULT_LIMITS=1
 * CRIER_FAULT_CLIENTS=16 npx jest test/reliability/database-hang.e2e-spec.ts
 */
const HOLD_MS = Number(process.env.CRIER_FAULT_HOLD_MS ?? 3_000);
const CLIENTS = Number(process.env.CRIER_FAULT_CLIENTS ?? 6);
const MARGIN_MS = 1_000;
const DEFAULTS = Boolean(process.env.CRIER_FAULT_DEFAULT_LIMITS);
/** Smaller than the traffic, so requests also wait for connections (Crier's default: 10). */
const POOL_SIZE = DEFAULTS ? loadConfig({}).databasePoolSize : 4;
const LIMITS: DatabaseLimits = DEFAULTS
  ? loadConfig({}).databaseLimits
  : {
      ...loadConfig({}).databaseLimits,
      poolWaitMs: 1_000,
      connectTimeoutMs: 800,
      statementTimeoutMs: 1_000,
      lockTimeoutMs: 500,
      queryTimeoutMs: 1_500,
    };
/** The longest a request may wait on the database: a connection, then one statement. */
const BOUND_MS = LIMITS.poolWaitMs + LIMITS.queryTimeoutMs;

describe('faults: a database that hangs', () => {
  let direct: TestApp;
  let proxied: TestApp;
  let proxy: TcpProxy;
  let databaseUrl: string;
  let base: string;

  beforeAll(async () => {
    // One instance holds the database (and the embedded server when there is no DATABASE_URL);
    // the instance under test reaches it through the proxy, with the limits under test.
    direct = await startTestApp();
    databaseUrl = direct.config.databaseUrl ?? direct.database.embedded!.url;
    const target = new URL(databaseUrl);
    proxy = await TcpProxy.start(target.hostname, Number(target.port));
    proxied = await startTestApp(
      { databaseLimits: LIMITS, databasePoolSize: POOL_SIZE },
      { url: proxy.wrap(databaseUrl), drop: async () => undefined },
    );
    await proxied.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(proxied.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    proxy?.resume();
    await proxied?.close();
    await proxy?.close();
    await direct?.close();
  });

  /** Traffic, then `fault` held for HOLD_MS while it runs, then the checks every fault shares. */
  async function underFault(name: string, hold: () => Promise<() => Promise<void>>): Promise<void> {
    const traffic = await FaultTraffic.start(base, CLIENTS, BOUND_MS + 10_000);
    await until(
      () => traffic.acknowledged,
      (n) => n >= CLIENTS,
    );
    const release = await hold();
    const heldAt = traffic.now();
    await new Promise((r) => setTimeout(r, HOLD_MS));
    await release();
    const releasedAt = traffic.now();
    // Crier recovers by itself: health comes back and every player moves again.
    const health = await until(
      () => http(base, '/health', { timeoutMs: BOUND_MS + 10_000 }),
      (r) => r.status === 200,
      10_000,
    );
    expect(health.status).toBe(200);
    await until(
      () => traffic.acknowledgedSince(releasedAt),
      (n) => n >= CLIENTS,
      10_000,
    );
    const sent = await traffic.stop();
    const during = traffic.outcomes.filter((o) => o.at >= heldAt && o.at < releasedAt);
    if (process.env.CRIER_FAULT_HOLD_MS) {
      console.info(
        `${name}: held ${HOLD_MS} ms, bound ${BOUND_MS} ms (+${MARGIN_MS}); all ${JSON.stringify(summarise(traffic.outcomes))}; ` +
          `started while held ${JSON.stringify(summarise(during))}; moves acknowledged ${traffic.acknowledged}; ` +
          `this process stalled ${Math.round(traffic.stalls.within(0, Infinity))} ms`,
      );
    }
    // The fault bit: requests made while it held were refused...
    expect(during.filter((o) => o.status === 503).length).toBeGreaterThan(0);
    // ...each within the bound, as a 503 database problem with Retry-After (or succeeded).
    expect(badOutcomes(traffic.outcomes, BOUND_MS + MARGIN_MS, traffic.stalls)).toEqual([]);
    expect(traffic.acknowledgedSince(releasedAt)).toBeGreaterThanOrEqual(CLIENTS);
    // Every acknowledged move is stored once, at its version; every retried key applied once.
    expect(await checkStreams(direct.database.pool, sent)).toEqual([]);
  }

  it(
    'paused (the proxy stops forwarding, closing nothing): 503s within the bound, nothing lost, recovery',
    async () => {
      await underFault('paused', async () => {
        proxy.pause();
        return async () => proxy.resume();
      });
    },
    HOLD_MS + 60_000,
  );

  it(
    'a table held under LOCK TABLE game IN ACCESS EXCLUSIVE MODE: 503s within the bound, nothing lost, recovery',
    async () => {
      const locker = new Client({ connectionString: databaseUrl });
      await locker.connect();
      try {
        await underFault('locked', async () => {
          await locker.query('BEGIN');
          await locker.query('LOCK TABLE game IN ACCESS EXCLUSIVE MODE');
          return async () => {
            await locker.query('COMMIT');
          };
        });
      } finally {
        await locker.end();
      }
    },
    HOLD_MS + 60_000,
  );
});
