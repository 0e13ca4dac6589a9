import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import pino, { type DestinationStream } from 'pino';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { Clock } from './common/clock/clock';
import { createValidationPipe } from './common/errors/validation';
import { PinoNestLogger } from './common/logging/pino-nest-logger';

const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Builds the whole application (used by main.ts and by the e2e tests, so both run the same
 * stack): Fastify with structured pino logs and request ids, body limit, security headers,
 * CORS, validation, problem+json errors, GraphQL at /graphql and OpenAPI at /docs.
 */
export interface CreateAppOptions {
  /** The app's time source (tests move it across midnight). */
  clock?: Clock;
  /** Where the JSON logs go (default: stdout); tests capture them to scan for leaks. */
  logDestination?: DestinationStream;
}

export async function createApp(
  config: AppConfig,
  options: CreateAppOptions | Clock = {},
): Promise<NestFastifyApplication> {
  const { clock, logDestination } = options instanceof Clock ? { clock: options, logDestination: undefined } : options;
  const logger = pino({ level: config.logLevel, base: { service: 'crier' } }, logDestination);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    bodyLimit: config.bodyLimit,
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
    // Request ids supplied by clients are echoed only when they look like ids.
    trustProxy: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, clock), adapter, {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });

  await app.register(helmet, {
    // JSON API: a CSP would only get in the way of the bundled docs and GraphQL landing pages.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  app.enableCors({
    origin: config.corsOrigins.includes('*') ? true : config.corsOrigins,
    exposedHeaders: [REQUEST_ID_HEADER, 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After'],
  });
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();

  const openApi = new DocumentBuilder()
    .setTitle('Crier API')
    .setDescription(
      'Crier referees Troyes Dice, Troyes and Orléans for third-party clients. Errors are ' +
        'application/problem+json with a stable `code` (see docs/errors.md). GraphQL is served at /graphql.',
    )
    .setVersion(config.buildVersion)
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'The apiKey returned by POST /v1/players.' })
    .build();
  SwaggerModule.setup('docs', app, () => SwaggerModule.createDocument(app, openApi), { jsonDocumentUrl: 'docs-json' });

  new Logger('Crier').debug?.('application built');
  return app;
}
