import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { Database } from '../database/database';

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
    private readonly db: Database,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.dailySecret) {
      this.secret = this.config.dailySecret;
      return;
    }
    await this.db.pool.query(
      `INSERT INTO server_secret (name, value) VALUES ('daily-seed-hmac', $1) ON CONFLICT (name) DO NOTHING`,
      [randomBytes(32).toString('base64url')],
    );
    const { rows } = await this.db.pool.query<{ value: string }>(
      `SELECT value FROM server_secret WHERE name = 'daily-seed-hmac'`,
    );
    this.secret = rows[0]!.value;
  }

  get value(): string {
    if (this.secret === null) throw new Error('DailySecret used before initialisation');
    return this.secret;
  }
}
