import { expect } from '@jest/globals';
import { ERROR_STATUS, isErrorCode } from '../../src/common/errors/error-codes';
import { GRAPHQL_ONLY_CODES } from '../../src/common/graphql/format-error';
import { checkChildAnswer } from './contract';
import { withContext } from './with-context';

/** A raw HTTP answer: status, headers and the body parsed as JSON when it is JSON. */
export interface RawResponse {
  status: number;
  contentType: string;
  headers: Headers;
  text: string;
  body: any;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  /** A string or bytes are sent as they are; anything else as JSON. */
  body?: unknown;
  /** Abort after this many ms (the call then rejects). */
  timeoutMs?: number;
  /** false: do not check this answer against openapi.json (on by default; see contract.ts). */
  checkContract?: boolean;
}

/**
 * A bare fetch client for a listening Crier (no supertest: it sends bytes exactly as given, so
 * invalid UTF-8, wrong content types and non-JSON reach the server untouched).
 */
export async function http(base: string, path: string, req: RawRequest = {}): Promise<RawResponse> {
  const headers: Record<string, string> = { ...(req.headers ?? {}) };
  let body: string | Uint8Array | undefined;
  if (req.body === undefined) body = undefined;
  else if (typeof req.body === 'string' || req.body instanceof Uint8Array) body = req.body;
  else {
    body = JSON.stringify(req.body);
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
  }
  const res = await fetch(base + path, {
    method: req.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: AbortSignal.timeout(req.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  const contentType = res.headers.get('content-type') ?? '';
  if (req.checkContract !== false) {
    checkChildAnswer(req.method ?? (body === undefined ? 'GET' : 'POST'), path, res.status, contentType, text);
  }
  let parsed: unknown = undefined;
  if (/json/.test(contentType) && text.length > 0) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  return { status: res.status, contentType, headers: res.headers, text, body: parsed };
}

/** Apollo's codes for requests that never reach a resolver (see src/common/graphql/format-error.ts). */
export const GRAPHQL_EXTRA_CODES: ReadonlySet<string> = GRAPHQL_ONLY_CODES;

/** A REST refusal: problem+json with a documented code whose status matches, never INTERNAL. */
export function expectProblem(res: RawResponse, context = ''): void {
  withContext(`${context} -> ${res.status} ${res.text.slice(0, 300)}`, () => {
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.contentType).toMatch(/^application\/problem\+json/);
    expect(isErrorCode(res.body?.code)).toBe(true);
    expect(ERROR_STATUS[res.body.code as keyof typeof ERROR_STATUS]).toBe(res.status);
    expect(res.body.type).toBe(`urn:crier:error:${res.body.code}`);
    expect(res.text).not.toMatch(/ at \S+ \(|node_modules|stacktrace|PrismaClient/);
  });
}

/** A GraphQL answer: either data, or errors each with a documented, non-INTERNAL extensions.code. */
export function expectGraphQLAnswer(res: RawResponse, context = ''): void {
  const where = `${context} -> ${res.status} ${res.text.slice(0, 300)}`;
  withContext(where, () => expect(res.status).toBeLessThan(500));
  if (res.status >= 400 && /problem\+json/.test(res.contentType)) {
    expectProblem(res, context); // refused before GraphQL runs (bad JSON, size, media type)
    return;
  }
  withContext(where, () => {
    expect(typeof res.body).toBe('object');
    const errors = (res.body?.errors ?? []) as { extensions?: { code?: unknown } }[];
    if (res.body?.data === undefined || res.body?.data === null) expect(errors.length).toBeGreaterThan(0);
    for (const e of errors) {
      const code = e.extensions?.code;
      expect(isErrorCode(code) || GRAPHQL_EXTRA_CODES.has(code as string)).toBe(true);
      expect(code).not.toBe('INTERNAL');
      expect(JSON.stringify(e)).not.toMatch(/ at \S+ \(|node_modules|stacktrace/);
    }
  });
}
