/**
 * `npm run bench:matchmaking` (issue 33): BENCH_SEEKERS (default 2,000) seekers arriving evenly over
 * BENCH_SECONDS (default 20) at one Crier instance on PostgreSQL, each asking once (POST /v1/seeks)
 * for one of Troyes, Orléans or multiplayer Troyes Dice with 2-5 players (a mix of exact sizes and
 * ranges, some rated, some timed). The seek that completes a table is matched in its own request,
 * so its round trip bounds the time from the last compatible seek to the game's creation: its
 * median, p95 and p99 are the figure (goal p99 < 250 ms). Then the database is checked: 0 players
 * seated twice, every MATCHED seek in its game, tables within every member's range.
 *
 * A fresh database `<BENCH_DB_PREFIX or crier_bench>_<ts>_<pid>` on DATABASE_URL's server, dropped at
 * the end (BENCH_KEEP_DB=1 keeps it). The app listens on BENCH_PORT (default 3401) on 127.0.0.1.
 */
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { loadConfig } from '../src/config/app-config';
import { createApp } from '../src/create-app';
import { createBenchDatabase, envNumber, percentiles } from './bench/api/bench-database';

const SEEKERS = Math.floor(envNumber('BENCH_SEEKERS', 2_000));
const SECONDS = envNumber('BENCH_SECONDS', 20);
const PORT = Math.floor(envNumber('BENCH_PORT', 3401));

const line = (o: Record<string, unknown>): void => console.log(JSON.stringify(o));

/** What seeker `i` asks for: a deterministic mix over three games, sizes 2-5, rated or not, a clock or not. */
function seekOf(i: number): Record<string, unknown> {
  const h = (Math.imul(i + 1, 2654435761) >>> 0) % 1_000_000;
  const game = ['troyes', 'orleans', 'troyes-dice'][h % 3]!;
  const max = game === 'troyes' ? 4 : 5;
  const sizes = [
    [2, 2],
    [3, 3],
    [4, 4],
    [2, 4],
    [3, max],
    [max, max],
  ];
  const [min, top] = sizes[Math.floor(h / 3) % sizes.length]!;
  return {
    game,
    players: { min, max: top },
    rated: Math.floor(h / 18) % 2 === 0,
    ...(Math.floor(h / 36) % 3 === 0 ? { clock: { moveSeconds: 300, bankSeconds: 0 } } : {}),
  };
}

async function main(): Promise<void> {
  const bench = await createBenchDatabase();
  const config = {
    ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }),
    databaseUrl: bench.url,
    schemaFile: null,
    rateLimit: { perMinute: 1e9, signupPerMinute: 1e9, verifyPerMinute: 1e9, devicePerMinute: 1e9 },
  };
  const app = await createApp(config);
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    // The seekers register first (not timed), 20 at a time.
    const keys: string[] = new Array(SEEKERS);
    for (let i = 0; i < SEEKERS; i += 20) {
      await Promise.all(
        Array.from({ length: Math.min(20, SEEKERS - i) }, async (_, j) => {
          const res = await fetch(`${base}/v1/players`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: `seeker ${i + j}` }),
          });
          keys[i + j] = ((await res.json()) as { apiKey: string }).apiKey;
        }),
      );
    }

    const matched: number[] = [];
    const all: number[] = [];
    let refused = 0;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const gap = (SECONDS * 1000) / SEEKERS;
    await Promise.all(
      keys.map(async (key, i) => {
        const due = t0 + i * gap;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const start = performance.now();
        const res = await fetch(`${base}/v1/seeks`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          body: JSON.stringify(seekOf(i)),
        });
        const body = (await res.json()) as { status?: string };
        const ms = performance.now() - start;
        all.push(ms);
        if (res.status !== 201) refused++;
        else if (body.status === 'MATCHED') matched.push(ms);
      }),
    );
    const wall = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);

    const c = new Client({ connectionString: bench.url });
    await c.connect();
    const twice = (
      await c.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM (SELECT player_id FROM game_seat GROUP BY player_id HAVING count(*) > 1) x',
      )
    ).rows[0]!.n;
    const seeks = (
      await c.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM seek GROUP BY status')
    ).rows;
    const games = (await c.query<{ n: number }>('SELECT count(*)::int AS n FROM game')).rows[0]!.n;
    const bad = (
      await c.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM seek s JOIN game g ON g.id = s.game_id
          WHERE s.status = 'MATCHED' AND (g.player_count < s.min_players OR g.player_count > s.max_players
                OR NOT EXISTS (SELECT 1 FROM game_seat x WHERE x.game_id = g.id AND x.player_id = s.player_id))`,
      )
    ).rows[0]!.n;
    await c.end();

    line({
      bench: 'matchmaking.table_completed',
      ...percentiles(matched),
      tables: matched.length,
      seekers: SEEKERS,
      seconds: SECONDS,
    });
    line({ bench: 'matchmaking.seek_answer', ...percentiles(all), refused });
    line({
      bench: 'matchmaking.check',
      players_seated_twice: twice,
      seeks: Object.fromEntries(seeks.map((s) => [s.status, s.n])),
      games,
      bad_tables: bad,
      wall_s: +wall.toFixed(1),
      node_cpu_s: +((cpu.user + cpu.system) / 1e6).toFixed(1),
    });
    if (twice !== 0 || bad !== 0 || refused !== 0) throw new Error('matchmaking check failed');
  } finally {
    await app.close();
    await bench.drop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
