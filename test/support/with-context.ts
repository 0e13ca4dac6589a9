import { expect } from '@jest/globals';

/**
 * Runs `assertion` and, if it fails, puts `context` (the request, the response text, the case)
 * above the matcher's own message. Jest's `expect` takes one argument, unlike Vitest's
 * `expect(actual, message)`, and a bare "Expected: 201, Received: 500" says little without the body.
 */
export function withContext(context: string, assertion: () => void): void {
  try {
    assertion();
  } catch (error) {
    if (error instanceof Error) error.message = `${context}\n\n${error.message}`;
    throw error;
  }
}

/** The response has this status; if not, the failure shows the body the server sent instead. */
export function expectStatus(res: { status: number; text: string }, status: number): void {
  withContext(`${res.status} ${res.text.slice(0, 2_000)}`, () => expect(res.status).toBe(status));
}
