import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig, RedisSettings } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** At most one warning per this many ms for each thing that falls back (a down Redis fails every call). */
const WARN_EVERY_MS = 60_000;

/**
 * The Redis every instance shares (REDIS_URL), or none. Commands never queue or wait beyond
 * REDIS_TIMEOUT_MS (`enableOfflineQueue: false`, `commandTimeout`): with Redis down or slow, a
 * command fails at once or at the timeout, and its caller falls back to counting on this instance
 * alone (`degraded` logs why, at most once a minute per feature). ioredis reconnects by itself.
 */
@Injectable()
export class SharedRedis implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  /** Commands (null: no REDIS_URL). */
  readonly client: Redis | null;
  readonly settings: RedisSettings | null;
  private readonly subscribers: Redis[] = [];
  private readonly lastWarning = new Map<string, number>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.settings = config.redis;
    this.client = this.settings ? this.connect('commands') : null;
  }

  /** `name` under REDIS_KEY_PREFIX. */
  key(name: string): string {
    return `${this.settings?.keyPrefix ?? ''}${name}`;
  }

  /** A connection of its own for SUBSCRIBE (a subscribed connection runs no other command). */
  subscriber(): Redis | null {
    if (!this.settings) return null;
    const connection = this.connect('subscriber');
    this.subscribers.push(connection);
    return connection;
  }

  /** Logs that `feature` fell back to this instance alone because of `err` (at most once a minute). */
  degraded(feature: string, err: unknown): void {
    const now = Date.now();
    if (now - (this.lastWarning.get(feature) ?? -Infinity) < WARN_EVERY_MS) return;
    this.lastWarning.set(feature, now);
    const why = err instanceof Error ? err.message : String(err);
    this.logger.warn(`${feature}: Redis unavailable (${why}); counting on this instance alone meanwhile`);
  }

  async onApplicationShutdown(): Promise<void> {
    for (const c of [this.client, ...this.subscribers]) c?.disconnect();
  }

  private connect(role: string): Redis {
    const settings = this.settings!;
    const connection = new Redis(settings.url, {
      commandTimeout: settings.timeoutMs,
      connectTimeout: Math.max(1_000, settings.timeoutMs * 4),
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectionName: `crier-${role}`,
    });
    // Connection errors are reported by the commands that fail (degraded); ioredis retries.
    connection.on('error', (err: Error) => this.degraded(`Redis connection (${role})`, err));
    return connection;
  }
}
