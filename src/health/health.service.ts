import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { Database } from '../database/database';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: { reachable: boolean; kind: 'embedded' | 'postgres'; migration: string | null };
  version: string;
}

@Injectable()
export class HealthService {
  constructor(
    private readonly database: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check(): Promise<HealthReport> {
    const reachable = await this.database.ping();
    return {
      status: reachable ? 'ok' : 'degraded',
      database: {
        reachable,
        kind: this.database.embedded ? 'embedded' : 'postgres',
        migration: this.database.migrations.latest,
      },
      version: this.config.buildVersion,
    };
  }
}
