/**
 * `npm run bench:api`: Crier under load on the real Postgres, and the database's own limit.
 *
 * 1. A fresh database `crier_bench_<ts>` on DATABASE_URL's server (default
 *    postgresql://postgres@127.0.0.1:5432), dropped at the end (BENCH_KEEP_DB=1 keeps it).
 * 2. Crier in production mode (`node dist/src/main.js`, NODE_ENV=production, LOG_LEVEL=warn,
 *    rate limits raised so they never trigger) as its own process.
 * 3. The load client (scripts/bench/api/load-client.ts) as another process: BENCH_CLIENTS (64)
 *    clients playing solo Troyes Dice over REST, ~10% leaderboard reads; BENCH_SHAPE=one-request
 *    (default: each decision is one POST, its choices from the previous answer's legalMoves) or
 *    two-requests (GET legal-moves before every POST); BENCH_PREFER=minimal asks for move answers
 *    without the view (`Prefer: return=minimal`; default representation: the whole answer).
 * 4. With Crier stopped, the same append straight through `pg` by as many clients, through Crier's
 *    EventStore, so grouped as Crier groups appends (DATABASE_APPEND_STATEMENTS).
 * 5. The floor (scripts/bench/api/floor-server.ts): bare Fastify + `pg` answering a median-sized
 *    move answer from phase 3 after one prepared statement, driven the same way: what any server
 *    on this stack costs per move on this box, Crier's code excluded (BENCH_FLOOR=0 skips it).
 * 6. `ratio = crier accepted moves/s ÷ raw appends/s`.
 *
 * Env: BENCH_SECONDS (20 per phase), BENCH_WARMUP_SECONDS (5), BENCH_CLIENTS (64),
 * BENCH_LEADERBOARD_SHARE (0.1), DATABASE_POOL_SIZE (Crier's pool; Crier's default when unset),
 * BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server),
 * BENCH_SERVER_ENV (extra Crier settings, e.g. "AUTH_KEY_CACHE_MS=2000 DATABASE_POOL_SIZE=20"),
 * BENCH_WATCHED=1 (a live_listener row as if some instance had a live watcher: every append
 * notifies, as before 20261123090000, for both phases), BENCH_PIN=1 (during phase 3, Crier on
 * CPU 0, Postgres and the load client on the others: scripts/bench/api/pin.ts; Linux, `taskset`).
 * One JSON line per figure on stdout; Crier's own warnings go to stderr.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '../src/config/app-config';
import { getGame } from '../src/engine';
import { createBenchDatabase, envNumber } from './bench/api/bench-database';
import { freePort, serverEnv, startCrier, stopCrier } from './bench/api/crier-process';
import { runFloor } from './bench/api/floor';
import { pinCrierApart, type Pinning } from './bench/api/pin';
import { rawAppends } from './bench/api/raw-appends';

const CLIENTS = Math.floor(envNumber('BENCH_CLIENTS', 64));
const SECONDS = envNumber('BENCH_SECONDS', 20);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 5);
/** A median-sized move answer from phase 3, which the floor server (phase 5) sends back. */
const SAMPLE_FILE = path.join(tmpdir(), `crier-bench-answer-${process.pid}.json`);

/** Runs the load client process; relays its lines and returns them parsed. */
function runLoadClient(
  url: string,
  serverPid: number | undefined,
  cpuList?: string,
): Promise<Record<string, unknown>[]> {
  const script = path.join(__dirname, 'bench', 'api', 'load-client.js');
  // `taskset -c <list> node …` execs node in the same process, so its pid is the client's.
  const [command, args] = cpuList
    ? ['taskset', ['-c', cpuList, process.execPath, script]]
    : [process.execPath, [script]];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: {
        ...process.env,
        BENCH_URL: url,
        BENCH_SERVER_PID: String(serverPid ?? 0),
        BENCH_CLIENTS: String(CLIENTS),
        BENCH_SECONDS: String(SECONDS),
        BENCH_WARMUP_SECONDS: String(WARMUP_SECONDS),
        BENCH_SHAPE: process.env.BENCH_SHAPE ?? 'one-request',
        BENCH_PREFER: process.env.BENCH_PREFER ?? 'representation',
        BENCH_SAMPLE_FILE: SAMPLE_FILE,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString('utf8');
      process.stdout.write(c);
    });
    const killer = setTimeout(() => child.kill('SIGKILL'), (SECONDS + WARMUP_SECONDS + 120) * 1000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(killer);
      if (code !== 0) return reject(new Error(`load client exited with ${code}`));
      resolve(
        out
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as Record<string, unknown>),
      );
    });
  });
}

async function main(): Promise<void> {
  const rulesVersion = getGame('troyes-dice')?.rulesVersion;
  if (!rulesVersion) throw new Error('troyes-dice is not registered');
  const db = await createBenchDatabase();
  let server: ChildProcess | null = null;
  try {
    const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const crier = await startCrier({
      distRoot: path.join(__dirname, '..'),
      databaseUrl: db.url,
      nodeArgs,
      env: {
        ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
        ...serverEnv(process.env.BENCH_SERVER_ENV),
      },
    });
    server = crier.child;
    const url = crier.url;
    if (process.env.BENCH_WATCHED === '1') {
      const admin = new Client({ connectionString: db.url });
      await admin.connect();
      await admin.query('INSERT INTO live_listener (instance_id) VALUES (gen_random_uuid())');
      await admin.end();
    }
    let pinning: Pinning | null = null;
    let lines: Record<string, unknown>[];
    try {
      if (process.env.BENCH_PIN === '1') pinning = pinCrierApart(server.pid!);
      lines = await runLoadClient(url, server.pid, pinning?.others);
    } finally {
      pinning?.restore();
    }
    if (pinning) console.log(JSON.stringify({ bench: 'api.pinned', crier_cpus: '0', others_cpus: pinning.others }));
    await stopCrier(server);
    server = null;

    const moves = lines.find((l) => l.bench === 'api.moves');
    const crierPerS = Number(moves?.accepted_per_s ?? 0);

    // The raw appends carry a real move's payload (the median-sized one the load just wrote).
    const c = new Client({ connectionString: db.url });
    await c.connect();
    const { rows } = await c.query<{ payload: unknown }>(
      `SELECT payload FROM game_event WHERE type = 'MoveMade'
        ORDER BY length(payload::text) OFFSET (SELECT count(*) / 2 FROM game_event WHERE type = 'MoveMade') LIMIT 1`,
    );
    await c.end();
    const payload = rows[0]?.payload ?? { move: { type: 'chooseDie', die: 0 }, events: [] };

    // Grouped as Crier groups them (DATABASE_APPEND_STATEMENTS, from BENCH_SERVER_ENV or the default).
    const appendStatements = loadConfig({ ...process.env, ...serverEnv(process.env.BENCH_SERVER_ENV) }).databaseLimits
      .appendStatements;
    const raw = await rawAppends(db.url, {
      clients: CLIENTS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      payload,
      rulesVersion,
      appendStatements,
    });
    console.log(JSON.stringify(raw));
    // The stack's floor: fastify + pg + the same answer, nothing of Crier's (BENCH_FLOOR=0 skips).
    if (process.env.BENCH_FLOOR !== '0' && existsSync(SAMPLE_FILE)) {
      const floor = await runFloor({
        port: await freePort(),
        databaseUrl: db.url,
        sampleFile: SAMPLE_FILE,
        clients: CLIENTS,
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
      });
      console.log(JSON.stringify({ ...floor, answer_bytes: Buffer.byteLength(readFileSync(SAMPLE_FILE)) }));
    }
    console.log(
      JSON.stringify({
        bench: 'api.ratio',
        crier_moves_per_s: crierPerS,
        raw_appends_per_s: raw.appends_per_s,
        ratio: raw.appends_per_s > 0 ? Math.round((crierPerS / raw.appends_per_s) * 1000) / 1000 : 0,
        payload_bytes: Buffer.byteLength(JSON.stringify(payload)),
      }),
    );
  } finally {
    if (server) await stopCrier(server);
    rmSync(SAMPLE_FILE, { force: true });
    await db.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
