import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { ServerSecretRepository } from './server-secret.repository';

/**
 * The HMAC key daily seeds are derived from: CRIER_DAILY_SECRET when configured; otherwise one
 * generated on first start and kept in the database (table server_secret), so every instance
 * on that database and every restart derive the same seeds.
 */
@Injectable()
export class DailySecret implements OnModuleInit {
  private secret: string | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly secrets: ServerSecretRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.dailySecret) {
      this.secret = this.config.dailySecret;
      return;
    }
    this.secret = await this.secrets.getOrCreate('daily-seed-hmac', randomBytes(32).toString('base64url'));
  }

  get value(): string {
    if (this.secret === null) throw new Error('DailySecret used before initialisation');
    return this.secret;
  }
}
