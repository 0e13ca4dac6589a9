/**
 * An async iterator fed by pushes (a GraphQL subscription's source). At most `limit` values wait
 * for a slow reader: one more drops them and completes the iterator (the client resubscribes with
 * the last version it got and misses nothing), so memory stays bounded. `cleanup` runs once,
 * however the iterator ends.
 */
export class PushIterator<T> implements AsyncIterableIterator<T> {
  private readonly queue: T[] = [];
  private readonly waiting: ((r: IteratorResult<T>) => void)[] = [];
  private done = false;

  constructor(
    private readonly limit: number,
    private readonly cleanup: () => void,
  ) {}

  push(value: T): void {
    if (this.done) return;
    const next = this.waiting.shift();
    if (next) return next({ value, done: false });
    if (this.queue.length >= this.limit) {
      this.queue.length = 0;
      return this.end();
    }
    this.queue.push(value);
  }

  /** No more values after the ones queued. */
  end(): void {
    if (this.done) return;
    this.done = true;
    this.cleanup();
    for (const w of this.waiting.splice(0)) w({ value: undefined, done: true });
  }

  next(): Promise<IteratorResult<T>> {
    const value = this.queue.shift();
    if (value !== undefined) return Promise.resolve({ value, done: false });
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.queue.length = 0;
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}
