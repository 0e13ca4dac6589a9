import { Logger } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { Pool, type QueryConfig } from 'pg';
import { PrismaClient } from '../generated/prisma/client';
import type { AppConfig, DatabaseLimits } from '../config/app-config';
import { BoundedClient } from './bounded-client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { migrate, type MigrationReport } from './migrator';
import { maintenanceLimits, requestLimits, sessionParameters, type SessionLimits } from './session-limits';
import { Rollback, Transaction } from './transaction';

/** Who the pool serves: requests (short limits) or a maintenance script (one long limit). */
export type DatabaseUse = 'requests' | 'maintenance';

/**
 * PGlite runs statements one at a time whatever the connection count, so extra connections cost
 * little; allow enough for several local instances (tests, tools) to share one embedded server.
 */
const EMBEDDED_MAX_CONNECTIONS = 100;

/**
 * The one connection to Postgres: a `pg` pool shared by Prisma (through its pg adapter) and by
 * the few hot paths that speak SQL directly. With no DATABASE_URL it starts the embedded PGlite
 * server first, so both cases use the same code.
 */
export class Database {
  private constructor(
    readonly pool: Pool,
    readonly prisma: PrismaClient,
    readonly migrations: MigrationReport,
    readonly embedded: EmbeddedPostgres | null,
    /**
     * False when every connection reaches one shared backend (PGlite behind pglite-socket):
     * there, prepared statement names would collide and notifications do not cross connections.
     */
    readonly ownBackendPerConnection: boolean,
    /** The configured database limits (the append takes its conflict retries from here). */
    readonly limits: DatabaseLimits,
  ) {}

  /**
   * A query for a hot path, as a named (prepared) statement when the server gives each
   * connection its own backend: Postgres then parses and plans it once per connection instead
   * of on every call. PGlite serves every connection from one backend, where two connections
   * preparing the same name would collide, so there it stays unnamed.
   */
  statement(name: string, text: string, values: unknown[]): QueryConfig {
    return this.ownBackendPerConnection ? { name, text, values } : { text, values };
  }

  /**
   * Starts the embedded server when there is no DATABASE_URL, migrates (on a connection of its
   * own with the maintenance limits), and opens the pool with the limits of `use`.
   */
  static async connect(
    config: AppConfig,
    logger = new Logger('Database'),
    use: DatabaseUse = 'requests',
  ): Promise<Database> {
    const embedded =
      config.databaseUrl === null ? await startEmbeddedPostgres(config.dataDir, EMBEDDED_MAX_CONNECTIONS) : null;
    const url = config.databaseUrl ?? (embedded as EmbeddedPostgres).url;
    const limits = config.databaseLimits;
    const session = use === 'requests' ? requestLimits(limits) : maintenanceLimits(limits);
    const pool = createPool(url, config.databasePoolSize, session, limits, logger);
    try {
      const migrations = await migrateWithMaintenanceLimits(url, limits, logger);
      if (migrations.applied.length > 0) logger.log(`applied migrations: ${migrations.applied.join(', ')}`);
      const prisma = new PrismaClient({
        adapter: new PrismaPg(pool),
        // Prisma's own transaction limits sit just outside the pool's: the pool's errors come first
        // and say what happened; a transaction still running after the query timeout is given up.
        transactionOptions: {
          maxWait: limits.poolWaitMs + 500,
          timeout: session.queryTimeoutMs > 0 ? session.queryTimeoutMs : PRISMA_DEFAULT_TRANSACTION_TIMEOUT_MS,
        },
      });
      if (embedded) logger.log(`embedded PostgreSQL (PGlite) at ${embedded.location}`);
      const ownBackendPerConnection = embedded === null && (await probeOwnBackendPerConnection(pool));
      return new Database(pool, prisma, migrations, embedded, ownBackendPerConnection, limits);
    } catch (err) {
      await pool.end().catch(() => undefined);
      await embedded?.stop().catch(() => undefined);
      throw err;
    }
  }

  /**
   * The one way to run several statements as a unit: BEGIN, `work`, COMMIT on one connection of
   * the pool; ROLLBACK when `work` throws. Returning `new Rollback(value)` rolls back and answers
   * `value` (a write that found nothing to do). Prisma's `$transaction` is not used: its
   * interactive transactions cannot run our prepared statements, and two styles were one too many.
   */
  async transaction<T>(work: (tx: Transaction) => Promise<T | Rollback<T>>): Promise<T> {
    const client = await this.pool.connect();
    let failure: Error | undefined;
    try {
      await client.query('BEGIN');
      const outcome = await work(new Transaction(client));
      if (outcome instanceof Rollback) {
        await client.query('ROLLBACK');
        return outcome.value;
      }
      await client.query('COMMIT');
      return outcome;
    } catch (err) {
      // A connection that timed out is already closed (BoundedClient): this fails at once, and the
      // pool discards it; the server rolls back a transaction whose connection is gone.
      await client.query('ROLLBACK').catch((rollbackErr: Error) => (failure = rollbackErr));
      throw err;
    } finally {
      client.release(failure);
    }
  }

  /** True when a trivial query answers. */
  async ping(): Promise<boolean> {
    try {
      await this.pool.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.prisma.$disconnect().catch(() => undefined);
    await this.pool.end().catch(() => undefined);
    await this.embedded?.stop();
  }
}

const PRISMA_DEFAULT_TRANSACTION_TIMEOUT_MS = 5_000;
/** Idle connections above what the traffic needs are closed after this long. */
const IDLE_CONNECTION_MS = 30_000;

/**
 * A pool whose every connection carries `session`'s limits. `poolWaitMs` bounds the wait for a
 * connection (pg-pool's connectionTimeoutMillis covers both a free one and a new one), and
 * `connectTimeoutMs` the opening of one.
 */
export function createPool(
  url: string,
  size: number,
  session: SessionLimits,
  limits: Pick<DatabaseLimits, 'poolWaitMs' | 'connectTimeoutMs'>,
  logger: Logger,
): Pool {
  const pool = new Pool({
    connectionString: url,
    max: size,
    connectionTimeoutMillis: limits.poolWaitMs,
    connectTimeoutMs: Math.min(limits.connectTimeoutMs, limits.poolWaitMs),
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    Client: BoundedClient,
    ...sessionParameters(session),
  } as ConstructorParameters<typeof Pool>[0]);
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', (err) => logger.warn(`database connection lost: ${err.message}`));
  return pool;
}

/** Migrations may wait on table locks and run long: one connection with the maintenance limits. */
async function migrateWithMaintenanceLimits(
  url: string,
  limits: DatabaseLimits,
  logger: Logger,
): Promise<MigrationReport> {
  const pool = createPool(url, 1, maintenanceLimits(limits), limits, logger);
  try {
    return await migrate(pool);
  } finally {
    await pool.end().catch(() => undefined);
  }
}

/** True when two connections of the pool are served by two different server processes. */
async function probeOwnBackendPerConnection(pool: Pool): Promise<boolean> {
  if (((pool.options as { max?: number }).max ?? 10) < 2) return false;
  const a = await pool.connect();
  try {
    const b = await pool.connect();
    try {
      const pid = async (c: typeof a): Promise<number> =>
        (await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid ?? 0;
      return (await pid(a)) !== (await pid(b));
    } finally {
      b.release();
    }
  } finally {
    a.release();
  }
}
