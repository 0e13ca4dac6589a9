import { performance } from 'node:perf_hooks';

/** One stretch of time in which this process ran nothing else (a blocked or starved event loop). */
export interface Stall {
  from: number;
  to: number;
}

/**
 * Records when this process's event loop stalls. The fault suites run the server under test, its
 * clients and (on PGlite) the database itself in one Jest worker on a shared 2-core machine: a
 * request that took longer than the database bound because the whole process was not running
 * (CPU starvation, a synchronous WASM query, a GC pause) says nothing about Crier's database
 * limits, which bound waits, not CPU. A tick that comes more than `thresholdMs` late counts as a
 * stall from when it was due to when it ran.
 */
export class StallRecorder {
  readonly stalls: Stall[] = [];
  private readonly timer: NodeJS.Timeout;
  private last = performance.now();

  constructor(
    private readonly origin: number,
    private readonly tickMs = 10,
    private readonly thresholdMs = 50,
  ) {
    this.timer = setInterval(() => this.tick(), tickMs);
  }

  /** Milliseconds of stall between `from` and `to` (on the origin's clock). */
  within(from: number, to: number): number {
    let total = 0;
    for (const s of this.stalls) total += Math.max(0, Math.min(to, s.to) - Math.max(from, s.from));
    return total;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private tick(): void {
    const now = performance.now();
    const late = now - this.last - this.tickMs;
    if (late > this.thresholdMs)
      this.stalls.push({ from: this.last + this.tickMs - this.origin, to: now - this.origin });
    this.last = now;
  }
}
