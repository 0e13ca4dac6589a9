/**
 * `npm run bench:leaderboard`: one daily board with 1,000,000 entries on the real Postgres, then
 * the first page of 100, a deep cursor page and a player's rank, each timed many times through
 * the real LeaderboardService (the code behind REST and GraphQL). One JSON line per figure.
 *
 * A fresh database `crier_bench_<ts>` is created on DATABASE_URL's server (default
 * postgresql://postgres@127.0.0.1:5432) and dropped at the end (BENCH_KEEP_DB=1 keeps it).
 * BENCH_ENTRIES (default 1000000), BENCH_RUNS (default 300 per figure).
 */
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { loadConfig } from '../src/config/app-config';
import { createApp } from '../src/create-app';
import { maintenanceLimits, sessionParameters } from '../src/database/session-limits';
import { getGame } from '../src/engine';
import { LeaderboardService, encodeKey } from '../src/leaderboard/leaderboard.service';
import { createBenchDatabase, envNumber, percentiles } from './bench/api/bench-database';

const KIND = 'troyes-dice';
const DATE = '2026-01-15';
const ENTRIES = Math.floor(envNumber('BENCH_ENTRIES', 1_000_000));
const RUNS = Math.floor(envNumber('BENCH_RUNS', 300));
const WARMUP = 20;

/** Deterministic ids and scores from the entry number, so a run is reproducible. */
const PLAYER_ID = (i: string): string => `md5('bench-player-' || ${i})::uuid`;
const GAME_ID = (i: string): string => `md5('bench-game-' || ${i})::uuid`;

async function load(url: string): Promise<number> {
  const rulesVersion = getGame('troyes-dice')?.rulesVersion;
  if (!rulesVersion) throw new Error('troyes-dice is not registered');
  // Loading a million rows and building the indexes runs far past the request limits.
  const c = new Client({
    connectionString: url,
    ...sessionParameters(maintenanceLimits(loadConfig(process.env).databaseLimits)),
  });
  await c.connect();
  const t0 = performance.now();
  try {
    // The rows are consistent by construction, so the foreign-key triggers are skipped while
    // loading (superuser only), and the board indexes are built once at the end.
    await c.query('SET session_replication_role = replica');
    await c.query("SET maintenance_work_mem = '256MB'");
    await c.query('DROP INDEX leaderboard_entry_board_idx, leaderboard_entry_player_idx');
    await c.query('ALTER TABLE leaderboard_entry DROP CONSTRAINT leaderboard_entry_pkey');
    await c.query(
      `INSERT INTO player (id, name, created_at)
       SELECT ${PLAYER_ID('i')}, 'bench player ' || i, timestamptz '2026-01-01' + i * interval '1 ms'
         FROM generate_series(1, $1::int) AS i`,
      [ENTRIES],
    );
    // Scores 0..198, roughly triangular like real totals; finish times spread over the day.
    await c.query(
      `INSERT INTO game (id, game, rules_version, options, player_count, seed, status, version, result,
                         created_at, updated_at, started_at, finished_at, daily_kind, daily_date, ranked,
                         deadline, seed_reveal_at)
       SELECT ${GAME_ID('i')}, 'troyes-dice', $2, '{}'::jsonb, 1, 'bench', 'FINISHED', 0, NULL,
              t, t, t, t + interval '10 minutes', $3, $4::date, true,
              $4::date + 1, $4::date + 1
         FROM generate_series(1, $1::int) AS i,
              LATERAL (SELECT $4::date + (i::bigint * 86000000 / $1::int) * interval '1 ms' AS t) AS x`,
      [ENTRIES, rulesVersion, KIND, DATE],
    );
    await c.query(
      `INSERT INTO game_seat (game_id, seat, player_id) SELECT ${GAME_ID('i')}, 0, ${PLAYER_ID('i')}
         FROM generate_series(1, $1::int) AS i`,
      [ENTRIES],
    );
    await c.query(
      `INSERT INTO leaderboard_entry (kind, date, player_id, game_id, score, finished_at)
       SELECT $2, $3::date, ${PLAYER_ID('i')}, ${GAME_ID('i')},
              (abs(hashtext('a' || i)) % 100) + (abs(hashtext('b' || i)) % 100),
              $3::date + interval '10 minutes' + (i::bigint * 86000000 / $1::int) * interval '1 ms'
         FROM generate_series(1, $1::int) AS i`,
      [ENTRIES, KIND, DATE],
    );
    await c.query(
      'ALTER TABLE leaderboard_entry ADD CONSTRAINT leaderboard_entry_pkey PRIMARY KEY (kind, date, player_id)',
    );
    await c.query(
      'CREATE INDEX leaderboard_entry_board_idx ON leaderboard_entry (kind, date, neg_score, finished_at, player_id)',
    );
    await c.query('CREATE INDEX leaderboard_entry_player_idx ON leaderboard_entry (player_id, kind, date DESC)');
    await c.query(
      `INSERT INTO leaderboard_score_count (kind, date, score, entries)
       SELECT kind, date, score, count(*) FROM leaderboard_entry GROUP BY kind, date, score`,
    );
    await c.query('SET session_replication_role = DEFAULT');
    await c.query('VACUUM ANALYZE player, game, game_seat, leaderboard_entry, leaderboard_score_count');
    const { rows } = await c.query<{ n: number; ok: boolean }>(
      `SELECT (SELECT count(*) FROM leaderboard_entry)::int AS n,
              (SELECT sum(entries) FROM leaderboard_score_count) = (SELECT count(*) FROM leaderboard_entry) AS ok`,
    );
    if (rows[0]?.n !== ENTRIES || !rows[0]?.ok) throw new Error(`load check failed: ${JSON.stringify(rows[0])}`);
  } finally {
    await c.end();
  }
  return (performance.now() - t0) / 1000;
}

async function time(name: string, op: (i: number) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < WARMUP; i++) await op(i);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await op(WARMUP + i);
    samples.push(performance.now() - t0);
  }
  const { p50_ms, p95_ms } = percentiles(samples);
  console.log(JSON.stringify({ bench: name, median_ms: p50_ms, p95_ms, runs: RUNS, entries: ENTRIES }));
}

async function main(): Promise<void> {
  const db = await createBenchDatabase();
  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  try {
    const config = {
      ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }),
      databaseUrl: db.url,
      schemaFile: null,
    };
    // Booting the app once applies the migrations, so the board has the real schema.
    app = await createApp(config);
    await app.init();
    const seconds = await load(db.url);
    console.log(
      JSON.stringify({ bench: 'leaderboard.load', entries: ENTRIES, seconds: Math.round(seconds * 10) / 10 }),
    );

    const boards = app.get(LeaderboardService);
    const c = new Client({ connectionString: db.url });
    await c.connect();
    const deepAt = Math.floor(ENTRIES * 0.9);
    const { rows: deep } = await c.query<{ score: number; finished_at: Date; player_id: string }>(
      `SELECT score, finished_at, player_id FROM leaderboard_entry WHERE kind = $1 AND date = $2
        ORDER BY neg_score, finished_at, player_id OFFSET $3 LIMIT 1`,
      [KIND, DATE, deepAt - 1],
    );
    await c.end();
    const d = deep[0];
    if (!d) throw new Error('no deep entry');
    const deepCursor = encodeKey({ score: d.score, at: d.finished_at, playerId: d.player_id });

    // Sanity: the deep page starts right after entry `deepAt`, and ranks agree with the counts.
    const check = await boards.dailyBoard(KIND, DATE, 100, deepCursor);
    if (check.items.length !== 100 || check.totalCount !== ENTRIES) throw new Error('deep page check failed');

    await time('leaderboard.first_page', () => boards.dailyBoard(KIND, DATE, 100, null));
    await time('leaderboard.deep_page', () => boards.dailyBoard(KIND, DATE, 100, deepCursor));
    // A different player each time (spread over the whole board), so no run hits a warm row.
    const ids: string[] = [];
    const pick = new Client({ connectionString: db.url });
    await pick.connect();
    const { rows: sample } = await pick.query<{ id: string }>(
      `SELECT md5('bench-player-' || i)::uuid::text AS id
         FROM generate_series(1, $1::int) AS g(n), LATERAL (SELECT 1 + (n::bigint * 7919) % $2::int AS i) AS x`,
      [RUNS + WARMUP, ENTRIES],
    );
    await pick.end();
    for (const r of sample) ids.push(r.id);
    await time('leaderboard.my_rank', async (i) => {
      const r = await boards.myRank(KIND, DATE, ids[i % ids.length] as string);
      if (!r.entry) throw new Error('player not on the board');
    });
    await time('leaderboard.my_rank_around_10', (i) => boards.myRank(KIND, DATE, ids[i % ids.length] as string, 10));
  } finally {
    await app?.close().catch(() => undefined);
    await db.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
