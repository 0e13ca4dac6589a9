import type { HeadersObject, OpenAPIObject, OperationObject, ResponseObject, SchemaObject } from '@nestjs/swagger';
import { ERROR_STATUS, type ErrorCode } from '../common/errors/error-codes';
import { STATUS_TITLES } from '../common/errors/problem';
import { GAME_STATUSES } from '../games/games.model';
import { operationSpec } from './operations';

/** The shared RFC 9457 problem schema, `application/problem+json`, with Crier's `code`. */
/** A problem member that lists strings or integers. */
function listOf(type: 'string' | 'integer', description: string): SchemaObject {
  return { type: 'array', items: { type }, description };
}

/** A problem member that is a moment, as an RFC 3339 date-time. */
function dateTime(description: string): SchemaObject {
  return { type: 'string', format: 'date-time', description };
}

export const PROBLEM_SCHEMA: SchemaObject = {
  type: 'object',
  description:
    'An RFC 9457 problem. `code` is stable (docs/errors.md); the other members below carry the details of ' +
    'some codes (each says which). Every member Crier sends is listed here; new ones may be added.',
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
          path: {
            type: 'string',
            description: 'The invalid field, dotted when nested (e.g. `clock.moveSeconds`), or the query parameter.',
          },
          constraints: {
            type: 'object',
            additionalProperties: { type: 'string' },
            description:
              'Each rule the field broke, by name, with its message (e.g. `isNotEmpty`: `name should not be empty`).',
          },
        },
      },
    },
    violation: { $ref: '#/components/schemas/Violation' },
    currentVersion: { type: 'integer', description: 'VERSION_CONFLICT: the game version now.' },
    reason: {
      type: 'string',
      description:
        'CONFLICT, FORBIDDEN, INVALID_SEATS, INVALID_RATED_GAME, INVALID_SEEK, INVALID_DEVICE_CODE and the 503s: which case it is.',
    },
    available: listOf('string', "UNKNOWN_BOT_POLICY: the game's bot policies (`id@version`)."),
    retryAfterSeconds: { type: 'integer', description: 'RATE_LIMITED and the 503s: as `Retry-After`.' },
    allow: listOf('string', 'METHOD_NOT_ALLOWED: as `Allow`.'),
    knownRulesVersions: listOf(
      'string',
      'VALIDATION_FAILED for an unknown `rulesVersion` (POST /v1/verify): the versions there are.',
    ),
    limit: {
      type: 'integer',
      description: 'RATE_LIMITED: requests per window; TOO_MANY_STREAMS, CONFLICT `TOO_MANY_WEBHOOKS`: the limit.',
    },
    windowSeconds: { type: 'integer', description: 'RATE_LIMITED: the length of the window.' },
    gameId: {
      type: 'string',
      description:
        'NOT_FOUND, FORBIDDEN: the game asked for; CONFLICT `SEEK_MATCHED`: the game the seek was seated in.',
    },
    playerId: { type: 'string', description: 'NOT_FOUND: the player asked for.' },
    keyId: { type: 'string', description: 'NOT_FOUND: the API key asked for.' },
    id: { type: 'string', description: 'NOT_FOUND: the id asked for (a webhook; at most 100 characters).' },
    game: {
      type: 'string',
      description:
        'NOT_FOUND (a game type), BAD_REQUEST (no drawn sheet), INVALID_SEEK, ALREADY_SEEKING: the game type.',
    },
    seekId: { type: 'string', description: 'ALREADY_SEEKING: the id of your open seek for that game.' },
    knownGames: listOf('string', 'NOT_FOUND for a game type, INVALID_SEEK `UNKNOWN_GAME`: those there are.'),
    kinds: listOf('string', 'NOT_FOUND for a daily kind: those there are.'),
    kind: { type: 'string', description: 'SEED_NOT_REVEALED: the daily kind.' },
    date: { type: 'string', format: 'date', description: 'SEED_NOT_REVEALED: the day.' },
    seat: { type: 'integer', description: 'NOT_YOUR_TURN: your seat; UNKNOWN_BOT_POLICY: the seat that names it.' },
    actors: listOf('integer', 'NOT_YOUR_TURN: the seats that act now.'),
    gameStatus: {
      type: 'string',
      enum: [...GAME_STATUSES],
      description: 'CONFLICT `GAME_NOT_STARTED` / `GAME_OVER`: the game status.',
    },
    deadline: dateTime('CONFLICT `DEADLINE_PASSED` / `CLOCK_RAN_OUT`: when time was up.'),
    opensAt: dateTime('NOT_FOUND `DAILY_NOT_OPEN`: when the day opens.'),
    closesAt: dateTime('CONFLICT `DAILY_NOT_CLOSED`: when the day closes.'),
    visibleFrom: dateTime("FORBIDDEN `DAILY_NOT_CLOSED`: when the daily's games become public."),
    seats: { type: 'integer', description: 'INVALID_SEATS: the seats asked for.' },
    bots: { type: 'integer', description: 'INVALID_SEATS: how many of them are bots.' },
    maxPlayers: {
      type: 'integer',
      description: 'INVALID_SEATS `TOO_MANY_SEATS`, INVALID_SEEK `OVER_SEAT_LIMIT`: the most the game seats.',
    },
    minPlayers: { type: 'integer', description: 'INVALID_SEEK `TOO_FEW_PLAYERS`: the fewest a seek may ask for.' },
    creatorSeats: listOf(
      'integer',
      'INVALID_SEATS `CREATOR_SEAT`: the seats that said `{"player": "me"}` (one is needed).',
    ),
    policy: {
      type: 'string',
      description:
        'UNKNOWN_BOT_POLICY: the policy named; INVALID_RATED_GAME `SAME_BOT_TWICE`: the policy seated twice.',
    },
    after: { type: 'string', description: 'INVALID_LAST_EVENT_ID: the `after` given (at most 40 characters).' },
    lastEventId: { type: 'string', description: 'INVALID_LAST_EVENT_ID: the `Last-Event-ID` given (at most 40).' },
    idempotencyKey: { type: 'string', description: 'IDEMPOTENCY_KEY_REUSED: the key.' },
    seedScheme: {
      type: 'string',
      description: 'SEED_COMMITMENT_MISMATCH, SEED_DERIVATION_MISMATCH of a mixed seed (POST /v1/verify): `mix-v1`.',
    },
    address: { type: 'string', description: 'WEBHOOK_URL_NOT_PUBLIC: the address the host resolved to.' },
    expiredAt: dateTime('INVALID_DEVICE_CODE `EXPIRED`: when the code stopped working.'),
    usedAt: dateTime('INVALID_DEVICE_CODE `USED`: when the code was redeemed (it works once).'),
  },
  additionalProperties: true,
};

/** The engine's refusal of a move or of a game's options (ILLEGAL_MOVE, INVALID_GAME_OPTIONS). */
export const VIOLATION_SCHEMA: SchemaObject = {
  type: 'object',
  description: "The rules engine's refusal: a stable `code` per game, a message, and its facts.",
  required: ['code', 'message'],
  properties: {
    code: {
      type: 'string',
      example: 'SLOT_TAKEN',
      description:
        "The engine's code, stable once shipped: switch on it. Shared (MALFORMED_MOVE, INVALID_OPTIONS…) or the game's own (docs/engine.md).",
    },
    message: {
      type: 'string',
      description: 'An English message for developers (not for end users; may change): switch on `code`.',
    },
    details: {
      type: 'object',
      additionalProperties: true,
      description: 'The facts that explain or correct the refusal, per code (e.g. `{need, have}`); absent when none.',
    },
  },
};

/** Codes every operation can answer: a malformed request, a wrong key, the rate limit, a wrong method, faults. */
const COMMON_CODES: ErrorCode[] = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'RATE_LIMITED',
  // Any path asked with a method it does not take (`Allow` lists those it does).
  'METHOD_NOT_ALLOWED',
  'INTERNAL',
  'DATABASE_UNAVAILABLE',
  'DATABASE_TIMEOUT',
];

/** Codes of any request that carries a body (a POST without one may still be sent one). */
const BODY_CODES: ErrorCode[] = ['MALFORMED_JSON', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'];

const HEADER_INTEGER = { schema: { type: 'integer', minimum: 0 } } as const;

/** Headers every answer carries (the request id, the rate limit), and 429s and 503s (`Retry-After`). */
const HEADERS: HeadersObject = {
  'RateLimit-Limit': { description: 'Requests allowed per window.', ...HEADER_INTEGER },
  'RateLimit-Remaining': { description: 'Requests left in this window.', ...HEADER_INTEGER },
  'RateLimit-Reset': { description: 'Seconds until the window resets.', ...HEADER_INTEGER },
  'Retry-After': { description: 'Seconds to wait before retrying.', ...HEADER_INTEGER },
  Allow: {
    description: 'The methods this path takes (405 METHOD_NOT_ALLOWED), e.g. `GET, HEAD`.',
    schema: { type: 'string', example: 'GET, HEAD' },
  },
  'x-request-id': {
    description:
      "This request's id, in every log line it caused: the client's own `x-request-id` when it sent one, " +
      'else a new UUID. Quote it when reporting a problem.',
    schema: { type: 'string', example: '5f0c3f7e-2b1d-4c7a-9d8e-1a2b3c4d5e6f' },
  },
};
const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });
const ANSWER_HEADERS: HeadersObject = {
  'x-request-id': headerRef('x-request-id'),
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
 * with `Retry-After`. Every response (successes included) documents `x-request-id` and the
 * `RateLimit-*` headers.
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
        response.headers = { ...ANSWER_HEADERS, ...response.headers };
      }
      for (const [status, codes] of codesByStatus(operation.operationId, method)) {
        const existing = operation.responses[String(status)] as ResponseObject | undefined;
        const reasons = status === 409 ? operationSpec(operation.operationId)?.conflictReasons : undefined;
        const response = problemResponse(status, codes, existing, reasons);
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
const SHARED_STATUSES = new Set([401, 405, 413, 415, 429, 500, 503]);

function problemResponse(
  status: number,
  codes: ErrorCode[],
  existing: ResponseObject | undefined,
  conflictReasons?: readonly string[],
): ResponseObject {
  const narrowed: Record<string, SchemaObject> = { code: { type: 'string', enum: codes } };
  if (conflictReasons) {
    narrowed.reason = {
      type: 'string',
      enum: [...conflictReasons],
      description: 'CONFLICT: why the game takes no command now (docs/errors.md).',
    };
  }
  const problem: SchemaObject = {
    allOf: [{ $ref: '#/components/schemas/Problem' }, { type: 'object', properties: narrowed }],
  };
  const retryAfter: HeadersObject = status === 429 || status === 503 ? { 'Retry-After': headerRef('Retry-After') } : {};
  if (status === 405) retryAfter.Allow = headerRef('Allow');
  const described = codes.map((c) => `\`${c}\``).join(', ');
  return {
    ...existing,
    description: existing?.description
      ? `${existing.description} Or a problem: ${described}.`
      : `${STATUS_TITLES[status] ?? 'Error'}: ${described} (docs/errors.md).`,
    headers: { ...ANSWER_HEADERS, ...existing?.headers, ...retryAfter },
    content: { ...existing?.content, 'application/problem+json': { schema: problem } },
  };
}
