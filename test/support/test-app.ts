import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import type { DestinationStream } from 'pino';
import type { Clock } from '../../src/common/clock/clock';
import { createApp } from '../../src/create-app';
import { Database } from '../../src/database/database';
import { checkAnswersAgainstContract, type ContractLog } from './contract';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  database: Database;
  /** The HTTP server, for supertest. */
  server: ReturnType<NestFastifyApplication['getHttpServer']>;
  /** Answers checked against openapi.json so far, and those that broke it (close() then fails). */
  contract: ContractLog;
  close(): Promise<void>;
}

/** Makes a test app listen on a free loopback port (for clients that need a URL: crier/client, a browser); returns its base URL. */
export async function listenOnLoopback(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return t.app.getUrl();
}

/** The whole Crier stack on a fresh database (see createTestDatabase), not listening on a port. */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  db?: TestDatabase,
  clock?: Clock,
  logDestination?: DestinationStream,
  webDir?: string,
): Promise<TestApp> {
  const testDb = db ?? (await createTestDatabase());
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      // The machine is shared and often loaded: a suite about what the server answers must not
      // fail because one connection took 2 s to open (20 parallel moves on PGlite did, as 503
      // CONNECT_TIMEOUT). Suites about those bounds set their own databaseLimits.
      DATABASE_POOL_WAIT_MS: '30000',
      DATABASE_CONNECT_TIMEOUT_MS: '20000',
    }),
    databaseUrl: testDb.url,
    dataDir: 'memory',
    schemaFile: null,
    // Suites make thousands of requests from one address; the rate-limit test sets its own.
    rateLimit: {
      perMinute: 1_000_000,
      signupPerMinute: 1_000_000,
      verifyPerMinute: 1_000_000,
      devicePerMinute: 1_000_000,
    },
    ...overrides,
  };
  const app = await createApp(config, { clock, logDestination, webDir });
  // The contract test: every answer of the suite against the committed openapi.json.
  const contract = checkAnswersAgainstContract(app.getHttpAdapter().getInstance());
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    config,
    database: app.get(Database),
    server: app.getHttpServer(),
    contract,
    async close() {
      await app.close();
      if (!db) await testDb.drop();
      const { violations } = contract;
      if (violations.length > 0) {
        throw new Error(
          `${violations.length} answer(s) break the OpenAPI contract (openapi.json):\n${[...new Set(violations)].slice(0, 20).join('\n')}`,
        );
      }
    },
  };
}
