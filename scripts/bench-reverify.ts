/**
 * `npm run bench:reverify`: re-verification of 100,000 ranked Troyes Dice games (issue 16.6: < 60 s
 * on one core). A fresh database is seeded directly (not through HTTP) with realistic ranked daily
 * attempts: 1,000 players × 100 days of the troyes-dice daily, each day one seed, each player's
 * moves chosen by a uniform random legal-move policy with the engine (BENCH_VARIANTS, default 50,
 * distinct playouts a day, shared round-robin by the day's players), each MoveMade stored with the
 * engine events the server stores, GameCreated and GameFinished around them, the board rows as a
 * ranked finish writes them. Then the same code as `npm run ranked:verify` (reverifyRankedEntries:
 * PostgreSQL pages of 1,000 entries with their moves, replayed under their rules version) runs
 * BENCH_RUNS times (default 3); one JSON line per run and a summary with the median run.
 *
 * The node process is one thread (one core); PostgreSQL answers from its own process on the same
 * machine. The database `crier_bench_<ts>` is created on DATABASE_URL's server (default
 * postgresql://postgres@127.0.0.1:5432) and dropped at the end (BENCH_KEEP_DB=1 keeps it).
 * BENCH_PLAYERS (default 1000) × BENCH_DAYS (default 100) games.
 */
import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Logger } from '@nestjs/common';
import { loadConfig } from '../src/config/app-config';
import { Database } from '../src/database/database';
import { getGame, randomInt, seedRng, type AnyGameDefinition, type GameEvent } from '../src/engine';
import { LeaderboardRepository } from '../src/leaderboard/leaderboard.repository';
import { reverifyRankedEntries } from '../src/verify/reverify-command';
import { createBenchDatabase, envNumber } from './bench/api/bench-database';

const KIND = 'troyes-dice';
const OPTIONS = { numbering: 'rolled', expansion: false };
const PLAYERS = Math.floor(envNumber('BENCH_PLAYERS', 1000));
const DAYS = Math.floor(envNumber('BENCH_DAYS', 100));
const RUNS = Math.floor(envNumber('BENCH_RUNS', 3));
/** Distinct playouts per day (a playout takes ~2.5 ms: 100,000 of them would dominate the seeding). */
const VARIANTS = Math.floor(envNumber('BENCH_VARIANTS', 50));

const dayOf = (d: number): string => new Date(Date.UTC(2026, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);

/** One solo game played to its end with uniform random legal moves; the moves with their engine events. */
function play(def: AnyGameDefinition, seed: string, policySeed: string) {
  const setup = def.setup(OPTIONS, seed, 1);
  if (!setup.ok) throw new Error(setup.error.code);
  let state = setup.value;
  const pick = seedRng(policySeed);
  const moves: { seat: number; move: unknown; events: GameEvent[] }[] = [];
  while (!def.isOver(state)) {
    const legal = def.legalMoves(state, 0);
    const move = legal[randomInt(pick, legal.length)]!;
    const r = def.apply(state, 0, move);
    if (!r.ok) throw new Error(r.error.code);
    moves.push({ seat: 0, move, events: r.value.events });
    state = r.value.state;
  }
  const scores = def.scores(state);
  return { moves, scores, total: scores.find((s) => s.seat === 0)!.total };
}

/**
 * The playouts go to two staging tables (BENCH_VARIANTS a day); the games, seats, events and board
 * rows are then made from them by PostgreSQL itself, a day at a time (no per-row client traffic).
 */
async function seed(db: Database, def: AnyGameDefinition): Promise<{ games: number; events: number; ms: number }> {
  const t0 = performance.now();
  const c = await db.pool.connect();
  try {
    // Consistent by construction: the triggers (append-only guard, NOTIFY per event, foreign keys)
    // are skipped while loading (superuser only).
    await c.query('SET session_replication_role = replica');
    await c.query(
      `INSERT INTO player (id, name) SELECT md5('bench-player-' || i)::uuid, 'bench player ' || i
         FROM generate_series(0, $1::int - 1) AS i`,
      [PLAYERS],
    );
    await c.query('CREATE TEMP TABLE bench_move (variant int, seq int, type text, seat int, payload jsonb)');
    await c.query('CREATE TEMP TABLE bench_total (variant int PRIMARY KEY, total int, moves int)');
    for (let d = 0; d < DAYS; d++) {
      const date = dayOf(d);
      const daySeed = `bench-daily-${KIND}-${date}`;
      const m = {
        variant: [] as number[],
        seq: [] as number[],
        type: [] as string[],
        seat: [] as (number | null)[],
        payload: [] as string[],
      };
      const totals = { variant: [] as number[], total: [] as number[], moves: [] as number[] };
      const push = (variant: number, seq: number, type: string, seat: number | null, payload: unknown) => {
        m.variant.push(variant);
        m.seq.push(seq);
        m.type.push(type);
        m.seat.push(seat);
        m.payload.push(JSON.stringify(payload));
      };
      for (let v = 0; v < Math.min(VARIANTS, PLAYERS); v++) {
        const played = play(def, daySeed, `bench-policy-${d}-${v}`);
        push(v, 0, 'GameCreated', null, {
          game: def.id,
          rulesVersion: def.rulesVersion,
          options: OPTIONS,
          playerCount: 1,
          seedCommitment: createHash('sha256').update(daySeed).digest('hex'),
        });
        played.moves.forEach((mv, i) => push(v, i + 1, 'MoveMade', 0, { move: mv.move, events: mv.events }));
        push(v, played.moves.length + 1, 'GameFinished', null, {
          scores: played.scores,
          ranking: [{ seat: 0, rank: 1 }],
        });
        totals.variant.push(v);
        totals.total.push(played.total);
        totals.moves.push(played.moves.length);
      }
      await c.query('TRUNCATE bench_move, bench_total');
      await c.query(
        'INSERT INTO bench_move SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::jsonb[])',
        [m.variant, m.seq, m.type, m.seat, m.payload],
      );
      await c.query('INSERT INTO bench_total SELECT * FROM unnest($1::int[], $2::int[], $3::int[])', [
        totals.variant,
        totals.total,
        totals.moves,
      ]);
      // Player p plays variant p % VARIANTS, starts at minute p of the day, moves every 5 s.
      const games = `
        SELECT p, md5('bench-game-' || $1::int || '-' || p)::uuid AS id, md5('bench-player-' || p)::uuid AS player_id,
               $2::date + p * interval '1 minute' AS start, t.total, t.moves,
               $2::date + p * interval '1 minute' + (t.moves * 5 + 1) * interval '1 second' AS finished_at
          FROM generate_series(0, $3::int - 1) AS p JOIN bench_total t ON t.variant = p % $4::int`;
      const args = [d, date, PLAYERS, VARIANTS];
      await c.query(
        `INSERT INTO game (id, game, rules_version, options, player_count, seed, status, version, result, created_at,
                           updated_at, started_at, finished_at, daily_kind, daily_date, ranked, deadline, seed_reveal_at, seed_source)
         SELECT g.id, $5, $6, $7::jsonb, 1, $8, 'FINISHED', g.moves + 2, NULL, g.start, g.finished_at, g.start,
                g.finished_at, $9, $2::date, true, $2::date + 1, $2::date + 1, 'daily'
           FROM (${games}) AS g`,
        [...args, def.id, def.rulesVersion, JSON.stringify(OPTIONS), daySeed, KIND],
      );
      await c.query(
        `INSERT INTO game_seat (game_id, seat, player_id) SELECT g.id, 0, g.player_id FROM (${games}) AS g`,
        args,
      );
      await c.query(
        `INSERT INTO game_event (game_id, seq, type, seat, payload, at)
         SELECT g.id, mv.seq, mv.type, mv.seat, mv.payload,
                CASE WHEN mv.type = 'GameFinished' THEN g.finished_at ELSE g.start + mv.seq * interval '5 seconds' END
           FROM (${games}) AS g JOIN bench_move mv ON mv.variant = g.p % $4::int
          ORDER BY g.p, mv.seq`,
        args,
      );
      await c.query(
        `INSERT INTO leaderboard_entry (kind, date, player_id, game_id, score, finished_at)
         SELECT $5, $2::date, g.player_id, g.id, g.total, g.finished_at FROM (${games}) AS g`,
        [...args, KIND],
      );
    }
    // The aggregates a ranked finish keeps, built once.
    await c.query(
      `INSERT INTO leaderboard_score_count (kind, date, score, entries)
       SELECT kind, date, score, count(*) FROM leaderboard_entry GROUP BY kind, date, score`,
    );
    await c.query(
      `INSERT INTO leaderboard_best (kind, player_id, best_score, best_game_id, best_at, games, total_score)
       SELECT DISTINCT ON (kind, player_id) kind, player_id, score, game_id, finished_at,
              count(*) OVER w, sum(score) OVER w
         FROM leaderboard_entry WINDOW w AS (PARTITION BY kind, player_id)
        ORDER BY kind, player_id, score DESC, finished_at`,
    );
    await c.query('SET session_replication_role = DEFAULT');
    await c.query('VACUUM ANALYZE game, game_seat, game_event, leaderboard_entry, player');
    const n = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM game_event');
    return { games: PLAYERS * DAYS, events: n.rows[0]!.n, ms: performance.now() - t0 };
  } finally {
    c.release();
  }
}

/** CPU seconds (user + system) of a process on this machine, from /proc (Linux). */
function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat, i.e. 11 and 12 after the command name.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function main(): Promise<void> {
  const def = getGame('troyes-dice');
  if (!def) throw new Error('troyes-dice is not registered');
  const bench = await createBenchDatabase();
  const logger = new Logger('bench:reverify');
  logger.localInstance.setLogLevels?.(['error']);
  // One connection: the re-verification reads sequentially, and its backend's CPU time is measured.
  const db = await Database.connect(
    { ...loadConfig(process.env), databaseUrl: bench.url, databasePoolSize: 1 },
    logger,
    'maintenance',
  );
  try {
    const seeded = await seed(db, def);
    const size = await db.pool.query<{ bytes: string }>(
      "SELECT pg_size_pretty(pg_total_relation_size('game_event')) AS bytes",
    );
    console.log(
      JSON.stringify({
        bench: 'reverify.seed',
        games: seeded.games,
        events: seeded.events,
        game_event_size: size.rows[0]!.bytes,
        seconds: +(seeded.ms / 1000).toFixed(1),
      }),
    );
    const board = new LeaderboardRepository(db);
    const backend = (await db.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    const runs: {
      total_s: number;
      games_per_s: number;
      read_s: number;
      replay_s: number;
      node_cpu_s: number;
      postgres_cpu_s: number;
      one_core_s: number;
    }[] = [];
    for (let r = 0; r < RUNS; r++) {
      const load = loadavg()[0]!;
      const cpu0 = process.cpuUsage();
      const pg0 = cpuSecondsOf(backend);
      const t0 = performance.now();
      const out = await reverifyRankedEntries(board);
      const total = (performance.now() - t0) / 1000;
      const cpu = process.cpuUsage(cpu0);
      const nodeCpu = (cpu.user + cpu.system) / 1e6;
      const pgCpu = cpuSecondsOf(backend) - pg0;
      if (out.checked !== seeded.games) throw new Error(`checked ${out.checked} of ${seeded.games} games`);
      if (out.mismatches.length !== 0) throw new Error(`${out.mismatches.length} mismatches on an untouched board`);
      const run = {
        total_s: +total.toFixed(2),
        games_per_s: Math.round(out.checked / total),
        read_s: +(out.timings.readMs / 1000).toFixed(2),
        replay_s: +(out.timings.replayMs / 1000).toFixed(2),
        node_cpu_s: +nodeCpu.toFixed(2),
        postgres_cpu_s: +pgCpu.toFixed(2),
        // What one core would take for both processes: the CPU they used, without the waits a
        // loaded machine adds.
        one_core_s: +(nodeCpu + pgCpu).toFixed(2),
      };
      runs.push(run);
      console.log(JSON.stringify({ bench: 'reverify.run', run: r + 1, games: out.checked, ...run, load1: load }));
    }
    const median = [...runs].sort((a, b) => a.total_s - b.total_s)[Math.floor(runs.length / 2)]!;
    console.log(
      JSON.stringify({
        bench: 'reverify',
        games: seeded.games,
        median_total_s: median.total_s,
        games_per_s: median.games_per_s,
        node_cpu_s: median.node_cpu_s,
        postgres_cpu_s: median.postgres_cpu_s,
        one_core_s: median.one_core_s,
        one_core_games_per_s: Math.round(seeded.games / median.one_core_s),
        read_share: +(median.read_s / median.total_s).toFixed(2),
        replay_share: +(median.replay_s / median.total_s).toFixed(2),
        goal_s: 60,
        met_wall: median.total_s < 60,
        met_one_core: median.one_core_s < 60,
        load: loadavg().map((l) => +l.toFixed(2)),
      }),
    );
  } finally {
    await db.close();
    await bench.drop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
