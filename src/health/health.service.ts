import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { HealthRepository } from './health.repository';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: { reachable: boolean; kind: 'embedded' | 'postgres'; migration: string | null };
  version: string;
}

@Injectable()
export class HealthService {
  constructor(
    private readonly database: HealthRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check(): Promise<HealthReport> {
    const reachable = await this.database.ping();
    return {
      status: reachable ? 'ok' : 'degraded',
      database: {
        reachable,
        kind: this.database.kind(),
        migration: this.database.latestMigration(),
      },
      version: this.config.buildVersion,
    };
  }
}
