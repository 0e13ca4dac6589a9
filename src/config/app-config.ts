import { packageVersion } from './project-root';

/**
 * Crier's configuration: read from the environment once, at boot, and validated as a whole so a
 * bad deployment fails with one message naming every bad variable. Nothing else reads
 * `process.env` (the engine gets no config at all).
 */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Postgres URL; null means the embedded PGlite database. */
  databaseUrl: string | null;
  /** Where the embedded database keeps its files; 'memory' keeps nothing on disk. */
  dataDir: string;
  /** Connections in the pg pool. */
  databasePoolSize: number;
  /** Bounds on every piece of database work (see docs/reliability.md, "A database that hangs"). */
  databaseLimits: DatabaseLimits;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** JSON lines, one coloured line per entry for a person, or pretty in development in a terminal. */
  logFormat: 'json' | 'pretty' | 'auto';
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  /** Answers at least this long are compressed (br, gzip) when the client accepts it; 0: never. */
  compressionMinBytes: number;
  /** Allowed CORS origins; ['*'] allows any. */
  corsOrigins: string[];
  /** Where the code-first GraphQL schema is written at boot; null writes nothing. */
  schemaFile: string | null;
  /** Node processes serving HTTP on the port (node:cluster); more than 1 needs DATABASE_URL. */
  workers: number;
  /** Seconds a graceful shutdown may take before the process exits anyway. */
  shutdownTimeoutSeconds: number;
  /** Requests per minute: per API key (or IP), and per IP for sign-ups, verification and device codes redeemed. */
  rateLimit: { perMinute: number; signupPerMinute: number; verifyPerMinute: number; devicePerMinute: number };
  /** How long a checked API key is trusted on this instance without a database lookup (0: never). */
  authKeyCacheMs: number;
  /** GraphQL operations deeper or costlier than this are refused before they run. */
  graphqlMaxDepth: number;
  graphqlMaxComplexity: number;
  /** GET /graphql in a browser shows a GraphQL IDE served from Crier's own files. */
  graphqlIde: boolean;
  /** HMAC key of the daily seeds; null: generated once and kept in the database. */
  dailySecret: string | null;
  /** The build version reported by /health. */
  buildVersion: string;
  /** How often this instance sweeps timed games for run-out clocks (ms); 0: never (tests sweep by hand). */
  clockSweepIntervalMs: number;
  /** A seat that times out this many times in one game forfeits it. */
  clockForfeitAfter: number;
  /** How often this instance expires seeks and retries pools whose ranges widen (ms); 0: never. */
  seekSweepIntervalMs: number;
  /** Live play (SSE and GraphQL subscriptions): limits per connection and per key. */
  live: LiveLimits;
  /** Webhook deliveries (src/webhooks): SSRF policy, retries, timeouts, limits. */
  webhooks: WebhookSettings;
  /** Redis, shared by every instance: rate limits, live-stream caps, key changes. null: in-process. */
  redis: RedisSettings | null;
}

export interface RedisSettings {
  url: string;
  /** Longest wait for one Redis command; beyond it (or with Redis down) the instance counts alone. */
  timeoutMs: number;
  /** Prefix of every key and channel Crier uses (several deployments, or tests, on one Redis). */
  keyPrefix: string;
}

/** Live play's limits: what one caller may hold open, and what one slow reader may cost. */
export interface LiveLimits {
  /** Streams and subscriptions one API key (one IP when anonymous) may hold open on one instance. */
  maxStreamsPerKey: number;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
  /** Bytes a stream may have waiting for a slow reader before it is closed (SLOW_READER). */
  bufferBytes: number;
}

export interface WebhookSettings {
  /** Allow URLs resolving to private, loopback, link-local… addresses (tests, trusted networks). */
  allowPrivateAddresses: boolean;
  /** Attempts of one delivery before it is marked FAILED. */
  maxAttempts: number;
  /** Wait before the 2nd attempt; each further wait doubles (capped at an hour). */
  backoffBaseMs: number;
  /** Longest wait for a receiver's answer (connect, headers and body). */
  timeoutMs: number;
  /** How often each instance looks for due deliveries. */
  pollMs: number;
  /** Webhooks one player may have. */
  maxPerPlayer: number;
}

/**
 * How long Crier waits on its database, in milliseconds (0 turns a server-side limit off). The
 * request limits are set on every connection of the pool that serves requests; migrations, the
 * achievements rebuild and benchmark set-up use `maintenanceTimeoutMs` instead.
 */
export interface DatabaseLimits {
  /** Longest wait for a connection from the pool: a free one, or a new one opened. */
  poolWaitMs: number;
  /** Longest time to open one new connection (TCP, TLS, start-up); never more than poolWaitMs. */
  connectTimeoutMs: number;
  /** Postgres `statement_timeout` on request connections: the server cancels a longer statement. */
  statementTimeoutMs: number;
  /** Postgres `lock_timeout`: the server gives up waiting for a lock after this long. */
  lockTimeoutMs: number;
  /** Postgres `idle_in_transaction_session_timeout`: a transaction left idle is ended by the server. */
  idleInTransactionTimeoutMs: number;
  /** Client-side (`pg` query_timeout): a statement with no answer at all; its connection is closed. */
  queryTimeoutMs: number;
  /** statement_timeout and lock_timeout for migrations, rebuilds and benchmark set-up (0: none). */
  maintenanceTimeoutMs: number;
  /** Times a safe write is retried after a deadlock or serialization failure before a 503. */
  conflictRetries: number;
  /** Most append statements in flight at once; appends arriving meanwhile share one (0: never). */
  appendStatements: number;
}

/** One entry per environment variable: the single place documenting and parsing it. */
export const CONFIG_VARIABLES = {
  NODE_ENV: { default: 'development', meaning: 'development, production or test.' },
  HOST: { default: '127.0.0.1', meaning: 'Interface the HTTP server binds to (0.0.0.0 in a container).' },
  PORT: { default: '3000', meaning: 'HTTP port.' },
  DATABASE_URL: {
    default: '(unset)',
    meaning: 'PostgreSQL URL. Unset: Crier starts its embedded PGlite database.',
  },
  CRIER_DATA_DIR: {
    default: './.crier-data',
    meaning: 'Directory of the embedded database; `memory` keeps it in memory only. Ignored with DATABASE_URL.',
  },
  DATABASE_POOL_SIZE: { default: '10', meaning: 'Connections in the database pool (per process).' },
  DATABASE_POOL_WAIT_MS: {
    default: '3000',
    meaning:
      'Longest a request waits for a database connection (a free one, or a new one opened); 503 `DATABASE_UNAVAILABLE` (`POOL_TIMEOUT`) beyond.',
  },
  DATABASE_CONNECT_TIMEOUT_MS: {
    default: '2000',
    meaning:
      'Longest time to open one database connection (never more than `DATABASE_POOL_WAIT_MS`); 503 `DATABASE_UNAVAILABLE` (`CONNECT_TIMEOUT`) beyond.',
  },
  DATABASE_STATEMENT_TIMEOUT_MS: {
    default: '5000',
    meaning:
      "PostgreSQL `statement_timeout` of the connections serving requests: a longer statement is cancelled and its transaction rolled back; 503 `DATABASE_TIMEOUT`. 0: not set (the server's default applies).",
  },
  DATABASE_LOCK_TIMEOUT_MS: {
    default: '2000',
    meaning:
      'PostgreSQL `lock_timeout` of those connections: longest wait for a lock (a table or row held by other work); 503 `DATABASE_TIMEOUT`. 0: not set.',
  },
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: {
    default: '10000',
    meaning:
      'PostgreSQL `idle_in_transaction_session_timeout`: the server ends a session left idle inside a transaction (a stalled Crier), releasing its locks. 0: not set.',
  },
  DATABASE_QUERY_TIMEOUT_MS: {
    default: 'DATABASE_STATEMENT_TIMEOUT_MS + 1000',
    meaning:
      'Client-side bound on every statement, for a database that stops answering altogether: the connection is closed and the request answers 503 `DATABASE_TIMEOUT`. Must exceed the statement timeout. The only one of these limits the embedded database honours. 0: none.',
  },
  DATABASE_MAINTENANCE_TIMEOUT_MS: {
    default: '600000',
    meaning:
      'Statement, lock and idle-in-transaction timeout of migrations (also those at start-up), `npm run achievements:rebuild` and benchmark set-up, instead of the request limits. 0: not set.',
  },
  DATABASE_CONFLICT_RETRIES: {
    default: '3',
    meaning:
      'Retries, with jitter, of a move or game end the database aborted on a deadlock or serialization failure (safe: guarded by version and `Idempotency-Key`); then 503 `DATABASE_UNAVAILABLE` (`CONTENTION`).',
  },
  DATABASE_APPEND_STATEMENTS: {
    default: '2',
    meaning:
      'Most move appends in flight at once per process; appends to other games arriving meanwhile are written together, in one statement and one commit (group commit), each answered as alone. 0: one statement per append.',
  },
  LOG_LEVEL: { default: 'info', meaning: 'fatal, error, warn, info, debug, trace or silent.' },
  LOG_FORMAT: {
    default: 'auto',
    meaning:
      '`json`: one JSON object per line (for log collectors); `pretty`: one readable, coloured line per entry (pino-pretty); `auto`: pretty in development when stdout is a terminal, JSON otherwise. Nest’s start-up lines (each module, each route mapped) are at debug.',
  },
  BODY_LIMIT: { default: '1048576', meaning: 'Largest request body in bytes (413 PAYLOAD_TOO_LARGE beyond).' },
  COMPRESSION_MIN_BYTES: {
    default: '1024',
    meaning:
      'JSON, SVG and text answers at least this many bytes long are compressed, brotli or gzip as the client’s Accept-Encoding prefers; 0: never. Live streams are never compressed; the web client is served precompressed.',
  },
  CORS_ORIGINS: { default: '*', meaning: 'Comma-separated allowed origins for browsers, or `*`.' },
  GRAPHQL_IDE: {
    default: 'true',
    meaning:
      '`true`: `GET /graphql` in a browser shows a GraphQL IDE (Altair) served from Crier’s own files, nothing from a CDN; `false`: no page.',
  },
  CRIER_SCHEMA_FILE: {
    default: 'schema.gql in development, none otherwise',
    meaning: 'Where the GraphQL SDL is written at boot; `none` to skip.',
  },
  CRIER_WORKERS: {
    default: '1',
    meaning:
      'Processes serving the port (Node cluster; one per core uses every core). More than 1 needs DATABASE_URL. Rate limits and live-stream caps are per process unless REDIS_URL is set.',
  },
  REDIS_URL: {
    default: '(unset)',
    meaning:
      'Redis (`redis://` or `rediss://`) shared by every instance and worker: rate limits, live-stream caps per key and API-key changes then hold across all of them. Unset: each process keeps its own. See "Scaling out".',
  },
  REDIS_TIMEOUT_MS: {
    default: '250',
    meaning:
      'Longest wait for one Redis command. Redis down or slower: the instance counts on its own (as without REDIS_URL) and logs a warning, rather than fail or wait.',
  },
  REDIS_KEY_PREFIX: {
    default: '`crier:`',
    meaning: 'Prefix of every Redis key and channel Crier uses (several deployments on one Redis).',
  },
  SHUTDOWN_TIMEOUT_SECONDS: { default: '10', meaning: 'Seconds a graceful shutdown may take.' },
  RATE_LIMIT_PER_MINUTE: {
    default: '6000',
    meaning: 'Requests per minute per API key (per IP without a key); 429 RATE_LIMITED beyond.',
  },
  RATE_LIMIT_SIGNUP_PER_MINUTE: { default: '10', meaning: 'Player registrations per minute per IP.' },
  RATE_LIMIT_VERIFY_PER_MINUTE: {
    default: '30',
    meaning: 'Score verifications (POST /v1/verify, verifyScore) per minute per IP.',
  },
  RATE_LIMIT_DEVICE_PER_MINUTE: {
    default: '10',
    meaning: 'Device codes redeemed (POST /v1/device-codes/redeem, redeemDeviceCode) per minute per IP.',
  },
  AUTH_KEY_CACHE_MS: {
    default: '0',
    meaning:
      'Longest time (ms) a checked API key is trusted without a database lookup; 0 (the default) checks every request. While on, key changes reach every instance by PostgreSQL LISTEN/NOTIFY, and by Redis with REDIS_URL: the instance that revokes refuses the key at once, the others within milliseconds.',
  },
  GRAPHQL_MAX_DEPTH: { default: '10', meaning: 'Deepest GraphQL selection accepted.' },
  GRAPHQL_MAX_COMPLEXITY: {
    default: '1000',
    meaning: 'Largest GraphQL query cost accepted (one per field, times page sizes).',
  },
  LIVE_MAX_STREAMS_PER_KEY: {
    default: '20',
    meaning:
      'Live streams (SSE) and GraphQL subscriptions one API key (one IP when anonymous) may hold open (on all instances together with REDIS_URL, on each one without); 429 TOO_MANY_STREAMS beyond.',
  },
  LIVE_HEARTBEAT_MS: { default: '15000', meaning: 'A live stream sends a comment line this often (ms) when idle.' },
  LIVE_BUFFER_BYTES: {
    default: '262144',
    meaning:
      'Bytes a live stream may have waiting for a slow reader; beyond, it is closed with `event: close` (SLOW_READER) and the client resumes with Last-Event-ID.',
  },
  CRIER_DAILY_SECRET: {
    default: '(generated)',
    meaning:
      'HMAC key daily-puzzle seeds are derived from (at least 32 characters). Unset: generated on first start and kept in the database.',
  },
  CLOCK_SWEEP_INTERVAL_MS: {
    default: '1000',
    meaning:
      'How often (ms) each instance looks for timed games whose turn clock ran out and makes the timed-out seat’s default move; safe with several instances (rows claimed with `FOR UPDATE SKIP LOCKED`). 0: no sweeping on this instance.',
  },
  SEEK_SWEEP_INTERVAL_MS: {
    default: '1000',
    meaning:
      'How often (ms) each instance closes expired seeks and tries again the pools whose rating ranges widen with waiting time (docs/api.md, "Matchmaking"); safe with several instances (one advisory lock per pool). 0: no sweeping on this instance.',
  },
  CLOCK_FORFEIT_AFTER: {
    default: '3',
    meaning:
      'Timeouts after which a seat forfeits a timed game: it ends `ABANDONED`, the seat ranked last (docs/api.md, "Clocks").',
  },
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: {
    default: 'false',
    meaning:
      '`true` lets webhook URLs resolve to loopback, private, link-local and other non-public addresses (tests, a trusted network). `false`: refused when created (400 `WEBHOOK_URL_NOT_PUBLIC`) and checked again on every delivery, against every resolved address.',
  },
  WEBHOOK_MAX_ATTEMPTS: {
    default: '10',
    meaning: 'Attempts of one webhook delivery (the first included) before it is marked `FAILED`.',
  },
  WEBHOOK_BACKOFF_BASE_MS: {
    default: '10000',
    meaning: 'Wait before the second attempt of a webhook delivery; each further wait doubles, capped at one hour.',
  },
  WEBHOOK_TIMEOUT_MS: {
    default: '5000',
    meaning: 'Longest a webhook receiver may take to answer; longer is a failed attempt.',
  },
  WEBHOOK_POLL_MS: { default: '1000', meaning: 'How often each instance looks for due webhook deliveries (ms).' },
  WEBHOOK_MAX_PER_PLAYER: { default: '10', meaning: 'Webhooks one player may have (409 `CONFLICT` beyond).' },
} as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const problems: string[] = [];
  const str = (name: keyof typeof CONFIG_VARIABLES): string | undefined => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };
  const int = (name: keyof typeof CONFIG_VARIABLES, fallback: number, min: number, max: number): number => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return n;
  };
  const oneOf = <T extends string>(name: keyof typeof CONFIG_VARIABLES, allowed: readonly T[], fallback: T): T => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
      return fallback;
    }
    return raw as T;
  };

  const nodeEnv = oneOf('NODE_ENV', NODE_ENVS, 'development');
  const databaseUrl = str('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  const redisUrl = str('REDIS_URL') ?? null;
  if (redisUrl !== null && !/^rediss?:\/\//.test(redisUrl))
    problems.push('REDIS_URL must be a redis:// or rediss:// URL');
  const schemaRaw = str('CRIER_SCHEMA_FILE');
  const config: AppConfig = {
    nodeEnv,
    host: str('HOST') ?? '127.0.0.1',
    port: int('PORT', 3000, 0, 65535),
    databaseUrl,
    dataDir: str('CRIER_DATA_DIR') ?? './.crier-data',
    databasePoolSize: int('DATABASE_POOL_SIZE', 10, 1, 200),
    databaseLimits: databaseLimits(int),
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    logFormat: oneOf('LOG_FORMAT', ['json', 'pretty', 'auto'] as const, 'auto'),
    bodyLimit: int('BODY_LIMIT', 1_048_576, 1024, 104_857_600),
    compressionMinBytes: int('COMPRESSION_MIN_BYTES', 1024, 0, 104_857_600),
    corsOrigins: (str('CORS_ORIGINS') ?? '*')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    schemaFile: schemaRaw === 'none' ? null : (schemaRaw ?? (nodeEnv === 'development' ? 'schema.gql' : null)),
    workers: int('CRIER_WORKERS', 1, 1, 64),
    shutdownTimeoutSeconds: int('SHUTDOWN_TIMEOUT_SECONDS', 10, 1, 600),
    rateLimit: {
      perMinute: int('RATE_LIMIT_PER_MINUTE', 6000, 1, 10_000_000),
      signupPerMinute: int('RATE_LIMIT_SIGNUP_PER_MINUTE', 10, 1, 10_000_000),
      verifyPerMinute: int('RATE_LIMIT_VERIFY_PER_MINUTE', 30, 1, 10_000_000),
      devicePerMinute: int('RATE_LIMIT_DEVICE_PER_MINUTE', 10, 1, 10_000_000),
    },
    authKeyCacheMs: int('AUTH_KEY_CACHE_MS', 0, 0, 3_600_000),
    graphqlMaxDepth: int('GRAPHQL_MAX_DEPTH', 10, 2, 100),
    graphqlMaxComplexity: int('GRAPHQL_MAX_COMPLEXITY', 1000, 10, 1_000_000),
    graphqlIde: oneOf('GRAPHQL_IDE', ['true', 'false'] as const, 'true') === 'true',
    dailySecret: str('CRIER_DAILY_SECRET') ?? null,
    buildVersion: env.npm_package_version ?? packageVersion(),
    clockSweepIntervalMs: int('CLOCK_SWEEP_INTERVAL_MS', 1000, 0, HOUR_MS),
    clockForfeitAfter: int('CLOCK_FORFEIT_AFTER', 3, 1, 1000),
    seekSweepIntervalMs: int('SEEK_SWEEP_INTERVAL_MS', 1000, 0, HOUR_MS),
    live: {
      maxStreamsPerKey: int('LIVE_MAX_STREAMS_PER_KEY', 20, 1, 1_000_000),
      heartbeatMs: int('LIVE_HEARTBEAT_MS', 15_000, 100, 600_000),
      bufferBytes: int('LIVE_BUFFER_BYTES', 262_144, 1_024, 1_073_741_824),
    },
    webhooks: {
      allowPrivateAddresses: oneOf('WEBHOOK_ALLOW_PRIVATE_ADDRESSES', ['true', 'false'] as const, 'false') === 'true',
      maxAttempts: int('WEBHOOK_MAX_ATTEMPTS', 10, 1, 100),
      backoffBaseMs: int('WEBHOOK_BACKOFF_BASE_MS', 10_000, 1, HOUR_MS),
      timeoutMs: int('WEBHOOK_TIMEOUT_MS', 5_000, 100, 60_000),
      pollMs: int('WEBHOOK_POLL_MS', 1_000, 10, 60_000),
      maxPerPlayer: int('WEBHOOK_MAX_PER_PLAYER', 10, 1, 1_000),
    },
    redis:
      redisUrl === null
        ? null
        : {
            url: redisUrl,
            timeoutMs: int('REDIS_TIMEOUT_MS', 250, 10, 60_000),
            keyPrefix: str('REDIS_KEY_PREFIX') ?? 'crier:',
          },
  };
  const limits = config.databaseLimits;
  if (
    limits.statementTimeoutMs > 0 &&
    limits.queryTimeoutMs > 0 &&
    limits.queryTimeoutMs <= limits.statementTimeoutMs
  ) {
    problems.push(
      'DATABASE_QUERY_TIMEOUT_MS must exceed DATABASE_STATEMENT_TIMEOUT_MS (the server should cancel a slow statement before Crier gives up on its connection)',
    );
  }
  if (config.dailySecret !== null && config.dailySecret.length < 32) {
    problems.push('CRIER_DAILY_SECRET must be at least 32 characters');
  }
  if (config.workers > 1 && config.databaseUrl === null) {
    problems.push('CRIER_WORKERS above 1 needs DATABASE_URL (the embedded database belongs to one process)');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

type IntReader = (name: keyof typeof CONFIG_VARIABLES, fallback: number, min: number, max: number) => number;

const HOUR_MS = 3_600_000;

function databaseLimits(int: IntReader): DatabaseLimits {
  const statementTimeoutMs = int('DATABASE_STATEMENT_TIMEOUT_MS', 5_000, 0, HOUR_MS);
  return {
    poolWaitMs: int('DATABASE_POOL_WAIT_MS', 3_000, 100, 10 * 60_000),
    connectTimeoutMs: int('DATABASE_CONNECT_TIMEOUT_MS', 2_000, 100, 10 * 60_000),
    statementTimeoutMs,
    lockTimeoutMs: int('DATABASE_LOCK_TIMEOUT_MS', 2_000, 0, HOUR_MS),
    idleInTransactionTimeoutMs: int('DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', 10_000, 0, 24 * HOUR_MS),
    queryTimeoutMs: int(
      'DATABASE_QUERY_TIMEOUT_MS',
      statementTimeoutMs > 0 ? statementTimeoutMs + 1_000 : 0,
      0,
      HOUR_MS,
    ),
    maintenanceTimeoutMs: int('DATABASE_MAINTENANCE_TIMEOUT_MS', 600_000, 0, 24 * HOUR_MS),
    conflictRetries: int('DATABASE_CONFLICT_RETRIES', 3, 0, 10),
    appendStatements: int('DATABASE_APPEND_STATEMENTS', 2, 0, 200),
  };
}
