import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, notFound } from '../common/errors/app-error';
import { parseId } from '../common/ids';
import { apiKeyMatches, issueApiKey, parseApiKey } from './api-keys';
import { PlayersRepository, type ApiKeyRecord, type PlayerRecord } from './players.repository';

export interface AuthenticatedPlayer extends PlayerRecord {
  /** The key this request was made with (rotation revokes it). */
  keyId: string;
}

@Injectable()
export class PlayersService {
  constructor(private readonly players: PlayersRepository) {}

  async register(name: string): Promise<PlayerRecord & { apiKey: string; keyId: string }> {
    const key = issueApiKey();
    const player = await this.players.createWithKey({ id: randomUUID(), name }, key);
    return { ...player, apiKey: key.apiKey, keyId: key.keyId };
  }

  /** The player behind a bearer key, or an UNAUTHENTICATED error. */
  async authenticate(apiKey: string): Promise<AuthenticatedPlayer> {
    const keyId = parseApiKey(apiKey);
    const found = keyId ? await this.players.findActiveKey(keyId) : null;
    if (!keyId || !found || !apiKeyMatches(apiKey, found.hash)) {
      throw new AppError('UNAUTHENTICATED', 'The API key is unknown or revoked.');
    }
    return { ...found.player, keyId };
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
    return { ...(await this.players.rotateKey(player.id, player.keyId, key)), apiKey: key.apiKey };
  }

  listKeys(playerId: string): Promise<ApiKeyRecord[]> {
    return this.players.listKeys(playerId);
  }

  async revokeKey(playerId: string, keyId: string): Promise<void> {
    if (!(await this.players.revokeKey(playerId, keyId))) throw notFound('Active API key', { keyId });
  }
}
