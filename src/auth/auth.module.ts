import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { PlayersModule } from '../players/players.module';
import { RateLimitGuard } from './rate-limit/rate-limit.guard';
import { RateLimitStorage } from './rate-limit/rate-limit.storage';
import { SharedRateLimitStorage } from './rate-limit/shared-rate-limit.storage';
import { RedisModule } from '../redis/redis.module';
import { SharedRedis } from '../redis/shared-redis';
import { ApiKeyGuard } from './auth.guard';

const MINUTE = 60_000;

/**
 * Who is calling, and how often. Owns the two global guards, which run on every REST route and
 * GraphQL operation in the order they are listed below (Nest runs APP_GUARD providers in
 * registration order, and this is the only module that registers any):
 *
 * 1. ApiKeyGuard: a bearer key, when present, must be valid and sets `request.player`.
 * 2. RateLimitGuard: counts per API key when (1) identified the caller, per IP otherwise; plus the
 *    tighter per-IP buckets (signup, verify, device). It must run second, or every call counts per IP.
 *
 * With REDIS_URL the counters are in Redis, one count across every instance
 * (SharedRateLimitStorage); without, per instance and in memory (RateLimitStorage: the default
 * storage's semantics at O(1) per request). The limits come from config.
 */
@Module({
  imports: [
    PlayersModule,
    ThrottlerModule.forRootAsync({
      imports: [RedisModule],
      inject: [APP_CONFIG, SharedRedis],
      useFactory: (config: AppConfig, redis: SharedRedis) => ({
        storage: redis.client ? new SharedRateLimitStorage(redis) : new RateLimitStorage(),
        throttlers: [
          { name: 'default', ttl: MINUTE, limit: config.rateLimit.perMinute },
          // Bucket throttlers: they count only the routes marked @RateLimited('<name>').
          { name: 'signup', ttl: MINUTE, limit: config.rateLimit.signupPerMinute },
          { name: 'verify', ttl: MINUTE, limit: config.rateLimit.verifyPerMinute },
          { name: 'device', ttl: MINUTE, limit: config.rateLimit.devicePerMinute },
        ],
      }),
    }),
  ],
  providers: [
    { provide: APP_GUARD, useClass: ApiKeyGuard }, // 1: identifies the caller
    { provide: APP_GUARD, useClass: RateLimitGuard }, // 2: counts per identified key
  ],
})
export class AuthModule {}
