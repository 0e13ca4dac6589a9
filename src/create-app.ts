import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { Clock } from './common/clock/clock';
import { AppError } from './common/errors/app-error';
import { toAppError, toProblem } from './common/errors/problem';
import { createValidationPipe } from './common/errors/validation';
import { createRootLogger, nestLogger } from './common/logging/logging';
import { defaultWebDir, serveWebClient } from './web/web-client';
import { enableCompression } from './common/compression';
import { createOpenApiDocument } from './openapi/openapi-document';
import { serveGraphqlIdeAssets } from './common/graphql/ide';

const REQUEST_ID_HEADER = 'x-request-id';

/** What tests set differently from production; main.ts gives none. */
export interface CreateAppOptions {
  /** The app's time source (tests move it across midnight). */
  clock?: Clock;
  /** Where the JSON logs go (default: stdout); tests capture them to scan for leaks. */
  logDestination?: DestinationStream;
  /** The built web client served at `/` (default: dist/web); tests build one elsewhere. */
  webDir?: string;
}

/**
 * Builds the whole application (used by main.ts and by the e2e tests, so both run the same
 * stack): Fastify with structured pino logs and request ids, body limit, security headers,
 * CORS, validation, problem+json errors, GraphQL at /graphql and OpenAPI at /docs.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const { clock, logDestination, webDir } = options;
  const logger = createRootLogger(config, logDestination);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    bodyLimit: config.bodyLimit,
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
    // Request ids supplied by clients are echoed only when they look like ids.
    trustProxy: false,
    // Requests Fastify refuses before routing (e.g. a malformed %-escape in the path) get the
    // same problem+json as every other error instead of Fastify's default body.
    frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply) => {
      const appError = toAppError(error);
      // Anything Fastify refuses before routing is the request's fault, never a 500.
      const problem = toProblem(
        appError.code === 'INTERNAL' ? new AppError('BAD_REQUEST', 'The request is malformed.') : appError,
        request.url.split('?')[0],
      );
      void reply.status(problem.status).type('application/problem+json').send(problem);
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, clock), adapter, {
    logger: nestLogger(logger),
    abortOnError: false,
    // JSON is the only body Crier reads: Nest would add a form-urlencoded parser (a form post
    // registered a player), and Fastify has a text/plain one. Without them such bodies get 415.
    bodyParser: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.removeContentTypeParser('text/plain');
  // Before any route: the plugin sets up each route as it is added.
  enableCompression(app, config.compressionMinBytes);
  // Callback-style hooks: an async hook costs a promise and a microtask on every request.
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // class-transformer and class-validator recurse: a JSON body nested thousands deep would blow
  // the stack (a 500), and an object with tens of thousands of unknown keys, or an array of
  // hundreds of thousands of items (each one a field problem), costs seconds and a multi-megabyte
  // problem. No Crier body comes anywhere near these limits.
  fastify.addHook('preValidation', (request, reply, done) => {
    const shape = bodyShapeProblem(request.body);
    if (!shape) return done();
    const error = new AppError('BAD_REQUEST', shape);
    void reply
      .status(error.status)
      .type('application/problem+json; charset=utf-8')
      .send(toProblem(error, request.url.split('?')[0]));
  });

  // helmet 8's headers, computed once at start-up and set by one request hook (@fastify/helmet
  // rebuilt and ran helmet's middleware chain on every request).
  app.useSecurityHeaders({
    // JSON API: a CSP would only get in the way of the bundled docs and GraphQL landing pages.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  app.enableCors({
    origin: config.corsOrigins.includes('*') ? true : config.corsOrigins,
    // Joined once here: @fastify/cors would join a list on every request.
    exposedHeaders: [
      REQUEST_ID_HEADER,
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
      'Retry-After',
    ].join(', '),
  });
  app.useGlobalPipes(createValidationPipe());
  // Signals are main.ts's (installShutdown) and, with workers, cluster.ts's: not Nest's as well.

  const web = serveWebClient(fastify, webDir ?? defaultWebDir());
  if (web === 'missing') logger.info({ webDir: webDir ?? defaultWebDir() }, 'web client not built: / explains how');
  if (config.graphqlIde) serveGraphqlIdeAssets(fastify);
  SwaggerModule.setup('docs', app, () => createOpenApiDocument(app, config), { jsonDocumentUrl: 'docs-json' });

  new Logger('Crier').debug?.('application built');
  return app;
}

const MAX_BODY_DEPTH = 100;
const MAX_OBJECT_KEYS = 1_000;
/** The longest array any Crier body holds: a verification's 10,000 moves. */
const MAX_ARRAY_ITEMS = 10_000;

/** Why a parsed body is refused before validation (too deep or too wide), or null (iterative). */
function bodyShapeProblem(value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop() as [unknown, number];
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return `The body nests deeper than ${MAX_BODY_DEPTH} levels.`;
    const children = Array.isArray(v) ? v : Object.values(v as object);
    if (!Array.isArray(v) && children.length > MAX_OBJECT_KEYS) {
      return `An object in the body has more than ${MAX_OBJECT_KEYS} fields.`;
    }
    if (Array.isArray(v) && v.length > MAX_ARRAY_ITEMS) {
      return `An array in the body has more than ${MAX_ARRAY_ITEMS} items.`;
    }
    for (const child of children) stack.push([child, depth + 1]);
  }
  return null;
}
