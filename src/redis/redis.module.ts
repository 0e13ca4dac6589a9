import { Module } from '@nestjs/common';
import { SharedRedis } from './shared-redis';

/** The Redis shared by every instance (REDIS_URL), for the features that must hold across them. */
@Module({ providers: [SharedRedis], exports: [SharedRedis] })
export class RedisModule {}
