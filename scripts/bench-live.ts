/**
 * `npm run bench:live`: live play (issue 13 §9) on this machine, against one Crier process on a
 * fresh PostgreSQL database (DATABASE_URL's server, default postgresql://postgres@127.0.0.1:5432).
 *
 * 1. Accepted moves/s with no stream open: the load client of bench:api (solo Troyes Dice over
 *    REST, BENCH_CLIENTS clients, BENCH_SECONDS).
 * 2. Idle streams: BENCH_STREAMS (10,000) anonymous SSE connections, spectators of 100 open games,
 *    held by this process over raw sockets; Crier's resident memory (VmRSS) before and after, per
 *    connection (the server's file-descriptor limit is raised to its hard limit).
 *    Then the same load again while they are open.
 * 3. Delivery latency to BENCH_WATCHERS (1,000) watchers of one 2-seat game: for BENCH_MOVES moves
 *    made one at a time, the time from the move's 201 (and from its request) to the arrival of
 *    that version on each watcher (p50/p99 over every watcher and move).
 *
 * One JSON line per figure on stdout.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { createBenchDatabase, envNumber, percentiles } from './bench/api/bench-database';
import { crierEnv, freePort, waitHealthy } from './bench/api/crier-process';

const STREAMS = Math.floor(envNumber('BENCH_STREAMS', 10_000));
const WATCHERS = Math.floor(envNumber('BENCH_WATCHERS', 1_000));
const MOVES = Math.floor(envNumber('BENCH_MOVES', 40));
const CLIENTS = Math.floor(envNumber('BENCH_CLIENTS', 16));
const SECONDS = envNumber('BENCH_SECONDS', 15);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 3);
const now = (): number => performance.timeOrigin + performance.now();

function rssKb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1] ?? 0);
}

async function api(base: string, p: string, init: { method?: string; key?: string; body?: unknown } = {}) {
  const res = await fetch(`${base}${p}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.key ? { authorization: `Bearer ${init.key}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bench reads a few known fields of JSON answers
  return { status: res.status, body: (await res.json()) as any };
}

/** One SSE connection over a raw socket: records when each version (`id:`) first arrives. */
class Watcher {
  readonly socket: Socket;
  private tail = '';
  version = -1;
  readonly arrivals = new Map<number, number>();
  opened: Promise<void>;

  constructor(port: number, p: string, record: boolean) {
    this.socket = connect(port, '127.0.0.1');
    this.socket.setNoDelay(true);
    this.socket.write(`GET ${p} HTTP/1.1\r\nhost: 127.0.0.1\r\naccept: text/event-stream\r\n\r\n`);
    let resolve!: () => void;
    this.opened = new Promise((r) => (resolve = r));
    this.socket.on('data', (chunk: Buffer) => {
      const at = now();
      const text = this.tail + chunk.toString('latin1');
      if (this.version < 0 && text.includes('retry:')) resolve();
      for (const m of text.matchAll(/\nid: (\d+)\n/g)) {
        const v = Number(m[1]);
        if (v > this.version) {
          this.version = v;
          if (record) this.arrivals.set(v, at);
        }
      }
      this.tail = text.slice(-24);
    });
    this.socket.on('error', () => undefined);
  }

  close(): void {
    this.socket.destroy();
  }
}

async function openMany(port: number, paths: string[], record: boolean): Promise<Watcher[]> {
  const out: Watcher[] = [];
  // In batches, so the server's accept queue is never the limit being measured.
  for (let i = 0; i < paths.length; i += 500) {
    const batch = paths.slice(i, i + 500).map((p) => new Watcher(port, p, record));
    await Promise.all(batch.map((w) => w.opened));
    out.push(...batch);
  }
  return out;
}

function runLoadClient(url: string, serverPid: number): Promise<Record<string, unknown>[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'bench', 'api', 'load-client.js')], {
      env: {
        ...process.env,
        BENCH_URL: url,
        BENCH_SERVER_PID: String(serverPid),
        BENCH_CLIENTS: String(CLIENTS),
        BENCH_SECONDS: String(SECONDS),
        BENCH_WARMUP_SECONDS: String(WARMUP_SECONDS),
        BENCH_LEADERBOARD_SHARE: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(
            out
              .split('\n')
              .filter((l) => l.startsWith('{'))
              .map((l) => JSON.parse(l) as Record<string, unknown>),
          )
        : reject(new Error(`load client exited with ${code}`)),
    );
  });
}

const settle = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const out = (line: Record<string, unknown>): void => console.log(JSON.stringify(line));

async function main(): Promise<void> {
  const db = await createBenchDatabase();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The server's file-descriptor limit: raised to the hard limit by the shell that starts it.
  const server = spawn(
    'sh',
    ['-c', `ulimit -n $(ulimit -Hn); exec "${process.execPath}" "${path.join(__dirname, '..', 'src', 'main.js')}"`],
    {
      env: { ...crierEnv(port, db.url), LIVE_MAX_STREAMS_PER_KEY: '1000000' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const open: Watcher[] = [];
  try {
    await waitHealthy(url, server);
    const pid = server.pid!;
    const alice = (await api(url, '/v1/players', { method: 'POST', body: { name: 'Alice' } })).body;
    const bob = (await api(url, '/v1/players', { method: 'POST', body: { name: 'Bob' } })).body;

    // 1. Accepted moves/s with no stream open (first, so the comparison below is not a warm-up effect).
    const without = (await runLoadClient(url, pid)).find((l) => l.bench === 'api.moves');
    out({ ...without, bench: 'live.moves_without_streams', streams_open: 0 });

    // 2. Idle streams on 100 open games: memory per stream, then moves/s while they are open.
    const games: string[] = [];
    for (let i = 0; i < 100; i++) {
      games.push(
        (await api(url, '/v1/games', { method: 'POST', key: alice.apiKey, body: { game: 'troyes-dice', seats: 2 } }))
          .body.id,
      );
    }
    await settle(2_000);
    const before = rssKb(pid);
    const t0 = now();
    open.push(
      ...(await openMany(
        port,
        Array.from({ length: STREAMS }, (_, i) => `/v1/games/${games[i % games.length]}/stream`),
        false,
      )),
    );
    const openMs = now() - t0;
    await settle(3_000);
    const after = rssKb(pid);
    const held = open.filter((w) => w.version === 0 && !w.socket.destroyed).length;
    out({
      bench: 'live.idle_streams',
      streams: STREAMS,
      held_with_first_message: held,
      open_s: Math.round(openMs) / 1000,
      rss_before_mb: Math.round(before / 1024),
      rss_after_mb: Math.round(after / 1024),
      kb_per_stream: Math.round(((after - before) / STREAMS) * 10) / 10,
    });
    const withStreams = (await runLoadClient(url, pid)).find((l) => l.bench === 'api.moves');
    out({ ...withStreams, bench: 'live.moves_with_streams_open', streams_open: open.length });
    for (const w of open.splice(0)) w.close();
    await settle(2_000);

    // 3. Delivery latency to WATCHERS watchers of one game.
    const game = (
      await api(url, '/v1/games', { method: 'POST', key: alice.apiKey, body: { game: 'troyes-dice', seats: 2 } })
    ).body.id as string;
    await api(url, `/v1/games/${game}/join`, { method: 'POST', key: bob.apiKey });
    const watchers = await openMany(
      port,
      Array.from({ length: WATCHERS }, () => `/v1/games/${game}/stream`),
      true,
    );
    open.push(...watchers);
    const from201: number[] = [];
    const fromRequest: number[] = [];
    const keys = [alice.apiKey as string, bob.apiKey as string];
    let made = 0;
    while (made < MOVES) {
      const g = (await api(url, `/v1/games/${game}`)).body;
      if (g.status !== 'ACTIVE') break;
      const seat = (g.actors as number[])[0]!;
      const legal = (await api(url, `/v1/games/${game}/legal-moves`, { key: keys[seat] })).body;
      if (!legal.moves?.length) break;
      const sent = now();
      const res = await api(url, `/v1/games/${game}/moves`, {
        method: 'POST',
        key: keys[seat],
        body: { move: legal.moves[0] },
      });
      const accepted = now();
      if (res.status !== 201) continue;
      made++;
      const v = res.body.version as number;
      const deadline = now() + 10_000;
      while (watchers.some((w) => w.version < v) && now() < deadline) await settle(2);
      for (const w of watchers) {
        const at = w.arrivals.get(v);
        if (at === undefined) continue;
        from201.push(at - accepted);
        fromRequest.push(at - sent);
      }
    }
    const late = from201.filter((x) => x < 0).length;
    out({
      bench: 'live.delivery_latency',
      watchers: WATCHERS,
      moves: made,
      samples: from201.length,
      expected_samples: made * WATCHERS,
      from_201: percentiles(from201.map((x) => Math.max(0, x))),
      from_request: percentiles(fromRequest),
      arrived_before_201: late,
    });
  } finally {
    for (const w of open) w.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await db.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
