/**
 * Starting and stopping a Crier build as its own process for the benchmarks (`bench:api`,
 * `bench:routes`): production mode, LOG_LEVEL=warn, rate limits raised so they never trigger.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const RAISED_LIMIT = '10000000';

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** "A=1 B=2" → { A: '1', B: '2' }: extra settings for the Crier under test. */
export function serverEnv(spec: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (spec ?? '').split(/\s+/).filter(Boolean)) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new Error(`BENCH_SERVER_ENV: expected NAME=value, got "${pair}"`);
    out[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return out;
}

/** The environment of a Crier under benchmark on `port` and `databaseUrl`. */
export function crierEnv(port: number, databaseUrl: string): Record<string, string | undefined> {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    CRIER_SCHEMA_FILE: 'none',
    RATE_LIMIT_PER_MINUTE: RAISED_LIMIT,
    RATE_LIMIT_SIGNUP_PER_MINUTE: RAISED_LIMIT,
    RATE_LIMIT_VERIFY_PER_MINUTE: RAISED_LIMIT,
    RATE_LIMIT_DEVICE_PER_MINUTE: RAISED_LIMIT,
  };
}

export interface CrierProcess {
  child: ChildProcess;
  url: string;
}

/**
 * Starts `<distRoot>/src/main.js` (a built Crier: this one's, or another commit's for an A/B) on
 * `databaseUrl` and waits until /health answers 200.
 */
export async function startCrier(opts: {
  distRoot: string;
  /** The Node binary (default: the one running the benchmark). */
  node?: string;
  databaseUrl: string;
  nodeArgs?: string[];
  env?: Record<string, string>;
}): Promise<CrierProcess> {
  // A PORT in `env` (BENCH_SERVER_ENV) is kept: a shared box gives each user a port range.
  const port = opts.env?.PORT ? Number(opts.env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    opts.node ?? process.execPath,
    [...(opts.nodeArgs ?? []), path.join(opts.distRoot, 'src', 'main.js')],
    {
      env: { ...crierEnv(port, opts.databaseUrl), ...opts.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    await waitHealthy(url, child);
  } catch (err) {
    await stopCrier(child);
    throw err;
  }
  return { child, url };
}

/** Resolves once `url`/health answers 200; fails if the process exits first or after `timeoutMs`. */
export async function waitHealthy(url: string, server: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`Crier exited with ${server.exitCode} while starting`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('Crier did not become healthy in time');
}

/** SIGTERM, then SIGKILL after `timeoutMs`. */
export function stopCrier(child: ChildProcess, timeoutMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
