import { Catch, Logger, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { GqlArgumentsHost, type GqlContextType } from '@nestjs/graphql';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { allowedMethods } from './allowed-methods';
import { AppError } from './app-error';
import { toAppError, toProblem } from './problem';

/**
 * The one place errors leave Crier. REST gets application/problem+json (RFC 9457) with a stable
 * `code`; GraphQL gets the same code in `extensions.code`. Nothing internal (stack traces,
 * database messages, SQL) is ever sent; unexpected errors are logged through the request's own
 * logger, so the line carries its request id (src/common/logging/logging.ts).
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): unknown {
    let error = toAppError(exception);
    if (error.code === 'INTERNAL' || error.code === 'DATABASE_UNAVAILABLE' || error.code === 'DATABASE_TIMEOUT') {
      const message = `${error.code}: ${(exception as Error)?.message ?? String(exception)}`;
      const log = requestLogOf(host);
      if (log) log.error({ context: 'Errors', err: exception }, message);
      else this.logger.error({ err: exception }, message);
    }
    if (host.getType<GqlContextType>() === 'graphql') {
      return new GraphQLError(error.message, { extensions: { ...error.details, code: error.code } });
    }
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const path = request?.url?.split('?')[0];
    // No route matched (Nest's not-found handler): a known path with another method is a 405. A
    // route of the method that found nothing (a missing file under /docs/…) stays a 404.
    if (exception instanceof NotFoundException && path !== undefined && request.routeOptions?.url === undefined) {
      const allow = allowedMethods(reply.server, path);
      if (allow.length > 0 && !allow.includes(request.method)) {
        error = new AppError('METHOD_NOT_ALLOWED', `${request.method} is not allowed here; use ${allow.join(', ')}.`, {
          allow,
        });
        void reply.header('allow', allow.join(', '));
      }
    }
    const problem = toProblem(error, path);
    if (typeof error.details.retryAfterSeconds === 'number') {
      void reply.header('retry-after', String(error.details.retryAfterSeconds));
    }
    void reply.status(error.status).header('content-type', 'application/problem+json; charset=utf-8').send(problem);
    return undefined;
  }
}

/** The logger Fastify made for the request behind a REST call or GraphQL operation (it binds `reqId`). */
function requestLogOf(host: ArgumentsHost): FastifyBaseLogger | undefined {
  const request: Partial<FastifyRequest> | undefined =
    host.getType<GqlContextType>() === 'graphql'
      ? GqlArgumentsHost.create(host).getContext<{ req?: FastifyRequest }>()?.req
      : host.switchToHttp().getRequest<FastifyRequest>();
  return request?.log;
}
