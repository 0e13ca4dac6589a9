import { afterAll } from '@jest/globals';
import { childProcessContract } from './contract';

// Runs after every e2e test file: the answers it got from Crier processes it started itself
// (through test/support/http-client.ts) must all keep the OpenAPI contract, as the in-process
// test app's answers must (test/support/test-app.ts).
afterAll(() => {
  const { violations } = childProcessContract;
  if (violations.length > 0) {
    const shown = [...new Set(violations)].slice(0, 20).join('\n');
    violations.length = 0;
    throw new Error(`${shown}\n…: answers of a Crier process break the OpenAPI contract (openapi.json)`);
  }
});
