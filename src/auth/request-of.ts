import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedPlayer } from '../players/players.service';

export type CrierRequest = FastifyRequest & { player?: AuthenticatedPlayer };

/** The GraphQL context Crier builds for each operation (see app.module.ts). */
export interface GraphQLContext {
  req: CrierRequest;
  reply: FastifyReply;
}

/** The HTTP request behind a REST handler or a GraphQL resolver. */
export function requestOf(context: ExecutionContext): CrierRequest {
  if (context.getType<GqlContextType>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<GraphQLContext>().req;
  }
  return context.switchToHttp().getRequest<CrierRequest>();
}
