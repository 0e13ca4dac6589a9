import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from './config/app-config';

/** A worker that dies sooner than this after starting counts as a crash loop. */
const HEALTHY_AFTER_MS = 10_000;
const RESTART_DELAY_MAX_MS = 30_000;

/**
 * The primary of `CRIER_WORKERS` > 1: it serves nothing itself, forks the workers (each a whole
 * Crier sharing the port through node:cluster, so one per core uses every core), starts a new one
 * when one dies (with backoff if they keep dying), and on SIGTERM/SIGINT asks them all to shut
 * down gracefully. Workers are ordinary instances sharing the database: moves are guarded by
 * version in the database, so which process serves a request never matters for correctness.
 */
export function runPrimary(config: AppConfig, log: (line: string) => void): void {
  let stopping = false;
  let restartDelayMs = 500;
  const startedAt = new Map<number, number>();

  const fork = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    restartDelayMs = lived >= HEALTHY_AFTER_MS ? 500 : Math.min(restartDelayMs * 2, RESTART_DELAY_MAX_MS);
    setTimeout(() => {
      if (!stopping) fork();
    }, restartDelayMs).unref();
  });

  const shutdown = (): void => {
    if (stopping) return;
    stopping = true;
    const timer = setTimeout(() => process.exit(1), (config.shutdownTimeoutSeconds + 1) * 1000);
    timer.unref();
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) process.exit(0);
    // Workers shut down on SIGTERM whichever signal the primary got.
    for (const w of workers) w.process.kill('SIGTERM');
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  for (let i = 0; i < config.workers; i++) fork();
  log(`Crier primary ${process.pid}: ${config.workers} workers on port ${config.port}`);
}
