import { Injectable, SetMetadata, type ExecutionContext } from '@nestjs/common';
import {
  ThrottlerGuard,
  type Resolvable,
  type ThrottlerGenerateKeyFunction,
  type ThrottlerGetTrackerFunction,
  type ThrottlerLimitDetail,
  type ThrottlerOptions,
} from '@nestjs/throttler';
import {
  THROTTLER_BLOCK_DURATION,
  THROTTLER_KEY_GENERATOR,
  THROTTLER_LIMIT,
  THROTTLER_SKIP,
  THROTTLER_TRACKER,
  THROTTLER_TTL,
} from '@nestjs/throttler/dist/throttler.constants';
import { AppError } from '../../common/errors/app-error';
import { RouteSettings, type RouteTargets } from '../../common/route-settings';
import { requestOf } from '../request-of';
import type { GraphQLContext } from '../request-of';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';

/** Buckets with their own, tighter limit (per IP): account creation, score verification, device codes redeemed. */
export type RateLimitBucket = 'signup' | 'verify' | 'device';
export const RATE_LIMIT_BUCKET = 'crier:rate-limit-bucket';

/** Put a route in a tighter bucket (on top of the general limit). */
export const RateLimited = (bucket: RateLimitBucket): MethodDecorator & ClassDecorator =>
  SetMetadata(RATE_LIMIT_BUCKET, bucket);

/** Every bucket (a Record, so adding a bucket to the type without listing it here fails to compile). */
const BUCKETS: Record<RateLimitBucket, true> = { signup: true, verify: true, device: true };

function isBucket(name: string | undefined): boolean {
  return name !== undefined && Object.hasOwn(BUCKETS, name);
}

async function resolve(context: ExecutionContext, value: Resolvable<number>): Promise<number> {
  return typeof value === 'function' ? value(context) : value;
}

/** One throttler that counts a route's calls, with the route's settings resolved. */
interface RouteThrottle {
  throttler: ThrottlerOptions;
  limit: Resolvable<number>;
  ttl: Resolvable<number>;
  blockDuration: Resolvable<number> | undefined;
  getTracker: ThrottlerGetTrackerFunction;
  generateKey: ThrottlerGenerateKeyFunction;
}

/**
 * @nestjs/throttler's guard, adapted: one counter per API key (or per IP without a key) across
 * all routes rather than per route, the IETF `RateLimit-*` headers, GraphQL requests, and a
 * 429 RATE_LIMITED problem with Retry-After.
 *
 * A throttler named after a bucket ('signup', 'verify', 'device') counts only the routes marked
 * @RateLimited(thatBucket); every other throttler counts every route. Which throttlers count a
 * route, and with what settings (its @SkipThrottle/@Throttle decorators included), depends only on
 * the route, so it is worked out once per route rather than from metadata on every call as the
 * base guard does (a dozen reflection lookups per request). A throttler's `skipIf` (a test of each
 * request) is therefore not consulted: skip a route with @SkipThrottle, or give it a bucket.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override headerPrefix = 'RateLimit';

  /** The throttles of each route, worked out on its first call. */
  private readonly routes = new RouteSettings<RouteThrottle[]>((route) => this.resolveThrottles(route));

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    for (const t of this.routes.of(context)) {
      const ttl = await resolve(context, t.ttl);
      // handleRequest answers true or throws RATE_LIMITED.
      await this.handleRequest({
        context,
        throttler: t.throttler,
        limit: await resolve(context, t.limit),
        ttl,
        blockDuration: t.blockDuration === undefined ? ttl : await resolve(context, t.blockDuration),
        getTracker: t.getTracker,
        generateKey: t.generateKey,
      });
    }
    return true;
  }

  private resolveThrottles(route: RouteTargets): RouteThrottle[] {
    const meta = <T>(key: string): T | undefined => this.reflector.getAllAndOverride<T | undefined>(key, route);
    const bucket = meta<RateLimitBucket>(RATE_LIMIT_BUCKET);
    return this.throttlers
      .filter((t) => (isBucket(t.name) ? t.name === bucket : true))
      .filter((t) => !meta<boolean>(THROTTLER_SKIP + t.name))
      .map((t) => ({
        throttler: t,
        limit: meta<Resolvable<number>>(THROTTLER_LIMIT + t.name) ?? t.limit,
        ttl: meta<Resolvable<number>>(THROTTLER_TTL + t.name) ?? t.ttl,
        blockDuration: meta<Resolvable<number>>(THROTTLER_BLOCK_DURATION + t.name) ?? t.blockDuration,
        getTracker:
          meta<ThrottlerGetTrackerFunction>(THROTTLER_TRACKER + t.name) ??
          t.getTracker ??
          (this.commonOptions.getTracker as ThrottlerGetTrackerFunction),
        generateKey:
          meta<ThrottlerGenerateKeyFunction>(THROTTLER_KEY_GENERATOR + t.name) ??
          t.generateKey ??
          (this.commonOptions.generateKey as ThrottlerGenerateKeyFunction),
      }));
  }

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
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    // The RateLimit-* headers every answer carries, the refusal's too (the base class sets them
    // only on answers it lets through): nothing left until Retry-After.
    const { res } = this.getRequestResponse(context);
    const name = detail.key.slice(0, detail.key.indexOf(':'));
    const suffix = name === 'default' ? '' : `-${name}`;
    this.setResponseHeader(res, `${this.headerPrefix}-Limit${suffix}`, detail.limit);
    this.setResponseHeader(res, `${this.headerPrefix}-Remaining${suffix}`, 0);
    this.setResponseHeader(res, `${this.headerPrefix}-Reset${suffix}`, detail.timeToBlockExpire);
    throw new AppError('RATE_LIMITED', 'Too many requests; retry after the time in Retry-After.', {
      retryAfterSeconds: detail.timeToBlockExpire,
      limit: detail.limit,
      windowSeconds: Math.round(detail.ttl / 1000),
    });
  }
}
