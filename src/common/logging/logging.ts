import { Logger, PinoLogger, type Params } from 'nestjs-pino';
import pino, { type DestinationStream, type Logger as Pino } from 'pino';
import type { AppConfig } from '../../config/app-config';

/**
 * The app's one pino logger: JSON lines tagged `service: crier`, at LOG_LEVEL. Read by a person in
 * a terminal (LOG_FORMAT `pretty`, or `auto` in development when stdout is one): one coloured line
 * each, by pino-pretty in this thread (a log line is written before the next, as with JSON).
 */
export function createRootLogger(config: AppConfig, destination?: DestinationStream): Pino {
  const options = { level: config.logLevel, base: { service: 'crier' } };
  if (destination || !prettyLogs(config)) return pino(options, destination);
  // Required here only: production never loads it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pretty = require('pino-pretty') as typeof import('pino-pretty');
  return pino(
    options,
    pretty({
      colorize: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,service,context',
      messageFormat: '{if context}[{context}] {end}{msg}',
      hideObject: false,
    }),
  );
}

function prettyLogs(config: AppConfig): boolean {
  if (config.logFormat !== 'auto') return config.logFormat === 'pretty';
  return config.nodeEnv === 'development' && process.stdout.isTTY === true;
}

/** Nest's start-up chatter (one line per module and per route): debug, not info. */
const NOISY_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'GraphQLModule']);

/** nestjs-pino's Logger, with Nest's start-up chatter moved below info. */
class CrierLogger extends Logger {
  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams[optionalParams.length - 1];
    if (typeof context === 'string' && NOISY_CONTEXTS.has(context)) super.debug(message, ...optionalParams);
    else super.log(message, ...optionalParams);
  }
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
 * context (its LoggerModule, every request inside an AsyncLocalStorage) is not needed for that.
 * Other Nest `Logger` lines go to `logger`
 * itself, without a `reqId` (the few written while serving a request name their game);
 * nestjs-pino keeps that root once per process, so a second app in one process (only tests do
 * that) writes them to the first one's.
 */
export function nestLogger(logger: Pino): Logger {
  const params: Params = { pinoHttp: { logger }, useExisting: true };
  return new CrierLogger(new PinoLogger(params), params);
}
