/**
 * `npm run bench:append-variants`: what the live-play work costs the append itself, in one run.
 * The raw append of `npm run bench:api` (scripts/bench/api/raw-appends.ts: Crier's own append
 * statement through `pg`, BENCH_CLIENTS clients, no HTTP, no engine) on one fresh migrated
 * database, four times: with the game_event notify trigger enabled or disabled, each with and
 * without a `turn` webhook outbox row per append. Compare the variants of one run (ratios), not
 * runs on different days: the machine is shared.
 *
 * Env: BENCH_SECONDS (10 per variant), BENCH_WARMUP_SECONDS (3), BENCH_CLIENTS (64),
 * BENCH_LISTENING=1 (a live listener is registered, so the trigger notifies).
 *
 * BENCH_APPEND_STATEMENTS (e.g. "0,1,2,4") measures group commit instead: the append as Crier makes
 * it (trigger on, no outbox row) with each of those DATABASE_APPEND_STATEMENTS values, in
 * BENCH_ROUNDS (2) interleaved rounds.
 */
import { Pool } from 'pg';
import { migrate } from '../src/database/migrator';
import { getGame } from '../src/engine';
import { createBenchDatabase, envNumber } from './bench/api/bench-database';
import { rawAppends } from './bench/api/raw-appends';

async function main(): Promise<void> {
  const rulesVersion = getGame('troyes-dice')?.rulesVersion;
  if (!rulesVersion) throw new Error('troyes-dice is not registered');
  const clients = Math.floor(envNumber('BENCH_CLIENTS', 64));
  const seconds = envNumber('BENCH_SECONDS', 10);
  const warmupSeconds = envNumber('BENCH_WARMUP_SECONDS', 3);
  const db = await createBenchDatabase();
  const pool = new Pool({ connectionString: db.url, max: 2 });
  try {
    await migrate(pool);
    const hasRegistry = (await pool.query<{ t: string | null }>(`SELECT to_regclass('live_listener')::text AS t`))
      .rows[0]?.t;
    if (hasRegistry && process.env.BENCH_LISTENING === '1') {
      await pool.query(`INSERT INTO live_listener (instance_id) VALUES (gen_random_uuid())`);
    }
    const payload = { move: { type: 'chooseDie', die: 0 }, events: [{ type: 'DieChosen', die: 0, value: 4 }] };
    const run = (extra: { appendStatements?: number; turnOutbox?: boolean }) =>
      rawAppends(db.url, { clients, seconds, warmupSeconds, payload, rulesVersion, ...extra });
    const grouping = process.env.BENCH_APPEND_STATEMENTS;
    if (grouping) {
      const counts = grouping.split(',').map((n) => Math.floor(Number(n)));
      for (let round = 1; round <= Math.floor(envNumber('BENCH_ROUNDS', 2)); round++) {
        for (const appendStatements of counts) {
          const r = await run({ appendStatements });
          console.log(JSON.stringify({ ...r, bench: 'api.append_grouping', round }));
        }
      }
      return;
    }
    for (const trigger of ['on', 'off'] as const) {
      await pool.query(
        `ALTER TABLE game_event ${trigger === 'on' ? 'ENABLE' : 'DISABLE'} TRIGGER game_event_notify_append`,
      );
      for (const outbox of [false, true]) {
        const r = await run({ turnOutbox: outbox });
        console.log(
          JSON.stringify({
            ...r,
            bench: 'api.append_variant',
            notify_trigger: trigger,
            listening: hasRegistry ? process.env.BENCH_LISTENING === '1' : 'always',
            turn_outbox_row: outbox,
          }),
        );
      }
    }
  } finally {
    await pool.end();
    await db.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
