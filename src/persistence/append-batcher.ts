/**
 * How a batcher writes: one append alone, or several in one statement.
 */
export interface AppendRunner<T> {
  /** Writes one append by itself; true when appended (its own retries and conflict mapping). */
  alone(item: T): Promise<boolean>;
  /**
   * Writes several appends in one statement (one transaction): the positions in `items` of those
   * appended. Rejects when the statement failed as a whole.
   */
  together(items: readonly T[]): Promise<ReadonlySet<number>>;
  /** True when a failed `together` wrote nothing because of one of its appends: each is then written alone. */
  rolledBack(err: unknown): boolean;
}

interface Pending<T> {
  item: T;
  resolve: (appended: boolean) => void;
  reject: (err: unknown) => void;
  /** Set while the append waits in the queue: it fails with AppendWaitTimeout when it fires. */
  timer?: NodeJS.Timeout;
}

/**
 * An append that found no statement slot within the batcher's wait limit (the database is slow or
 * hangs). Worded as pg-pool's own wait timeout, so it answers what a move waiting that long for a
 * connection answers: 503 DATABASE_UNAVAILABLE, reason POOL_TIMEOUT (common/errors/database-faults).
 */
export class AppendWaitTimeout extends Error {
  constructor(waitMs: number) {
    super(`timeout exceeded when trying to connect: no append statement came free within ${waitMs} ms`);
    this.name = 'AppendWaitTimeout';
  }
}

/**
 * Group commit for the event stream. At most `maxInFlight` append statements run at once; appends
 * that arrive meanwhile wait and leave together, in one statement, when one finishes. Postgres's
 * cost of an append is mostly its statement and its commit, not its rows, so under load the
 * database pays that once for many moves (docs/benchmarks.md); with no load an append leaves at
 * once, alone, as before.
 *
 * Two appends to one game never share a statement or run at the same time: the second waits for
 * the first, and then its version guard decides, as it would have. That also keeps concurrent
 * statements off each other's game rows, so they cannot deadlock there.
 *
 * A statement that fails as a whole because of one of its appends (a duplicate key, a deadlock, a
 * lock another transaction held too long on one game) is rolled back whole: each of its appends is
 * then written alone, so one bad append cannot fail the others. Any other failure is reported to
 * every caller of that statement, as it would be for an append alone: a statement timeout (a
 * database too slow for everyone, which writing each again would only load further) or a lost
 * answer (which may have committed: only the move's Idempotency-Key can tell).
 */
export class AppendBatcher<T extends { gameId: string }> {
  private readonly queue: Pending<T>[] = [];
  private readonly gamesInFlight = new Set<string>();
  private inFlight = 0;

  /**
   * @param maxInFlight statements at once (DATABASE_APPEND_STATEMENTS)
   * @param maxWaitMs longest an append waits for a slot (DATABASE_POOL_WAIT_MS: the wait for a
   *   connection it would otherwise have had), so a hung database fails queued moves as fast as it
   *   fails those waiting for a connection
   * @param maxBatch most appends in one statement
   */
  constructor(
    private readonly runner: AppendRunner<T>,
    private readonly maxInFlight: number,
    private readonly maxWaitMs: number,
    private readonly maxBatch = 64,
  ) {
    if (maxInFlight < 1) throw new RangeError('maxInFlight must be at least 1');
  }

  /** Appends `item`, alone or with others: resolves as the append alone would. */
  submit(item: T): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      const pending: Pending<T> = { item, resolve, reject };
      this.queue.push(pending);
      this.pump();
      if (this.queue.includes(pending)) {
        pending.timer = setTimeout(() => this.giveUp(pending), this.maxWaitMs);
      }
    });
  }

  /** Fails an append still queued when its wait runs out. */
  private giveUp(pending: Pending<T>): void {
    const at = this.queue.indexOf(pending);
    if (at < 0) return;
    this.queue.splice(at, 1);
    pending.reject(new AppendWaitTimeout(this.maxWaitMs));
  }

  /** Starts statements while a slot is free and some queued append's game is not in flight. */
  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.takeBatch();
      if (batch.length === 0) return;
      this.inFlight++;
      for (const p of batch) this.gamesInFlight.add(p.item.gameId);
      void this.write(batch).finally(() => {
        this.inFlight--;
        for (const p of batch) this.gamesInFlight.delete(p.item.gameId);
        this.pump();
      });
    }
  }

  /** The oldest queued appends, one per game and none of a game in flight, in arrival order. */
  private takeBatch(): Pending<T>[] {
    const batch: Pending<T>[] = [];
    const games = new Set<string>();
    for (let i = 0; i < this.queue.length && batch.length < this.maxBatch;) {
      const p = this.queue[i] as Pending<T>;
      const game = p.item.gameId;
      if (this.gamesInFlight.has(game) || games.has(game)) {
        i++;
        continue;
      }
      games.add(game);
      batch.push(p);
      clearTimeout(p.timer);
      this.queue.splice(i, 1);
    }
    return batch;
  }

  private async write(batch: Pending<T>[]): Promise<void> {
    if (batch.length === 1) {
      const only = batch[0] as Pending<T>;
      await this.runner.alone(only.item).then(only.resolve, only.reject);
      return;
    }
    let appended: ReadonlySet<number>;
    try {
      appended = await this.runner.together(batch.map((p) => p.item));
    } catch (err) {
      if (!this.runner.rolledBack(err)) {
        for (const p of batch) p.reject(err);
        return;
      }
      await Promise.all(batch.map((p) => this.runner.alone(p.item).then(p.resolve, p.reject)));
      return;
    }
    batch.forEach((p, i) => p.resolve(appended.has(i)));
  }
}
