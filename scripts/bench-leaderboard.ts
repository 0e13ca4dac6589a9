/**
 * `npm run bench:leaderboard`: a daily, a weekly, a monthly and the all-time board with 1,000,000
 * entries each on the real Postgres, then every board read — first page, deep cursor page, jump to
 * a rank deep in the board, a player's rank with and without around-me, a friends list of 100 on
 * each board — each timed many times through the real LeaderboardService (the code behind REST and
 * GraphQL). One JSON line per figure (median, p95, p99).
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
const WEEK = '2026-W03'; // the ISO week of DATE
const MONTH = '2026-01';
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
      'CREATE INDEX leaderboard_entry_board_idx ON leaderboard_entry (kind, date, neg_score, neg_tie_break, finished_at, player_id)',
    );
    await c.query('CREATE INDEX leaderboard_entry_player_idx ON leaderboard_entry (player_id, kind, date DESC)');
    await c.query(
      `INSERT INTO leaderboard_score_count (kind, date, score, entries)
       SELECT kind, date, score, count(*) FROM leaderboard_entry GROUP BY kind, date, score`,
    );
    // The week's and month's totals (1-7 and 1-28 days of 0-198 each: up to ~5,500 distinct
    // totals, as a real month has) and the all-time bests, with their counts, as the projection
    // would have written them.
    await c.query('DROP INDEX leaderboard_period_entry_board_idx, leaderboard_best_board_idx');
    await c.query(
      `INSERT INTO leaderboard_period_entry (kind, period, player_id, score, tie_break, days, reached_at)
       SELECT $2, p.period, ${PLAYER_ID('i')}, p.days * ((abs(hashtext(p.period || i)) % 100) + (abs(hashtext('d' || i)) % 100)),
              0, p.days, $3::date + interval '10 minutes' + (i::bigint * 86000000 / $1::int) * interval '1 ms'
         FROM generate_series(1, $1::int) AS i,
              LATERAL (VALUES ($4, 1 + abs(hashtext('w' || i)) % 7), ($5, 1 + abs(hashtext('m' || i)) % 28)) AS p(period, days)`,
      [ENTRIES, KIND, DATE, WEEK, MONTH],
    );
    await c.query(
      `INSERT INTO leaderboard_best (kind, player_id, best_score, best_tie_break, best_game_id, best_at, games, total_score)
       SELECT kind, player_id, score, tie_break, game_id, finished_at, 1, score FROM leaderboard_entry`,
    );
    await c.query(
      'CREATE INDEX leaderboard_period_entry_board_idx ON leaderboard_period_entry (kind, period, neg_score, neg_tie_break, reached_at, player_id)',
    );
    await c.query(
      'CREATE INDEX leaderboard_best_board_idx ON leaderboard_best (kind, neg_best_score, neg_best_tie_break, best_at, player_id)',
    );
    await c.query(
      `INSERT INTO leaderboard_period_count (kind, period, score, tie_break, entries)
       SELECT kind, period, score, tie_break, count(*) FROM leaderboard_period_entry GROUP BY 1, 2, 3, 4`,
    );
    await c.query(
      `INSERT INTO leaderboard_best_count (kind, score, tie_break, entries)
       SELECT kind, best_score, best_tie_break, count(*) FROM leaderboard_best GROUP BY 1, 2, 3`,
    );
    await c.query('SET session_replication_role = DEFAULT');
    await c.query(
      `VACUUM ANALYZE player, game, game_seat, leaderboard_entry, leaderboard_score_count, leaderboard_period_entry,
                      leaderboard_period_count, leaderboard_best, leaderboard_best_count`,
    );
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
  const { p50_ms, p95_ms, p99_ms } = percentiles(samples);
  console.log(JSON.stringify({ bench: name, median_ms: p50_ms, p95_ms, p99_ms, runs: RUNS, entries: ENTRIES }));
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
    const deepCursor = encodeKey({ score: d.score, tieBreak: 0, at: d.finished_at, playerId: d.player_id });

    // Sanity: the deep page starts right after entry `deepAt`, and ranks agree with the counts.
    const check = await boards.dailyBoard(KIND, DATE, 100, deepCursor);
    if (check.items.length !== 100 || check.totalCount !== ENTRIES) throw new Error('deep page check failed');

    // Jump to rank: a different rank each time, all in the deepest tenth of the board.
    const deepRank = (i: number): number => deepAt + ((i * 7919) % Math.floor(ENTRIES * 0.1 - 100));
    const jumped = await boards.dailyBoard(KIND, DATE, 100, { rank: deepAt + 1 });
    if (jumped.items[0]?.playerId !== check.items[0]?.playerId) throw new Error('jump to rank check failed');

    await time('leaderboard.first_page', () => boards.dailyBoard(KIND, DATE, 100, null));
    await time('leaderboard.deep_page', () => boards.dailyBoard(KIND, DATE, 100, deepCursor));
    await time('leaderboard.jump_to_rank', (i) => boards.dailyBoard(KIND, DATE, 100, { rank: deepRank(i) }));
    await time('weekly.first_page', () => boards.periodBoard(KIND, 'weekly', WEEK, 100, {}));
    await time('weekly.jump_to_rank', (i) => boards.periodBoard(KIND, 'weekly', WEEK, 100, { rank: deepRank(i) }));
    await time('monthly.first_page', () => boards.periodBoard(KIND, 'monthly', MONTH, 100, {}));
    await time('monthly.jump_to_rank', (i) => boards.periodBoard(KIND, 'monthly', MONTH, 100, { rank: deepRank(i) }));
    await time('all_time.first_page', () => boards.allTime(KIND, 100, null));
    await time('all_time.jump_to_rank', (i) => boards.allTime(KIND, 100, { rank: deepRank(i) }));
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
    // A friends list of 100 players spread over the board, a different list each time.
    await time('leaderboard.friends_100', (i) =>
      boards.dailyFriends(
        KIND,
        DATE,
        Array.from({ length: 100 }, (_, j) => ids[(i + j * 3) % ids.length] as string),
      ),
    );
    // The same lists through the period and all-time boards (every bench player is on each).
    const friendsOf = (i: number): string[] => Array.from({ length: 100 }, (_, j) => ids[(i + j * 3) % ids.length]!);
    const all100 = async (page: Promise<{ items: unknown[] }>): Promise<void> => {
      if ((await page).items.length !== 100) throw new Error('a friends list of 100 lost players');
    };
    await time('weekly.friends_100', (i) => all100(boards.periodFriends(KIND, 'weekly', WEEK, friendsOf(i))));
    await time('monthly.friends_100', (i) => all100(boards.periodFriends(KIND, 'monthly', MONTH, friendsOf(i))));
    await time('all_time.friends_100', (i) => all100(boards.allTimeFriends(KIND, friendsOf(i))));
  } finally {
    await app?.close().catch(() => undefined);
    await db.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
