import type { HeadersObject, OpenAPIObject, OperationObject, ResponseObject, SchemaObject } from '@nestjs/swagger';
import { ERROR_STATUS, type ErrorCode } from '../common/errors/error-codes';
import { STATUS_TITLES } from '../common/errors/problem';
import { operationSpec } from './operations';

/** The shared RFC 9457 problem schema, `application/problem+json`, with Crier's `code`. */
export const PROBLEM_SCHEMA: SchemaObject = {
  type: 'object',
  description:
    'An RFC 9457 problem. `code` is stable (docs/errors.md); other members carry the details of a code ' +
    '(`fields`, `violation`, `currentVersion`, `reason`, `retryAfterSeconds`, `allow`…).',
  required: ['type', 'title', 'status', 'detail', 'code'],
  properties: {
    type: { type: 'string', description: '`urn:crier:error:<code>`.', example: 'urn:crier:error:NOT_FOUND' },
    title: { type: 'string', description: 'The HTTP status phrase.', example: 'Not Found' },
    status: { type: 'integer', description: 'The HTTP status, always.', example: 404 },
    detail: { type: 'string', description: 'What went wrong, for people.', example: 'Game was not found.' },
    code: { type: 'string', enum: Object.keys(ERROR_STATUS), description: 'What went wrong, for programs.' },
    instance: { type: 'string', description: 'The request path.', example: '/v1/games/0b0f…' },
    fields: {
      type: 'array',
      description: 'VALIDATION_FAILED: each invalid field.',
      items: {
        type: 'object',
        required: ['path', 'constraints'],
        properties: {
          path: { type: 'string' },
          constraints: { type: 'object', additionalProperties: { type: 'string' } },
        },
      },
    },
    violation: { $ref: '#/components/schemas/Violation' },
    currentVersion: { type: 'integer', description: 'VERSION_CONFLICT: the game version now.' },
    reason: { type: 'string', description: 'CONFLICT, FORBIDDEN, INVALID_SEATS and the 503s: which case it is.' },
    available: {
      type: 'array',
      items: { type: 'string' },
      description: "UNKNOWN_BOT_POLICY: the game's bot policies (`id@version`).",
    },
    retryAfterSeconds: { type: 'integer', description: 'RATE_LIMITED and the 503s: as `Retry-After`.' },
    allow: { type: 'array', items: { type: 'string' }, description: 'METHOD_NOT_ALLOWED: as `Allow`.' },
    knownRulesVersions: {
      type: 'array',
      items: { type: 'string' },
      description: 'VALIDATION_FAILED for an unknown `rulesVersion` (POST /v1/verify): the versions there are.',
    },
  },
  additionalProperties: true,
};

/** The engine's refusal of a move or of a game's options (ILLEGAL_MOVE, INVALID_GAME_OPTIONS). */
export const VIOLATION_SCHEMA: SchemaObject = {
  type: 'object',
  description: "The rules engine's refusal: a stable `code` per game, a message, and its facts.",
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', example: 'SLOT_TAKEN' },
    message: { type: 'string' },
    details: { type: 'object', additionalProperties: true },
  },
};

/** Codes every operation can answer: a malformed request, a wrong key, the rate limit, faults. */
const COMMON_CODES: ErrorCode[] = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'RATE_LIMITED',
  'INTERNAL',
  'DATABASE_UNAVAILABLE',
  'DATABASE_TIMEOUT',
];

/** Codes of any request that carries a body (a POST without one may still be sent one). */
const BODY_CODES: ErrorCode[] = ['MALFORMED_JSON', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'];

const HEADER_INTEGER = { schema: { type: 'integer', minimum: 0 } } as const;

/** Headers every answer carries (the rate limit), and 429s and 503s (`Retry-After`). */
const HEADERS: HeadersObject = {
  'RateLimit-Limit': { description: 'Requests allowed per window.', ...HEADER_INTEGER },
  'RateLimit-Remaining': { description: 'Requests left in this window.', ...HEADER_INTEGER },
  'RateLimit-Reset': { description: 'Seconds until the window resets.', ...HEADER_INTEGER },
  'Retry-After': { description: 'Seconds to wait before retrying.', ...HEADER_INTEGER },
};
const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });
const RATE_LIMIT_HEADERS: HeadersObject = {
  'RateLimit-Limit': headerRef('RateLimit-Limit'),
  'RateLimit-Remaining': headerRef('RateLimit-Remaining'),
  'RateLimit-Reset': headerRef('RateLimit-Reset'),
};

/** The codes an operation can answer (common + body + its own), by HTTP status. */
export function codesByStatus(operationId: string, method: string): Map<number, ErrorCode[]> {
  const spec = operationSpec(operationId);
  if (!spec) throw new Error(`Operation ${operationId} has no entry in src/openapi/operations.ts`);
  const codes = new Set<ErrorCode>([
    ...COMMON_CODES,
    ...(['post', 'put', 'patch', 'delete'].includes(method) ? BODY_CODES : []),
    ...spec.codes,
  ]);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of Object.keys(ERROR_STATUS) as ErrorCode[]) {
    if (!codes.has(code)) continue;
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

/**
 * Adds the shared Problem schema and, to every operation, one response per error status it can
 * answer: the Problem with `code` narrowed to that route's codes of that status; 429 and 503
 * with `Retry-After`. Every response (successes included) documents the `RateLimit-*` headers.
 */
export function addProblemResponses(document: OpenAPIObject): void {
  document.components ??= {};
  document.components.schemas = {
    ...document.components.schemas,
    Problem: PROBLEM_SCHEMA,
    Violation: VIOLATION_SCHEMA,
  };
  document.components.headers = { ...document.components.headers, ...HEADERS };
  for (const pathItem of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(pathItem) as [string, OperationObject][]) {
      if (!operation?.responses || !operation.operationId) continue;
      for (const response of Object.values(operation.responses) as ResponseObject[]) {
        response.headers = { ...RATE_LIMIT_HEADERS, ...response.headers };
      }
      for (const [status, codes] of codesByStatus(operation.operationId, method)) {
        const existing = operation.responses[String(status)] as ResponseObject | undefined;
        const response = problemResponse(status, codes, existing);
        // Statuses whose codes are the same on every route are one shared response, referenced
        // (a route with a code of its own at that status, like TOO_MANY_STREAMS, has its own).
        const ownCode = operationSpec(operation.operationId)?.codes.some((c) => ERROR_STATUS[c] === status);
        if (!existing && SHARED_STATUSES.has(status) && !ownCode) {
          const name = `Problem${status}`;
          const responses = (document.components.responses ??= {});
          const shared = responses[name];
          if (shared && JSON.stringify(shared) !== JSON.stringify(response)) {
            throw new Error(`Problem${status} differs between operations`);
          }
          responses[name] = response;
          operation.responses[String(status)] = { $ref: `#/components/responses/${name}` };
        } else {
          operation.responses[String(status)] = response;
        }
      }
    }
  }
}

/** Statuses only common or body codes answer: the same response on every route. */
const SHARED_STATUSES = new Set([401, 413, 415, 429, 500, 503]);

function problemResponse(status: number, codes: ErrorCode[], existing: ResponseObject | undefined): ResponseObject {
  const problem: SchemaObject = {
    allOf: [
      { $ref: '#/components/schemas/Problem' },
      { type: 'object', properties: { code: { type: 'string', enum: codes } } },
    ],
  };
  const retryAfter: HeadersObject = status === 429 || status === 503 ? { 'Retry-After': headerRef('Retry-After') } : {};
  const described = codes.map((c) => `\`${c}\``).join(', ');
  return {
    ...existing,
    description: existing?.description
      ? `${existing.description} Or a problem: ${described}.`
      : `${STATUS_TITLES[status] ?? 'Error'}: ${described} (docs/errors.md).`,
    headers: { ...RATE_LIMIT_HEADERS, ...existing?.headers, ...retryAfter },
    content: { ...existing?.content, 'application/problem+json': { schema: problem } },
  };
}
