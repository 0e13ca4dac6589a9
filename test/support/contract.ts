import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { projectRoot } from '../../src/config/project-root';

/**
 * The contract test: every answer the e2e suites get is checked against the committed
 * openapi.json, as a validating proxy would. The status must be one the operation documents,
 * the content type one that response declares, and the body must validate (ajv, JSON Schema
 * 2020-12, OpenAPI 3.1's dialect) against its schema. A path no operation has must be a 404
 * problem, a known path with another method a 405 whose `Allow` matches the document.
 */

const DOCUMENT_ID = 'urn:crier:openapi';
/** Served by Crier but not part of the REST contract (GraphQL, the docs pages, the web client's files). */
const OUTSIDE_CONTRACT = /^\/((graphql|graphql-ide|docs|docs-json|assets)(\/|$)|(index\.html)?$)/;

interface OpenApi {
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
  components: { responses?: Record<string, Response> };
}
interface Response {
  $ref?: string;
  content?: Record<string, { schema: object }>;
}

let contract: Contract | undefined;

/** The contract of the committed document (compiled once per test process). */
export function openApiContract(): Contract {
  return (contract ??= new Contract(
    strictProblems(JSON.parse(readFileSync(join(projectRoot(), 'openapi.json'), 'utf8'))),
  ));
}

/**
 * The document with its Problem closed (`additionalProperties: false`): the published one stays
 * open so clients accept members added later, but every member Crier sends today must be listed.
 */
function strictProblems(document: OpenApi & { components: { schemas?: Record<string, object> } }): OpenApi {
  const problem = document.components.schemas?.Problem;
  if (!problem) throw new Error('openapi.json has no Problem schema');
  document.components.schemas!.Problem = { ...problem, additionalProperties: false };
  return document;
}

export class Contract {
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApi) {
    // Not strict: the document's own members (paths, example…) sit beside the schemas. Formats
    // (uuid, date, date-time) are checked. ajv's `discriminator` picks a union's branch by
    // `type` instead of trying each (a view or a list of moves is checked in well under a
    // millisecond); it refuses OpenAPI's `mapping`, which only repeats what the branches say.
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false, discriminator: true });
    addFormats(this.ajv);
    this.ajv.addSchema(withoutMappings(document) as object, DOCUMENT_ID);
  }

  /** What is wrong with one answer, or null. `route` is Fastify's pattern (`/v1/games/:id`), if any. */
  check(method: string, url: string, route: string | undefined, status: number, contentType: string, body: string) {
    const path = url.split('?')[0] as string;
    if (OUTSIDE_CONTRACT.test(path) || method === 'HEAD' || method === 'OPTIONS') return null;
    const template = route?.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const item = template !== undefined ? this.document.paths[template] : undefined;
    const operation = item?.[method.toLowerCase()];
    if (!operation) {
      const where = `${method} ${path} ${status}`;
      const parsed = parseJson(body);
      if (!/^application\/problem\+json/.test(contentType)) return `${where}: not a problem (${contentType})`;
      if (status === 404 && parsed?.code === 'NOT_FOUND') return null;
      if (status === 405 && parsed?.code === 'METHOD_NOT_ALLOWED') return null;
      // Refused before routing (malformed URL, body, media type): still a documented problem.
      const commonProblem = this.validator('#/components/schemas/Problem');
      if (status < 500 && commonProblem(parsed)) return null;
      return `${where}: no operation (route ${route ?? 'none'}) and not a 404/405 problem: ${body.slice(0, 300)}`;
    }
    const pointer = `#/paths/${escape(template as string)}/${method.toLowerCase()}/responses`;
    const responseKey = operation.responses[String(status)] ? String(status) : 'default';
    let response = operation.responses[responseKey];
    const where = `${method} ${template} ${status}`;
    if (!response) return `${where}: status not documented (${Object.keys(operation.responses).join(', ')})`;
    let responsePointer = `${pointer}/${responseKey}`;
    if (response.$ref) {
      responsePointer = response.$ref;
      response = this.document.components.responses?.[response.$ref.split('/').pop() as string] as Response;
    }
    if (!response.content || body.length === 0) {
      return response.content && status !== 304 ? `${where}: empty body, content documented` : null;
    }
    const mediaType = contentType.split(';')[0]?.trim() ?? '';
    if (!response.content[mediaType]) {
      return `${where}: content type ${mediaType} not documented (${Object.keys(response.content).join(', ')})`;
    }
    const validate = this.validator(`${responsePointer}/content/${escape(mediaType)}/schema`);
    // A JSON media type is checked as the value it encodes; any other (an SVG) as the text itself.
    const isJson = /^application\/(.+\+)?json$/.test(mediaType);
    if (validate(isJson ? parseJson(body) : body)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
    return `${where}: body does not match the document: ${errors.join('; ')}\n  body: ${body.slice(0, 500)}`;
  }

  /**
   * The route pattern (`/v1/games/:id`) of the document's path a concrete path falls under, for
   * answers seen from outside the app (a child process); literal segments win over parameters.
   */
  routeOf(url: string): string | undefined {
    const segments = (url.split('?')[0] as string).split('/');
    let best: { template: string; literals: number } | undefined;
    for (const template of Object.keys(this.document.paths)) {
      const parts = template.split('/');
      if (parts.length !== segments.length) continue;
      let literals = 0;
      const matches = parts.every((part, i) => {
        if (/^\{[^}]+\}$/.test(part)) return (segments[i] as string).length > 0;
        if (part === segments[i]) return ++literals > 0;
        return false;
      });
      if (matches && (!best || literals > best.literals)) best = { template, literals };
    }
    return best?.template.replace(/\{([^}]+)\}/g, ':$1');
  }

  /** What is wrong with `value` as the schema at `pointer` of the document (e.g. a webhook body), or null. */
  schemaErrors(pointer: string, value: unknown): string | null {
    const validate = this.validator(pointer);
    if (validate(value)) return null;
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }
}

/** A copy of the document without discriminator `mapping`s. */
function withoutMappings(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutMappings);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'discriminator' && value && typeof value === 'object'
        ? { propertyName: (value as { propertyName: string }).propertyName }
        : withoutMappings(value),
    ]),
  );
}

/** JSON Pointer escaping of one segment (`/v1/games` → `~1v1~1games`). */
function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function parseJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What the check has seen of one app: how many answers, and which broke the contract. */
export interface ContractLog {
  checked: number;
  violations: string[];
}

/**
 * Checks every answer of `fastify` against the contract; returns the log the violations are
 * added to (the test app fails its `close()` when there are any).
 */
export function checkAnswersAgainstContract(fastify: FastifyInstance): ContractLog {
  const log: ContractLog = { checked: 0, violations: [] };
  const contract = openApiContract();
  fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    // Compressed answers (the client sent Accept-Encoding, as supertest does) are checked as sent before.
    const encoding = reply.getHeader('content-encoding');
    const bytes = (b: Buffer): Buffer =>
      encoding === 'br' ? brotliDecompressSync(b) : encoding === 'gzip' ? gunzipSync(b) : b;
    const body =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? bytes(payload).toString('utf8') : null;
    if (body === null && payload !== null && payload !== undefined) return payload; // a stream (docs assets)
    const violation = contract.check(
      request.method,
      request.url,
      request.routeOptions?.url,
      reply.statusCode,
      String(reply.getHeader('content-type') ?? ''),
      body ?? '',
    );
    log.checked++;
    if (violation) log.violations.push(violation);
    return payload;
  });
  return log;
}

/**
 * Answers of Crier processes the suites start themselves (test/support/http-client.ts): checked
 * against the same contract; a test file with any violation fails in its `afterAll`
 * (test/support/contract-after-all.ts).
 */
export const childProcessContract: ContractLog = { checked: 0, violations: [] };

export function checkChildAnswer(
  method: string,
  path: string,
  status: number,
  contentType: string,
  body: string,
): void {
  const contract = openApiContract();
  // fetch sends the WHATWG-normalised path (dot segments resolved, %2e%2e is ..): check that one.
  const sent = new URL(path, 'http://crier.test');
  const url = sent.pathname + sent.search;
  const violation = contract.check(method, url, contract.routeOf(url), status, contentType, body);
  childProcessContract.checked++;
  if (violation) childProcessContract.violations.push(`${violation} (${method} ${url})`);
}
