import { expect } from '@jest/globals';

/**
 * Runs `assertion` and, if it fails, puts `context` (the request, the response text, the case)
 * above the matcher's own message. Jest's `expect` takes one argument, unlike Vitest's
 * `expect(actual, message)`, and a bare "Expected: 201, Received: 500" says little without the body.
 */
export function withContext(context: string, assertion: () => void): void {
  let result: unknown;
  try {
    result = assertion();
  } catch (error) {
    if (error instanceof Error) error.message = `${context}\n\n${error.message}`;
    throw error;
  }
  // An async assertion would fail after this returns, outside the test: refuse it.
  if (result instanceof Promise) throw new TypeError('withContext takes a synchronous assertion');
}

/** The response has this status; if not, the failure shows the body the server sent instead. */
export function expectStatus(res: { status: number; text: string }, status: number): void {
  withContext(`${res.status} ${res.text.slice(0, 2_000)}`, () => expect(res.status).toBe(status));
}
