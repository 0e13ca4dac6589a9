import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AppError } from '../common/errors/app-error';
import { SharedRedis } from '../redis/shared-redis';

/** A slot taken in Redis lives this long unless its instance renews it (so a crashed one's go). */
const LEASE_MS = 30_000;
const RENEW_EVERY_MS = 10_000;

/**
 * Atomically: forget expired slots, refuse when `limit` are held, else take one. KEYS[1] the
 * holder's sorted set (member: slot id, score: lease end); ARGV: now, lease end, limit, slot id.
 */
const TAKE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIREAT', KEYS[1], ARGV[2])
return 1`;

interface RedisSlot {
  key: string;
  member: string;
}

/**
 * Counts the live streams and subscriptions each API key (each IP when anonymous) holds open, so
 * one caller cannot hold unbounded connections and memory: across every instance with REDIS_URL
 * (a sorted set of leased slots per caller, renewed while open), on this instance alone without.
 * Redis down or slow: this instance counts alone meanwhile (SharedRedis.degraded).
 */
@Injectable()
export class StreamSlots implements OnApplicationShutdown {
  private readonly open = new Map<string, number>();
  private readonly held = new Set<RedisSlot>();
  private renewTimer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: SharedRedis,
  ) {}

  /** Takes a slot for `holder` or throws TOO_MANY_STREAMS; call the returned function once to free it. */
  async take(holder: string): Promise<() => void> {
    const limit = this.config.live.maxStreamsPerKey;
    const client = this.redis.client;
    if (client) {
      const slot = { key: this.redis.key(`streams:${holder}`), member: randomUUID() };
      const now = Date.now();
      let taken: unknown;
      try {
        taken = await client.eval(TAKE, 1, slot.key, now, now + LEASE_MS, limit, slot.member);
      } catch (err) {
        this.redis.degraded('Live-stream caps', err);
        return this.takeLocal(holder, limit);
      }
      if (taken !== 1) throw tooMany(limit);
      this.held.add(slot);
      this.renewing();
      return once(() => {
        this.held.delete(slot);
        // A slot that cannot be freed now ends with its lease.
        client.zrem(slot.key, slot.member).catch(() => undefined);
      });
    }
    return this.takeLocal(holder, limit);
  }

  onApplicationShutdown(): void {
    if (this.renewTimer) clearInterval(this.renewTimer);
    this.renewTimer = null;
  }

  private takeLocal(holder: string, limit: number): () => void {
    const n = this.open.get(holder) ?? 0;
    if (n >= limit) throw tooMany(limit);
    this.open.set(holder, n + 1);
    return once(() => {
      const left = (this.open.get(holder) ?? 1) - 1;
      if (left <= 0) this.open.delete(holder);
      else this.open.set(holder, left);
    });
  }

  /** Renews this instance's slots in Redis every RENEW_EVERY_MS while it holds any. */
  private renewing(): void {
    if (this.renewTimer) return;
    this.renewTimer = setInterval(() => {
      const client = this.redis.client;
      if (this.held.size === 0 || !client) {
        clearInterval(this.renewTimer!);
        this.renewTimer = null;
        return;
      }
      const until = Date.now() + LEASE_MS;
      const batch = client.pipeline();
      for (const s of this.held) batch.zadd(s.key, 'XX', until, s.member).pexpireat(s.key, until);
      batch.exec().catch((err: unknown) => this.redis.degraded('Live-stream caps', err));
    }, RENEW_EVERY_MS);
    this.renewTimer.unref();
  }
}

function tooMany(limit: number): AppError {
  return new AppError('TOO_MANY_STREAMS', `At most ${limit} live streams or subscriptions at once per key.`, {
    limit,
  });
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}

/** Whose slot a caller takes: its API key, or its IP when anonymous. */
export const slotHolder = (keyId: string | undefined, ip: string): string => (keyId ? `key:${keyId}` : `ip:${ip}`);
