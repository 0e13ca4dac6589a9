import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Client, Notification } from 'pg';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { SharedRedis } from '../redis/shared-redis';
import { Database } from './database';
import { openListenConnection } from './listen-connection';
import { ReconnectBackoff } from './reconnect-backoff';

/** The channel the api_key / player triggers announce changed key ids on (see the migration). */
export const KEY_CHANGED_CHANNEL = 'crier_api_key_changed';

const PROBE_PREFIX = 'probe:';
const PROBE_TIMEOUT_MS = 2_000;

export interface KeyChangeSubscriber {
  /** A key changed (revoked, rotated, deleted, its owner changed): forget anything cached. */
  keyChanged(keyId: string): void;
  /** Notifications may have been missed (listener down or just (re)started): forget everything. */
  resync(): void;
}

/**
 * Listens for API key changes on a dedicated connection (LISTEN/NOTIFY), so this instance can
 * trust a recently checked key without asking the database on every request and still stop
 * accepting it as soon as any instance (or plain SQL) revokes it.
 *
 * `live` is true only after a probe notification sent through the pool has come back on the
 * listening connection: a server that does not deliver notifications between connections (PGlite
 * serves every connection from one backend) never goes live, and callers then must not cache.
 * When the connection drops, `live` turns false at once and it reconnects with backoff.
 *
 * With REDIS_URL, changes made through Crier are also published on Redis (`announce`), and this
 * listener subscribes there too: `live` then holds while either channel is live (probed the same
 * way), so the cache also works on a PostgreSQL that cannot LISTEN (a pooler in transaction mode).
 * A change by plain SQL reaches the other instances only by PostgreSQL; with that channel down it
 * holds there within AUTH_KEY_CACHE_MS.
 */
@Injectable()
export class KeyChangeListener implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('KeyChangeListener');
  private client: Client | null = null;
  private subscriber: KeyChangeSubscriber | null = null;
  private isLive = false;
  private stopped = false;
  private readonly reconnect = new ReconnectBackoff(500);
  /** Waiters for a key's notification (see expect). */
  private readonly waiters = new Map<string, Set<() => void>>();
  /** Probes in flight (PostgreSQL's and Redis's may overlap): payload → arrived. */
  private readonly probes = new Map<string, () => void>();
  private redisLive = false;

  constructor(
    private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: SharedRedis,
  ) {}

  get live(): boolean {
    return this.isLive || this.redisLive;
  }

  /** Tells the other instances through Redis (when there is one) that `keyId` changed. */
  async announce(keyId: string): Promise<void> {
    await this.redis.client?.publish(this.redisChannel, keyId).catch((err: unknown) => {
      this.redis.degraded('API key changes', err);
    });
  }

  private get redisChannel(): string {
    return this.redis.key('key-changed');
  }

  subscribe(subscriber: KeyChangeSubscriber): void {
    this.subscriber = subscriber;
  }

  async onModuleInit(): Promise<void> {
    // Only the key cache needs to hear of key changes: with it off, hold no extra connection.
    if (this.config.authKeyCacheMs <= 0) return;
    this.listenOnRedis();
    await this.connect();
  }

  /** Subscribes to key changes on Redis; live once a probe published there comes back. */
  private listenOnRedis(): void {
    const sub = this.redis.subscriber();
    if (!sub) return;
    sub.on('message', (channel: string, payload: string) => {
      if (channel === this.redisChannel) this.onNotification({ channel: KEY_CHANGED_CHANNEL, payload } as Notification);
    });
    sub.on('close', () => {
      if (!this.redisLive) return;
      this.redisLive = false;
      this.channelDown();
    });
    sub.on('ready', () => void this.goLiveOnRedis(sub));
  }

  private async goLiveOnRedis(sub: Redis): Promise<void> {
    for (
      let delay = 250;
      !this.stopped && !this.redisLive && sub.status === 'ready';
      delay = Math.min(delay * 2, 5_000)
    ) {
      try {
        await sub.subscribe(this.redisChannel);
        if (await this.probeDelivery((payload) => this.redis.client!.publish(this.redisChannel, payload))) {
          if (this.stopped || this.redisLive) return;
          this.subscriber?.resync();
          this.redisLive = true;
          return;
        }
      } catch (err) {
        this.redis.degraded('API key changes', err); // the command connection may not be up yet
      }
      await new Promise((r) => setTimeout(r, delay).unref());
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.reconnect.cancel();
    this.isLive = false;
    this.redisLive = false;
    this.channelDown();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /**
   * Resolves when this listener sees a change of `keyId` announced (or at once when it is not
   * live, or after timeoutMs). Call it before writing the change, await it after the commit:
   * PostgreSQL sends a notification to every listener at once, so when this instance's copy has
   * arrived, the other instances' copies have been sent too.
   */
  expect(keyId: string, timeoutMs = PROBE_TIMEOUT_MS): { done: Promise<void>; cancel(): void } {
    if (!this.live) return { done: Promise.resolve(), cancel: () => undefined };
    let resolve!: () => void;
    const done = new Promise<void>((r) => (resolve = r));
    const timer = setTimeout(() => finish(), timeoutMs);
    timer.unref();
    const set = this.waiters.get(keyId) ?? new Set<() => void>();
    this.waiters.set(keyId, set);
    const finish = (): void => {
      clearTimeout(timer);
      set.delete(finish);
      if (set.size === 0 && this.waiters.get(keyId) === set) this.waiters.delete(keyId);
      resolve();
    };
    set.add(finish);
    return { done, cancel: finish };
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    if (!this.db.ownBackendPerConnection) {
      this.logger.log('API key cache off: the embedded database does not deliver notifications between connections');
      return;
    }
    const client = await openListenConnection(this.db, KEY_CHANGED_CHANNEL, {
      notification: (n) => this.onNotification(n),
      lost: (c, err) => this.lost(c, err),
    });
    if (!client) return;
    this.client = client;
    let delivers: boolean;
    try {
      delivers =
        !this.stopped &&
        (await this.probeDelivery((payload) =>
          this.db.pool.query('SELECT pg_notify($1, $2)', [KEY_CHANGED_CHANNEL, payload]),
        ));
    } catch (err) {
      await client.end().catch(() => undefined);
      this.lost(client, err as Error);
      return;
    }
    if (!delivers) {
      if (!this.stopped) {
        this.logger.log('API key cache off: the database does not deliver notifications between connections');
      }
      // Permanent: such a server never will. Close without treating it as a lost connection.
      this.client = null;
      client.removeAllListeners('end');
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      return;
    }
    if (this.client !== client) return; // lost during the probe; a reconnect is scheduled
    // Changes made before the LISTEN (or while it was down) were not seen: start afresh.
    this.subscriber?.resync();
    this.isLive = true;
    this.reconnect.reset();
  }

  /** Sends a notification (through the pool, or Redis) and waits for it on the listening connection. */
  private async probeDelivery(send: (payload: string) => Promise<unknown>): Promise<boolean> {
    const payload = PROBE_PREFIX + randomUUID();
    const arrived = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
      this.probes.set(payload, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    try {
      await send(payload);
      return await arrived;
    } finally {
      this.probes.delete(payload);
    }
  }

  private onNotification(n: Notification): void {
    if (n.channel !== KEY_CHANGED_CHANNEL || n.payload === undefined) return;
    if (n.payload.startsWith(PROBE_PREFIX)) {
      this.probes.get(n.payload)?.();
      return;
    }
    this.subscriber?.keyChanged(n.payload);
    for (const finish of [...(this.waiters.get(n.payload) ?? [])]) finish();
  }

  private lost(client: Client, err: Error | null): void {
    if (this.client !== null && this.client !== client) return; // an old connection's late event
    this.client = null;
    this.isLive = false;
    this.channelDown();
    if (this.stopped || this.reconnect.pending) return;
    this.logger.warn(`API key change listener lost (${err?.message ?? 'connection ended'}); API key cache off`);
    this.reconnect.schedule(() => void this.connect());
  }

  /** A channel went down: unless another is still live, forget the cache and release waiters. */
  private channelDown(): void {
    if (this.live) return;
    this.subscriber?.resync();
    for (const set of [...this.waiters.values()]) for (const finish of [...set]) finish();
  }
}
