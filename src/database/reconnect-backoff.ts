/**
 * The reconnect schedule of a LISTEN connection that dropped: one timer at a time, the delay
 * doubling from `firstDelayMs` up to `maxDelayMs`, back to the first delay once connected again.
 */
export class ReconnectBackoff {
  private timer: NodeJS.Timeout | null = null;
  private delayMs: number;

  constructor(
    private readonly firstDelayMs: number,
    private readonly maxDelayMs = 30_000,
  ) {
    this.delayMs = firstDelayMs;
  }

  /** A reconnect is already scheduled. */
  get pending(): boolean {
    return this.timer !== null;
  }

  /** Connected: the next loss waits the first delay again. */
  reset(): void {
    this.delayMs = this.firstDelayMs;
  }

  /** Run `reconnect` after the current delay, and double the delay for the next loss. */
  schedule(reconnect: () => void): void {
    const delay = this.delayMs;
    this.delayMs = Math.min(this.delayMs * 2, this.maxDelayMs);
    this.timer = setTimeout(() => {
      this.timer = null;
      reconnect();
    }, delay);
    // A pending reconnect must not keep the process alive.
    this.timer.unref();
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
  }
}
