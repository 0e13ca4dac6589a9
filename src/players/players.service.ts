import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { AppError, notFound } from '../common/errors/app-error';
import { parseId } from '../common/ids';
import { apiKeyMatches, issueApiKey, parseApiKey } from './api-keys';
import { KeyChangeListener, type KeyChangeSubscriber } from '../database/key-change-listener';
import { PlayersRepository, type ApiKeyRecord, type PlayerRecord } from './players.repository';

export interface AuthenticatedPlayer extends PlayerRecord {
  /** The key this request was made with (rotation revokes it). */
  keyId: string;
  /**
   * Set when the key was recognised from memory without asking the database whether it is still
   * active: the handler must confirm that in its own statement (see ConfirmsKeyInQuery).
   */
  unconfirmedKeyId?: string;
}

const KEY_CACHE_MAX = 10_000;
const KNOWN_KEYS_MAX = 50_000;

interface CachedKey {
  hash: Uint8Array;
  player: PlayerRecord;
  until: number;
}

@Injectable()
export class PlayersService implements KeyChangeSubscriber {
  /**
   * keyId → the stored hash and owner of a recently checked active key, bounded; reads `peek`,
   * so the oldest check is forgotten first (it is also the first to expire).
   */
  private readonly keys = new LRUCache<string, CachedKey>({ max: KEY_CACHE_MAX });
  /**
   * keyId → hash and owner of keys seen active: facts that never change for a key (only whether
   * it is still active does), so they need no invalidation. Used by `recognise`. Bounded; reads
   * `peek`, so the key first seen longest ago is forgotten first.
   */
  private readonly known = new LRUCache<string, { hash: Uint8Array; player: PlayerRecord }>({ max: KNOWN_KEYS_MAX });
  /** Bumped by every key change seen, so a lookup that raced one is not cached. */
  private changes = 0;

  /**
   * How long a key found active may be trusted without asking the database again
   * (AUTH_KEY_CACHE_MS; 0, the default, asks on every request so a revocation holds at once on
   * every instance). The cache is used only while the key change listener is live: every change
   * to a key, by any instance or by plain SQL, is announced by a trigger and forgets the key
   * here, so other instances refuse a revoked key once the notification reaches them
   * (milliseconds); if the listener is down nothing is cached.
   */
  private readonly cacheMs: number;

  constructor(
    private readonly players: PlayersRepository,
    private readonly keyChanges: KeyChangeListener,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cacheMs = config.authKeyCacheMs;
    keyChanges.subscribe(this);
  }

  /** True while checked keys are being cached (the cache is on and the listener is live). */
  get keyCacheActive(): boolean {
    return this.cacheMs > 0 && this.keyChanges.live;
  }

  keyChanged(keyId: string): void {
    this.changes++;
    this.keys.delete(keyId);
  }

  resync(): void {
    this.changes++;
    this.keys.clear();
  }

  async register(name: string): Promise<PlayerRecord & { apiKey: string; keyId: string }> {
    const key = issueApiKey();
    const player = await this.players.createWithKey({ id: randomUUID(), name }, key);
    return { ...player, apiKey: key.apiKey, keyId: key.keyId };
  }

  /** The player behind a bearer key, or an UNAUTHENTICATED error. */
  async authenticate(apiKey: string): Promise<AuthenticatedPlayer> {
    const keyId = parseApiKey(apiKey);
    const found = keyId ? await this.activeKey(keyId) : null;
    if (!keyId || !found || !apiKeyMatches(apiKey, found.hash)) {
      throw new AppError('UNAUTHENTICATED', 'The API key is unknown or revoked.');
    }
    return { ...found.player, keyId };
  }

  /**
   * The player behind a bearer key recognised from memory when possible, WITHOUT confirming the
   * key is still active: the result then carries `unconfirmedKeyId`, and the caller must check it
   * in the statement it runs anyway (one round trip fewer on the hot routes, and a revocation
   * still holds at once). Unknown keys are looked up as `authenticate` does.
   */
  async recognise(apiKey: string): Promise<AuthenticatedPlayer> {
    const keyId = parseApiKey(apiKey);
    const known = keyId ? this.known.peek(keyId) : undefined;
    if (keyId && known && apiKeyMatches(apiKey, known.hash)) {
      return { ...known.player, keyId, unconfirmedKeyId: keyId };
    }
    return this.authenticate(apiKey);
  }

  private rememberKnown(keyId: string, found: { hash: Uint8Array; player: PlayerRecord }): void {
    if (this.known.has(keyId)) return;
    this.known.set(keyId, { hash: found.hash, player: found.player });
  }

  /** The active key `keyId` (hash and owner), from the short-lived cache or the database. */
  private async activeKey(keyId: string): Promise<{ hash: Uint8Array; player: PlayerRecord } | null> {
    const now = performance.now();
    const caching = this.keyCacheActive;
    const hit = caching ? this.keys.peek(keyId) : undefined;
    if (hit && hit.until > now) return hit;
    if (hit) this.keys.delete(keyId);
    const changes = this.changes;
    const found = await this.players.findActiveKey(keyId);
    if (found) this.rememberKnown(keyId, found);
    if (found && caching && this.keyCacheActive && changes === this.changes) {
      this.keys.set(keyId, { ...found, until: now + this.cacheMs });
    }
    return found;
  }

  async get(id: string): Promise<PlayerRecord> {
    const player = await this.players.findById(parseId(id, 'player'));
    if (!player) throw notFound('Player', { playerId: id });
    return player;
  }

  /** How many players go by `name` (case-insensitive); VALIDATION_FAILED for a name sign-up would refuse. */
  async nameCount(name: string): Promise<{ name: string; players: number }> {
    if (name.length < 1 || name.length > 40 || /\p{Cc}/u.test(name)) {
      throw new AppError('VALIDATION_FAILED', 'The request has invalid fields.', {
        fields: [{ path: 'name', constraints: { isName: 'name must be 1-40 characters, no control characters' } }],
      });
    }
    return { name, players: await this.players.countByName(name) };
  }

  async createKey(playerId: string): Promise<ApiKeyRecord & { apiKey: string }> {
    const key = issueApiKey();
    return { ...(await this.players.addKey(playerId, key)), apiKey: key.apiKey };
  }

  async rotateKey(player: AuthenticatedPlayer): Promise<ApiKeyRecord & { apiKey: string }> {
    const key = issueApiKey();
    return this.changingKey(player.keyId, async () => ({
      ...(await this.players.rotateKey(player.id, player.keyId, key)),
      apiKey: key.apiKey,
    }));
  }

  listKeys(playerId: string): Promise<ApiKeyRecord[]> {
    return this.players.listKeys(playerId);
  }

  async revokeKey(playerId: string, keyId: string): Promise<void> {
    await this.changingKey(keyId, async () => {
      if (!(await this.players.revokeKey(playerId, keyId))) throw notFound('Active API key', { keyId });
    });
  }

  /**
   * Runs a change to `keyId` and answers only once the change's notification has come back to
   * this instance, so every instance has been told before the client hears it is done.
   */
  private async changingKey<T>(keyId: string, change: () => Promise<T>): Promise<T> {
    const announced = this.keyChanges.expect(keyId);
    this.keyChanged(keyId);
    try {
      const result = await change();
      await this.keyChanges.announce(keyId);
      await announced.done;
      return result;
    } catch (err) {
      announced.cancel();
      throw err;
    } finally {
      this.keyChanged(keyId);
    }
  }
}
