/**
 * `npm run bench:ratings` (issue 33):
 *
 * 1. **Rebuild**: BENCH_GAMES (default 100,000) rated 4-player Orléans games among BENCH_PLAYERS
 *    (default 20,000) players, seeded straight into the database with random rankings, then
 *    `ratings:rebuild`'s code (src/ratings/rebuild.ts) timed on one connection: node CPU, the
 *    PostgreSQL backend's CPU (from /proc) and wall time; a second rebuild must give the same
 *    tables to the bit (md5 of their rows in order).
 * 2. **Boards**: BENCH_RATED (default 1,000,000) ratings of one game loaded with generate_series
 *    (90 % established, 10 % provisional), then the rating board's reads through the real
 *    RatingsService (the code behind REST and GraphQL): first page, a deep page after a cursor,
 *    jump to a deep rank, a player's rating with 10 around, a friends list of 100. BENCH_RUNS
 *    (default 300) timed calls per figure after 20 warm-up. One JSON line per figure.
 *
 * A fresh database `<BENCH_DB_PREFIX or crier_bench>_<ts>_<pid>` on DATABASE_URL's server (default
 * postgresql://postgres@127.0.0.1:5432), dropped at the end (BENCH_KEEP_DB=1 keeps it).
 */
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { loadConfig } from '../src/config/app-config';
import { createApp } from '../src/create-app';
import { Database } from '../src/database/database';
import { maintenanceLimits, sessionParameters } from '../src/database/session-limits';
import { getGame } from '../src/engine';
import { encodeKey } from '../src/leaderboard/board-page';
import { RatingsRepository } from '../src/ratings/ratings.repository';
import { RatingsService } from '../src/ratings/ratings.service';
import { rebuildRatings } from '../src/ratings/rebuild';
import { createBenchDatabase, envNumber, percentiles } from './bench/api/bench-database';

const GAMES = Math.floor(envNumber('BENCH_GAMES', 100_000));
const PLAYERS = Math.floor(envNumber('BENCH_PLAYERS', 20_000));
const RATED = Math.floor(envNumber('BENCH_RATED', 1_000_000));
const RUNS = Math.floor(envNumber('BENCH_RUNS', 300));
const WARMUP = 20;
const GAME = 'orleans';

const line = (o: Record<string, unknown>): void => console.log(JSON.stringify(o));

/** CPU seconds (user + system) of a process on this machine, from /proc (Linux). */
function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function admin(url: string): Promise<Client> {
  const c = new Client({
    connectionString: url,
    ...sessionParameters(maintenanceLimits(loadConfig(process.env).databaseLimits)),
  });
  await c.connect();
  return c;
}

/** The rated games: four distinct players each (offsets 0, 5003, 10006, 15009 of a hashed start), random places. */
async function seedGames(url: string): Promise<number> {
  const rulesVersion = getGame(GAME)!.rulesVersion;
  const c = await admin(url);
  const t0 = performance.now();
  try {
    await c.query('SET session_replication_role = replica');
    await c.query(
      `INSERT INTO player (id, name) SELECT md5('rp-' || i)::uuid, 'rated ' || i FROM generate_series(0, $1::int - 1) i`,
      [PLAYERS],
    );
    await c.query(
      `INSERT INTO game (id, game, rules_version, options, player_count, seed, status, version, result, created_at,
                         updated_at, started_at, finished_at, rated, rating_seq)
       SELECT md5('rg-' || i)::uuid, $2, $3, '{}'::jsonb, 4, 'bench', 'FINISHED', 0,
              jsonb_build_object('scores', '[]'::jsonb, 'ranking', (
                SELECT jsonb_agg(jsonb_build_object('seat', k, 'rank', 1 + abs(hashtext(i || ':' || k)) % 4, 'total', 0))
                  FROM generate_series(0, 3) k)),
              t, t, t, t, true, i
         FROM generate_series(1, $1::int) i, LATERAL (SELECT timestamptz '2026-01-01' + i * interval '1 second' AS t) x`,
      [GAMES, GAME, rulesVersion],
    );
    await c.query(
      `INSERT INTO game_seat (game_id, seat, player_id)
       SELECT md5('rg-' || i)::uuid, k, md5('rp-' || ((abs(hashtext('g' || i)) + k * 5003) % $2::int))::uuid
         FROM generate_series(1, $1::int) i, generate_series(0, 3) k`,
      [GAMES, PLAYERS],
    );
    await c.query('SET session_replication_role = DEFAULT');
    await c.query('VACUUM ANALYZE player, game, game_seat');
  } finally {
    await c.end();
  }
  return (performance.now() - t0) / 1000;
}

async function benchRebuild(url: string): Promise<void> {
  line({ bench: 'ratings.seed', games: GAMES, players: PLAYERS, seconds: +(await seedGames(url)).toFixed(1) });
  const logger = new Logger('bench:ratings');
  logger.localInstance.setLogLevels?.(['error']);
  const db = await Database.connect(
    { ...loadConfig(process.env), databaseUrl: url, databasePoolSize: 1 },
    logger,
    'maintenance',
  );
  try {
    const repo = new RatingsRepository(db);
    const { rows } = await db.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const backend = rows[0]!.pid;
    const digest = async (): Promise<string> => {
      const { rows: d } = await db.pool.query<{ h: string }>(
        `SELECT md5(string_agg(r::text, ',' ORDER BY r::text)) AS h FROM (
           SELECT game, player_id, mu::text, sigma::text, score, games, provisional, last_delta, last_game_id, reached_at FROM rating
           UNION ALL SELECT game, player_id, mu_after::text, sigma_after::text, score_after, games_after, provisional_after,
                            rank, game_id, finished_at FROM rating_change) r`,
      );
      return d[0]!.h;
    };
    const runs: { wall_s: number; node_cpu_s: number; postgres_cpu_s: number; digest: string }[] = [];
    for (let run = 0; run < 2; run++) {
      const cpu0 = process.cpuUsage();
      const pg0 = cpuSecondsOf(backend);
      const t0 = performance.now();
      const { games, ratings } = await rebuildRatings(repo);
      const wall = (performance.now() - t0) / 1000;
      const cpu = process.cpuUsage(cpu0);
      const r = {
        wall_s: +wall.toFixed(2),
        node_cpu_s: +((cpu.user + cpu.system) / 1e6).toFixed(2),
        postgres_cpu_s: +(cpuSecondsOf(backend) - pg0).toFixed(2),
        digest: await digest(),
      };
      runs.push(r);
      line({
        bench: 'ratings.rebuild',
        run,
        games,
        ratings,
        ...r,
        one_core_s: +(r.node_cpu_s + r.postgres_cpu_s).toFixed(2),
      });
    }
    if (runs[0]!.digest !== runs[1]!.digest) throw new Error('two rebuilds differ');
    line({ bench: 'ratings.rebuild.identical', identical: true, digest: runs[0]!.digest });
  } finally {
    await db.close();
  }
}

/** 1,000,000 ratings of one game: mu 15-35, sigma 1.5-6.4 established, 6.5-8.3 provisional (10 %). */
async function seedBoard(url: string): Promise<void> {
  const c = await admin(url);
  const t0 = performance.now();
  try {
    await c.query('TRUNCATE rating_change, rating_count, rating');
    await c.query('SET session_replication_role = replica');
    await c.query('DROP INDEX rating_board_idx, rating_player_idx');
    await c.query('ALTER TABLE rating DROP CONSTRAINT rating_pkey');
    await c.query(
      `INSERT INTO player (id, name) SELECT md5('bp-' || i)::uuid, 'board ' || i FROM generate_series(1, $1::int) i`,
      [RATED],
    );
    await c.query(
      `INSERT INTO rating (game, player_id, mu, sigma, score, games, provisional, last_delta, last_game_id, reached_at)
       SELECT $2, md5('bp-' || i)::uuid, mu, sigma, round(100 * (mu - 3 * sigma)), 1 + i % 200, sigma >= 6.5, 0,
              '00000000-0000-0000-0000-000000000000', timestamptz '2026-01-01' + i * interval '1 second'
         FROM generate_series(1, $1::int) i,
              LATERAL (SELECT 15 + (abs(hashtext('m' || i)) % 2000) / 100.0 AS mu,
                              CASE WHEN i % 10 = 0 THEN 6.5 + (abs(hashtext('s' || i)) % 180) / 100.0
                                   ELSE 1.5 + (abs(hashtext('s' || i)) % 490) / 100.0 END AS sigma) x`,
      [RATED, GAME],
    );
    await c.query('ALTER TABLE rating ADD CONSTRAINT rating_pkey PRIMARY KEY (game, player_id)');
    await c.query(
      'CREATE INDEX rating_board_idx ON rating (game, provisional, neg_score, tie_break, reached_at, player_id)',
    );
    await c.query('CREATE INDEX rating_player_idx ON rating (player_id)');
    await c.query(
      `INSERT INTO rating_count (game, provisional, score, tie_break, entries)
       SELECT game, provisional, score, 0, count(*) FROM rating GROUP BY 1, 2, 3`,
    );
    await c.query('SET session_replication_role = DEFAULT');
    await c.query('VACUUM ANALYZE player, rating, rating_count');
  } finally {
    await c.end();
  }
  line({ bench: 'ratings.board.load', ratings: RATED, seconds: +((performance.now() - t0) / 1000).toFixed(1) });
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
  line({ bench: name, median_ms: p50_ms, p95_ms, p99_ms, runs: RUNS, ratings: RATED });
}

async function benchBoard(url: string): Promise<void> {
  const config = { ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }), databaseUrl: url, schemaFile: null };
  const app = await createApp(config);
  await app.init();
  try {
    await seedBoard(url);
    const ratings = app.get(RatingsService);
    const c = new Client({ connectionString: url });
    await c.connect();
    const established = (await c.query<{ n: number }>('SELECT count(*)::int AS n FROM rating WHERE NOT provisional'))
      .rows[0]!.n;
    const deepAt = Math.floor(established * 0.9);
    const { rows: deep } = await c.query<{ score: number; reached_at: Date; player_id: string }>(
      `SELECT score, reached_at, player_id FROM rating WHERE game = $1 AND NOT provisional
        ORDER BY neg_score, tie_break, reached_at, player_id OFFSET $2 LIMIT 1`,
      [GAME, deepAt - 1],
    );
    const players = (
      await c.query<{ id: string }>(
        `SELECT player_id AS id FROM rating WHERE NOT provisional ORDER BY md5(player_id::text) LIMIT 2000`,
      )
    ).rows.map((r) => r.id);
    await c.end();
    const d = deep[0]!;
    const cursor = encodeKey({ score: d.score, tieBreak: 0, at: d.reached_at, playerId: d.player_id });
    const check = await ratings.board(GAME, false, 100, { after: cursor });
    const jumped = await ratings.board(GAME, false, 100, { rank: deepAt + 1 });
    if (check.totalCount !== established || jumped.items[0]?.playerId !== check.items[0]?.playerId) {
      throw new Error('board check failed');
    }
    const deepRank = (i: number): number => deepAt + ((i * 7919) % Math.floor(established * 0.1 - 100));
    await time('ratings.board.first_page', () => ratings.board(GAME, false, 100, {}));
    await time('ratings.board.deep_page', () => ratings.board(GAME, false, 100, { after: cursor }));
    await time('ratings.board.jump_to_rank', (i) => ratings.board(GAME, false, 100, { rank: deepRank(i) }));
    await time('ratings.board.provisional_first_page', () => ratings.board(GAME, true, 100, {}));
    await time('ratings.me', (i) => ratings.mine(GAME, players[i % players.length]!, 0));
    await time('ratings.me_around_10', (i) => ratings.mine(GAME, players[i % players.length]!, 10));
    await time('ratings.friends_100', (i) =>
      ratings.friends(GAME, false, players.slice((i * 100) % 1900, ((i * 100) % 1900) + 100)),
    );
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const bench = await createBenchDatabase();
  try {
    // Booting the app once applies the migrations.
    const config = {
      ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }),
      databaseUrl: bench.url,
      schemaFile: null,
    };
    const app = await createApp(config);
    await app.init();
    await app.close();
    if (process.env.BENCH_SKIP_REBUILD !== '1') await benchRebuild(bench.url);
    if (process.env.BENCH_SKIP_BOARD !== '1') await benchBoard(bench.url);
  } finally {
    await bench.drop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
