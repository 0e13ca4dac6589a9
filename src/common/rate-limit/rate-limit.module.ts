import { Module, type ExecutionContext } from '@nestjs/common';
import { APP_GUARD, Reflector } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { RATE_LIMIT_BUCKET, RateLimitGuard, type RateLimitBucket } from './rate-limit.guard';
import { RateLimitStorage } from './rate-limit.storage';

const MINUTE = 60_000;
const reflector = new Reflector();

function bucketOf(context: ExecutionContext): RateLimitBucket | undefined {
  return reflector.getAllAndOverride<RateLimitBucket | undefined>(RATE_LIMIT_BUCKET, [
    context.getHandler(),
    context.getClass(),
  ]);
}

/**
 * Rate limits, per instance and in memory: a general limit per API key (or per IP without one),
 * and tighter per-IP limits on account creation and verification. Limits come from config.
 * Counters live in RateLimitStorage (the default storage's semantics at O(1) per request).
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        storage: new RateLimitStorage(),
        throttlers: [
          { name: 'default', ttl: MINUTE, limit: config.rateLimit.perMinute },
          {
            name: 'signup',
            ttl: MINUTE,
            limit: config.rateLimit.signupPerMinute,
            skipIf: (ctx) => bucketOf(ctx) !== 'signup',
          },
          {
            name: 'verify',
            ttl: MINUTE,
            limit: config.rateLimit.verifyPerMinute,
            skipIf: (ctx) => bucketOf(ctx) !== 'verify',
          },
        ],
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: RateLimitGuard }],
})
export class RateLimitModule {}
