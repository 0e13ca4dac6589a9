import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { Database } from '../database/database';
import type { Transaction } from '../database/transaction';

export interface PlayerRecord {
  id: string;
  name: string;
  createdAt: Date;
}

export interface ApiKeyRecord {
  keyId: string;
  createdAt: Date;
  revokedAt: Date | null;
}

/** The only place players and API keys are read or written (device codes add keys through `insertKey`). */
@Injectable()
export class PlayersRepository {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async createWithKey(
    player: { id: string; name: string },
    key: { keyId: string; hash: Uint8Array<ArrayBuffer> },
  ): Promise<PlayerRecord> {
    const created = await this.db.prisma.player.create({
      data: { id: player.id, name: player.name, apiKeys: { create: { keyId: key.keyId, hash: key.hash } } },
    });
    return { id: created.id, name: created.name, createdAt: created.createdAt };
  }

  findById(id: string): Promise<PlayerRecord | null> {
    return this.db.prisma.player.findUnique({ where: { id }, select: { id: true, name: true, createdAt: true } });
  }

  /** The active (not revoked) key with this id, with its owner. */
  async findActiveKey(keyId: string): Promise<{ hash: Uint8Array; player: PlayerRecord } | null> {
    // Every authenticated request asks this: one prepared query instead of Prisma's two.
    const { rows } = await this.db.pool.query<{ hash: Buffer; id: string; name: string; createdAt: Date }>(
      this.db.statement('crier_find_active_key', FIND_ACTIVE_KEY_SQL, [keyId]),
    );
    const row = rows[0];
    if (!row) return null;
    return { hash: row.hash, player: { id: row.id, name: row.name, createdAt: row.createdAt } };
  }

  addKey(playerId: string, key: { keyId: string; hash: Uint8Array<ArrayBuffer> }): Promise<ApiKeyRecord> {
    return this.db.prisma.apiKey.create({
      data: { playerId, keyId: key.keyId, hash: key.hash },
      select: { keyId: true, createdAt: true, revokedAt: true },
    });
  }

  /** Adds the new key and revokes the old one in one transaction. */
  async rotateKey(
    playerId: string,
    oldKeyId: string,
    key: { keyId: string; hash: Uint8Array<ArrayBuffer> },
  ): Promise<ApiKeyRecord> {
    const now = this.clock.now();
    // Two writes that commit together: plain SQL in Database.transaction (the one transaction style).
    return this.db.transaction(async (tx) => {
      await tx.query('UPDATE api_key SET revoked_at = $3 WHERE key_id = $1 AND player_id = $2 AND revoked_at IS NULL', [
        oldKeyId,
        playerId,
        now,
      ]);
      return this.insertKey(tx, playerId, key);
    });
  }

  /** Adds a key to a player inside a transaction that commits it with other writes (rotation, a device code). */
  async insertKey(
    tx: Transaction,
    playerId: string,
    key: { keyId: string; hash: Uint8Array<ArrayBuffer> },
  ): Promise<ApiKeyRecord> {
    const [created] = await tx.query<ApiKeyRecord>(
      `INSERT INTO api_key (player_id, key_id, hash) VALUES ($1, $2, $3)
       RETURNING key_id AS "keyId", created_at AS "createdAt", revoked_at AS "revokedAt"`,
      [playerId, key.keyId, Buffer.from(key.hash)],
    );
    return created!;
  }

  /** How many players go by this name, whatever its case (one lookup in player_name_lower_idx). */
  async countByName(name: string): Promise<number> {
    const { rows } = await this.db.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM player WHERE lower(name) = lower($1)',
      [name],
    );
    return rows[0]?.n ?? 0;
  }

  listKeys(playerId: string): Promise<ApiKeyRecord[]> {
    return this.db.prisma.apiKey.findMany({
      where: { playerId },
      orderBy: { createdAt: 'asc' },
      select: { keyId: true, createdAt: true, revokedAt: true },
    });
  }

  /** Revokes one of the player's keys; false when it is not theirs or already revoked. */
  async revokeKey(playerId: string, keyId: string): Promise<boolean> {
    const { count } = await this.db.prisma.apiKey.updateMany({
      where: { keyId, playerId, revokedAt: null },
      data: { revokedAt: this.clock.now() },
    });
    return count === 1;
  }
}

const FIND_ACTIVE_KEY_SQL = `
SELECT k.hash, p.id, p.name, p.created_at AS "createdAt"
  FROM api_key k JOIN player p ON p.id = k.player_id
 WHERE k.key_id = $1 AND k.revoked_at IS NULL`;
