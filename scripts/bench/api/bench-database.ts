import { Client } from 'pg';

/** The Postgres server the benchmarks use: DATABASE_URL's server, or the local default. */
export const DEFAULT_SERVER_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  /** URL of the fresh database. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * A fresh database `crier_bench_<timestamp>_<pid>` (BENCH_DB_PREFIX instead of `crier_bench`) on the
 * server of DATABASE_URL (default postgresql://postgres@127.0.0.1:5432), dropped by `drop()` unless BENCH_KEEP_DB=1. The
 * benchmarks never write into an existing database.
 */
export async function createBenchDatabase(env = process.env): Promise<BenchDatabase> {
  const serverUrl = env.DATABASE_URL && env.DATABASE_URL.trim() !== '' ? env.DATABASE_URL : DEFAULT_SERVER_URL;
  const name = `${env.BENCH_DB_PREFIX ?? 'crier_bench'}_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${process.pid}`;
  await withAdmin(serverUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const keep = env.BENCH_KEEP_DB === '1';
  return {
    url: url.toString(),
    name,
    async drop() {
      if (keep) {
        process.stderr.write(`kept database ${name}\n`);
        return;
      }
      await withAdmin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(serverUrl: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Median, p95, p99 of a list of millisecond samples, rounded to 0.01 ms. */
export function percentiles(samples: number[]): { p50_ms: number; p95_ms: number; p99_ms: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number): number => {
    if (s.length === 0) return 0;
    const v = s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
    return Math.round(v * 100) / 100;
  };
  return { p50_ms: at(0.5), p95_ms: at(0.95), p99_ms: at(0.99) };
}

/** A number from the environment, or the fallback. */
export function envNumber(name: string, fallback: number, env = process.env): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number (got "${raw}")`);
  return n;
}
