import { RequestMethod, type DynamicModule } from '@nestjs/common';
import { Logger, LoggerModule, PinoLogger, type Params } from 'nestjs-pino';
import pino, { type DestinationStream, type Logger as Pino } from 'pino';
import type { AppConfig } from '../../config/app-config';

/** The app's one pino logger: JSON lines tagged `service: crier`, at LOG_LEVEL. */
export function createRootLogger(config: AppConfig, destination?: DestinationStream): Pino {
  return pino({ level: config.logLevel, base: { service: 'crier' } }, destination);
}

/**
 * nestjs-pino on the Fastify adapter's own logger (`useExisting`): Fastify logs every request
 * with its id (`reqId`, the `x-request-id` Crier answers with: the client's, or a new UUID),
 * and nestjs-pino runs each request in a context holding that request's child logger, so every
 * Nest `Logger` line written while serving it (the error filter's included) carries the same
 * `reqId`. Lines outside a request (boot, shutdown, listeners) go to `logger` itself; nestjs-pino
 * keeps that root once per process, so a second app in one process (only tests do that) writes
 * them to the first one's.
 */
function paramsOf(logger: Pino): Params {
  return {
    pinoHttp: { logger },
    useExisting: true,
    // Every path. nestjs-pino's default, `{/*splat}`, gets a "/" put before it by
    // @fastify/middie 9.3 (`/{/*splat}`), which then matches no request at all.
    forRoutes: [{ path: '/{*path}', method: RequestMethod.ALL }],
  };
}

/** The module that gives each request its logging context (import once, in AppModule). */
export function loggingModule(logger: Pino): DynamicModule {
  return LoggerModule.forRoot(paramsOf(logger));
}

/**
 * Nest's logger for the app (`NestFactory.create({ logger })`): nestjs-pino's, built before
 * the app so boot lines are JSON from the first one. It keeps a message next to an object
 * (`logger.error({ err }, 'INTERNAL: …')` logs both) and the last string as `context`.
 */
export function nestLogger(logger: Pino): Logger {
  const params = paramsOf(logger);
  return new Logger(new PinoLogger(params), params);
}
