import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

/**
 * Dogfooding (issue 12.8): e2e suites make their REST calls through `crier/client`
 * (test/support/typed-client.ts), typed from the committed openapi.json. A suite that makes
 * untyped ones (supertest, test/support/http-client.ts's `http`, api.ts's registerPlayer,
 * playSome, playToEndRest, or a bare `fetch`) must either be listed below with its reason, or
 * say why next to each such call with a comment containing "untyped on purpose" (within the few
 * lines above it, or once in the comment above its first `describe` for a whole file of them).
 */
const NOT_YET_TYPED: Record<string, string> = {
  'api-parity.e2e-spec.ts': 'reads /docs-json, which is outside the REST contract',
  'contract.e2e-spec.ts': 'tests the contract check itself with raw requests, wrong methods among them',
  'graphql-conventions.e2e-spec.ts': 'a GraphQL suite; registers its players over REST (not moved yet)',
  'health.e2e-spec.ts': 'also reads /docs and /docs-json, outside the REST contract',
  'limits.e2e-spec.ts': 'floods and oversized bodies: what the contract forbids',
  'live.e2e-spec.ts': 'event streams (SSE) are read as they arrive, which openapi-fetch does not do',
  'moves-rejections.e2e-spec.ts': 'malformed moves and bodies: what the contract forbids',
  'pages.e2e-spec.ts': 'HTML pages and assets, outside the REST contract',
  'response-headers.e2e-spec.ts': 'raw headers: HEAD, conditional requests, docs pages',
  'web-client.e2e-spec.ts': "the web client's files, outside the REST contract",
};

const UNTYPED_IMPORTS = [
  /from ['"]supertest['"]/,
  /import\s*{[^}]*\bhttp\b[^}]*}\s*from\s*['"]\.\.\/support\/http-client['"]/,
  /import\s*{[^}]*\b(registerPlayer|playSome|playToEndRest)\b[^}]*}\s*from\s*['"]\.\.\/support\/api['"]/,
];
/** A line making an untyped REST call. */
const UNTYPED_CALL =
  /\brequest\([\w.!]+\)|(^|[^\w.])http\(|(^|[^\w.])fetch\(|(await |=> )(registerPlayer|playSome|playToEndRest)\(/;
const OPT_OUT = /untyped on purpose/i;

const dir = __dirname;
const suites = readdirSync(dir).filter((f) => f.endsWith('.e2e-spec.ts'));

/** Untyped calls of a suite without an opt-out comment: `line: text`. */
function unexplainedCalls(source: string): string[] {
  const lines = source.split('\n');
  const firstDescribe = lines.findIndex((l) => /^describe\(/.test(l));
  const header = lines.slice(0, Math.max(firstDescribe, 0)).join('\n');
  if (OPT_OUT.test(header)) return [];
  return lines.flatMap((line, i) =>
    UNTYPED_CALL.test(line) && !lines.slice(Math.max(0, i - 6), i + 1).some((l) => OPT_OUT.test(l))
      ? [`${i + 1}: ${line.trim()}`]
      : [],
  );
}

const usesUntyped = (source: string) =>
  UNTYPED_IMPORTS.some((re) => re.test(source)) || /(^|[^\w.])fetch\(/m.test(source);

describe('e2e suites call REST through crier/client (issue 12.8)', () => {
  it('finds the suites and recognises an untyped call, with and without its opt-out', () => {
    expect(suites.length).toBeGreaterThan(30);
    const untyped =
      "import request from 'supertest';\n\ndescribe('x', () => {\n  await request(t.server).get('/health');\n";
    expect(usesUntyped(untyped)).toBe(true);
    expect(unexplainedCalls(untyped)).toEqual(["4: await request(t.server).get('/health');"]);
    expect(unexplainedCalls(untyped.replace('  await', '  // Untyped on purpose: a bad body.\n  await'))).toEqual([]);
    expect(usesUntyped("import { typedClient } from '../support/typed-client';")).toBe(false);
  });

  it.each(suites.filter((f) => !(f in NOT_YET_TYPED)))('%s makes no untyped REST call without saying why', (file) => {
    const source = readFileSync(join(dir, file), 'utf8');
    if (!usesUntyped(source)) return;
    const calls = unexplainedCalls(source);
    if (calls.length > 0) {
      throw new Error(
        `${file} makes untyped REST calls: use crier/client (typedClient in test/support/typed-client.ts), ` +
          `or put a comment containing "untyped on purpose" and the reason above each call ` +
          `(or list the file in NOT_YET_TYPED in test/e2e/typed-rest.e2e-spec.ts):\n${calls.join('\n')}`,
      );
    }
  });

  it('lists only suites that exist and still make untyped calls (moved ones leave the list)', () => {
    const stale = Object.keys(NOT_YET_TYPED).filter(
      (file) => !suites.includes(file) || !usesUntyped(readFileSync(join(dir, file), 'utf8')),
    );
    expect(stale).toEqual([]);
  });
});
