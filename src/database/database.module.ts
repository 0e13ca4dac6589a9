import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { Database } from './database';

/** Connects (and migrates) once at boot; closes the pool and the embedded server at shutdown. */
@Global()
@Module({
  providers: [{ provide: Database, inject: [APP_CONFIG], useFactory: (config: AppConfig) => Database.connect(config) }],
  exports: [Database],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(Database) private readonly database: Database) {}

  async onApplicationShutdown(): Promise<void> {
    await this.database.close();
  }
}
