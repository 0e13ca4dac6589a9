import { Injectable } from '@nestjs/common';
import { Database } from '../database/database';
import { PlayersRepository, type PlayerRecord } from './players.repository';

/** Why a code did not sign a device in (INVALID_DEVICE_CODE's `reason`). */
export type DeviceCodeRefusal =
  { reason: 'UNKNOWN' } | { reason: 'EXPIRED'; expiredAt: Date } | { reason: 'USED'; usedAt: Date };

/** The only place device codes are read or written. */
@Injectable()
export class DeviceCodesRepository {
  constructor(
    private readonly db: Database,
    private readonly players: PlayersRepository,
  ) {}

  /**
   * Stores a new code of the player's, and forgets their codes that can no longer be used
   * (expired, or used a day ago), so the table holds only what may still matter.
   */
  async create(playerId: string, codeHash: Uint8Array<ArrayBuffer>, now: Date, expiresAt: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `DELETE FROM device_code
          WHERE player_id = $1 AND (expires_at <= $2 OR used_at <= $2::timestamptz - interval '1 day')`,
        [playerId, now],
      );
      await tx.query('INSERT INTO device_code (code_hash, player_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
        Buffer.from(codeHash),
        playerId,
        now,
        expiresAt,
      ]);
    });
  }

  /**
   * Uses the code once: marks it used and adds the new key to its player, in one transaction. The
   * row lock of the UPDATE makes two redemptions of one code race fairly: the second re-reads the
   * row after the first commits, finds it used, and gets USED.
   */
  async redeem(
    codeHash: Uint8Array<ArrayBuffer>,
    now: Date,
    key: { keyId: string; hash: Uint8Array<ArrayBuffer> },
  ): Promise<{ player: PlayerRecord } | DeviceCodeRefusal> {
    const hash = Buffer.from(codeHash);
    return this.db.transaction<{ player: PlayerRecord } | DeviceCodeRefusal>(async (tx) => {
      const [used] = await tx.query<{ playerId: string }>(
        `UPDATE device_code SET used_at = $2, key_id = $3
          WHERE code_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING player_id AS "playerId"`,
        [hash, now, key.keyId],
      );
      if (!used) {
        const [row] = await tx.query<{ expiresAt: Date; usedAt: Date | null }>(
          'SELECT expires_at AS "expiresAt", used_at AS "usedAt" FROM device_code WHERE code_hash = $1',
          [hash],
        );
        if (!row) return { reason: 'UNKNOWN' };
        if (row.usedAt) return { reason: 'USED', usedAt: row.usedAt };
        return { reason: 'EXPIRED', expiredAt: row.expiresAt };
      }
      await this.players.insertKey(tx, used.playerId, key);
      const [player] = await tx.query<PlayerRecord>(
        'SELECT id, name, created_at AS "createdAt" FROM player WHERE id = $1',
        [used.playerId],
      );
      return { player: player! };
    });
  }
}
