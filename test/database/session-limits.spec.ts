import { Logger } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFault } from '../../src/common/errors/database-faults';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import { Database } from '../../src/database/database';
import { TcpProxy } from '../support/tcp-proxy';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { until } from '../support/until';

const onPostgres = Boolean(process.env.DATABASE_URL);
/** PGlite enforces no server-side timeout (see the first test), so those run on PostgreSQL only. */
const itOnPostgres = onPostgres ? it : it.skip;
const quiet = new Logger('test');
quiet.log = () => undefined;
quiet.warn = () => undefined;

/**
 * Every connection carries the database limits; a connection whose query got no answer is closed
 * at once, so nothing queues behind it and the server rolls its transaction back.
 */
describe('database limits on every connection', () => {
  let testDb: TestDatabase;
  let config: AppConfig;
  let direct: Database;
  let url: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    config = {
      ...loadConfig({
        LOG_LEVEL: 'silent',
        DATABASE_STATEMENT_TIMEOUT_MS: '700',
        DATABASE_LOCK_TIMEOUT_MS: '300',
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '400',
        DATABASE_QUERY_TIMEOUT_MS: '1000',
        DATABASE_MAINTENANCE_TIMEOUT_MS: '90000',
      }),
      databaseUrl: testDb.url,
      dataDir: 'memory',
    };
    direct = await Database.connect(config, quiet);
    url = testDb.url ?? direct.embedded!.url;
  });
  afterAll(async () => {
    await direct?.close();
    await testDb?.drop();
  });

  async function settings(db: Database): Promise<Record<string, string>> {
    const names = ['statement_timeout', 'lock_timeout', 'idle_in_transaction_session_timeout'];
    const { rows } = await db.pool.query<{ name: string; setting: string }>(
      'SELECT name, setting FROM pg_settings WHERE name = ANY($1)',
      [names],
    );
    return Object.fromEntries(rows.map((r) => [r.name, r.setting]));
  }

  it('sets the request limits on the pool, and the maintenance limit on a maintenance pool', async () => {
    const maintenance = await Database.connect({ ...config, databaseUrl: url }, quiet, 'maintenance');
    try {
      if (onPostgres) {
        expect(await settings(direct)).toEqual({
          statement_timeout: '700',
          lock_timeout: '300',
          idle_in_transaction_session_timeout: '400',
        });
        expect(await settings(maintenance)).toEqual({
          statement_timeout: '90000',
          lock_timeout: '90000',
          idle_in_transaction_session_timeout: '90000',
        });
      } else {
        // PGlite takes its session settings from no start-up packet and has no timers to enforce
        // them: only the client-side query timeout bounds work there (docs/reliability.md).
        expect(await settings(direct)).toEqual({
          statement_timeout: '0',
          lock_timeout: '0',
          idle_in_transaction_session_timeout: '0',
        });
      }
    } finally {
      await maintenance.close();
    }
  });

  itOnPostgres('cancels a statement over the statement timeout; the connection stays usable', async () => {
    const client = await direct.pool.connect();
    try {
      const started = Date.now();
      const err = await client.query('SELECT pg_sleep(5)').catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(databaseFault(err)).toEqual({ code: 'DATABASE_TIMEOUT', reason: 'STATEMENT_TIMEOUT' });
      expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      client.release();
    }
  });

  itOnPostgres('ends a session left idle inside a transaction, and the pool recovers', async () => {
    const client = await direct.pool.connect();
    client.on('error', () => undefined); // the server ends it while idle
    let failure: unknown;
    try {
      await client.query('BEGIN');
      await new Promise((r) => setTimeout(r, 1_000));
      failure = await client.query('SELECT 1').then(
        () => null,
        (e: unknown) => e,
      );
    } finally {
      client.release(failure instanceof Error ? failure : undefined);
    }
    expect(databaseFault(failure)).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    expect((await direct.pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('closes a connection whose query got no answer: nothing queues behind it, the transaction is rolled back', async () => {
    const target = new URL(url);
    const proxy = await TcpProxy.start(target.hostname, Number(target.port));
    const db = await Database.connect({ ...config, databaseUrl: proxy.wrap(url) }, quiet);
    try {
      await db.pool.query('CREATE TABLE IF NOT EXISTS hang_probe (n int)');
      const client = await db.pool.connect();
      await client.query('BEGIN');
      await client.query('INSERT INTO hang_probe VALUES (1)');
      proxy.pause();
      let started = Date.now();
      const lost = await client.query('SELECT 1').catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(1_000 + 500);
      expect(databaseFault(lost)).toEqual({ code: 'DATABASE_TIMEOUT', reason: 'QUERY_TIMEOUT' });
      // The ROLLBACK does not wait another query timeout behind the lost query.
      started = Date.now();
      const rollback = await client.query('ROLLBACK').catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(200);
      expect(databaseFault(rollback)).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      const connections = db.pool.totalCount;
      client.release();
      expect(db.pool.totalCount).toBe(connections - 1); // discarded, not handed to the next request
      proxy.resume();
      // The server saw the connection close and rolled its transaction back.
      const rows = await until(
        () =>
          direct.pool
            .query<{ n: number }>('SELECT count(*)::int AS n FROM hang_probe')
            .then((r) => r.rows[0]!.n)
            .catch(() => -1),
        (n) => n === 0,
      );
      expect(rows).toBe(0);
      expect((await db.pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      proxy.resume();
      await db.close();
      await proxy.close();
    }
  });

  it('bounds the wait for a pool connection and for opening one', async () => {
    const target = new URL(url);
    const proxy = await TcpProxy.start(target.hostname, Number(target.port));
    const db = await Database.connect(
      {
        ...config,
        databaseUrl: proxy.wrap(url),
        databasePoolSize: 1,
        databaseLimits: { ...config.databaseLimits, poolWaitMs: 600, connectTimeoutMs: 300 },
      },
      quiet,
    );
    try {
      await db.pool.query('SELECT 1'); // one connection, idle
      const held = await db.pool.connect();
      let started = Date.now();
      const waited = await db.pool.query('SELECT 1').catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(600 + 300);
      expect(databaseFault(waited)).toEqual({ code: 'DATABASE_UNAVAILABLE', reason: 'POOL_TIMEOUT' });
      held.release(new Error('done with it')); // closed: the pool may open a new one
      proxy.pause();
      started = Date.now();
      const opening = await db.pool.query('SELECT 1').catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(300 + 300);
      expect(databaseFault(opening)).toEqual({ code: 'DATABASE_UNAVAILABLE', reason: 'CONNECT_TIMEOUT' });
    } finally {
      proxy.resume();
      await db.close();
      await proxy.close();
    }
  });
});
