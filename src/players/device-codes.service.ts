import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { AppError } from '../common/errors/app-error';
import { issueApiKey } from './api-keys';
import { DEVICE_CODE_TTL_SECONDS, hashDeviceCode, issueDeviceCode, normalizeDeviceCode } from './device-code';
import { DeviceCodesRepository } from './device-codes.repository';
import type { PlayerRecord } from './players.repository';

/**
 * "Add a device" (issue 34.5): a signed-in device asks for a one-time code; the new device
 * redeems it for an API key of its own. The old key stays valid; each device's key can be revoked
 * on its own (DELETE /v1/players/me/api-keys/{keyId}).
 */
@Injectable()
export class DeviceCodesService {
  constructor(
    private readonly codes: DeviceCodesRepository,
    private readonly clock: Clock,
  ) {}

  async create(playerId: string): Promise<{ code: string; expiresAt: Date; expiresInSeconds: number }> {
    const { code, hash } = issueDeviceCode();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + DEVICE_CODE_TTL_SECONDS * 1000);
    await this.codes.create(playerId, hash, now, expiresAt);
    return { code, expiresAt, expiresInSeconds: DEVICE_CODE_TTL_SECONDS };
  }

  /** A new key for the code's player; INVALID_DEVICE_CODE (reason UNKNOWN, EXPIRED or USED) otherwise. */
  async redeem(typed: string): Promise<PlayerRecord & { apiKey: string; keyId: string }> {
    const canonical = normalizeDeviceCode(typed);
    if (canonical === null) {
      throw new AppError('VALIDATION_FAILED', 'The request has invalid fields.', {
        fields: [
          {
            path: 'code',
            constraints: { isDeviceCode: 'code must be 10 letters and digits, e.g. 7K2QF-M9XCD' },
          },
        ],
      });
    }
    const key = issueApiKey();
    const outcome = await this.codes.redeem(hashDeviceCode(canonical), this.clock.now(), key);
    if ('player' in outcome) return { ...outcome.player, apiKey: key.apiKey, keyId: key.keyId };
    switch (outcome.reason) {
      case 'UNKNOWN':
        throw new AppError('INVALID_DEVICE_CODE', 'No such device code: check what you typed.', { reason: 'UNKNOWN' });
      case 'EXPIRED':
        throw new AppError(
          'INVALID_DEVICE_CODE',
          'This device code has expired: ask the signed-in device for a new one.',
          {
            reason: 'EXPIRED',
            expiredAt: outcome.expiredAt.toISOString(),
          },
        );
      case 'USED':
        throw new AppError('INVALID_DEVICE_CODE', 'This device code was already used: a code works once.', {
          reason: 'USED',
          usedAt: outcome.usedAt.toISOString(),
        });
    }
  }
}
