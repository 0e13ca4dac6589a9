import { Injectable, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { AppError } from '../errors/app-error';
import { requestOf } from '../auth/request-of';
import type { GraphQLContext } from '../auth/request-of';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';

/** Buckets with their own, tighter limit (per IP): account creation and score verification. */
export type RateLimitBucket = 'signup' | 'verify';
export const RATE_LIMIT_BUCKET = 'crier:rate-limit-bucket';

/** Put a route in a tighter bucket (on top of the general limit). */
export const RateLimited = (bucket: RateLimitBucket): MethodDecorator & ClassDecorator =>
  SetMetadata(RATE_LIMIT_BUCKET, bucket);

/**
 * @nestjs/throttler's guard, adapted: one counter per API key (or per IP without a key) across
 * all routes rather than per route, the IETF `RateLimit-*` headers, GraphQL requests, and a
 * 429 RATE_LIMITED problem with Retry-After.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override headerPrefix = 'RateLimit';

  /** "<key or ip>|<ip>": the general limit counts per key, the tighter buckets per IP. */
  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    const player = (req as { player?: { keyId: string } }).player;
    const ip = `ip:${String(req.ip)}`;
    return `${player ? `key:${player.keyId}` : ip}|${ip}`;
  }

  protected override generateKey(_context: ExecutionContext, tracker: string, throttlerName: string): string {
    const [who, ip] = tracker.split('|');
    return `${throttlerName}:${throttlerName === 'default' ? who : ip}`;
  }

  // The base class types these loosely (Record<string, any>); ours are Fastify's request and reply.
  protected override getRequestResponse(context: ExecutionContext): ReturnType<ThrottlerGuard['getRequestResponse']> {
    type Pair = ReturnType<ThrottlerGuard['getRequestResponse']>;
    if (context.getType<GqlContextType>() === 'graphql') {
      const ctx = GqlExecutionContext.create(context).getContext<GraphQLContext>();
      return { req: ctx.req, res: ctx.reply } as unknown as Pair;
    }
    return { req: requestOf(context), res: context.switchToHttp().getResponse() } as unknown as Pair;
  }

  protected override async throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    throw new AppError('RATE_LIMITED', 'Too many requests; retry after the time in Retry-After.', {
      retryAfterSeconds: detail.timeToBlockExpire,
      limit: detail.limit,
      windowSeconds: Math.round(detail.ttl / 1000),
    });
  }
}
