import { Catch, Logger, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { GqlContextType } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { allowedMethods } from './allowed-methods';
import { AppError } from './app-error';
import { toAppError, toProblem } from './problem';

/**
 * The one place errors leave Crier. REST gets application/problem+json (RFC 9457) with a stable
 * `code`; GraphQL gets the same code in `extensions.code`. Nothing internal (stack traces,
 * database messages, SQL) is ever sent; unexpected errors are logged with the request id.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): unknown {
    let error = toAppError(exception);
    if (error.code === 'INTERNAL' || error.code === 'DATABASE_UNAVAILABLE' || error.code === 'DATABASE_TIMEOUT') {
      this.logger.error({ err: exception }, `${error.code}: ${(exception as Error)?.message ?? String(exception)}`);
    }
    if (host.getType<GqlContextType>() === 'graphql') {
      return new GraphQLError(error.message, { extensions: { ...error.details, code: error.code } });
    }
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const path = request?.url?.split('?')[0];
    // No route matched (Nest's not-found handler): a known path with another method is a 405.
    if (exception instanceof NotFoundException && path !== undefined && request.routeOptions?.url === undefined) {
      const allow = allowedMethods(reply.server, path);
      if (allow.length > 0) {
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
