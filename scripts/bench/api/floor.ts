/**
 * Phase 5 of `npm run bench:api`: the stack's floor on this box (see floor-server.ts), driven
 * like phase 3 (BENCH_CLIENTS keep-alive connections on undici, each POSTing a move-sized body
 * and waiting for the answer), with the same CPU accounting. Reports requests/s, latency and
 * CPU ms per request of the floor server and of Postgres.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { Pool } from 'undici';
import { cpuPerUnit, cpuSnapshot } from './cpu';
import { percentiles } from './bench-database';

export interface FloorOptions {
  port: number;
  databaseUrl: string;
  sampleFile: string;
  clients: number;
  seconds: number;
  warmupSeconds: number;
}

export async function runFloor(o: FloorOptions): Promise<Record<string, unknown>> {
  const server = spawn(process.execPath, [path.join(__dirname, 'floor-server.js')], {
    env: {
      PATH: process.env.PATH,
      PORT: String(o.port),
      DATABASE_URL: o.databaseUrl,
      BENCH_SAMPLE_FILE: o.sampleFile,
      ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (c: Buffer) => (c.toString().includes('listening') ? resolve() : undefined));
      server.once('exit', (code) => reject(new Error(`floor server exited with ${code}`)));
    });
    const pool = new Pool(`http://127.0.0.1:${o.port}`, { connections: o.clients, pipelining: 1 });
    const body = JSON.stringify({
      move: { type: 'useDie', slot: 0, action: 'buildWork', colour: 'red', value: 1 },
      expectedVersion: 3,
    });
    const samples: number[] = [];
    let measuring = false;
    let errors = 0;
    const until = performance.now() + (o.warmupSeconds + o.seconds) * 1000;
    const worker = async (n: number): Promise<void> => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const res = await pool.request({
          method: 'POST',
          path: `/v1/games/floor-${n}/moves`,
          headers: { 'content-type': 'application/json', authorization: 'Bearer floor' },
          body,
        });
        JSON.parse(await res.body.text()); // the load client parses every answer too
        if (!measuring) continue;
        if (res.statusCode === 201) samples.push(performance.now() - t0);
        else errors++;
      }
    };
    const workers = Array.from({ length: o.clients }, (_, n) => worker(n));
    await new Promise((r) => setTimeout(r, o.warmupSeconds * 1000));
    measuring = true;
    const t0 = performance.now();
    const before = cpuSnapshot({ floor: server.pid });
    await Promise.all(workers);
    const after = cpuSnapshot({ floor: server.pid });
    const elapsed = (performance.now() - t0) / 1000;
    await pool.close();
    return {
      bench: 'api.floor',
      requests_per_s: Math.round(samples.length / elapsed),
      ...percentiles(samples),
      ok: samples.length,
      errors,
      cpu_per_request: cpuPerUnit(before, after, samples.length),
    };
  } finally {
    server.kill('SIGTERM');
  }
}
