/**
 * The load client of `npm run bench:api`, run as its own process against a listening Crier
 * (BENCH_URL). BENCH_CLIENTS clients each register a player and play solo Troyes Dice: their
 * first game is the day's ranked attempt (so the daily board fills), then ordinary solo games;
 * a new game starts when one finishes. BENCH_SHAPE says how a client learns its choices:
 * `one-request` (default): from the game's answer, then each move's 201 (`legalMoves`), so a
 * decision is one POST; `two-requests`: GET legal-moves before every POST (the shape before
 * issue 12.5). BENCH_PREFER says which answer a move asks for: `representation` (default: the
 * whole answer, with the mover's view) or `minimal` (`Prefer: return=minimal`: no view).
 * About BENCH_LEADERBOARD_SHARE of the steps read a leaderboard instead (the day's first page or
 * the client's own rank). After BENCH_WARMUP_SECONDS, BENCH_SECONDS are measured; one JSON line
 * per figure is printed on stdout.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { cpuPerUnit, cpuSnapshot, type CpuSnapshot } from './cpu';
import { envNumber, percentiles } from './bench-database';

const BASE = new URL(process.env.BENCH_URL ?? 'http://127.0.0.1:3000');
const CLIENTS = Math.floor(envNumber('BENCH_CLIENTS', 64));
const SECONDS = envNumber('BENCH_SECONDS', 20);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 5);
const LEADERBOARD_SHARE = Number(process.env.BENCH_LEADERBOARD_SHARE ?? 0.1);
const SHAPE = process.env.BENCH_SHAPE ?? 'one-request';
if (SHAPE !== 'one-request' && SHAPE !== 'two-requests') throw new Error(`BENCH_SHAPE: ${SHAPE}?`);
const PREFER = process.env.BENCH_PREFER ?? 'representation';
if (PREFER !== 'representation' && PREFER !== 'minimal') throw new Error(`BENCH_PREFER: ${PREFER}?`);
const REQUEST_TIMEOUT_MS = 10_000;
const TODAY = new Date().toISOString().slice(0, 10);
const SERVER_PID = envNumber('BENCH_SERVER_PID', 0);
/** Where to write a median-sized accepted move's answer (the floor phase answers with it). */
const SAMPLE_FILE = process.env.BENCH_SAMPLE_FILE;
const SAMPLE_LIMIT = 400;
const answers: string[] = [];
const processesToWatch = (): Record<string, number | undefined> => ({
  crier: SERVER_PID || undefined,
  client: process.pid,
});

// undici (Node's own fetch engine) with one keep-alive connection per client: it costs the
// shared cores about half the CPU per request of node:http, leaving more of them to Crier.
const pool = new Pool(BASE.origin, { connections: CLIENTS, pipelining: 1 });

/** The fields of Crier's answers the client reads. */
interface Body {
  id?: string;
  apiKey?: string;
  status?: string;
  version?: number;
  moves?: unknown[];
  legalMoves?: unknown[] | null;
}

interface Reply {
  status: number;
  body: Body;
}

function call(method: 'GET' | 'POST', path: string, apiKey?: string, body?: unknown): Promise<Reply> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const payload = body === undefined ? undefined : JSON.stringify(body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  if (PREFER === 'minimal' && method === 'POST' && path.endsWith('/moves')) headers.prefer = 'return=minimal';
  return pool
    .request({
      method,
      path,
      headers,
      body: payload,
      headersTimeout: REQUEST_TIMEOUT_MS,
      bodyTimeout: REQUEST_TIMEOUT_MS,
    })
    .then(async (res) => {
      const text = await res.body.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
      return { status: res.statusCode, body: (parsed ?? {}) as Body };
    });
}

/** Latencies and counts of one kind of request, kept only while measuring. */
class Figure {
  samples: number[] = [];
  ok = 0;
  errors = 0;
  lastError: string | null = null;
  measuring = false;

  async time(run: () => Promise<Reply>, expect: number): Promise<Reply | null> {
    const t0 = performance.now();
    let reply: Reply | null = null;
    let error: string | null = null;
    try {
      reply = await run();
      if (reply.status !== expect) error = `${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`;
    } catch (err) {
      error = String(err);
    }
    const ms = performance.now() - t0;
    if (this.measuring) {
      if (error === null) {
        this.ok++;
        this.samples.push(ms);
      } else {
        this.errors++;
      }
    }
    if (error !== null) {
      this.lastError = error;
      return null;
    }
    return reply;
  }
}

const figures = {
  moves: new Figure(),
  legal: new Figure(),
  leaderboard: new Figure(),
  newGame: new Figure(),
};

/** A small deterministic PRNG per client (xorshift32). */
function prng(seed: number): () => number {
  let s = seed | 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/** A new game: its id, and (one-request shape) the moves it answered with. */
interface Playing {
  id: string;
  version: number;
  moves: unknown[] | null;
}

async function newGame(apiKey: string, first: boolean): Promise<Playing | null> {
  const reply = first
    ? await figures.newGame.time(() => call('POST', '/v1/daily/troyes-dice/attempt', apiKey), 201)
    : await figures.newGame.time(() => call('POST', '/v1/games', apiKey, { game: 'troyes-dice', seats: 1 }), 201);
  if (!reply?.body.id) return null;
  return { id: reply.body.id, version: reply.body.version ?? 0, moves: reply.body.legalMoves ?? null };
}

/** Registers the client's player and starts its first game (the day's ranked attempt). */
async function setUp(n: number): Promise<{ apiKey: string; game: Playing | null }> {
  const registered = await call('POST', '/v1/players', undefined, { name: `bench client ${n}` });
  if (registered.status !== 201 || !registered.body.apiKey) {
    throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  }
  const apiKey = registered.body.apiKey;
  return { apiKey, game: await newGame(apiKey, true) };
}

async function client(n: number, setup: { apiKey: string; game: Playing | null }, until: number): Promise<void> {
  const random = prng(0x9e3779b9 ^ (n * 7919));
  const apiKey = setup.apiKey;
  let game = setup.game;
  for (let guard = 0; performance.now() < until && guard < 10_000_000; guard++) {
    if (game === null) {
      game = await newGame(apiKey, false);
      if (game === null) await sleep(50);
      continue;
    }
    if (random() < LEADERBOARD_SHARE) {
      const path =
        random() < 0.5
          ? `/v1/leaderboards/troyes-dice/daily/${TODAY}?first=20`
          : `/v1/leaderboards/troyes-dice/daily/${TODAY}/me?around=5`;
      await figures.leaderboard.time(() => call('GET', path, apiKey), 200);
      continue;
    }
    const id = game.id;
    if (SHAPE === 'two-requests' || game.moves === null) {
      const legal = await figures.legal.time(() => call('GET', `/v1/games/${id}/legal-moves`, apiKey), 200);
      if (!legal) {
        game = null;
        continue;
      }
      game = { id, version: legal.body.version ?? game.version, moves: legal.body.moves ?? [] };
    }
    const moves = game.moves ?? [];
    if (moves.length === 0) {
      game = null; // finished (or not this seat's turn, which a solo game never has)
      continue;
    }
    const move = moves[Math.floor(random() * moves.length)];
    const expectedVersion = game.version;
    const accepted = await figures.moves.time(
      () => call('POST', `/v1/games/${id}/moves`, apiKey, { move, expectedVersion }),
      201,
    );
    if (accepted && SAMPLE_FILE && answers.length < SAMPLE_LIMIT) answers.push(JSON.stringify(accepted.body));
    game =
      accepted && accepted.body.status === 'ACTIVE'
        ? { id, version: accepted.body.version ?? expectedVersion + 1, moves: accepted.body.legalMoves ?? null }
        : null;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

async function main(): Promise<void> {
  // Every client registers and starts its first game before the clock starts.
  const setupStart = performance.now();
  const setups = await Promise.all(Array.from({ length: CLIENTS }, (_, n) => setUp(n)));
  const setupSeconds = (performance.now() - setupStart) / 1000;
  const start = performance.now();
  const measureFrom = start + WARMUP_SECONDS * 1000;
  const until = measureFrom + SECONDS * 1000;
  let measuredFrom = measureFrom;
  let cpuBefore: CpuSnapshot | null = null;
  const switcher = setTimeout(() => {
    measuredFrom = performance.now();
    cpuBefore = cpuSnapshot(processesToWatch());
    for (const f of Object.values(figures)) f.measuring = true;
  }, measureFrom - performance.now());
  const results = await Promise.allSettled(setups.map((setup, n) => client(n, setup, until)));
  clearTimeout(switcher);
  const cpuAfter = cpuSnapshot(processesToWatch());
  const elapsed = (performance.now() - measuredFrom) / 1000;
  const failed = results.filter((r) => r.status === 'rejected');
  for (const r of failed.slice(0, 3))
    process.stderr.write(`client failed: ${String((r as PromiseRejectedResult).reason)}\n`);
  const line = (bench: string, f: Figure, rateName: string): void => {
    console.log(
      JSON.stringify({
        bench,
        [rateName]: Math.round(f.ok / elapsed),
        ...percentiles(f.samples),
        ok: f.ok,
        errors: f.errors,
        ...(f.lastError ? { last_error: f.lastError } : {}),
      }),
    );
  };
  line('api.moves', figures.moves, 'accepted_per_s');
  line('api.legal_moves', figures.legal, 'per_s');
  line('api.leaderboard', figures.leaderboard, 'per_s');
  line('api.new_game', figures.newGame, 'per_s');
  console.log(
    JSON.stringify({
      bench: 'api.load',
      clients: CLIENTS,
      clients_failed: failed.length,
      seconds: Math.round(elapsed * 10) / 10,
      warmup_seconds: WARMUP_SECONDS,
      shape: SHAPE,
      prefer: PREFER,
      setup_seconds: Math.round(setupSeconds * 10) / 10,
      leaderboard_share: LEADERBOARD_SHARE,
    }),
  );
  // CPU each accepted move cost, per process (legal-moves, leaderboard and new-game requests
  // included: they are part of the flow that produces the moves).
  if (cpuBefore) {
    console.log(JSON.stringify({ bench: 'api.cpu_per_move', ...cpuPerUnit(cpuBefore, cpuAfter, figures.moves.ok) }));
  }
  if (SAMPLE_FILE && answers.length > 0) {
    const bySize = [...answers].sort((a, b) => a.length - b.length);
    writeFileSync(SAMPLE_FILE, bySize[Math.floor(bySize.length / 2)]!);
  }
  await pool.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
