/**
 * `npm run bench:routes`: Crier's CPU per request, route by route, for one or more builds in
 * interleaved rounds, so an A/B on a shared, noisy box compares like with like.
 *
 * Each round, for each build (BENCH_BUILDS: comma-separated dist folders, each holding
 * `src/main.js`, each optionally followed by `@` and the Node binary to run it with, then by `+`
 * and Node options of its own, e.g. `dist,dist+--max-semi-space-size=32` or
 * `dist@/usr/bin/node,dist` for two runtimes; default this build on this Node), on a fresh database: start that
 * Crier (as bench:api does), register BENCH_CLIENTS (64) players, play each one's ranked Troyes
 * Dice daily to the end (so the daily board has entries), then load one route at a time for
 * BENCH_SECONDS (8) with all clients on keep-alive connections, and divide Crier's CPU time
 * (/proc, user + system, with its children) by the requests answered as expected:
 *
 * - `game-types`: GET /v1/game-types, anonymous: the pipeline's own cost (no database, static answer);
 * - `players-me`: GET /v1/players/me with a key (a key lookup and a player read);
 * - `create-game`: POST /v1/games, a solo Troyes Dice game;
 * - `board-page`: GET the day's board, first 20; `board-me`: GET …/me?around=5;
 * - `moves`: solo Troyes Dice games played from the answers' legalMoves (one request per
 *   decision), a new game when one ends: CPU per accepted move, the creations included;
 * - `board-page-br`, `moves-br` (and `-gzip`): the same, asking for compressed answers
 *   (`Accept-Encoding`): what compression costs per request. Routes that count them report the
 *   bytes per answer on the wire (`bytes_per_answer`);
 * - `moves-minimal`: the moves with `Prefer: return=minimal` (no view in the answers).
 *
 * BENCH_ROUTES (a regular expression) picks routes, BENCH_ROUNDS (3) the rounds; BENCH_SERVER_ENV and
 * BENCH_SERVER_NODE_ARGS as for bench:api (e.g. "--perf-basic-prof" for `perf record -p <pid>`). One JSON line per
 * measurement, then per route and build the median of the rounds and its ratio to the first build.
 * Crier's CPU is what the medians compare; each measurement line also gives every `postgres`
 * process's CPU per request (`postgres_cpu_ms`: the server is shared, so only on a box where
 * nothing else uses it). The load runs in this process, so its own CPU is not reported.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Pool } from 'undici';
import { createBenchDatabase, envNumber } from './bench/api/bench-database';
import { cpuSnapshot } from './bench/api/cpu';
import { serverEnv, startCrier, stopCrier } from './bench/api/crier-process';

const CLIENTS = Math.floor(envNumber('BENCH_CLIENTS', 64));
const SECONDS = envNumber('BENCH_SECONDS', 8);
const ROUNDS = Math.floor(envNumber('BENCH_ROUNDS', 3));
const ROUTES = new RegExp(process.env.BENCH_ROUTES ?? '.');
const BUILDS = (process.env.BENCH_BUILDS ?? path.join(__dirname, '..')).split(',');

/** `folder@node+--opt+--opt2` → the build's folder, the Node that runs it and its own Node options. */
function parseBuild(build: string): { distRoot: string; node: string; nodeArgs: string[] } {
  const [head = '', ...nodeArgs] = build.split('+');
  const [folder = '', node = process.execPath] = head.split('@');
  return { distRoot: path.resolve(folder), node: path.resolve(node), nodeArgs };
}
const TODAY = new Date().toISOString().slice(0, 10);

interface Reply {
  status: number;
  /** Bytes of the body on the wire (compressed when it was). */
  bytes: number;
  body: { id?: string; apiKey?: string; status?: string; version?: number; legalMoves?: unknown[] | null };
}

type Call = (
  method: 'GET' | 'POST',
  path: string,
  apiKey?: string,
  body?: unknown,
  acceptEncoding?: string,
  prefer?: string,
) => Promise<Reply>;

function caller(url: string): { call: Call; close: () => Promise<void> } {
  const pool = new Pool(url, { connections: CLIENTS, pipelining: 1 });
  const call: Call = async (method, p, apiKey, body, acceptEncoding, prefer) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (apiKey) headers.authorization = `Bearer ${apiKey}`;
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    if (prefer) headers.prefer = prefer;
    const res = await pool.request({
      method,
      path: p,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const raw = Buffer.from(await res.body.arrayBuffer());
    const encoding = res.headers['content-encoding'];
    const text = (
      encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
    ).toString();
    return { status: res.statusCode, bytes: raw.length, body: text ? (JSON.parse(text) as Reply['body']) : {} };
  };
  return { call, close: () => pool.close() };
}

/** Bytes of the answers a route's steps received, to report per answer. */
const received = { bytes: 0, answers: 0 };
const counted = (reply: Reply): Reply => {
  received.bytes += reply.bytes;
  received.answers++;
  return reply;
};

/** One step of a client on a route: 1 when it was answered as expected. */
type Step = (client: number) => Promise<number>;

interface Route {
  name: string;
  step: (call: Call, keys: string[]) => Step;
}

const ok = (reply: Reply, status: number): number => (reply.status === status ? 1 : 0);

const ROUTE_TABLE: Route[] = [
  { name: 'game-types', step: (call) => async () => ok(await call('GET', '/v1/game-types'), 200) },
  { name: 'players-me', step: (call, keys) => async (i) => ok(await call('GET', '/v1/players/me', keys[i]), 200) },
  {
    name: 'create-game',
    step: (call, keys) => async (i) =>
      ok(await call('POST', '/v1/games', keys[i], { game: 'troyes-dice', seats: 1 }), 201),
  },
  ...['', 'br', 'gzip'].map((encoding): Route => ({
    name: encoding ? `board-page-${encoding}` : 'board-page',
    step: (call, keys) => async (i) =>
      ok(
        counted(
          await call('GET', `/v1/leaderboards/troyes-dice/daily/${TODAY}?first=20`, keys[i], undefined, encoding),
        ),
        200,
      ),
  })),
  {
    name: 'board-me',
    step: (call, keys) => async (i) =>
      ok(await call('GET', `/v1/leaderboards/troyes-dice/daily/${TODAY}/me?around=5`, keys[i]), 200),
  },
  ...['', 'br', 'gzip', 'minimal'].map((variant): Route => ({
    name: variant ? `moves-${variant}` : 'moves',
    step: (call, keys) => {
      const playing: ({ id: string; version: number; moves: unknown[] } | null)[] = keys.map(() => null);
      let draw = 0x9e3779b9;
      const encoding = variant === 'minimal' ? '' : variant;
      const prefer = variant === 'minimal' ? 'return=minimal' : undefined;
      return async (i) => {
        let game = playing[i];
        if (!game) {
          const created = await call('POST', '/v1/games', keys[i], { game: 'troyes-dice', seats: 1 });
          if (created.status !== 201) return 0;
          game = { id: created.body.id!, version: created.body.version!, moves: created.body.legalMoves ?? [] };
        }
        draw = (Math.imul(draw ^ (draw >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
        const move = game.moves[draw % game.moves.length];
        const reply = counted(
          await call(
            'POST',
            `/v1/games/${game.id}/moves`,
            keys[i],
            { move, expectedVersion: game.version },
            encoding,
            prefer,
          ),
        );
        const body = reply.body;
        playing[i] =
          reply.status === 201 && body.status === 'ACTIVE'
            ? { id: game.id, version: body.version!, moves: body.legalMoves ?? [] }
            : null;
        return ok(reply, 201);
      };
    },
  })),
];

/** Runs `step` on every client for SECONDS; requests answered as expected, Crier's and Postgres's CPU ms. */
async function load(
  step: Step,
  serverPid: number,
): Promise<{ done: number; seconds: number; cpuMs: number | null; postgresMs: number | null }> {
  const before = cpuSnapshot({ crier: serverPid });
  const start = performance.now();
  const until = start + SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, i) => {
      while (performance.now() < until) {
        const answered = await step(i); // not `done += await …`: that would add to a stale total
        done += answered;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const after = cpuSnapshot({ crier: serverPid });
  const a = before.processes.crier;
  const b = after.processes.crier;
  return {
    done,
    seconds,
    cpuMs: a === null || a === undefined || b === null || b === undefined ? null : b - a,
    postgresMs: before.postgres === null || after.postgres === null ? null : after.postgres - before.postgres,
  };
}

/** Registers the clients and plays each one's ranked daily to the end (the board's entries). */
async function setUp(call: Call): Promise<string[]> {
  return Promise.all(
    Array.from({ length: CLIENTS }, async (_, n) => {
      const registered = await call('POST', '/v1/players', undefined, { name: `bench routes ${n}` });
      if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);
      const key = registered.body.apiKey!;
      let game = (await call('POST', '/v1/daily/troyes-dice/attempt', key)).body;
      while (game.status === 'ACTIVE' && game.legalMoves?.length) {
        const next = await call('POST', `/v1/games/${game.id}/moves`, key, {
          move: game.legalMoves[0],
          expectedVersion: game.version,
        });
        if (next.status !== 201) throw new Error(`daily move failed: ${next.status}`);
        game = { ...next.body, id: game.id };
      }
      return key;
    }),
  );
}

async function round(build: string, n: number, results: Map<string, number[]>): Promise<void> {
  const db = await createBenchDatabase();
  const { distRoot, node, nodeArgs } = parseBuild(build);
  const crier = await startCrier({
    distRoot,
    node,
    databaseUrl: db.url,
    nodeArgs: [...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean), ...nodeArgs],
    env: serverEnv(process.env.BENCH_SERVER_ENV),
  });
  const { call, close } = caller(crier.url);
  try {
    const keys = await setUp(call);
    for (const route of ROUTE_TABLE.filter((r) => ROUTES.test(r.name))) {
      received.bytes = 0;
      received.answers = 0;
      const { done, seconds, cpuMs, postgresMs } = await load(route.step(call, keys), crier.child.pid!);
      const per = (ms: number | null): number | null =>
        ms === null || done === 0 ? null : Math.round((ms / done) * 1000) / 1000;
      const perRequest = per(cpuMs);
      const line = {
        bench: 'routes',
        build,
        round: n,
        route: route.name,
        per_s: Math.round(done / seconds),
        crier_cpu_ms: perRequest,
        postgres_cpu_ms: per(postgresMs),
        ...(received.answers ? { bytes_per_answer: Math.round(received.bytes / received.answers) } : {}),
      };
      console.log(JSON.stringify(line));
      if (perRequest !== null)
        results.set(`${route.name}\t${build}`, [...(results.get(`${route.name}\t${build}`) ?? []), perRequest]);
    }
  } finally {
    await close();
    await stopCrier(crier.child);
    await db.drop();
  }
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function main(): Promise<void> {
  const results = new Map<string, number[]>();
  for (let n = 1; n <= ROUNDS; n++) for (const build of BUILDS) await round(build, n, results);
  for (const route of ROUTE_TABLE.filter((r) => ROUTES.test(r.name))) {
    const first = results.get(`${route.name}\t${BUILDS[0]}`);
    for (const build of BUILDS) {
      const xs = results.get(`${route.name}\t${build}`);
      if (!xs || !first) continue;
      const m = median(xs);
      console.log(
        JSON.stringify({
          bench: 'routes.median',
          route: route.name,
          build,
          crier_cpu_ms: Math.round(m * 1000) / 1000,
          ratio_to_first: Math.round((m / median(first)) * 1000) / 1000,
          rounds: xs.length,
        }),
      );
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
