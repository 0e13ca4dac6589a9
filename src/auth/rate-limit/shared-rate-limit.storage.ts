import type { ThrottlerStorage } from '@nestjs/throttler';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { SharedRedis } from '../../redis/shared-redis';
import { RateLimitStorage } from './rate-limit.storage';

type Increment = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Rate-limit counters in Redis, one count for every instance (REDIS_URL), by rate-limiter-flexible:
 * one atomic script per request (INCR with its expiry), a fixed window of `ttl` per key, and a key
 * over its limit blocked for `blockDuration` (remembered on this instance too, so a blocked caller
 * costs Redis nothing until the block ends).
 *
 * Redis down, or slower than REDIS_TIMEOUT_MS: this instance counts on its own (`local`, as
 * without Redis: the limit holds per instance, N times looser across N), logs a warning at most
 * once a minute, and uses Redis again as soon as it answers. Failing open this way keeps Crier up
 * when only its limiter's store is down; failing closed would refuse every request.
 */
export class SharedRateLimitStorage implements ThrottlerStorage {
  /** One limiter per throttler and settings (they only change with the config). */
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    private readonly redis: SharedRedis,
    private readonly local: ThrottlerStorage = new RateLimitStorage(),
  ) {}

  async increment(
    ...[key, ttl, limit, blockDuration, throttlerName]: Parameters<ThrottlerStorage['increment']>
  ): Promise<Increment> {
    const limiter = this.limiter(ttl, limit, blockDuration, throttlerName);
    if (!limiter) return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
    try {
      const res = await limiter.consume(key);
      return {
        totalHits: res.consumedPoints,
        timeToExpire: seconds(res.msBeforeNext),
        isBlocked: false,
        timeToBlockExpire: 0,
      };
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        const wait = seconds(err.msBeforeNext);
        return { totalHits: err.consumedPoints, timeToExpire: wait, isBlocked: true, timeToBlockExpire: wait };
      }
      this.redis.degraded('Rate limits', err);
      return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  private limiter(ttl: number, limit: number, blockDuration: number, name: string): RateLimiterRedis | null {
    const client = this.redis.client;
    if (!client) return null;
    const id = `${name}:${ttl}:${limit}:${blockDuration}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: client,
        keyPrefix: this.redis.key(`rate:${id}`),
        points: limit,
        duration: Math.max(1, Math.ceil(ttl / 1000)),
        blockDuration: Math.max(0, Math.ceil(blockDuration / 1000)),
        inMemoryBlockOnConsumed: limit + 1,
        // Not connected: fall back at once rather than try (and wait).
        rejectIfRedisNotReady: true,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}

const seconds = (ms: number): number => Math.max(0, Math.ceil(ms / 1000));
