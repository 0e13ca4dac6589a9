import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { AppError, notFound } from '../common/errors/app-error';
import { parseId } from '../common/ids';
import { apiKeyMatches, issueApiKey, parseApiKey } from './api-keys';
import { PlayersRepository, type ApiKeyRecord, type PlayerRecord } from './players.repository';

export interface AuthenticatedPlayer extends PlayerRecord {
  /** The key this request was made with (rotation revokes it). */
  keyId: string;
}

const KEY_CACHE_MAX = 10_000;

interface CachedKey {
  hash: Uint8Array;
  player: PlayerRecord;
  until: number;
}

@Injectable()
export class PlayersService {
  /** keyId → the stored hash and owner of a recently checked active key. */
  private readonly keys = new Map<string, CachedKey>();
  /** Bumped by every revocation, so a lookup that raced one is not cached. */
  private revocations = 0;

  /**
   * How long a key found active is trusted without asking the database again (AUTH_KEY_CACHE_MS,
   * default 0: never). Revoking or rotating a key on this instance forgets it at once; another
   * instance sharing the database stops accepting it within this time, hence off by default.
   */
  private readonly cacheMs: number;

  constructor(
    private readonly players: PlayersRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cacheMs = config.authKeyCacheMs;
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

  /** The active key `keyId` (hash and owner), from the short-lived cache or the database. */
  private async activeKey(keyId: string): Promise<{ hash: Uint8Array; player: PlayerRecord } | null> {
    const now = performance.now();
    const hit = this.keys.get(keyId);
    if (hit && hit.until > now) return hit;
    if (hit) this.keys.delete(keyId);
    const revocations = this.revocations;
    const found = await this.players.findActiveKey(keyId);
    if (found && this.cacheMs > 0 && revocations === this.revocations) {
      if (this.keys.size >= KEY_CACHE_MAX) this.keys.delete(this.keys.keys().next().value as string);
      this.keys.set(keyId, { ...found, until: now + this.cacheMs });
    }
    return found;
  }

  private forgetKey(keyId: string): void {
    this.revocations++;
    this.keys.delete(keyId);
  }

  async get(id: string): Promise<PlayerRecord> {
    const player = await this.players.findById(parseId(id, 'player'));
    if (!player) throw notFound('Player', { playerId: id });
    return player;
  }

  async createKey(playerId: string): Promise<ApiKeyRecord & { apiKey: string }> {
    const key = issueApiKey();
    return { ...(await this.players.addKey(playerId, key)), apiKey: key.apiKey };
  }

  async rotateKey(player: AuthenticatedPlayer): Promise<ApiKeyRecord & { apiKey: string }> {
    const key = issueApiKey();
    this.forgetKey(player.keyId);
    try {
      return { ...(await this.players.rotateKey(player.id, player.keyId, key)), apiKey: key.apiKey };
    } finally {
      this.forgetKey(player.keyId);
    }
  }

  listKeys(playerId: string): Promise<ApiKeyRecord[]> {
    return this.players.listKeys(playerId);
  }

  async revokeKey(playerId: string, keyId: string): Promise<void> {
    this.forgetKey(keyId);
    try {
      if (!(await this.players.revokeKey(playerId, keyId))) throw notFound('Active API key', { keyId });
    } finally {
      this.forgetKey(keyId);
    }
  }
}
