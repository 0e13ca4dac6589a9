/**
 * The limit of `npm run bench:api`: the append Crier does for every accepted move (bump
 * game.version under the expected-version guard, insert the event), issued straight through `pg`
 * by the same number of clients, each on its own pre-created game, with no HTTP and no engine. It
 * goes through the real EventStore, so the SQL is Crier's own, and so is its grouping of
 * concurrent appends into one statement (`appendStatements`, DATABASE_APPEND_STATEMENTS).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Pool } from 'pg';
import type { Database } from '../../../src/database/database';
import { EventStore } from '../../../src/persistence/event-store';
import { percentiles } from './bench-database';
import { cpuPerUnit, cpuSnapshot, type CpuSnapshot } from './cpu';

export interface RawResult {
  bench: 'api.raw_appends';
  appends_per_s: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  appends: number;
  errors: number;
  clients: number;
  /** The store's DATABASE_APPEND_STATEMENTS (0: every append its own statement). */
  append_statements: number;
  /** CPU ms per append: this process (the `pg` clients) and Postgres; machine_busy in 0..1. */
  cpu_per_append: Record<string, number | null>;
}

export async function rawAppends(
  url: string,
  opts: {
    clients: number;
    seconds: number;
    warmupSeconds: number;
    payload: unknown;
    rulesVersion: string;
    /** Each append also writes a `turn` webhook outbox row (the player subscribes to "turn"). */
    turnOutbox?: boolean;
    /** The store's DATABASE_APPEND_STATEMENTS (0: every append its own statement). */
    appendStatements?: number;
  },
): Promise<RawResult> {
  const pool = new Pool({ connectionString: url, max: opts.clients });
  // A connection closed while the pool winds down must not crash the benchmark.
  pool.on('error', () => undefined);
  try {
    const playerId = randomUUID();
    await pool.query(`INSERT INTO player (id, name) VALUES ($1, 'raw append bench')`, [playerId]);
    if (opts.turnOutbox) {
      await pool.query(
        `INSERT INTO webhook (id, player_id, url, events, secret) VALUES ($1, $2, 'https://example.invalid/hook', '["turn"]', 'bench')`,
        [randomUUID(), playerId],
      );
    }
    const games: string[] = [];
    for (let i = 0; i < opts.clients; i++) {
      const id = randomUUID();
      await pool.query(
        `INSERT INTO game (id, game, rules_version, options, player_count, seed, status, version, started_at)
         VALUES ($1, 'troyes-dice', $2, '{}', 1, 'raw', 'ACTIVE', 0, now())`,
        [id, opts.rulesVersion],
      );
      await pool.query('INSERT INTO game_seat (game_id, seat, player_id) VALUES ($1, 0, $2)', [id, playerId]);
      games.push(id);
    }
    const store = new EventStore({
      pool,
      statement: (name: string, text: string, values: unknown[]) => ({ name, text, values }),
      limits: { conflictRetries: 0, appendStatements: opts.appendStatements ?? 0, poolWaitMs: 60_000 },
    } as unknown as Database);
    const samples: number[] = [];
    let appends = 0;
    let errors = 0;
    let measuring = false;
    const start = performance.now();
    const measureFrom = start + opts.warmupSeconds * 1000;
    const until = measureFrom + opts.seconds * 1000;
    let measuredFrom = measureFrom;
    let cpuBefore: CpuSnapshot | null = null;
    const switcher = setTimeout(() => {
      measuredFrom = performance.now();
      cpuBefore = cpuSnapshot({ client: process.pid });
      measuring = true;
    }, opts.warmupSeconds * 1000);
    await Promise.all(
      games.map(async (gameId) => {
        let version = 0;
        for (let guard = 0; performance.now() < until && guard < 100_000_000; guard++) {
          const t0 = performance.now();
          let ok = false;
          try {
            ok = await store.append({
              gameId,
              expectedVersion: version,
              events: [{ seq: version + 1, type: 'MoveMade', seat: 0, payload: opts.payload }],
              ...(opts.turnOutbox ? { turn: [0] } : {}),
            });
          } catch {
            ok = false;
          }
          const ms = performance.now() - t0;
          if (ok) version++;
          if (!measuring) continue;
          if (ok) {
            appends++;
            samples.push(ms);
          } else {
            errors++;
          }
        }
      }),
    );
    clearTimeout(switcher);
    const cpuAfter = cpuSnapshot({ client: process.pid });
    const elapsed = (performance.now() - measuredFrom) / 1000;
    return {
      bench: 'api.raw_appends',
      appends_per_s: Math.round(appends / elapsed),
      ...percentiles(samples),
      appends,
      errors,
      clients: opts.clients,
      append_statements: opts.appendStatements ?? 0,
      cpu_per_append: cpuBefore ? cpuPerUnit(cpuBefore, cpuAfter, appends) : {},
    };
  } finally {
    await pool.end();
  }
}
