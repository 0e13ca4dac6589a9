import { isTransientConflict } from '../common/errors/database-faults';

export interface ConflictRetryPolicy {
  /** Further attempts after the first; 0 runs the work once. */
  retries: number;
  /** The first retry waits up to this long; each next one up to twice as long as the one before. */
  baseDelayMs?: number;
  /** No retry waits longer than this. */
  maxDelayMs?: number;
}

const BASE_DELAY_MS = 20;
const MAX_DELAY_MS = 200;

/**
 * Runs `work` again when the server aborted it on a deadlock or a serialization failure (SQLSTATE
 * 40P01, 40001), at most `retries` more times. Each retry first waits a random time between 0 and
 * base × 2^n ("full jitter"), so the transactions that collided do not collide again in step.
 * The server rolled the aborted transaction back whole, so this is only for work that is safe to
 * run again: the last error is rethrown when the retries run out.
 */
export async function retryOnConflict<T>(
  work: () => Promise<T>,
  policy: ConflictRetryPolicy,
  random: () => number = Math.random,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  const base = policy.baseDelayMs ?? BASE_DELAY_MS;
  const max = policy.maxDelayMs ?? MAX_DELAY_MS;
  for (let retry = 0; ; retry++) {
    try {
      return await work();
    } catch (err) {
      if (retry >= policy.retries || !isTransientConflict(err)) throw err;
      await sleep(Math.floor(random() * Math.min(max, base * 2 ** retry)));
    }
  }
}
