import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger';
import { gameSchemas } from '../engine/schemas';
import { operationSpec } from './operations';

/** The one security scheme: `Authorization: Bearer <apiKey>`. */
export const SECURITY_SCHEME = 'apiKey';

/** The only numbers that are not integers: averages, and ratings (mu, sigma and the ordinal). */
const DECIMALS = new Set([
  'AllTimeEntryDto.averageScore',
  ...['rating', 'mu', 'sigma', 'lastChange'].map((p) => `RatingEntryDto.${p}`),
  ...['ratingBefore', 'ratingAfter', 'change', 'muBefore', 'sigmaBefore', 'muAfter', 'sigmaAfter'].map(
    (p) => `RatingChangeDto.${p}`,
  ),
]);

/** Every `number` of the DTOs and parameters is an `integer` but the decimals above. */
export function integersOnly(document: OpenAPIObject): void {
  for (const [name, schema] of Object.entries((document.components?.schemas ?? {}) as Record<string, SchemaObject>)) {
    for (const [property, value] of Object.entries(schema.properties ?? {})) {
      if (!DECIMALS.has(`${name}.${property}`)) toInteger(value);
    }
  }
  for (const operation of operations(document)) {
    for (const parameter of (operation.parameters ?? []) as ParameterObject[]) toInteger(parameter.schema);
  }
}

function toInteger(schema: SchemaObject | ReferenceObject | undefined): void {
  if (!schema || '$ref' in schema) return;
  if (schema.type === 'number') schema.type = 'integer';
  if (Array.isArray(schema.type)) schema.type = schema.type.map((t) => (t === 'number' ? 'integer' : t));
  toInteger(schema.items);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) toInteger(branch);
}

/**
 * What the validators demand of a component beyond its properties, which decorators cannot say.
 * SeatInput: `isSeats` (POST /v1/games) and the verifier (POST /v1/verify) take exactly one of
 * `player` or `bot`. As a `oneOf` of the two shapes (not min/maxProperties), so a generated
 * client's type is `{player} | {bot}` and refuses `{}` at compile time.
 */
function exactlyOneOf(schema: SchemaObject): SchemaObject {
  const properties = (schema.properties ?? {}) as Record<string, SchemaObject>;
  return {
    description: schema.description,
    oneOf: Object.entries(properties).map(([name, property]) => ({
      type: 'object',
      required: [name],
      properties: { [name]: property },
      additionalProperties: false,
    })),
  };
}

const SCHEMA_CONSTRAINTS: Record<string, (schema: SchemaObject) => SchemaObject> = {
  SeatInput: exactlyOneOf,
};

/** Replaces the components of SCHEMA_CONSTRAINTS by their constrained forms. */
export function constrainSchemas(document: OpenAPIObject): void {
  const schemas = (document.components?.schemas ?? {}) as Record<string, SchemaObject>;
  for (const [name, constrain] of Object.entries(SCHEMA_CONSTRAINTS)) {
    if (!schemas[name]) throw new Error(`constrainSchemas: no component ${name}`);
    schemas[name] = constrain(schemas[name]);
  }
}

const UUID = { type: 'string', format: 'uuid' } as const;
const VERSION = { type: 'integer', minimum: 0 } as const;

/** Path and query parameters by `operationId:name` (or `*:name`), typed as the routes read them. */
const PARAMETER_SCHEMAS: Record<string, SchemaObject> = {
  '*:playerId': UUID,
  '*:keyId': {
    type: 'string',
    pattern: '^[0-9a-f]{16}$',
    description: 'An API key id: 16 lowercase hex characters (`keyId` of GET /v1/players/me/api-keys).',
    example: '0123456789abcdef',
  },
  '*:date': { type: 'string', format: 'date', example: '2026-11-22' },
  '*:kind': { type: 'string', example: 'troyes-dice' },
  'getGameSchemas:id': { type: 'string', enum: [...gameSchemas.keys()], example: 'troyes-dice' },
  '*:id': UUID,
  'getGameEvents:after': VERSION,
  'getGameState:at': VERSION,
  'gameUpdated:after': { type: 'integer', minimum: -1 },
  'getPlayerSheetSvg:seat': { type: 'integer', minimum: 0, maximum: 9, example: 0 },
};

/**
 * Parameters as a client must send them: typed (ids as uuids, versions as integers, dates as
 * dates), and each header once. Nest documents a handler's `@Headers('idempotency-key')` as a
 * required header beside the `@ApiHeader` one; header names are case-insensitive, so the
 * described one stays.
 */
export function typeParameters(document: OpenAPIObject): void {
  for (const operation of operations(document)) {
    const parameters = (operation.parameters ?? []) as ParameterObject[];
    const headers = new Map<string, ParameterObject>();
    for (const parameter of parameters) {
      if (parameter.in === 'header') {
        const key = parameter.name.toLowerCase();
        const seen = headers.get(key);
        if (!seen || (!seen.description && parameter.description)) headers.set(key, parameter);
        continue;
      }
      const typed =
        PARAMETER_SCHEMAS[`${operation.operationId}:${parameter.name}`] ?? PARAMETER_SCHEMAS[`*:${parameter.name}`];
      if (typed && (parameter.in === 'path' || PARAMETER_SCHEMAS[`${operation.operationId}:${parameter.name}`])) {
        parameter.schema = { ...typed };
      }
    }
    operation.parameters = parameters.filter((p) => p.in !== 'header' || headers.get(p.name.toLowerCase()) === p);
  }
}

/**
 * Security as the guard applies it: routes that need a key require `apiKey`; the others accept
 * one (it identifies the caller: their seat's view, `mine=true`) so clients send it when they
 * have it: `[{}, {apiKey: []}]`. The health check ignores it: `[]`.
 */
export function declareSecurity(document: OpenAPIObject): void {
  for (const operation of operations(document)) {
    const required = (operation.security ?? []).length > 0;
    const spec = operationSpec(operation.operationId ?? '');
    if (required) operation.security = [{ [SECURITY_SCHEME]: [] }];
    else if (!spec?.noAuth) operation.security = [{}, { [SECURITY_SCHEME]: [] }];
    else operation.security = [];
  }
}

const TAGS: { name: string; description: string }[] = [
  { name: 'players', description: 'Registration and API keys.' },
  { name: 'games', description: 'Game types and their JSON Schemas, creating, joining, reading and listing games.' },
  { name: 'moves', description: 'Legal moves and submitting a move.' },
  { name: 'history', description: 'Event streams and time travel.' },
  {
    name: 'live',
    description: 'Live play: Server-Sent Events of a game and of your own feed (GraphQL: subscriptions).',
  },
  { name: 'daily', description: 'Daily puzzles: the same dice for everyone.' },
  { name: 'leaderboards', description: 'Daily, all-time and per-player boards.' },
  { name: 'seeks', description: 'Matchmaking: seek a game, the open lobby, matched tables.' },
  { name: 'ratings', description: 'Skill ratings per player and game from rated games: boards, yours, history.' },
  { name: 'achievements', description: 'Achievement definitions and progress.' },
  { name: 'verify', description: 'Re-verifying claimed scores and stored games by replay.' },
  { name: 'webhooks', description: 'Signed webhooks for server-side clients, and their delivery log.' },
  { name: 'health', description: 'Liveness and database reachability.' },
];

/** Document-level tags with descriptions, in reading order; every operation has a tag. */
export function describeTags(document: OpenAPIObject): void {
  const used = new Set(operations(document).flatMap((o) => o.tags ?? []));
  for (const operation of operations(document)) {
    if (!operation.tags?.length) throw new Error(`Operation ${operation.operationId} has no tag`);
  }
  const missing = [...used].filter((tag) => !TAGS.some((t) => t.name === tag));
  if (missing.length) throw new Error(`Tags without a description in src/openapi/finish-document.ts: ${missing}`);
  document.tags = TAGS.filter((t) => used.has(t.name));
}

const SUCCESS_TEXT: Record<string, string> = {
  '200': 'OK.',
  '201': 'Created.',
  '204': 'Done; no content.',
  '304': 'Not Modified.',
};

/** Every response has a description (Nest leaves an empty one when a decorator gave none). */
export function describeResponses(document: OpenAPIObject): void {
  for (const operation of operations(document)) {
    for (const [status, response] of Object.entries(operation.responses) as [string, ResponseObject][]) {
      if (!response.description) response.description = SUCCESS_TEXT[status] ?? `HTTP ${status}.`;
    }
  }
}

/** The operations of a document, in path order. */
export function operations(document: OpenAPIObject): OperationObject[] {
  return Object.values(document.paths).flatMap((item) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const)
      .map((method) => item[method])
      .filter((o): o is OperationObject => o !== undefined),
  );
}

/**
 * A discriminated union whose branches are closed (`additionalProperties: false`) need not close
 * itself, and says so (`unevaluatedProperties: true`): validators that treat an unmarked schema as
 * closed (redocly's example check) cannot see through `discriminator` which properties a branch
 * evaluated, and would refuse every valid example of the union.
 */
export function openDiscriminatedUnions(document: OpenAPIObject): void {
  const schemas = (document.components?.schemas ?? {}) as Record<
    string,
    SchemaObject & { unevaluatedProperties?: boolean }
  >;
  for (const schema of Object.values(schemas)) {
    if (schema.discriminator && schema.unevaluatedProperties === undefined) schema.unevaluatedProperties = true;
  }
}

/**
 * Request bodies refuse unknown fields (the validation pipe's `forbidNonWhitelisted`: 400
 * VALIDATION_FAILED), so every schema a request body uses, nested ones included, says
 * `additionalProperties: false`. Schemas also used in answers stay open (answers may gain fields).
 */
export function closeRequestSchemas(document: OpenAPIObject): void {
  const schemas = (document.components?.schemas ?? {}) as Record<string, SchemaObject>;
  const refsIn = (node: unknown, into: Set<string>): Set<string> => {
    if (Array.isArray(node)) for (const n of node) refsIn(n, into);
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) {
          const name = v.slice('#/components/schemas/'.length);
          if (!into.has(name)) {
            into.add(name);
            refsIn(schemas[name], into);
          }
        } else refsIn(v, into);
      }
    }
    return into;
  };
  const requests = new Set<string>();
  const answers = new Set<string>();
  for (const operation of operations(document)) {
    refsIn((operation.requestBody as { content?: unknown } | undefined)?.content, requests);
    refsIn(operation.responses, answers);
  }
  refsIn(document.webhooks, answers);
  for (const name of requests) {
    const schema = schemas[name];
    if (!schema || answers.has(name) || !schema.properties || schema.additionalProperties !== undefined) continue;
    schema.additionalProperties = false;
  }
}
