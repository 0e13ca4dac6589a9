/**
 * Polls `probe` every 25 ms until `ok` accepts its value or `timeoutMs` passes, and returns the
 * last value: for conditions that settle asynchronously (a notification, a restarted process).
 */
export async function until<T>(
  probe: () => T | Promise<T>,
  ok: (value: T) => boolean = Boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  let value = await probe();
  while (!ok(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 25));
    value = await probe();
  }
  return value;
}
