import { Injectable } from '@nestjs/common';
import { Database } from '../database/database';

/** What the health check asks of the database: does it answer, which kind is it, how far migrated. */
@Injectable()
export class HealthRepository {
  constructor(private readonly database: Database) {}

  ping(): Promise<boolean> {
    return this.database.ping();
  }

  kind(): 'embedded' | 'postgres' {
    return this.database.embedded ? 'embedded' : 'postgres';
  }

  latestMigration(): string | null {
    return this.database.migrations.latest;
  }
}
