import type { Logger } from '@nestjs/common';

/**
 * A job this instance runs every `intervalMs` (0: never), one run at a time, its failures logged
 * and not thrown; `stop` lets a run under way finish (before the database closes).
 */
export class Periodic {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly job: () => Promise<unknown>,
    private readonly logger: Logger,
    private readonly what: string,
  ) {}

  start(intervalMs: number): void {
    if (intervalMs <= 0) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.job()
        .then(
          () => undefined,
          (err: unknown) => this.logger.warn(`${this.what} failed: ${String(err)}`),
        )
        .finally(() => (this.running = null));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
