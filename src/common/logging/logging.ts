import { Logger, PinoLogger, type Params } from 'nestjs-pino';
import pino, { type DestinationStream, type Logger as Pino } from 'pino';
import type { AppConfig } from '../../config/app-config';

/** The app's one pino logger: JSON lines tagged `service: crier`, at LOG_LEVEL. */
export function createRootLogger(config: AppConfig, destination?: DestinationStream): Pino {
  return pino({ level: config.logLevel, base: { service: 'crier' } }, destination);
}

/**
 * Nest's logger for the app (`NestFactory.create({ logger })`): nestjs-pino's on the Fastify
 * adapter's own pino (`useExisting`), built before the app so boot lines are JSON from the first
 * one. It keeps a message next to an object (`logger.error({ err }, 'INTERNAL: …')` logs both)
 * and the last string as `context`.
 *
 * Request ids: Fastify logs every request with its id (`reqId`, the `x-request-id` Crier answers
 * with), and the error filter writes through that request's own child logger (`requestLogOf` in
 * all-exceptions.filter.ts), so its lines carry the same `reqId`. nestjs-pino's per-request
 * context (its LoggerModule) is not used: it runs every request inside an AsyncLocalStorage,
 * which on Node 20 turns on promise hooks for every promise of the process, a tenth to a fifth
 * of Crier's CPU per request (docs/benchmarks.md). Other Nest `Logger` lines go to `logger`
 * itself, without a `reqId` (the few written while serving a request name their game);
 * nestjs-pino keeps that root once per process, so a second app in one process (only tests do
 * that) writes them to the first one's.
 */
export function nestLogger(logger: Pino): Logger {
  const params: Params = { pinoHttp: { logger }, useExisting: true };
  return new Logger(new PinoLogger(params), params);
}
